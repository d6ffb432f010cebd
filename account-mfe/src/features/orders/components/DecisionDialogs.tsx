import { useId } from 'react';
import { t, useFormatPrice, type OrderDetail } from '@storefront/shared';
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
      title={t('Approve this order?')}
      alert={{ describedBy: messageId }}
      onSubmit={onApprove}
      onClose={onClose}
      failed={t('The order could not be approved.')}
      cancelLabel={t('Not now')}
      submitLabel={t('Approve order')}
      busyLabel={t('Approving…')}
    >
      <p id={messageId} style={{ margin: 0 }}>
        {t('Order {number} by {name} ({total}) goes on as pending, and {name} is told by e-mail.', {
          number: order.number,
          name: order.name,
          total: formatPrice(order.totalPrice),
        })}
      </p>
    </ApiFormDialog>
  );
}

/** Reject asks why (required): the reason goes to the buyer and onto the timeline; the stock goes back. */
export function RejectDialog({ order, onReject, onClose }: { order: OrderDetail; onReject: (reason: string) => Promise<void>; onClose: () => void }) {
  return (
    <ApiFormDialog<RejectOrderBody>
      title={t('Reject this order?')}
      validate={validate}
      initialValues={{ reason: '' }}
      onSubmit={(values) => onReject(values.reason)}
      onClose={onClose}
      failed={t('The order could not be rejected.')}
      cancelLabel={t('Not now')}
      submitLabel={t('Reject order')}
      busyLabel={t('Rejecting…')}
      danger
    >
      <p>
        {t('Order {number} by {name} is cancelled and its parts go back to stock. {name} gets your reason by e-mail.', {
          number: order.number,
          name: order.name,
        })}
      </p>
      <TextField name="reason" label={t('Reason')} multiline />
    </ApiFormDialog>
  );
}
