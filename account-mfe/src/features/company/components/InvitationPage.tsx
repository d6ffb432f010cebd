import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ApiError, formatDate, Link, t, useApi, useNavigate, useParams, useSession, useToast } from '@storefront/shared';
import { COMPANY_ROLE_LABEL, companyMessages, type InvitationPreview } from '@storefront/shared/schemas';
import { Button, Card, Container, Facts, ErrorState, PageTitle, Skeleton, VisuallyHidden } from '@storefront/shared/ui';
import { acceptInvitation, invitationKey } from '../api/company';
import { useEmailVerification } from '../../../components/useEmailVerification';

const Page = styled(Container)`
  max-width: 640px;
  padding-top: ${({ theme }) => theme.space(8)};
  padding-bottom: ${({ theme }) => theme.space(10)};
`;

const InvitationFacts = styled(Facts)`
  margin: ${({ theme }) => theme.space(4)} 0;
`;

const Problem = styled.p`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const VerifyActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

/** The API's code for an account whose address is not verified yet: a company role needs a verified one. */
const NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';

/**
 * Joining needs a verified address (the API answers 403 EMAIL_NOT_VERIFIED otherwise): the reason,
 * and the way there on this page: send the verification e-mail, then "I have opened the link" reads
 * the account again (the session hands the API the verified address before it resolves), and the
 * Join button comes back.
 */
function VerifyToJoin({ message, email }: { message: string; email: string }) {
  const { sent, checked, busy, send, check } = useEmailVerification();

  return (
    <div>
      <Problem role="alert">{message}</Problem>
      <p role="status">
        {checked
          ? t('{email} is not verified yet: open the link in the e-mail we sent, then choose “I have opened the link” again.', { email })
          : sent
            ? t('We sent a verification link to {email}. Open it, then choose “I have opened the link”.', { email })
            : ''}
      </p>
      <VerifyActions>
        <Button disabled={busy} onClick={() => void send()}>
          {sent ? t('Send the verification e-mail again') : t('Send the verification e-mail')}
        </Button>
        <Button $variant="secondary" disabled={busy} onClick={() => void check()}>
          {t('I have opened the link')}
        </Button>
      </VerifyActions>
    </div>
  );
}

/** Why an invitation cannot be accepted by this user, in a sentence with what to do; null when it can. */
export function invitationProblem(preview: InvitationPreview, email: string | undefined): string | null {
  if (preview.status === 'accepted') return t(companyMessages.invitationUsed);
  if (preview.status === 'expired' || Date.parse(preview.expiresAt) <= Date.now()) return t(companyMessages.invitationExpired);
  if (email && preview.email.toLowerCase() !== email.toLowerCase()) return t(companyMessages.invitationWrongAddress);
  return null;
}

/**
 * An invitation's link (`/invitations/<token>`, signed in): the company, role, address and expiry,
 * and "Join <company>". What stops it (another address, expired, used, unknown) is said in a
 * sentence with what to do. After joining, the session reads its company role again.
 */
export default function InvitationPage() {
  const { token } = useParams();
  const { user, refresh } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const preview = useApi<InvitationPreview>(token ? invitationKey(token) : null, { shouldRetryOnError: false });
  const [joining, setJoining] = useState(false);
  /** The API's refusal of the last Join, with its code (an unverified address gets the way to verify it). */
  const [refusal, setRefusal] = useState<{ code: string; message: string } | null>(null);
  // Verified since (the session read the account again): the refusal no longer holds, Join is offered.
  const verified = user?.emailVerified === true;
  useEffect(() => {
    if (verified) setRefusal((last) => (last?.code === NOT_VERIFIED ? null : last));
  }, [verified]);

  const join = async (companyName: string) => {
    if (!token) return;
    setJoining(true);
    setRefusal(null);
    try {
      await acceptInvitation(token);
      await refresh().catch(() => undefined); // the role is read again on the next page load anyway
      // A name that ends in a period ("Ltd.") ends the sentence too.
      toast.success(/[.!?]$/.test(companyName) ? t('You joined {company}', { company: companyName }) : t('You joined {company}.', { company: companyName }));
      navigate('/dashboard');
    } catch (error) {
      setRefusal({ code: error instanceof ApiError ? error.code : '', message: (error as Error).message });
      void preview.mutate();
    } finally {
      setJoining(false);
    }
  };

  let body;
  if (preview.error) {
    const status = preview.error instanceof ApiError ? preview.error.status : 0;
    // Unknown: the contract's sentence; another refusal (expired, used): the API's own sentence.
    body =
      status === 404 || status === 400 ? (
        <Problem role="alert">{t(companyMessages.invitationUnknown)}</Problem>
      ) : status >= 400 && status < 500 && status !== 429 ? (
        <Problem role="alert">{preview.error.message}</Problem>
      ) : (
        <ErrorState title={t('The invitation could not be loaded')} message={preview.error.message} onRetry={() => void preview.mutate()} />
      );
  } else if (!preview.data) {
    body = (
      <div role="status">
        <VisuallyHidden>{t('Loading the invitation')}</VisuallyHidden>
        <Skeleton $height="8rem" />
      </div>
    );
  } else {
    const invitation = preview.data;
    const notVerified = refusal?.code === NOT_VERIFIED;
    const problem = (notVerified ? null : refusal?.message) ?? invitationProblem(invitation, user?.email);
    // The page offers only what the API allows: an address the session knows is unverified is sent
    // to verify first (in the API's words once it has refused).
    const verifyFirst = !problem && user && !user.emailVerified;
    body = (
      <Card style={{ padding: 24 }}>
        <p>{t('You are invited to join {company} and buy together with its members.', { company: invitation.companyName })}</p>
        <InvitationFacts $layout="pairs">
          <dt>{t('Company')}</dt>
          <dd>{invitation.companyName}</dd>
          <dt>{t('Role')}</dt>
          <dd>{t(COMPANY_ROLE_LABEL[invitation.role])}</dd>
          <dt>{t('Sent to')}</dt>
          <dd>{invitation.email}</dd>
          <dt>{t('Expires')}</dt>
          <dd>
            <time dateTime={invitation.expiresAt}>{formatDate(invitation.expiresAt)}</time>
          </dd>
        </InvitationFacts>
        {problem ? (
          <Problem role="alert">{problem}</Problem>
        ) : verifyFirst ? (
          <VerifyToJoin
            email={user.email}
            message={notVerified ? refusal.message : t('To join {company}, verify your e-mail address first.', { company: invitation.companyName })}
          />
        ) : (
          <>
            {notVerified && <Problem role="alert">{refusal.message}</Problem>}
            <Button onClick={() => void join(invitation.companyName)} disabled={joining}>
              {joining ? t('Joining…') : t('Join {company}', { company: invitation.companyName })}
            </Button>
          </>
        )}
      </Card>
    );
  }

  return (
    <Page>
      <PageTitle>{t('Invitation')}</PageTitle>
      {body}
      <p style={{ marginTop: 24 }}>
        <Link to="/dashboard">{t('Go to your dashboard')}</Link>
      </p>
    </Page>
  );
}
