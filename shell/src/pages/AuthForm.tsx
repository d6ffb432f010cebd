import { useMemo, useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { useLocation } from 'react-router-dom';
import { t } from '@storefront/shared';
import { TextField } from '@storefront/shared/forms';
import { Button, ErrorText } from '@storefront/shared/ui';
import { Link } from '../links';
import type { AuthClient } from '../session/auth';
import { authErrorMessage } from '../session/authErrors';
import { useAuthClient } from '../session/SessionProvider';
import { AuthCard, ClearOnEdit, Divider, SwitchLine, Wrap } from './AuthLayout';
import { GoogleButton } from './GoogleButton';
import { InvitationNote, invitationSearch, pendingInvitation, useInvitationPreview } from './pendingInvitation';

// Login and Sign up alike: the invitation they may be for, the form with the provider's refusal, the other page's link and Google.

/** The invitation the page signs in or up for (pendingInvitation), and the form's first values: the invited address (they may still type another). */
function useInvitationForm<V extends { email: string }>() {
  const location = useLocation();
  const invitation = pendingInvitation(location);
  const preview = useInvitationPreview(invitation);
  const invitedEmail = preview.data?.email;
  const initialValues = useMemo(() => (invitedEmail ? ({ email: invitedEmail } as Partial<V>) : undefined), [invitedEmail]);
  return { location, invitation, preview, initialValues };
}

/** The texts are the page's language's, except `verb`, which picks the invitation's line. */
export interface AuthPageProps<V> {
  title: string;
  verb: 'Sign in' | 'Sign up';
  formLabel: string;
  validate: (values: V) => Record<string, string> | undefined;
  /** Sends the form to the provider; a throw is its refusal, said under the form. */
  send: (auth: AuthClient, values: V) => Promise<void>;
  fields: ReactNode;
  /** The page is done and leaving (signed in or up): the button stays busy. */
  leaving: boolean;
  submitLabel: string;
  busyLabel: string;
  /** The line to the other page: its question, where it goes and its link's text. */
  other: { question: string; path: string; link: string };
  onGoogleStart?: () => void;
}

/** An auth page's card: its title, the invitation it is for, the form, the other page's link, then Google. */
export function AuthPage<V extends { email: string }>({
  title,
  verb,
  formLabel,
  validate,
  send,
  fields,
  leaving,
  submitLabel,
  busyLabel,
  other,
  onGoogleStart,
}: AuthPageProps<V>) {
  const client = useAuthClient();
  const { location, invitation, preview, initialValues } = useInvitationForm<V>();
  const [authError, setAuthError] = useState<string | null>(null);
  return (
    <Wrap>
      <AuthCard>
        <h1>{title}</h1>
        {invitation && <InvitationNote verb={verb} preview={preview.data} error={preview.error} />}
        <Form<V>
          validate={validate}
          initialValues={initialValues}
          keepDirtyOnReinitialize
          onSubmit={async (values) => {
            setAuthError(null);
            try {
              await send(await client, values);
            } catch (error) {
              setAuthError(authErrorMessage(error));
            }
          }}
          render={({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate aria-label={formLabel}>
              {fields}
              <ClearOnEdit onEdit={() => setAuthError(null)} />
              {authError && <ErrorText role="alert">{authError}</ErrorText>}
              <Button type="submit" $block disabled={submitting || leaving} style={{ marginTop: 8 }}>
                {submitting || leaving ? busyLabel : submitLabel}
              </Button>
            </form>
          )}
        />
        <SwitchLine>
          {other.question}{' '}
          <Link to={`${other.path}${invitationSearch(invitation)}`} state={location.state}>
            {other.link}
          </Link>
        </SwitchLine>
        <Divider>{t('OR')}</Divider>
        <GoogleButton
          client={client}
          onError={setAuthError}
          onStart={() => {
            setAuthError(null);
            onGoogleStart?.();
          }}
        />
      </AuthCard>
    </Wrap>
  );
}

/** The e-mail and password fields both forms end with; `password` is what the browser may fill in. */
export function EmailAndPassword({ password }: { password: 'current-password' | 'new-password' }) {
  return (
    <>
      <TextField name="email" label={t('Email')} type="email" autoComplete="email" placeholder={t('Your email')} />
      <TextField name="password" label={t('Password')} type="password" autoComplete={password} placeholder={t('Password')} />
    </>
  );
}
