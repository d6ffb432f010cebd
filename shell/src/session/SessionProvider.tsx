import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Cache } from 'swr';
import { SessionContext, useConfig, useToast, type Session } from '@storefront/shared';
import { loadAuthClient, type AuthClient } from './auth';
import type { LazyAuthClient } from './lazyAuthClient';
import { LazySession } from './lazySession';

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

/**
 * Resolves once the router shows `path`. The router renders a navigation as a transition, after
 * urgent updates such as the end of a session; sign-out waits until home is on screen, or the
 * guard of the page being left would send the user to /login first.
 */
function useGoTo(): (path: string) => Promise<void> {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const latest = useRef({ navigate, pathname });
  latest.current = { navigate, pathname };
  const onPath = useRef<{ path: string; arrived: () => void } | null>(null);
  useEffect(() => {
    if (onPath.current?.path === pathname) onPath.current.arrived();
  }, [pathname]);
  return useCallback(
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
        if (latest.current.pathname === path) onPath.current.arrived();
        else latest.current.navigate(path);
      }),
    [],
  );
}

/** Wires the session (SessionController, loaded when needed: LazySession) to React: the router, the toasts and the SWR cache. */
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
  const goTo = useGoTo();
  const latest = useRef({ toast, goTo });
  latest.current = { toast, goTo };
  const [lazy] = useState(
    () =>
      new LazySession({
        apiKey: config.firebase.apiKey,
        loadClient: () => authClient ?? loadAuthClient(config),
        eager: Boolean(authClient),
        goHome: () => latest.current.goTo('/'),
        clearCache: () => {
          for (const key of [...cache.keys()]) cache.delete(key);
        },
        notify: { error: (message) => latest.current.toast.error(message), info: (message) => latest.current.toast.info(message) },
      }),
  );
  useEffect(() => lazy.start(), [lazy]);
  const state = useSyncExternalStore(lazy.subscribe, lazy.getSnapshot);
  const session = useMemo<Session>(
    () => ({ ...state, signOut: lazy.signOut, refresh: lazy.refresh, sendEmailVerification: lazy.sendEmailVerification }),
    [state, lazy],
  );

  return (
    <AuthClientContext.Provider value={lazy.client}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </AuthClientContext.Provider>
  );
}
