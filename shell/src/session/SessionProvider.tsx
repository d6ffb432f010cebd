import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Cache } from 'swr';
import {
  apiFetch,
  ApiError,
  configureApi,
  SessionContext,
  setAccessToken,
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

const AuthClientContext = createContext<Promise<AuthClient> | null>(null);

/** The login and signup pages reach the provider through this; remotes never do. */
export function useAuthClient(): Promise<AuthClient> {
  const client = useContext(AuthClientContext);
  if (!client) throw new Error('useAuthClient must be used inside SessionProvider');
  return client;
}

function toSessionUser(user: AuthUser): SessionUser {
  return { uid: user.uid, email: user.email ?? '', displayName: user.displayName, photoURL: user.photoURL };
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
  // A visitor with no remembered sign-in is signed out right away: guards and the navigation need
  // not wait for the sign-in SDK, which loads after the first paint.
  const [state, setState] = useState<SessionState>(() =>
    rememberedSignIn(config.firebase.apiKey)
      ? { status: 'loading', user: null, isAdmin: undefined }
      : { status: 'signed-out', user: null, isAdmin: false },
  );
  const clientPromise = useMemo(() => authClient ?? deferredAuthClient(() => loadAuthClient(config)), [authClient, config]);
  /** Bumped by every provider report and every sign-out: an answer for an older one is dropped. */
  const generation = useRef(0);
  const signingOut = useRef(false);
  /** Set when the page is being left: requests it aborts are not failures of the session. */
  const leaving = useRef(false);
  const statusRef = useRef<SessionState['status']>('loading');
  statusRef.current = state.status;
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
      const client = await clientPromise;
      await client.signOut();
    } catch (error) {
      console.error('Signing out of the provider failed; the local session is cleared anyway.', error);
    } finally {
      setAccessToken(null);
      clearCache();
      setState({ status: 'signed-out', user: null, isAdmin: false });
      signingOut.current = false;
    }
  }, [clientPromise, clearCache, goTo]);

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
    const client = await clientPromise;
    await client.reload();
    const user = client.currentUser();
    if (user) setState((previous) => ({ ...previous, user: toSessionUser(user) }));
  }, [clientPromise]);

  const session = useMemo<Session>(() => ({ ...state, signOut, refresh }), [state, signOut, refresh]);

  return (
    <AuthClientContext.Provider value={clientPromise}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </AuthClientContext.Provider>
  );
}

/** Starts loading the SDK once the browser is idle after the first paint (or at once if asked). */
function deferredAuthClient(load: () => Promise<AuthClient>): Promise<AuthClient> {
  return new Promise<AuthClient>((resolve, reject) => {
    const start = () => load().then(resolve, reject);
    const idle = (window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number })
      .requestIdleCallback;
    if (idle) idle(start, { timeout: 1500 });
    else setTimeout(start, 200);
  });
}
