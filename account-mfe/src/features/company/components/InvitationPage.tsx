import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ApiError, formatDate, Link, useApi, useNavigate, useParams, useSession, useToast } from '@storefront/shared';
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
          ? `${email} is not verified yet: open the link in the e-mail we sent, then choose “I have opened the link” again.`
          : sent
            ? `We sent a verification link to ${email}. Open it, then choose “I have opened the link”.`
            : ''}
      </p>
      <VerifyActions>
        <Button disabled={busy} onClick={() => void send()}>
          {sent ? 'Send the verification e-mail again' : 'Send the verification e-mail'}
        </Button>
        <Button $variant="secondary" disabled={busy} onClick={() => void check()}>
          I have opened the link
        </Button>
      </VerifyActions>
    </div>
  );
}

/** Why an invitation cannot be accepted by this user, in a sentence with what to do; null when it can. */
export function invitationProblem(preview: InvitationPreview, email: string | undefined): string | null {
  if (preview.status === 'accepted') return companyMessages.invitationUsed;
  if (preview.status === 'expired' || Date.parse(preview.expiresAt) <= Date.now()) return companyMessages.invitationExpired;
  if (email && preview.email.toLowerCase() !== email.toLowerCase()) return companyMessages.invitationWrongAddress;
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
      toast.success(/[.!?]$/.test(companyName) ? `You joined ${companyName}` : `You joined ${companyName}.`);
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
        <Problem role="alert">{companyMessages.invitationUnknown}</Problem>
      ) : status >= 400 && status < 500 && status !== 429 ? (
        <Problem role="alert">{preview.error.message}</Problem>
      ) : (
        <ErrorState title="The invitation could not be loaded" message={preview.error.message} onRetry={() => void preview.mutate()} />
      );
  } else if (!preview.data) {
    body = (
      <div role="status">
        <VisuallyHidden>Loading the invitation</VisuallyHidden>
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
        <p>You are invited to join {invitation.companyName} and buy together with its members.</p>
        <InvitationFacts $layout="pairs">
          <dt>Company</dt>
          <dd>{invitation.companyName}</dd>
          <dt>Role</dt>
          <dd>{COMPANY_ROLE_LABEL[invitation.role]}</dd>
          <dt>Sent to</dt>
          <dd>{invitation.email}</dd>
          <dt>Expires</dt>
          <dd>
            <time dateTime={invitation.expiresAt}>{formatDate(invitation.expiresAt)}</time>
          </dd>
        </InvitationFacts>
        {problem ? (
          <Problem role="alert">{problem}</Problem>
        ) : verifyFirst ? (
          <VerifyToJoin email={user.email} message={notVerified ? refusal.message : `To join ${invitation.companyName}, verify your e-mail address first.`} />
        ) : (
          <>
            {notVerified && <Problem role="alert">{refusal.message}</Problem>}
            <Button onClick={() => void join(invitation.companyName)} disabled={joining}>
              {joining ? 'Joining…' : `Join ${invitation.companyName}`}
            </Button>
          </>
        )}
      </Card>
    );
  }

  return (
    <Page>
      <PageTitle>Invitation</PageTitle>
      {body}
      <p style={{ marginTop: 24 }}>
        <Link to="/dashboard">Go to your dashboard</Link>
      </p>
    </Page>
  );
}
