// Runs in main.js, before the shell's own code and the shared libraries are here. Without it the
// page's code is asked for only once React runs: after react-dom has downloaded and started.
import type { RouteDefinition } from '@storefront/shared';
import { prefetchRemoteRoutes, siblingUrl } from './remotes';

let config: Promise<unknown> | undefined;

/** Whether a route's path pattern (`/parts/:id`) matches a URL path. */
export function matchesPath(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return want.length === have.length && want.every((part, i) => (part.startsWith(':') ? true : part === have[i]));
}

function preloadScript(href: string): void {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'script');
  link.setAttribute('href', href);
  document.head.appendChild(link);
}

/**
 * Reads `config.json` and every remote's route list, and for the remote page at this URL tells
 * the browser to fetch the remote's entry and the page's scripts now, beside the shell's own
 * start-up. A guarded page is warmed only when a session is remembered (a visitor is sent to
 * the login page instead).
 */
export function warmStart(pathname: string, signedIn: boolean): void {
  config = fetch('/config.json', { cache: 'no-cache' })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
  void config.then((loaded) => {
    const remotes = (loaded as { remotes?: unknown } | null)?.remotes;
    if (!remotes || typeof remotes !== 'object') return;
    for (const [, entry, routes] of prefetchRemoteRoutes(remotes as Record<string, string>)) {
      routes.then(
        (list: RouteDefinition[]) => {
          const route = list.find((candidate) => matchesPath(candidate.path, pathname));
          if (!route || (route.access !== 'public' && !signedIn)) return;
          preloadScript(entry);
          for (const asset of route.assets ?? []) preloadScript(siblingUrl(entry, asset));
        },
        () => undefined, // reported by the registry
      );
    }
  });
}

/** `config.json` as warmStart read it (null: unreadable), for the shell's start. */
export function startupConfig(): Promise<unknown> | undefined {
  return config;
}
