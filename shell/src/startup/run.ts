// The start-up script: the build writes it into index.html (script.ts), so it runs as soon as
// the page's HTML has arrived, before the app (the federation runtime, the shared libraries and
// the shell, ~130 KB in one file) has downloaded. Without it the page's code is asked for only
// once React runs, and the page's data and first image only once its code has run; and the page
// could show nothing before all of the app had run (its first view, see firstView.ts).
import type { RouteDefinition } from '@storefront/shared';
import { isDashboardPath } from '@storefront/shared/routes';
import { languageOfPath } from '@storefront/shared/language';
import { apiAssetUrl, firstImage, imageRead, isPublicRead, readHeaders, routeParams, routeReads, shippedImage, tokenFresh } from '@storefront/shared/reads';
import { fillFirstView, firstViewOf, slot, type FirstView } from '@storefront/shared/first-view';
import { afterPaint, releaseWhenReady, showFirstView, takeOverServerView } from './firstView';
import { prefetchRemoteRoutes, routeListsReadAhead, siblingUrl } from '../remotes/routeLists';
import { chooseLiveBuilds, entriesOf } from '../remotes/liveBuilds';
import { inPreview } from '../remotes/previewKey';
import { browserStorage, tabStorage } from '../remotes/browserStorage';
import { startupState } from './state';

