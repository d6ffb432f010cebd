import { t } from '@storefront/shared';
import { TextField, zodValidator } from '@storefront/shared/forms';
import { quoteDeclineBody, type QuoteDeclineBody } from '@storefront/shared/schemas';
import { ApiFormDialog } from '../../../components/ApiFormDialog';

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
  return (
    <ApiFormDialog<QuoteDeclineBody>
      title={t('Decline this quote?')}
      validate={validate}
      initialValues={{ reason: '' }}
      onSubmit={(values) => onDecline(values.reason?.trim() || undefined)}
      onClose={onClose}
      failed={t('The quote could not be declined.')}
      cancelLabel={t('Keep quote')}
      submitLabel={t('Decline quote')}
      busyLabel={t('Declining…')}
      danger
    >
      <p>{t('Quote {number} can no longer be accepted once declined. To buy these parts later, ask for a new quote.', { number })}</p>
      <TextField name="reason" label={t('Reason (optional)')} multiline />
    </ApiFormDialog>
  );
}
