import { useState } from 'react';
import { Button, Dialog, DialogActions, ErrorText } from '@storefront/shared/ui';

/**
 * Withdraw request asks first: Keep request has the focus, so Enter never withdraws by accident;
 * the API's refusal (answered meanwhile, say) is shown in the dialog.
 */
export function WithdrawQuoteDialog({ number, onWithdraw, onClose }: { number: string; onWithdraw: () => Promise<void>; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withdraw = async () => {
    setBusy(true);
    setError(null);
    try {
      await onWithdraw();
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : 'The request could not be withdrawn.');
      setBusy(false);
    }
  };
  return (
    <Dialog title="Withdraw this request?" describedBy="withdraw-quote-text" onClose={onClose}>
      <p id="withdraw-quote-text">We will not answer quote {number} once it is withdrawn. To ask for prices again later, request a new quote from your cart.</p>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <DialogActions>
        <Button $variant="secondary" onClick={onClose} data-autofocus>
          Keep request
        </Button>
        <Button onClick={() => void withdraw()} disabled={busy}>
          {busy ? 'Withdrawing…' : 'Withdraw request'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
