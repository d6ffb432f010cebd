import { getAccessToken, jwtClaims, tokenFresh, type Session, type SessionUser } from '@storefront/shared';
import type { CompanyRole } from '@storefront/shared/schemas';

/** What the session holds; the rest of the Session contract is its actions. */
export interface SessionState {
  status: Session['status'];
  user: SessionUser | null;
  isAdmin: boolean | undefined;
  /** The user's company role, null for none; `undefined` while unknown. */
  companyRole?: CompanyRole | null;
}

export const SIGNED_OUT: SessionState = { status: 'signed-out', user: null, isAdmin: false, companyRole: null };
const LOADING: SessionState = { status: 'loading', user: null, isAdmin: undefined };

/** What the API says of the user's roles (`GET /admin/:email`): admin, and their company role. */
export interface RolesAnswer {
  isAdmin: boolean;
  companyRole: CompanyRole | null;
}

/** Where Firebase keeps its signed-in user, with the local persistence the shell uses. */
export const providerUserKey = (apiKey: string): string => `firebase:authUser:${apiKey}:[DEFAULT]`;

/** Whether the sign-in provider has a user stored in this browser. */
export function rememberedSignIn(apiKey: string): boolean {
  try {
    return localStorage.getItem(providerUserKey(apiKey)) !== null;
  } catch {
    return true; // storage unreadable: wait for the provider, as before
  }
}

export const ADMIN_KEY = 'storefront:isAdmin';

/** The last roles answer for this browser's user, so a returning user's guard need not ask again first. */
export function rememberAdmin(answer: ({ uid: string } & RolesAnswer) | null): void {
  try {
    if (answer) localStorage.setItem(ADMIN_KEY, JSON.stringify(answer));
    else localStorage.removeItem(ADMIN_KEY);
  } catch {
    // Storage unavailable: the session simply starts the slow way next time.
  }
}

/**
 * The session this browser remembers: the provider's stored user, an API token for that e-mail
 * valid for at least another minute, and the roles answer for that user (admin, company role). Anything missing or
 * inconsistent: null, and the session starts by asking the provider.
 */
export function restoredSession(apiKey: string, now = Date.now()): SessionState | null {
  try {
    const stored = localStorage.getItem(providerUserKey(apiKey));
    const token = getAccessToken();
    const admin = localStorage.getItem(ADMIN_KEY);
    if (!stored || !token || !admin) return null;
    const user = JSON.parse(stored) as { uid?: string; email?: string; displayName?: string | null; photoURL?: string | null; emailVerified?: boolean };
    const claims = jwtClaims(token);
    const answer = JSON.parse(admin) as { uid?: string; isAdmin?: unknown; companyRole?: unknown };
    if (!user.uid || !user.email || !claims || !tokenFresh(token, now)) return null;
    if (typeof claims.email === 'string' && claims.email.toLowerCase() !== user.email.toLowerCase()) return null;
    if (answer.uid !== user.uid || typeof answer.isAdmin !== 'boolean') return null;
    return {
      status: 'signed-in',
      user: {
        uid: user.uid,
        email: user.email,
        displayName: user.displayName ?? null,
        photoURL: user.photoURL ?? null,
        emailVerified: user.emailVerified === true,
      },
      isAdmin: answer.isAdmin,
      // Not remembered (an older answer): unknown until the API's answer after the page loads.
      companyRole: answer.companyRole as CompanyRole | null | undefined,
    };
  } catch {
    return null;
  }
}

/**
 * The session as this browser starts it, before any provider or API answer: restored from what it
 * remembers, waiting for the provider when a sign-in is remembered without a good API token, or
 * signed out (a visitor).
 */
export function startingSession(apiKey: string, now = Date.now()): SessionState {
  return restoredSession(apiKey, now) ?? (rememberedSignIn(apiKey) ? LOADING : SIGNED_OUT);
}

/** How long before the API token expires a restored session starts the SDK to renew it. */
export const RENEW_BEFORE_MS = 5 * 60_000;

/**
 * How long a restored session can go without the sign-in SDK: until its API token is due for
 * renewal (RENEW_BEFORE_MS before it expires). 0 when it is due now or unreadable.
 */
export function renewalDelay(token: string | null, now = Date.now()): number {
  const exp = token ? jwtClaims(token)?.exp : undefined;
  if (typeof exp !== 'number') return 0;
  return Math.max(0, exp * 1000 - RENEW_BEFORE_MS - now);
}
