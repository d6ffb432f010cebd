import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { t } from '@storefront/shared';
import { messages } from '@storefront/shared/schemas';
import { Button, ErrorText, FieldRow, Input, Label } from '@storefront/shared/ui';
import type { AuthClient } from '../session/auth';
import { authErrorMessage } from '../session/authErrors';

const LocalBox = styled.form`
  margin-top: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  p { margin: 0 0 ${({ theme }) => theme.space(3)}; font-size: 0.875rem; color: ${({ theme }) => theme.colors.muted}; }
`;

/**
 * 'Continue with Google'. Against a real Firebase project it opens Google's 500x600 popup.
 * Against the local emulator (no internet) it asks for a local Google test account instead and
 * says so plainly.
 */
export function GoogleButton({
  client,
  onError,
  onStart,
}: {
  client: Promise<AuthClient>;
  onError: (message: string) => void;
  /** Called when a Google sign-in actually starts (the popup, or the local account is submitted). */
  onStart?: () => void;
}) {
  const [local, setLocal] = useState<{ open: boolean; email: string; name: string; error?: string }>({
    open: false,
    email: '',
    name: '',
  });
  const [busy, setBusy] = useState(false);

  const emailInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (local.open) emailInput.current?.focus();
  }, [local.open]);

  const start = async () => {
    setBusy(true);
    let auth: AuthClient;
    try {
      auth = await client;
    } catch (error) {
      setBusy(false);
      onError(authErrorMessage(error));
      return;
    }
    if (auth.usesLocalGoogle) {
      setBusy(false);
      setLocal((s) => ({ ...s, open: true }));
      return;
    }
    onStart?.();
    try {
      await auth.signInWithGoogle();
    } catch (error) {
      onError(authErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const submitLocal = async () => {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(local.email)) {
      setLocal((s) => ({ ...s, error: t(messages.emailInvalid) }));
      return;
    }
    setBusy(true);
    onStart?.();
    try {
      const auth = await client;
      await auth.signInWithGoogle({ email: local.email.trim().toLowerCase(), name: local.name.trim() || local.email });
    } catch (error) {
      setLocal((s) => ({ ...s, error: authErrorMessage(error) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Button
        $variant="secondary"
        $block
        onClick={() => void start()}
        disabled={busy}
        aria-expanded={local.open || undefined}
        aria-controls={local.open ? 'local-google' : undefined}
      >
        {t('Continue with Google')}
      </Button>
      {local.open && (
        <LocalBox
          id="local-google"
          aria-label={t('Local Google sign-in')}
          onSubmit={(event) => {
            event.preventDefault();
            void submitLocal();
          }}
        >
          <p>
            <strong>{t('Local Google sign-in (emulator).')}</strong>
            {` ${t('This storefront runs against the local Firebase Auth emulator, which cannot reach Google. Enter the Google account to sign in as.')}`}
          </p>
          <FieldRow>
            <Label htmlFor="google-email">{t('Google e-mail')}</Label>
            <Input
              ref={emailInput}
              id="google-email"
              type="email"
              autoComplete="email"
              value={local.email}
              onChange={(e) => setLocal((s) => ({ ...s, email: e.target.value, error: undefined }))}
            />
          </FieldRow>
          <FieldRow>
            <Label htmlFor="google-name">{t('Name')}</Label>
            <Input id="google-name" autoComplete="name" value={local.name} onChange={(e) => setLocal((s) => ({ ...s, name: e.target.value }))} />
          </FieldRow>
          {local.error && <ErrorText role="alert">{local.error}</ErrorText>}
          <Button type="submit" $block disabled={busy}>
            {t('Sign in with this Google account')}
          </Button>
        </LocalBox>
      )}
    </div>
  );
}
