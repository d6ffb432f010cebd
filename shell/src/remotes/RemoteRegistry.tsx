import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { RouteDefinition } from '@storefront/shared';
import { fetchRemoteRoutes } from './routeLists';

export type RemoteState = { status: 'loading' } | { status: 'ready'; routes: RouteDefinition[] } | { status: 'failed'; error: Error };

export interface RemoteRegistry {
  remotes: Record<string, RemoteState>;
  retry(name: string): void;
}

const RegistryContext = createContext<RemoteRegistry>({ remotes: {}, retry: () => undefined });

export function useRemoteRegistry(): RemoteRegistry {
  return useContext(RegistryContext);
}

/**
 * Learns every remote's pages from the route lists they publish, in parallel, without their
 * code. A remote that is down is marked failed; the rest of the storefront carries on.
 */
export function RemoteRegistryProvider({
  entries,
  children,
  fetchRoutes = fetchRemoteRoutes,
}: {
  entries: Record<string, string>;
  children: ReactNode;
  fetchRoutes?: typeof fetchRemoteRoutes;
}) {
  const [remotes, setRemotes] = useState<Record<string, RemoteState>>(() =>
    Object.fromEntries(Object.keys(entries).map((name) => [name, { status: 'loading' } as RemoteState])),
  );

  const load = useCallback(
    (name: string) => {
      const url = entries[name];
      if (!url) return;
      setRemotes((previous) => ({ ...previous, [name]: { status: 'loading' } }));
      // New routes re-render the page; as a transition React can do it in slices.
      fetchRoutes(name, url).then(
        (routes) => startTransition(() => setRemotes((previous) => ({ ...previous, [name]: { status: 'ready', routes } }))),
        (error: Error) => startTransition(() => setRemotes((previous) => ({ ...previous, [name]: { status: 'failed', error } }))),
      );
    },
    [entries, fetchRoutes],
  );

  useEffect(() => {
    for (const name of Object.keys(entries)) load(name);
  }, [entries, load]);

  const value = useMemo(() => ({ remotes, retry: load }), [remotes, load]);
  return <RegistryContext.Provider value={value}>{children}</RegistryContext.Provider>;
}

export interface MountedRoute extends RouteDefinition {
  remote: string;
}

/** Every page of every remote that has answered. */
export function mountedRoutes(remotes: Record<string, RemoteState>): MountedRoute[] {
  return Object.entries(remotes).flatMap(([remote, state]) => (state.status === 'ready' ? state.routes.map((route) => ({ ...route, remote })) : []));
}
