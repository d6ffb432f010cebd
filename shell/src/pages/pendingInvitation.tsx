import styled from 'styled-components';
import { ApiError, msg, publicApiFetcher, t, useApi } from '@storefront/shared';
import { apiPath, companyEndpoints } from '@storefront/shared/endpoints';
import { companyMessages, type CompanyRole, type InvitationPreview } from '@storefront/shared/schemas';

/** The query parameter of /login and /signup naming the invitation being signed in for. */
const INVITATION_PARAM = 'invitation';

/** An invitation link's token (32 random bytes, base64url); anything else is not one. */
const TOKEN = /^[\w-]{16,128}$/;

const INVITATION_PATH = /^\/invitations\/([^/]+)$/;

/**
 * The invitation a signed-out invitee is signing in or up for: the guard's navigation state (they
 * opened `/invitations/<token>` and were sent to /login) or the page's address (`?invitation=`).
 * The address as well as the state: it survives a reload, going between login and sign-up, and
 * opening the page again, and it lasts only as long as the visitor is on these pages, where a
 * sessionStorage entry would outlive them in the tab and send a later, unrelated sign-in to an
 * old invitation. Nothing new is exposed: the token is already in the history as the link's own
 * address, and the referrer policy sends other origins the origin alone.
 */
export function pendingInvitation(location: { search: string; state: unknown }): string | null {
  const fromUrl = new URLSearchParams(location.search).get(INVITATION_PARAM);
  if (fromUrl && TOKEN.test(fromUrl)) return fromUrl;
  const from = (location.state as { from?: { pathname?: string } } | null)?.from?.pathname;
  const token = from ? INVITATION_PATH.exec(from)?.[1] : undefined;
  return token && TOKEN.test(token) ? token : null;
}

/** The invitation's own page, where the invitee accepts it. */
export const invitationPath = (token: string) => `/invitations/${token}`;

/** `?invitation=<token>`, or nothing without an invitation. */
export const invitationSearch = (token: string | null) => (token ? `?${INVITATION_PARAM}=${token}` : '');

/** "Sign in to join {company} as a buyer.", each whole (a language puts the company and the role where it says them). */
const JOIN: Record<'Sign in' | 'Sign up', Record<CompanyRole, string>> = {
  'Sign in': {
    company_admin: msg('Sign in to join {company} as a company admin.'),
    approver: msg('Sign in to join {company} as an approver.'),
    buyer: msg('Sign in to join {company} as a buyer.'),
  },
  'Sign up': {
    company_admin: msg('Sign up to join {company} as a company admin.'),
    approver: msg('Sign up to join {company} as an approver.'),
    buyer: msg('Sign up to join {company} as a buyer.'),
  },
};

/** "Sign in to join Dhaka Knitwear Ltd. as a buyer." (a name ending in a period ends the sentence too). */
export function joinLine(verb: 'Sign in' | 'Sign up', preview: Pick<InvitationPreview, 'companyName' | 'role'>): string {
  return t(JOIN[verb][preview.role], { company: preview.companyName });
}

const Note = styled.div`
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  p { margin: 0; overflow-wrap: break-word; }
  p + p { margin-top: ${({ theme }) => theme.space(1)}; color: ${({ theme }) => theme.colors.muted}; font-size: 0.9375rem; }
`;

/** The invitation's public preview (no token needed): the company, the address, the role, whether it still works. */
export function useInvitationPreview(token: string | null) {
  return useApi<InvitationPreview>(token ? apiPath(companyEndpoints.previewInvitation, { token }) : null, {
    fetcher: publicApiFetcher<InvitationPreview>,
    shouldRetryOnError: false,
  });
}

/**
 * On the login and sign-up pages of an invitee: which company they are joining and as what, and
 * with which address; or why the link no longer works. Nothing while it loads or when the API is
 * away (signing in works all the same, and the invitation's page says the rest).
 */
export function InvitationNote({ verb, preview, error }: { verb: 'Sign in' | 'Sign up'; preview: InvitationPreview | undefined; error: ApiError | undefined }) {
  if (error) {
    if (error.status !== 404 && error.status !== 400) return null;
    return (
      <Note role="status">
        <p>{t(companyMessages.invitationUnknown)}</p>
      </Note>
    );
  }
  if (!preview) return null;
  if (preview.status !== 'waiting') {
    return (
      <Note role="status">
        <p>{t(preview.status === 'accepted' ? companyMessages.invitationUsed : companyMessages.invitationExpired)}</p>
      </Note>
    );
  }
  return (
    <Note role="status">
      <p>
        <strong>{joinLine(verb, preview)}</strong>
      </p>
      <p>{t('The invitation was sent to {email}.', { email: preview.email })}</p>
    </Note>
  );
}