function preload(as: 'script' | 'image', href: string): void {
  // The page server's HTML may have asked for the page's scripts already (by the same URLs).
  if (document.head.querySelector(`link[rel=preload][href="${href}"]`)) return;
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
 * image as soon as the read that names it has answered. Returns the answers of the reads the
 * image or the first view needs, by the read as written in the route (null: no usable answer).
 */
function sendReads(route: RouteDefinition, pathname: string, apiUrl: string, remembered: string | null): Record<string, Promise<unknown>> {
  // An expired token is renewed by the session first; the page then reads with the new one.
  const token = remembered && tokenFresh(remembered) ? remembered : null;
  const params = routeParams(route.path, pathname) ?? {};
  const wanted = new Set([imageRead(route), firstViewOf(route)?.read].filter(Boolean));
  const answers: Record<string, Promise<unknown>> = {};
  for (const pattern of Array.isArray(route.reads) ? route.reads : []) {
    const [path] = routeReads({ reads: [pattern] }, params, null);
    if (path === undefined) continue;
    const open = isPublicRead(path);
    if (!open && !token) continue;
    const url = `${apiUrl}${path}`;
    const response = fetch(url, { headers: readHeaders(open ? null : token) });
    response.catch(() => undefined); // a failed read is reported by the page that takes it
    if (wanted.has(pattern)) {
      answers[pattern] = response.then((answer) => (answer.ok ? answer.clone().json() : null)).catch(() => null); // the page reports a failed read itself
    }
    // An admin's page, or a company's page (`companyRoles`) opened by a member without the role:
    // their 403 says the page is not theirs, not that the session was refused.
    const read = { path, url, response, usedToken: !open, forbiddenSignsOut: route.access !== 'admin' && !route.companyRoles };
    const state = startupState();
    if (state.receiver) state.receiver(read);
    else state.reads.push(read);
  }
  const pictureRead = imageRead(route);
  if (pictureRead && answers[pictureRead]) {
    void answers[pictureRead].then((body) => {
      const image = firstImage(route, { [pictureRead]: body });
      if (image) preload('image', apiAssetUrl(apiUrl, image));
    });
  }
  return answers;
}

/**
 * How long the app, once downloaded, waits at most for the page's first view to be on screen:
 * a remote that is slow to answer holds the shell back by no more than this.
 */
export const FIRST_VIEW_GRACE_MS = 500;

/**
 * Shows the route's first view (firstView.ts: a signed-in page's, whose slots are string fields
 * of its read; a public page arrives with its content from the server instead) once its read has
 * answered, then starts the app after the view has painted; `start` right away when the view
 * cannot be filled. Nothing shows once the app has started.
 */
async function showThenStart(
  view: FirstView,
  answers: Record<string, Promise<unknown>>,
  frame: Promise<string | null> | null,
  app: { started: boolean; start: () => void },
): Promise<void> {
  // A dashboard page's view sits in the shell's dashboard frame; without the frame, no view.
  const outer = frame ? await frame : null;
  if (frame && !outer) return app.start();
  const template = outer ? outer.replace(slot('page'), () => view.html) : view.html;
  const body = view.read ? await answers[view.read] : {};
  const html = body && typeof body === 'object' ? fillFirstView(template, body as Record<string, unknown>) : null;
  if (!html) return app.start();
  // The page arrived with its content from the server: that is its first view.
  if (app.started || document.getElementById('first-view')) return app.start();
  const shown = showFirstView(html);
  afterPaint(() => {
    app.start();
    releaseWhenReady(shown, view.ready);
  });
}

/** Resolves once the page's HTML has been read (this script runs in its head). */
function htmlRead(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/**
 * Reads `config.json` and every remote's route list, and for the remote page at this URL tells
 * the browser to fetch the remote's entry and the page's scripts now, beside the shell's own
 * start-up, and sends the page's first API reads. A guarded page starts early only when a session
 * is remembered (a visitor is sent to the login page instead).
 *
 * `run.start` runs the app, whose one script has been downloading since the HTML arrived
 * (`run.downloaded`). When the page has a first view, that is once the view has painted, so that
 * nothing of the app holds the view back; otherwise as soon as the route lists tell that it has
 * none. Either way no later than `FIRST_VIEW_GRACE_MS` after the script has arrived.
 */
export function runStartup(pathname: string, token: string | null, run: { start: () => void; downloaded: Promise<void> }): void {
  const app = {
    started: false,
    start() {
      if (app.started) return;
      app.started = true;
      // Never before the whole HTML is read: a page that arrived with its content has #root after
      // it, and an app script from the cache would otherwise run before #root is there.
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => run.start(), { once: true });
      else run.start();
    },
  };
  // The start-up state on `window` also tells the fallback script (start.js, for a policy that
  // refuses inline scripts) that this script runs the app: it must run once. The route lists this
  // script reads ahead go to the app through it.
  startupState().routeLists = routeListsReadAhead();
  // A page that arrived with its content from the server shows it already: the app starts now,
  // and replaces it once it has rendered the same page.
  void htmlRead().then(() => {
    const served = document.querySelector<HTMLElement>('#first-view[data-ready]');
    if (!served) return;
    takeOverServerView(served);
    app.start();
  });
  void run.downloaded.then(() => setTimeout(() => app.start(), FIRST_VIEW_GRACE_MS));
  // A preview runs a build the API names only once the app asks it: nothing starts early.
  if (inPreview(window.location, tabStorage())) return app.start();
  // The dashboard frame is the shell's own code; the build names its scripts in index.html, and
  // renders the frame of a dashboard page's first view into first-views.json.
  let frame: Promise<string | null> | null = null;
  if (token && isDashboardPath(pathname)) {
    const scripts = document.querySelector('meta[name="storefront:dashboard-scripts"]')?.getAttribute('content') ?? '';
    for (const src of scripts.split(' ').filter(Boolean)) preload('script', src);
    frame = fetch('/first-views.json')
      .then((response) => (response.ok ? response.json() : null))
      .then((frames: unknown) => {
        const dashboard = frames && typeof frames === 'object' ? (frames as Record<string, unknown>).dashboard : null;
        return typeof dashboard === 'string' && dashboard.includes(slot('page')) ? dashboard : null;
      })
      .catch(() => null);
  }
  const config = fetch('/config.json', { cache: 'no-cache' })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
  startupState().config = config;
  void config.then((loaded) => {
    const settings = loaded as { remotes?: unknown; apiUrl?: unknown } | null;
    const remotes = settings?.remotes;
    if (!remotes || typeof remotes !== 'object') return app.start();
    const apiUrl = typeof settings.apiUrl === 'string' && /^https?:\/\//.test(settings.apiUrl) ? settings.apiUrl.replace(/\/+$/, '') : null;
    // Which build of each remote to run: the deploy ledger's live or canary build, or config.json's.
    const builds = chooseLiveBuilds(remotes as Record<string, string>, apiUrl, browserStorage());
    startupState().builds = builds;
    return builds.then((chosen) => startRemotes(entriesOf(chosen), apiUrl));
  });

  function startRemotes(remotes: Record<string, string>, apiUrl: string | null): void {
    const lists = prefetchRemoteRoutes(remotes);
    let unanswered = lists.length;
    // No remote has this page (or none answered): the app goes now.
    const noPage = () => {
      unanswered -= 1;
      if (unanswered === 0) app.start();
    };
    if (!lists.length) return app.start();
    for (const [, entry, routes] of lists) {
      routes.then((list: RouteDefinition[]) => {
        const route = list.find((candidate) => typeof candidate?.path === 'string' && routeParams(candidate.path, pathname) !== null);
        if (!route) return noPage();
        if (route.access !== 'public' && !token) return app.start();
        preload('script', entry);
        for (const asset of Array.isArray(route.assets) ? route.assets : []) preload('script', siblingUrl(entry, asset));
        // A picture shipped with the remote (home's first slide): asked for now, beside the code.
        const picture = shippedImage(route);
        if (picture) preload('image', siblingUrl(entry, picture));
        const answers = apiUrl ? sendReads(route, pathname, apiUrl, token) : {};
        // The first views are written in English: a Bangla page waits for the app's own.
        const view = languageOfPath(window.location.pathname) === 'bn' ? null : firstViewOf(route);
        if (!view) return app.start();
        void showThenStart(view, answers, isDashboardPath(route.path) ? (frame ?? Promise.resolve(null)) : null, app).catch(() => app.start());
      }, noPage); // a failed list is reported by the registry
    }
  }
}
