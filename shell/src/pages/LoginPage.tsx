import { useEffect, useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { useDocumentTitle } from '../brand';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { Link } from '../links';
import { useSession } from '@storefront/shared';
import { TextField, zodValidator } from '@storefront/shared/forms';
import { Button, ErrorText } from '@storefront/shared/ui';
import { authErrorMessage } from '../session/authErrors';
import { loginSchema, type LoginValues } from '../session/credentials';
import { useAuthClient } from '../session/SessionProvider';
import { AuthCard, ClearOnEdit, Divider, SwitchLine, Wrap } from './AuthLayout';
import { GoogleButton } from './GoogleButton';
import { InvitationNote, invitationPath, invitationSearch, pendingInvitation, useInvitationPreview } from './pendingInvitation';

const validate = zodValidator<LoginValues>(loginSchema);

/** Where to go after signing in: the page the guard sent the user from, else the invitation being signed in for, otherwise home. */
export function returnPath(state: unknown, invitation: string | null = null): string {
  const from = (state as { from?: Location } | null)?.from;
  if (!from?.pathname || from.pathname === '/login' || from.pathname === '/signup') return invitation ? invitationPath(invitation) : '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export default function LoginPage() {
  const client = useAuthClient();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [authError, setAuthError] = useState<string | null>(null);
  // Signed in with the provider; the API token is being fetched before going back.
  const [finishing, setFinishing] = useState(false);
  const invitation = pendingInvitation(location);
  const preview = useInvitationPreview(invitation);
  // The invited address, filled in for the invitee (they may still type another).
  const invitedEmail = preview.data?.email;
  const initialValues = useMemo<Partial<LoginValues> | undefined>(() => (invitedEmail ? { email: invitedEmail } : undefined), [invitedEmail]);

  useDocumentTitle('Login');

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
    <Wrap>
      <AuthCard>
        <h1>Login</h1>
        {invitation && <InvitationNote verb="Sign in" preview={preview.data} error={preview.error} />}
        <Form<LoginValues>
          validate={validate}
          initialValues={initialValues}
          keepDirtyOnReinitialize
          onSubmit={async (values) => {
            setAuthError(null);
            try {
              const auth = await client;
              await auth.signInWithPassword(values.email, values.password);
              setFinishing(true);
            } catch (error) {
              setAuthError(authErrorMessage(error));
            }
          }}
          render={({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate aria-label="Login">
              <TextField name="email" label="Email" type="email" autoComplete="email" placeholder="Your email" />
              <TextField name="password" label="Password" type="password" autoComplete="current-password" placeholder="Password" />
              <ClearOnEdit onEdit={() => setAuthError(null)} />
              {authError && <ErrorText role="alert">{authError}</ErrorText>}
              <Button type="submit" $block disabled={submitting || finishing} style={{ marginTop: 8 }}>
                {submitting || finishing ? 'Logging in…' : 'Login'}
              </Button>
            </form>
          )}
        />
        <SwitchLine>
          New to Stitchline Parts?{' '}
          <Link to={`/signup${invitationSearch(invitation)}`} state={location.state}>
            Create new account
          </Link>
        </SwitchLine>
        <Divider>OR</Divider>
        <GoogleButton client={client} onError={setAuthError} onStart={() => setAuthError(null)} />
      </AuthCard>
    </Wrap>
  );
}
