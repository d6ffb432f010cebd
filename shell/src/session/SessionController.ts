import { ACCESS_TOKEN_KEY, callApi, endpoints, ApiError, configureApi, getAccessToken, setAccessToken, t, type SessionUser } from '@storefront/shared';
import type { AuthClient, AuthUser } from './authClient';
import { lazyAuthClient, type LazyAuthClient } from './lazyAuthClient';
import { browserSchedule, type SessionSchedule } from './schedule';
import { followAccountLanguage } from '../i18n/account';
import {
  ADMIN_KEY,
  providerUserKey,
  rememberAdmin,
  rememberedSignIn,
  renewalDelay,
  SIGNED_OUT,
  startingSession,
  type RolesAnswer,
  type SessionState,
} from './storedSession';

export interface SessionControllerOptions {
  /** The Firebase project's API key: names what the provider stores in this browser. */
  apiKey: string;
  /** Loads the sign-in SDK (about 30 KB); called at most once, and only when a session needs it. */
  loadClient: () => Promise<AuthClient>;
  /** Start the SDK after the first paint even with no sign-in remembered (a client given by a test). */
  eager?: boolean;
  /** Shows home and resolves once it is on screen, so no guard sends a signed-out user to /login. */
  goHome: () => Promise<void>;
  /** Forgets every cached API answer of the session that ended. */
  clearCache: () => void;
  /** Tells the customer what happened to their session. */
  notify: { error(message: string): void; info(message: string): void };
  schedule?: SessionSchedule;
}

function toSessionUser(user: AuthUser): SessionUser {
  return { uid: user.uid, email: user.email ?? '', displayName: user.displayName, photoURL: user.photoURL, emailVerified: user.emailVerified };
}

/** Exchanges the provider's ID token for the API's own short-lived token (DECISIONS.md). */
async function exchangeToken(user: AuthUser): Promise<string> {
  const email = user.email ?? '';
  const idToken = await user.getIdToken();
  const { token } = await callApi(endpoints.exchangeToken, {
    params: { email },
    headers: { Authorization: `Bearer ${idToken}` },
    body: { email },
  });
  return token;
}

/** The user's roles: whether an admin, and their role in their company (null for none). */
async function fetchRoles(email: string): Promise<RolesAnswer> {
  const { admin, companyRole, language } = await callApi(endpoints.isAdmin, { params: { email } });
  followAccountLanguage(language);
  return { isAdmin: admin, companyRole: companyRole ?? null };
}

/** The state with these roles, or the same state when they did not change. */
function withRoles(previous: SessionState, roles: RolesAnswer): SessionState {
  return previous.isAdmin === roles.isAdmin && previous.companyRole === roles.companyRole ? previous : { ...previous, ...roles };
}

