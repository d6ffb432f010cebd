import { ApiFormDialog } from '../../../components/ApiFormDialog';

/**
 * Withdraw request asks first: Keep request has the focus, so Enter never withdraws by accident;
 * the API's refusal (answered meanwhile, say) is shown in the dialog.
 */
export function WithdrawQuoteDialog({ number, onWithdraw, onClose }: { number: string; onWithdraw: () => Promise<void>; onClose: () => void }) {
  return (
    <ApiFormDialog<Record<string, never>>
      title="Withdraw this request?"
      alert={{ describedBy: 'withdraw-quote-text' }}
      onSubmit={() => onWithdraw()}
      onClose={onClose}
      failed="The request could not be withdrawn."
      cancelLabel="Keep request"
      submitLabel="Withdraw request"
      busyLabel="Withdrawing…"
    >
      <p id="withdraw-quote-text">We will not answer quote {number} once it is withdrawn. To ask for prices again later, request a new quote from your cart.</p>
    </ApiFormDialog>
  );
}
