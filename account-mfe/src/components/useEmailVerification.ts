import { useState } from 'react';
import { t, useSession, useToast } from '@storefront/shared';

/**
 * Verifying the signed-in address, as My Profile and an invitation offer it: `send` asks Firebase
 * to e-mail the link, `check` reads the account again once the user says they opened it (the
 * session hands the API the verified address before it resolves). A failure is a toast.
 */
export function useEmailVerification() {
  const { sendEmailVerification, refresh } = useSession();
  const toast = useToast();
  const [sent, setSent] = useState(false);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);

  /** `failure` is a message with a `{reason}` placeholder: the error's message goes there. */
  const run = async (action: () => Promise<void>, failure: (reason: string) => string) => {
    setBusy(true);
    try {
      await action();
    } catch (cause) {
      toast.error(failure((cause as Error).message));
    } finally {
      setBusy(false);
    }
  };

  return {
    sent,
    checked,
    busy,
    send: () =>
      run(
        async () => {
          await sendEmailVerification();
          setSent(true);
          setChecked(false);
        },
        (reason) => t('Could not send the verification e-mail: {reason}', { reason }),
      ),
    check: () =>
      run(
        async () => {
          await refresh();
          setChecked(true);
        },
        (reason) => t('Could not check your address: {reason}', { reason }),
      ),
  };
}
