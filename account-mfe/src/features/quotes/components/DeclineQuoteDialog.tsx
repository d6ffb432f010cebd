import { Form } from 'react-final-form';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { ApiError } from '@storefront/shared';
import { TextField, zodValidator } from '@storefront/shared/forms';
import { quoteDeclineBody, type QuoteDeclineBody } from '@storefront/shared/schemas';
import { Button, Dialog, DialogActions, ErrorText } from '@storefront/shared/ui';

const validate = zodValidator<QuoteDeclineBody>(quoteDeclineBody);

/** Decline asks first, with an optional reason for the storefront; the API's refusal (answered meanwhile, say) is shown under the form. */
export function DeclineQuoteDialog({
  number,
  onDecline,
  onClose,
}: {
  number: string;
  onDecline: (reason: string | undefined) => Promise<void>;
  onClose: () => void;
}) {
  const onSubmit = async (values: QuoteDeclineBody): Promise<SubmissionErrors | void> => {
    try {
      await onDecline(values.reason?.trim() || undefined);
    } catch (error) {
      return {
        ...(error instanceof ApiError ? error.fields : undefined),
        [FORM_ERROR]: error instanceof Error && error.message ? error.message : 'The quote could not be declined.',
      };
    }
  };
  return (
    <Dialog title="Decline this quote?" onClose={onClose}>
      <Form<QuoteDeclineBody> onSubmit={onSubmit} validate={validate} initialValues={{ reason: '' }}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate>
            <p>Quote {number} can no longer be accepted once declined. To buy these parts later, ask for a new quote.</p>
            <TextField name="reason" label="Reason (optional)" multiline />
            {submitError && <ErrorText role="alert">{submitError}</ErrorText>}
            <DialogActions>
              <Button $variant="secondary" onClick={onClose}>
                Keep quote
              </Button>
              <Button type="submit" $variant="danger" disabled={submitting}>
                {submitting ? 'Declining…' : 'Decline quote'}
              </Button>
            </DialogActions>
          </form>
        )}
      </Form>
    </Dialog>
  );
}
