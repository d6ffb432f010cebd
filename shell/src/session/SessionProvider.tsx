import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Cache } from 'swr';
import {
  ACCESS_TOKEN_KEY,
  afterContentSettles,
  apiFetch,
  ApiError,
  configureApi,
  getAccessToken,
  jwtClaims,
  SessionContext,
  setAccessToken,
  tokenFresh,
  useConfig,
  useToast,
  type Session,
  type SessionUser,
} from '@storefront/shared';
import { loadAuthClient, type AuthClient, type AuthUser } from './auth';

interface SessionState {
  status: Session['status'];
  user: SessionUser | null;
  isAdmin: boolean | undefined;
}

const AuthClientContext = createContext<LazyAuthClient | null>(null);

/**
 * The login and signup pages reach the provider through this; remotes never do. A page that uses
 * it starts loading the sign-in SDK when it mounts.
 */
export function useAuthClient(): Promise<AuthClient> {
  const client = useContext(AuthClientContext);
  if (!client) throw new Error('useAuthClient must be used inside SessionProvider');
  useEffect(() => client.start(), [client]);
  return client.promise;
}

function toSessionUser(user: AuthUser): SessionUser {
  return { uid: user.uid, email: user.email ?? '', displayName: user.displayName, photoURL: user.photoURL, emailVerified: user.emailVerified };
}

/** Exchanges the provider's ID token for the API's own short-lived token (DECISIONS.md). */
async function exchangeToken(user: AuthUser): Promise<string> {
  const email = user.email ?? '';
  const idToken = await user.getIdToken();
  const { token } = await apiFetch<{ token: string }>(`/user/${encodeURIComponent(email)}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${idToken}` },
    body: { email },
  });
  return token;
}

/**
 * Whether the sign-in provider has a user stored in this browser. Firebase keeps it under
 * `firebase:authUser:{apiKey}:[DEFAULT]` with the local persistence the shell uses.
 */
export function rememberedSignIn(apiKey: string): boolean {
  try {
    return localStorage.getItem(`firebase:authUser:${apiKey}:[DEFAULT]`) !== null;
  } catch {
    return true; // storage unreadable: wait for the provider, as before
  }
}

const ADMIN_KEY = 'storefront:isAdmin';

/** The last admin answer for this browser's user, so a returning user's guard need not ask again first. */
function rememberAdmin(answer: { uid: string; isAdmin: boolean } | null): void {
  try {
    if (answer) localStorage.setItem(ADMIN_KEY, JSON.stringify(answer));
    else localStorage.removeItem(ADMIN_KEY);
  } catch {
    // Storage unavailable: the session simply starts the slow way next time.
  }
}

/**
 * The session this browser remembers: the provider's stored user, an API token for that e-mail
 * valid for at least another minute, and the admin answer for that user. Anything missing or
 * inconsistent: null, and the session starts by asking the provider.
 */
export function restoredSession(apiKey: string, now = Date.now()): SessionState | null {
  try {
    const stored = localStorage.getItem(`firebase:authUser:${apiKey}:[DEFAULT]`);
    const token = getAccessToken();
    const admin = localStorage.getItem(ADMIN_KEY);
    if (!stored || !token || !admin) return null;
    const user = JSON.parse(stored) as { uid?: string; email?: string; displayName?: string | null; photoURL?: string | null; emailVerified?: boolean };
    const claims = jwtClaims(token);
    const answer = JSON.parse(admin) as { uid?: string; isAdmin?: unknown };
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
    };
  } catch {
    return null;
  }
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

/**
 * Starts the SDK for a restored session when it is needed: when the API token is due for renewal
 * (checked again when the tab comes back, since timers sleep with the machine), or when another
 * tab changes the sign-in (signs out, signs in as someone else, renews the token), so the
 * provider can say what happened. Sign-out, profile edits and the login pages start it themselves.
 * Returns the clean-up.
 */
