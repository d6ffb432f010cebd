import { useEffect, useState } from 'react';
import { useDocumentTitle } from '../brand';
import { useLocation } from 'react-router-dom';
import { t, useSession } from '@storefront/shared';
import { TextField, zodValidator } from '@storefront/shared/forms';
import { signupSchema, type SignupValues } from '../session/credentials';
import { AuthPage, EmailAndPassword } from './AuthForm';
import { invitationPath, pendingInvitation } from './pendingInvitation';

const validate = zodValidator<SignupValues>(signupSchema);

/**
 * Spec section 2: after signup, go to / and reload, so every part sees the new name. An invitee
 * goes to their invitation's page instead (reloaded the same way), where they accept it.
 */
function goHomeAndReload(invitation: string | null = null) {
  window.location.assign(invitation ? invitationPath(invitation) : '/');
}

export default function SignupPage() {
  const session = useSession();
  const [googleStarted, setGoogleStarted] = useState(false);
  /** The name just signed up with: home is reloaded once the session carries it. */
  const [signedUpAs, setSignedUpAs] = useState<string | null>(null);
  const leaving = signedUpAs !== null;
  const location = useLocation();
  const invitation = pendingInvitation(location);

  useDocumentTitle(t('Sign up'));

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
    <AuthPage<SignupValues>
      title={t('Sign Up')}
      verb="Sign up"
      formLabel={t('Sign up')}
      validate={validate}
      send={async (auth, values) => {
        const name = values.name.trim();
        await auth.signUp(name, values.email, values.password);
        setSignedUpAs(name);
      }}
      fields={
        <>
          <TextField name="name" label={t('Name')} autoComplete="name" placeholder={t('Your name')} />
          <EmailAndPassword password="new-password" />
        </>
      }
      leaving={leaving}
      submitLabel={t('Sign Up')}
      busyLabel={t('Creating your account…')}
      other={{ question: t('Already have an account?'), path: '/login', link: t('Please login') }}
      onGoogleStart={() => setGoogleStarted(true)}
    />
  );
}
