import demoAccounts from '../../demo-accounts.json';
import { callApi, endpoints, setAccessToken, type SessionUser, type StorefrontConfig } from '@storefront/shared';

/** The demo accounts `npm start` / `npm run dev` seed into the local Auth emulator. */
export const DEMO_ACCOUNTS = demoAccounts;

export type DemoRole = keyof typeof DEMO_ACCOUNTS;

/**
 * Signs a demo account in through the emulator's REST API (no Firebase SDK: only the shell
 * imports it) and exchanges the ID token for an API token. Standalone development only.
 */
export async function devSignIn(config: StorefrontConfig, role: DemoRole): Promise<{ user: SessionUser; isAdmin: boolean }> {
  const host = config.firebase.emulatorHost;
  if (!host) throw new Error('The standalone demo session needs the Auth emulator.');
  const account = DEMO_ACCOUNTS[role];
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${config.firebase.apiKey}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Emulator sign-in failed (${response.status})`);
  const { idToken, localId, displayName } = (await response.json()) as { idToken: string; localId: string; displayName?: string };
  const { token } = await callApi(endpoints.exchangeToken, {
    params: { email: account.email },
    headers: { Authorization: `Bearer ${idToken}` },
    body: { email: account.email },
  });
  setAccessToken(token);
  const { admin } = await callApi(endpoints.isAdmin, { params: { email: account.email } });
  return {
    user: {
      uid: localId,
      email: account.email,
      displayName: displayName ?? account.name,
      photoURL: null,
      emailVerified: (account as { verified?: boolean }).verified === true,
    },
    isAdmin: admin,
  };
}
