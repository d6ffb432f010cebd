import { t } from '@storefront/shared';
import { ApiFormDialog } from '../../../components/ApiFormDialog';

/**
 * Withdraw request asks first: Keep request has the focus, so Enter never withdraws by accident;
 * the API's refusal (answered meanwhile, say) is shown in the dialog.
 */
export function WithdrawQuoteDialog({ number, onWithdraw, onClose }: { number: string; onWithdraw: () => Promise<void>; onClose: () => void }) {
  return (
    <ApiFormDialog<Record<string, never>>
      title={t('Withdraw this request?')}
      alert={{ describedBy: 'withdraw-quote-text' }}
      onSubmit={() => onWithdraw()}
      onClose={onClose}
      failed={t('The request could not be withdrawn.')}
      cancelLabel={t('Keep request')}
      submitLabel={t('Withdraw request')}
      busyLabel={t('Withdrawing…')}
    >
      <p id="withdraw-quote-text">
        {t('We will not answer quote {number} once it is withdrawn. To ask for prices again later, request a new quote from your cart.', { number })}
      </p>
    </ApiFormDialog>
  );
}
