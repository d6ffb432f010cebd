import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Cache } from 'swr';
import {
  apiFetch,
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
  const [state, setState] = useState<SessionState>({ status: 'loading', user: null, isAdmin: undefined });
  const clientPromise = useMemo(() => authClient ?? deferredAuthClient(() => loadAuthClient(config)), [authClient, config]);
  /** Bumped by every provider report and every sign-out: an answer for an older one is dropped. */
  const generation = useRef(0);
  const signingOut = useRef(false);
  const statusRef = useRef<SessionState['status']>('loading');
  statusRef.current = state.status;
  // The latest toast and navigate, for callbacks that must stay stable.
  const latest = useRef({ toast, navigate });
  latest.current = { toast, navigate };

  const clearCache = useCallback(() => {
    for (const key of [...cache.keys()]) cache.delete(key);
  }, [cache]);

  const signOut = useCallback(async () => {
    if (signingOut.current) return;
    signingOut.current = true;
    generation.current += 1;
    setAccessToken(null);
    try {
      const client = await clientPromise;
      await client.signOut();
    } catch (error) {
      console.error('Signing out of the provider failed; the local session is cleared anyway.', error);
    } finally {
      setAccessToken(null);
      clearCache();
      setState({ status: 'signed-out', user: null, isAdmin: false });
      signingOut.current = false;
      latest.current.navigate('/');
    }
  }, [clientPromise, clearCache]);

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
              if (stale() || signingOut.current) return;
              latest.current.toast.error(`Could not start your session: ${error.message}`);
              void signOut();
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
