import { useEffect, useState } from 'react';
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

const validate = zodValidator<LoginValues>(loginSchema);

/** Where to go after signing in: the page the guard sent the user from, otherwise home. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: Location } | null)?.from;
  if (!from?.pathname || from.pathname === '/login' || from.pathname === '/signup') return '/';
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

  useDocumentTitle('Login');

  // Back to where the user came from once the API token is stored (spec section 4).
  useEffect(() => {
    if (session.status === 'signed-in') navigate(returnPath(location.state), { replace: true });
  }, [session.status, location.state, navigate]);

  return (
    <Wrap>
      <AuthCard>
        <h1>Login</h1>
        <Form<LoginValues>
          validate={validate}
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
          <Link to="/signup" state={location.state}>
            Create new account
          </Link>
        </SwitchLine>
        <Divider>OR</Divider>
        <GoogleButton client={client} onError={setAuthError} onStart={() => setAuthError(null)} />
      </AuthCard>
    </Wrap>
  );
}
