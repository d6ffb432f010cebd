import { t, useSession } from '@storefront/shared';
import { Button } from '@storefront/shared/ui';
import { useEmailVerification } from '../../../components/useEmailVerification';
import { NoticePanel } from './NoticePanel';

/**
 * DECISIONS.md: an e-mail/password account may shop unverified, and My Profile offers to verify
 * the address (admin rights need it). Sends Firebase's link, then re-reads the account once the
 * user says they opened it.
 */
export function VerifyEmailNotice() {
  const { user } = useSession();
  const { sent, busy, send, check } = useEmailVerification();
  if (!user || user.emailVerified) return null;

  return (
    <NoticePanel $tone="warning" aria-labelledby="verify-email-text">
      <p id="verify-email-text" role="status">
        {sent
          ? t('We sent a verification link to {email}. Open it, then come back here.', { email: user.email })
          : t('Your e-mail address {email} is not verified yet.', { email: user.email })}
      </p>
      {sent ? (
        <Button $size="sm" disabled={busy} onClick={() => void check()}>
          {t('I have opened the link')}
        </Button>
      ) : (
        <Button $size="sm" disabled={busy} onClick={() => void send()}>
          {t('Verify your e-mail')}
        </Button>
      )}
    </NoticePanel>
  );
}
