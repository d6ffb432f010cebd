import { useState } from 'react';
import styled from 'styled-components';
import { ApiError, formatDate, Link, useApi, useNavigate, useParams, useSession, useToast } from '@storefront/shared';
import { COMPANY_ROLE_LABEL, companyMessages, type InvitationPreview } from '@storefront/shared/schemas';
import { Button, Card, Container, ErrorState, PageTitle, Skeleton, VisuallyHidden } from '@storefront/shared/ui';
import { acceptInvitation, invitationKey } from '../api/company';

const Page = styled(Container)`
  max-width: 640px;
  padding-top: ${({ theme }) => theme.space(8)};
  padding-bottom: ${({ theme }) => theme.space(10)};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(4)} 0;
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
`;

const Problem = styled.p`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

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
  const [refusal, setRefusal] = useState<string | null>(null);

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
      setRefusal((error as Error).message);
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
    const problem = refusal ?? invitationProblem(invitation, user?.email);
    body = (
      <Card style={{ padding: 24 }}>
        <p>You are invited to join {invitation.companyName} and buy together with its members.</p>
        <Facts>
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
        </Facts>
        {problem ? (
          <Problem role="alert">{problem}</Problem>
        ) : (
          <Button onClick={() => void join(invitation.companyName)} disabled={joining}>
            {joining ? 'Joining…' : `Join ${invitation.companyName}`}
          </Button>
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
