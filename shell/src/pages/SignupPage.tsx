import { useEffect, useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { useDocumentTitle } from '../brand';
import { useLocation } from 'react-router-dom';
import { Link } from '../links';
import { useSession } from '@storefront/shared';
import { TextField, zodValidator } from '@storefront/shared/forms';
import { Button, ErrorText } from '@storefront/shared/ui';
import { authErrorMessage } from '../session/authErrors';
import { signupSchema, type SignupValues } from '../session/credentials';
import { useAuthClient } from '../session/SessionProvider';
import { AuthCard, ClearOnEdit, Divider, SwitchLine, Wrap } from './AuthLayout';
import { GoogleButton } from './GoogleButton';
import { InvitationNote, invitationPath, invitationSearch, pendingInvitation, useInvitationPreview } from './pendingInvitation';

const validate = zodValidator<SignupValues>(signupSchema);

/**
 * Spec section 2: after signup, go to / and reload, so every part sees the new name. An invitee
 * goes to their invitation's page instead (reloaded the same way), where they accept it.
 */
function goHomeAndReload(invitation: string | null = null) {
  window.location.assign(invitation ? invitationPath(invitation) : '/');
}

export default function SignupPage() {
  const client = useAuthClient();
  const session = useSession();
  const [authError, setAuthError] = useState<string | null>(null);
  const [googleStarted, setGoogleStarted] = useState(false);
  /** The name just signed up with: home is reloaded once the session carries it. */
  const [signedUpAs, setSignedUpAs] = useState<string | null>(null);
  const leaving = signedUpAs !== null;
  const location = useLocation();
  const invitation = pendingInvitation(location);
  const preview = useInvitationPreview(invitation);
  // The invited address, filled in for the invitee (they may still type another).
  const invitedEmail = preview.data?.email;
  const initialValues = useMemo<Partial<SignupValues> | undefined>(() => (invitedEmail ? { email: invitedEmail } : undefined), [invitedEmail]);

  useDocumentTitle('Sign up');

  // Reloading while the token exchange is still in flight would cut it off; wait for the session
  // to carry the new name (and go anyway after a while, the name is stored at the provider).
  useEffect(() => {
    if (signedUpAs === null) return;
    if (session.status === 'signed-in' && session.user?.displayName === signedUpAs) {
      goHomeAndReload(invitation);
      return;
    }
    const timer = setTimeout(() => goHomeAndReload(invitation), 15_000);
    return () => clearTimeout(timer);
  }, [signedUpAs, session.status, session.user?.displayName, invitation]);

  // A Google sign-up lands signed in; go home the same way.
  useEffect(() => {
    if (googleStarted && session.status === 'signed-in') goHomeAndReload(invitation);
  }, [googleStarted, session.status, invitation]);

  return (
    <Wrap>
      <AuthCard>
        <h1>Sign Up</h1>
        {invitation && <InvitationNote verb="Sign up" preview={preview.data} error={preview.error} />}
        <Form<SignupValues>
          validate={validate}
          initialValues={initialValues}
          keepDirtyOnReinitialize
          onSubmit={async (values) => {
            setAuthError(null);
            try {
              const auth = await client;
              const name = values.name.trim();
              await auth.signUp(name, values.email, values.password);
              setSignedUpAs(name);
            } catch (error) {
              setAuthError(authErrorMessage(error));
            }
          }}
          render={({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate aria-label="Sign up">
              <TextField name="name" label="Name" autoComplete="name" placeholder="Your name" />
              <TextField name="email" label="Email" type="email" autoComplete="email" placeholder="Your email" />
              <TextField name="password" label="Password" type="password" autoComplete="new-password" placeholder="Password" />
              <ClearOnEdit onEdit={() => setAuthError(null)} />
              {authError && <ErrorText role="alert">{authError}</ErrorText>}
              <Button type="submit" $block disabled={submitting || leaving} style={{ marginTop: 8 }}>
                {submitting || leaving ? 'Creating your account…' : 'Sign Up'}
              </Button>
            </form>
          )}
        />
        <SwitchLine>
          Already have an account?{' '}
          <Link to={`/login${invitationSearch(invitation)}`} state={location.state}>
            Please login
          </Link>
        </SwitchLine>
        <Divider>OR</Divider>
        <GoogleButton
          client={client}
          onError={setAuthError}
          onStart={() => {
            setAuthError(null);
            setGoogleStarted(true);
          }}
        />
      </AuthCard>
    </Wrap>
  );
}
