import { useEffect, useState } from 'react';
import { useDocumentTitle } from '../brand';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { t, useSession } from '@storefront/shared';
import { zodValidator } from '@storefront/shared/forms';
import { loginSchema, type LoginValues } from '../session/credentials';
import { AuthPage, EmailAndPassword } from './AuthForm';
import { invitationPath, invitationSearch, pendingInvitation } from './pendingInvitation';

const validate = zodValidator<LoginValues>(loginSchema);

/** Where to go after signing in: the page the guard sent the user from, else the invitation being signed in for, otherwise home. */
export function returnPath(state: unknown, invitation: string | null = null): string {
  const from = (state as { from?: Location } | null)?.from;
  if (!from?.pathname || from.pathname === '/login' || from.pathname === '/signup') return invitation ? invitationPath(invitation) : '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export default function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // Signed in with the provider; the API token is being fetched before going back.
  const [finishing, setFinishing] = useState(false);
  const invitation = pendingInvitation(location);

  useDocumentTitle(t('Login'));

  // Back to where the user came from once the API token is stored (spec section 4).
  useEffect(() => {
    if (session.status === 'signed-in') navigate(returnPath(location.state, invitation), { replace: true });
  }, [session.status, location.state, invitation, navigate]);

  // An invitee sent here by the guard: the invitation goes into the address too (pendingInvitation says why).
  useEffect(() => {
    if (invitation && !location.search.includes(invitationSearch(invitation).slice(1)))
      navigate({ pathname: location.pathname, search: invitationSearch(invitation) }, { replace: true, state: location.state });
  }, [invitation, location.pathname, location.search, location.state, navigate]);

  return (
    <AuthPage<LoginValues>
      title={t('Login')}
      verb="Sign in"
      formLabel={t('Login')}
      validate={validate}
      send={async (auth, values) => {
        await auth.signInWithPassword(values.email, values.password);
        setFinishing(true);
      }}
      fields={<EmailAndPassword password="current-password" />}
      leaving={finishing}
      submitLabel={t('Login')}
      busyLabel={t('Logging in…')}
      other={{ question: t('New to Stitchline Parts?'), path: '/signup', link: t('Create new account') }}
    />
  );
}
