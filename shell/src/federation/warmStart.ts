// The start-up script: the build writes it into index.html (src/warm.ts), so it runs as soon as
// the page's HTML has arrived, before main.js (the federation runtime, ~20 KB) and long before the
// shell's own code and the shared libraries. Without it the page's code is asked for only once
// React runs, and the page's data and first image only once its code has run.
import type { RouteDefinition } from '@storefront/shared';
import { isDashboardPath } from '@storefront/shared/routes';
import { apiAssetUrl, firstImage, imageRead, isPublicRead, readHeaders, routeParams, routeReads, shippedImage, tokenFresh } from '@storefront/shared/reads';
import { prefetchRemoteRoutes, siblingUrl } from './routeLists';
import { warmState } from './warmState';

function preload(as: 'script' | 'image', href: string): void {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', as);
  link.setAttribute('href', href);
  if (as === 'image') link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

/**
 * Sends the route's first reads (the ones this URL and a remembered, unexpired token allow;
 * `{email}` waits for the session) and, when the route names its first image, asks for the
 * image as soon as the read that names it has answered.
 */
function sendReads(route: RouteDefinition, pathname: string, apiUrl: string, remembered: string | null): void {
  // An expired token is renewed by the session first; the page then reads with the new one.
  const token = remembered && tokenFresh(remembered) ? remembered : null;
  const params = routeParams(route.path, pathname) ?? {};
  const answers: Record<string, unknown> = {};
  for (const pattern of Array.isArray(route.reads) ? route.reads : []) {
    const [path] = routeReads({ reads: [pattern] }, params, null);
    if (path === undefined) continue;
    const open = isPublicRead(path);
    if (!open && !token) continue;
    const url = `${apiUrl}${path}`;
    const response = fetch(url, { headers: readHeaders(open ? null : token) });
    response.catch(() => undefined); // a failed read is reported by the page that takes it
    if (imageRead(route) === pattern) {
      response
        .then((answer) => (answer.ok ? answer.clone().json() : null))
        .then((body: unknown) => {
          answers[pattern] = body;
          const image = firstImage(route, answers);
          if (image) preload('image', apiAssetUrl(apiUrl, image));
        })
        .catch(() => undefined); // the page reports a failed read itself
    }
    const read = { path, url, response, usedToken: !open };
    const state = warmState();
    if (state.receiver) state.receiver(read);
    else state.reads.push(read);
  }
}

/**
 * Reads `config.json` and every remote's route list, and for the remote page at this URL tells
 * the browser to fetch the remote's entry and the page's scripts now, beside the shell's own
 * start-up, and sends the page's first API reads. A guarded page is warmed only when a session
 * is remembered (a visitor is sent to the login page instead).
 */
export function warmStart(pathname: string, token: string | null): void {
  // The dashboard frame is the shell's own code; the build names its scripts in index.html.
  if (token && isDashboardPath(pathname)) {
    const scripts = document.querySelector('meta[name="storefront:dashboard-scripts"]')?.getAttribute('content') ?? '';
    for (const src of scripts.split(' ').filter(Boolean)) preload('script', src);
  }
  const config = fetch('/config.json', { cache: 'no-cache' })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
  warmState().config = config;
  void config.then((loaded) => {
    const settings = loaded as { remotes?: unknown; apiUrl?: unknown } | null;
    const remotes = settings?.remotes;
    if (!remotes || typeof remotes !== 'object') return;
    const apiUrl = typeof settings.apiUrl === 'string' && /^https?:\/\//.test(settings.apiUrl) ? settings.apiUrl.replace(/\/+$/, '') : null;
    for (const [, entry, routes] of prefetchRemoteRoutes(remotes as Record<string, string>)) {
      routes.then(
        (list: RouteDefinition[]) => {
          const route = list.find((candidate) => typeof candidate?.path === 'string' && routeParams(candidate.path, pathname) !== null);
          if (!route || (route.access !== 'public' && !token)) return;
          preload('script', entry);
          for (const asset of Array.isArray(route.assets) ? route.assets : []) preload('script', siblingUrl(entry, asset));
          // A picture shipped with the remote (home's first slide): asked for now, beside the code.
          const picture = shippedImage(route);
          if (picture) preload('image', siblingUrl(entry, picture));
          if (apiUrl) sendReads(route, pathname, apiUrl, token);
        },
        () => undefined, // reported by the registry
      );
    }
  });
}