function startWhenNeeded(start: () => void, apiKey: string): () => void {
  const delay = renewalDelay(getAccessToken());
  if (delay === 0) {
    afterFirstPaint(start);
    return () => undefined;
  }
  const timer = setTimeout(start, delay);
  const onVisible = () => {
    if (document.visibilityState === 'visible' && renewalDelay(getAccessToken()) === 0) start();
  };
  const watched = new Set([`firebase:authUser:${apiKey}:[DEFAULT]`, ACCESS_TOKEN_KEY, ADMIN_KEY]);
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

/** The API said no to this user or token (as opposed to being unreachable or overloaded). */
function refused(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

async function fetchIsAdmin(email: string): Promise<boolean> {
  const { admin } = await apiFetch<{ admin: boolean }>(`/admin/${encodeURIComponent(email)}`);
  return admin;
}

export function SessionProvider({
  cache,
  children,
  authClient,
}: {
  cache: Cache;
  children: ReactNode;
  /** Tests pass a fake; the storefront loads Firebase after the first paint. */
  authClient?: Promise<AuthClient>;
}) {
  const config = useConfig();
  const toast = useToast();
  const navigate = useNavigate();
  // Decided before the SDK is here: a returning user whose API token is still good is signed in
  // from what this browser remembers (the API confirms it after the first paint and checks every
  // call either way; the SDK starts when the token is due for renewal); a visitor with nothing
  // remembered is signed out at once; otherwise the session waits for the provider.
  const [state, setState] = useState<SessionState>(
    () =>
      restoredSession(config.firebase.apiKey) ??
      (rememberedSignIn(config.firebase.apiKey) ? { status: 'loading', user: null, isAdmin: undefined } : { status: 'signed-out', user: null, isAdmin: false }),
  );
  // The SDK (about 30 KB) is loaded only when a session needs it (a remembered sign-in without a
  // good API token, a token due for renewal, signing out, a profile edit) or when the login or
  // signup page asks for it: a visitor browsing the shop never downloads it.
  const lazyClient = useMemo(() => lazyAuthClient(() => authClient ?? loadAuthClient(config)), [authClient, config]);
  const clientPromise = lazyClient.promise;
  /** Bumped by every provider report and every sign-out: an answer for an older one is dropped. */
  const generation = useRef(0);
  const signingOut = useRef(false);
  /** Set when the page is being left: requests it aborts are not failures of the session. */
  const leaving = useRef(false);
  const statusRef = useRef<SessionState['status']>('loading');
  statusRef.current = state.status;
  const restoredUser = useRef(state.status === 'signed-in' ? state.user : null);
  useEffect(() => {
    const restored = restoredUser.current;
    if (restored) {
      // A restored session has a good API token, so the page needs no SDK (about 30 KB and its
      // start-up work, which used to land on the page's own loading). One API call once the
      // page is up confirms the token (a refused one ends the session through onUnauthorized)
      // and refreshes the admin answer, in case an admin changed it.
      const asked = generation.current;
      afterPageLoad(() => {
        fetchIsAdmin(restored.email)
          .then((isAdmin) => {
            if (asked !== generation.current) return;
            rememberAdmin({ uid: restored.uid, isAdmin });
            setState((previous) => (previous.isAdmin === isAdmin ? previous : { ...previous, isAdmin }));
          })
          .catch(() => undefined); // unreachable: the next page asks again
      });
      return startWhenNeeded(lazyClient.start, config.firebase.apiKey);
    }
    if (authClient || rememberedSignIn(config.firebase.apiKey)) afterFirstPaint(lazyClient.start);
    // No one is signed in here: an API token left over from an earlier session is no good.
    else setAccessToken(null);
    return undefined;
  }, [authClient, config, lazyClient]);
  // The latest toast and navigate, for callbacks that must stay stable.
  const latest = useRef({ toast, navigate });
  latest.current = { toast, navigate };
  // The router renders a navigation as a transition, after urgent updates such as the end of a
  // session; sign-out waits until home is on screen, or the guard of the page being left would
  // send the user to /login first.
  const { pathname } = useLocation();
  const latestPath = useRef(pathname);
  latestPath.current = pathname;
  const onPath = useRef<{ path: string; arrived: () => void } | null>(null);
  useEffect(() => {
    if (onPath.current?.path === pathname) onPath.current.arrived();
  }, [pathname]);
  const goTo = useCallback(
    (path: string) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 3000);
        onPath.current = {
          path,
          arrived: () => {
            clearTimeout(timer);
            onPath.current = null;
            resolve();
          },
        };
        if (latestPath.current === path) onPath.current.arrived();
        else latest.current.navigate(path);
      }),
    [],
  );

  const clearCache = useCallback(() => {
    for (const key of [...cache.keys()]) cache.delete(key);
  }, [cache]);

  const signOut = useCallback(async () => {
    if (signingOut.current) return;
    signingOut.current = true;
    generation.current += 1;
    setAccessToken(null);
    try {
      // Home first: it is public, so no guard sends the user to /login when the session ends.
      await goTo('/');
      lazyClient.start();
      const client = await clientPromise;
      await client.signOut();
    } catch (error) {
      console.error('Signing out of the provider failed; the local session is cleared anyway.', error);
    } finally {
      setAccessToken(null);
      rememberAdmin(null);
      clearCache();
      setState({ status: 'signed-out', user: null, isAdmin: false });
      signingOut.current = false;
    }
  }, [clientPromise, lazyClient, clearCache, goTo]);

  useEffect(() => {
    const onPageHide = () => {
      leaving.current = true;
    };
    const onPageShow = () => {
      leaving.current = false;
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    clientPromise
      .then((client) => {
        if (cancelled) return;
        unsubscribe = client.onIdTokenChanged((user) => {
          const current = ++generation.current;
          const stale = () => current !== generation.current;
          if (!user || !user.email) {
            setAccessToken(null);
            rememberAdmin(null);
            setState({ status: 'signed-out', user: null, isAdmin: false });
            return;
          }
          setState((previous) => {
            const same = previous.user?.uid === user.uid;
            return {
              status: previous.status === 'signed-in' && same ? 'signed-in' : 'loading',
              user: toSessionUser(user),
              isAdmin: same ? previous.isAdmin : undefined,
            };
          });
          exchangeToken(user)
            .then(async (token) => {
              if (stale()) return;
              setAccessToken(token);
              const isAdmin = await fetchIsAdmin(user.email ?? '');
              if (stale()) return;
              rememberAdmin({ uid: user.uid, isAdmin });
              setState({ status: 'signed-in', user: toSessionUser(user), isAdmin });
            })
            .catch((error: Error) => {
              if (stale() || signingOut.current || leaving.current) return;
              latest.current.toast.error(`Could not start your session: ${error.message}`);
              if (refused(error)) {
                void signOut();
                return;
              }
              // The API is unreachable or in trouble: the provider's session is kept, so a
              // reload (or signing in again) retries; this page goes on as a visitor.
              setAccessToken(null);
              setState({ status: 'signed-out', user: null, isAdmin: false });
            });
        });
      })
      .catch((error: Error) => {
        if (cancelled) return;
        console.error('The sign-in service could not be loaded.', error);
        setState({ status: 'signed-out', user: null, isAdmin: false });
      });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [clientPromise, signOut]);

  // A refused API token signs the user out once and goes home (spec section 4). Requests still in
  // flight that fail afterwards find the session already ended, so nothing loops.
  useEffect(() => {
    configureApi({
      onUnauthorized: () => {
        if (signingOut.current || statusRef.current === 'signed-out') return;
        latest.current.toast.info('Your session has ended. Please log in again.');
        void signOut();
      },
    });
    return () => configureApi({ onUnauthorized: () => undefined });
  }, [signOut]);

  const refresh = useCallback(async () => {
    lazyClient.start();
    const client = await clientPromise;
    const wasVerified = client.currentUser()?.emailVerified === true;
    await client.reload();
    const user = client.currentUser();
    if (!user) return;
    setState((previous) => ({ ...previous, user: toSessionUser(user) }));
    // A newly verified address: a fresh ID token carries it to the API (the exchange records it,
    // and admin rights follow), through onIdTokenChanged.
    if (user.emailVerified && !wasVerified) await user.getIdToken(true);
  }, [clientPromise, lazyClient]);

  const sendEmailVerification = useCallback(async () => {
    lazyClient.start();
    const client = await clientPromise;
    await client.sendEmailVerification();
  }, [clientPromise, lazyClient]);

  const session = useMemo<Session>(() => ({ ...state, signOut, refresh, sendEmailVerification }), [state, signOut, refresh, sendEmailVerification]);

  return (
    <AuthClientContext.Provider value={lazyClient}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </AuthClientContext.Provider>
  );
}

export interface LazyAuthClient {
  /** Settles once `start` has been called and the SDK has loaded. */
  promise: Promise<AuthClient>;
  /** Starts loading (once; later calls do nothing). */
  start: () => void;
}

export function lazyAuthClient(load: () => Promise<AuthClient>): LazyAuthClient {
  let started = false;
  let settle: { resolve: (client: AuthClient) => void; reject: (error: unknown) => void } | undefined;
  const promise = new Promise<AuthClient>((resolve, reject) => (settle = { resolve, reject }));
  return {
    promise,
    start: () => {
      if (started) return;
      started = true;
      load().then(settle!.resolve, settle!.reject);
    },
  };
}

/** Runs `task` when the browser is idle, or after `timeout` ms at the latest. */
function whenIdle(task: () => void, timeout: number): void {
  const idle = (window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
  if (idle) idle(task, { timeout });
  else setTimeout(task, Math.min(timeout, 200));
}

/**
 * Runs `task` once the page has loaded and shown its content (its largest paint has settled), when
 * the browser is idle: a background check never competes with the page the visitor waits for.
 */
function afterPageLoad(task: () => void): void {
  const settled = () => afterContentSettles(() => whenIdle(task, 3000));
  if (document.readyState === 'complete') settled();
  else window.addEventListener('load', settled, { once: true });
}

/** Runs `task` once the browser is idle after the first paint (at the latest after 1.5 s). */
function afterFirstPaint(task: () => void): void {
  whenIdle(task, 1500);
}
