import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { RouteDefinition } from '@storefront/shared';
import { fetchRemoteRoutes, RemoteUnavailableError } from './routeLists';
import { SHELL_PROVIDES, skewOf, type ShellProvides } from './contract';
import { reportHealth } from './health';

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
  provides = SHELL_PROVIDES,
}: {
  entries: Record<string, string>;
  children: ReactNode;
  fetchRoutes?: typeof fetchRemoteRoutes;
  /** What this shell provides, which a remote build's `requires` must fit (the build's own by default). */
  provides?: ShellProvides | null;
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
      fetchRoutes(name, url)
        .then((routes) => {
          // A build that does not fit this shell is refused before any of its code runs.
          const skew = skewOf(name, routes.requires, provides);
          if (!skew) return routes;
          reportHealth(name, 'view');
          reportHealth(name, 'load-failure');
          console.error(`The ${name} area's build does not fit this shell: ${skew}`);
          throw new RemoteUnavailableError(name, skew);
        })
        .then(
          (routes) => startTransition(() => setRemotes((previous) => ({ ...previous, [name]: { status: 'ready', routes } }))),
          (error: Error) => startTransition(() => setRemotes((previous) => ({ ...previous, [name]: { status: 'failed', error } }))),
        );
    },
    [entries, fetchRoutes, provides],
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