/** The API said no to this user or token (as opposed to being unreachable or overloaded). */
function refused(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/**
 * The customer's session, without React: the token exchange with the API, renewal before the
 * API token expires, sign-out when the API refuses the token, following other tabs, and e-mail
 * verification. The shell's SessionProvider subscribes to it (`useSyncExternalStore`).
 *
 * It decides before the SDK is here: a returning user whose API token is still good is signed in
 * from what this browser remembers (the API confirms it after the page has loaded and checks every
 * call either way; the SDK starts when the token is due for renewal); a visitor with nothing
 * remembered is signed out at once; otherwise the session waits for the provider.
 */
export class SessionController {
  readonly client: LazyAuthClient;
  private state: SessionState;
  private readonly listeners = new Set<() => void>();
  private readonly schedule: SessionSchedule;
  /** Bumped by every provider report and every sign-out: an answer for an older one is dropped. */
  private generation = 0;
  private signingOut = false;
  /** Set while the page is being left: requests it aborts are not failures of the session. */
  private leaving = false;
  private readonly restoredUser: SessionUser | null;

  constructor(private readonly options: SessionControllerOptions) {
    this.client = lazyAuthClient(options.loadClient);
    this.schedule = options.schedule ?? browserSchedule;
    this.state = startingSession(options.apiKey);
    this.restoredUser = this.state.status === 'signed-in' ? this.state.user : null;
  }

  getSnapshot = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private setState(next: SessionState | ((previous: SessionState) => SessionState)): void {
    const value = typeof next === 'function' ? next(this.state) : next;
    if (value === this.state) return;
    this.state = value;
    for (const listener of this.listeners) listener();
  }

  /** Starts the session's work (provider reports, the API's refusals, other tabs); returns the stop. */
  start(): () => void {
    const stops = [this.startRestoredOrProvider(), this.followProvider(), this.signOutWhenRefused(), this.watchPageLeave()];
    return () => stops.forEach((stop) => stop());
  }

  private startRestoredOrProvider(): () => void {
    const restored = this.restoredUser;
    if (restored) {
      // A restored session has a good API token, so the page needs no SDK. One API call once the
      // page is up confirms the token (a refused one ends the session through onUnauthorized)
      // and refreshes the roles answer, in case an admin or a company admin changed it.
      const asked = this.generation;
      this.schedule.afterPageLoad(() => void this.askRoles(restored, asked).catch(() => undefined)); // unreachable: the next page asks again
      return this.startClientWhenNeeded();
    }
    if (this.options.eager || rememberedSignIn(this.options.apiKey)) this.schedule.afterFirstPaint(this.client.start);
    // No one is signed in here: an API token left over from an earlier session is no good.
    else setAccessToken(null);
    return () => undefined;
  }

  /**
   * Starts the SDK for a restored session when it is needed: when the API token is due for renewal
   * (checked again when the tab comes back, since timers sleep with the machine), or when another
   * tab changes the sign-in (signs out, signs in as someone else, renews the token), so the
   * provider can say what happened. Sign-out, profile edits and the login pages start it themselves.
   */
  private startClientWhenNeeded(): () => void {
    const start = this.client.start;
    const delay = renewalDelay(getAccessToken());
    if (delay === 0) {
      this.schedule.afterFirstPaint(start);
      return () => undefined;
    }
    const timer = setTimeout(start, delay);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && renewalDelay(getAccessToken()) === 0) start();
    };
    const watched = new Set([providerUserKey(this.options.apiKey), ACCESS_TOKEN_KEY, ADMIN_KEY]);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || watched.has(event.key)) start();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('storage', onStorage);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('storage', onStorage);
    };
  }

  /** Every report of the provider: exchange the ID token for the API's, then ask whether admin. */
  private followProvider(): () => void {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    this.client.promise
      .then((client) => {
        if (!cancelled) unsubscribe = client.onIdTokenChanged((user) => this.onProviderUser(user));
      })
      .catch((error: Error) => {
        if (cancelled) return;
        console.error('The sign-in service could not be loaded.', error);
        this.setState(SIGNED_OUT);
      });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }

  private onProviderUser(user: AuthUser | null): void {
    const current = ++this.generation;
    const stale = () => current !== this.generation;
    if (!user || !user.email) {
      setAccessToken(null);
      rememberAdmin(null);
      this.setState(SIGNED_OUT);
      return;
    }
    this.setState((previous) => {
      const same = previous.user?.uid === user.uid;
      return {
        status: previous.status === 'signed-in' && same ? 'signed-in' : 'loading',
        user: toSessionUser(user),
        isAdmin: same ? previous.isAdmin : undefined,
        companyRole: same ? previous.companyRole : undefined,
      };
    });
    exchangeToken(user)
      .then(async (token) => {
        if (stale()) return;
        setAccessToken(token);
        const roles = await fetchRoles(user.email ?? '');
        if (stale()) return;
        rememberAdmin({ uid: user.uid, ...roles });
        this.setState({ status: 'signed-in', user: toSessionUser(user), ...roles });
      })
      .catch((error: Error) => {
        if (stale() || this.signingOut || this.leaving) return;
        this.options.notify.error(t('Could not start your session: {reason}', { reason: t(error.message) }));
        if (refused(error)) {
          void this.signOut();
          return;
        }
        // The API is unreachable or in trouble: the provider's session is kept, so a reload (or
        // signing in again) retries; this page goes on as a visitor.
        setAccessToken(null);
        this.setState(SIGNED_OUT);
      });
  }

  /**
   * A refused API token signs the user out once and goes home (spec section 4). Requests still in
   * flight that fail afterwards find the session already ended, so nothing loops.
   */
  private signOutWhenRefused(): () => void {
    configureApi({
      onUnauthorized: () => {
        if (this.signingOut || this.state.status === 'signed-out') return;
        this.options.notify.info(t('Your session has ended. Please log in again.'));
        void this.signOut();
      },
    });
    return () => configureApi({ onUnauthorized: () => undefined });
  }

  private watchPageLeave(): () => void {
    const onPageHide = () => (this.leaving = true);
    const onPageShow = () => (this.leaving = false);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }

  signOut = async (): Promise<void> => {
    if (this.signingOut) return;
    this.signingOut = true;
    this.generation += 1;
    setAccessToken(null);
    try {
      // Home first: it is public, so no guard sends the user to /login when the session ends.
      await this.options.goHome();
      this.client.start();
      const client = await this.client.promise;
      await client.signOut();
    } catch (error) {
      console.error('Signing out of the provider failed; the local session is cleared anyway.', error);
    } finally {
      setAccessToken(null);
      rememberAdmin(null);
      this.options.clearCache();
      this.setState(SIGNED_OUT);
      this.signingOut = false;
    }
  };

  /**
   * Reads the user again from the provider (after a profile edit, or an e-mail verified elsewhere)
   * and their roles from the API (after joining a company).
   */
  refresh = async (): Promise<void> => {
    // Unreachable: the roles stay as they were until the next page load asks again.
    if (this.state.user) await this.askRoles(this.state.user).catch(() => undefined);
    this.client.start();
    const client = await this.client.promise;
    const wasVerified = client.currentUser()?.emailVerified === true;
    await client.reload();
    const user = client.currentUser();
    if (!user) return;
    this.setState((previous) => ({ ...previous, user: toSessionUser(user) }));
    // A newly verified address: a fresh ID token carries it to the API (the exchange records it,
    // and admin rights and joining a company follow). Exchanged here as well as on the provider's
    // report, so that once refresh resolves the API knows (the invitation page accepts right after).
    if (user.emailVerified && !wasVerified) {
      await user.getIdToken(true);
      setAccessToken(await exchangeToken(user));
    }
  };

  /** Asks the API again for the user's roles (admin, company role) and remembers them; an answer for an older session is dropped. */
  private async askRoles(user: { uid: string; email: string }, asked = this.generation): Promise<void> {
    const roles = await fetchRoles(user.email);
    if (asked !== this.generation) return;
    rememberAdmin({ uid: user.uid, ...roles });
    this.setState((previous) => withRoles(previous, roles));
  }

  sendEmailVerification = async (): Promise<void> => {
    this.client.start();
    const client = await this.client.promise;
    await client.sendEmailVerification();
  };
}
