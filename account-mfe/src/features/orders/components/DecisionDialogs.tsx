import { useId } from 'react';
import { useFormatPrice, type OrderDetail } from '@storefront/shared';
import { TextField, zodValidator } from '@storefront/shared/forms';
import { rejectOrderBody, type RejectOrderBody } from '@storefront/shared/schemas';
import { ApiFormDialog } from '../../../components/ApiFormDialog';

const validate = zodValidator<RejectOrderBody>(rejectOrderBody);

/** Approve asks first: the order, its buyer and total, and what approving does. */
export function ApproveDialog({ order, onApprove, onClose }: { order: OrderDetail; onApprove: () => Promise<void>; onClose: () => void }) {
  const formatPrice = useFormatPrice();
  const messageId = useId();
  return (
    <ApiFormDialog<object>
      title="Approve this order?"
      alert={{ describedBy: messageId }}
      onSubmit={onApprove}
      onClose={onClose}
      failed="The order could not be approved."
      cancelLabel="Not now"
      submitLabel="Approve order"
      busyLabel="Approving…"
    >
      <p id={messageId} style={{ margin: 0 }}>
        Order {order.number} by {order.name} ({formatPrice(order.totalPrice)}) goes on as pending, and {order.name} is told by e-mail.
      </p>
    </ApiFormDialog>
  );
}

/** Reject asks why (required): the reason goes to the buyer and onto the timeline; the stock goes back. */
export function RejectDialog({ order, onReject, onClose }: { order: OrderDetail; onReject: (reason: string) => Promise<void>; onClose: () => void }) {
  return (
    <ApiFormDialog<RejectOrderBody>
      title="Reject this order?"
      validate={validate}
      initialValues={{ reason: '' }}
      onSubmit={(values) => onReject(values.reason)}
      onClose={onClose}
      failed="The order could not be rejected."
      cancelLabel="Not now"
      submitLabel="Reject order"
      busyLabel="Rejecting…"
      danger
    >
      <p>
        Order {order.number} by {order.name} is cancelled and its parts go back to stock. {order.name} gets your reason by e-mail.
      </p>
      <TextField name="reason" label="Reason" multiline />
    </ApiFormDialog>
  );
}
