import { t } from '@storefront/shared';

// Used by the sign-in pages only, so it loads with them, not with every page.
/** Firebase's error codes in words a customer understands; unknown ones keep the provider's text. */
export function authErrorMessage(error: unknown): string {
  const code = (error as { code?: string } | null)?.code ?? '';
  const known: Record<string, string> = {
    'auth/invalid-credential': t('Firebase: Error (auth/invalid-credential). The e-mail or password is wrong.'),
    'auth/wrong-password': t('Firebase: Error (auth/wrong-password).'),
    'auth/user-not-found': t('Firebase: Error (auth/user-not-found).'),
    'auth/email-already-in-use': t('Firebase: Error (auth/email-already-in-use).'),
    'auth/too-many-requests': t('Firebase: Error (auth/too-many-requests). Try again in a few minutes.'),
    'auth/network-request-failed': t('Firebase: Error (auth/network-request-failed). Check your connection.'),
    'auth/popup-closed-by-user': t('Firebase: Error (auth/popup-closed-by-user).'),
    // An admin removed the account (Remove User disables it in Firebase).
    'auth/user-disabled': t('Firebase: Error (auth/user-disabled). This account has been removed by the shop. Contact us if you think this is a mistake.'),
  };
  if (known[code]) return known[code];
  const message = (error as { message?: string } | null)?.message;
  return message || t('Sign-in failed. Please try again.');
}
