import { useId } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { ApiError, useFormatPrice, type OrderDetail } from '@storefront/shared';
import { TextField, zodValidator } from '@storefront/shared/forms';
import { rejectOrderBody, type RejectOrderBody } from '@storefront/shared/schemas';
import { Button, Dialog, DialogActions, ErrorText } from '@storefront/shared/ui';

const validate = zodValidator<RejectOrderBody>(rejectOrderBody);

/** The API's refusal under the dialog's form (another approver decided first, say). */
const refusal = (error: unknown, fallback: string): SubmissionErrors => ({
  ...(error instanceof ApiError ? error.fields : undefined),
  [FORM_ERROR]: error instanceof Error && error.message ? error.message : fallback,
});

/** Approve asks first: the order, its buyer and total, and what approving does. */
export function ApproveDialog({ order, onApprove, onClose }: { order: OrderDetail; onApprove: () => Promise<void>; onClose: () => void }) {
  const formatPrice = useFormatPrice();
  const messageId = useId();
  const onSubmit = async (): Promise<SubmissionErrors | void> => {
    try {
      await onApprove();
    } catch (error) {
      return refusal(error, 'The order could not be approved.');
    }
  };
  return (
    <Dialog title="Approve this order?" role="alertdialog" describedBy={messageId} onClose={onClose}>
      <Form onSubmit={onSubmit}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate>
            <p id={messageId} style={{ margin: 0 }}>
              Order {order.number} by {order.name} ({formatPrice(order.totalPrice)}) goes on as pending, and {order.name} is told by e-mail.
            </p>
            {submitError && <ErrorText role="alert">{submitError}</ErrorText>}
            <DialogActions>
              <Button $variant="secondary" onClick={onClose} data-autofocus>
                Not now
              </Button>
              <Button type="submit" disabled={submitting}>
                {submitting ? 'Approving…' : 'Approve order'}
              </Button>
            </DialogActions>
          </form>
        )}
      </Form>
    </Dialog>
  );
}

/** Reject asks why (required): the reason goes to the buyer and onto the timeline; the stock goes back. */
export function RejectDialog({ order, onReject, onClose }: { order: OrderDetail; onReject: (reason: string) => Promise<void>; onClose: () => void }) {
  const onSubmit = async (values: RejectOrderBody): Promise<SubmissionErrors | void> => {
    try {
      await onReject(values.reason);
    } catch (error) {
      return refusal(error, 'The order could not be rejected.');
    }
  };
  return (
    <Dialog title="Reject this order?" onClose={onClose}>
      <Form<RejectOrderBody> onSubmit={onSubmit} validate={validate} initialValues={{ reason: '' }}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate>
            <p>
              Order {order.number} by {order.name} is cancelled and its parts go back to stock. {order.name} gets your reason by e-mail.
            </p>
            <TextField name="reason" label="Reason" multiline />
            {submitError && <ErrorText role="alert">{submitError}</ErrorText>}
            <DialogActions>
              <Button $variant="secondary" onClick={onClose}>
                Not now
              </Button>
              <Button type="submit" $variant="danger" disabled={submitting}>
                {submitting ? 'Rejecting…' : 'Reject order'}
              </Button>
            </DialogActions>
          </form>
        )}
      </Form>
    </Dialog>
  );
}
