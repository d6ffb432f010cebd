import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, whenIdle, type StorefrontConfig } from '@storefront/shared';
import { entriesOf, type ChosenBuilds } from '@storefront/shared/builds';
import { loadRuntimeConfig } from '@storefront/shared/host';
import { registerConfiguredRemotes } from '../remotes/remotes';
import { prefetchRemoteRoutes } from '../remotes/routeLists';
import { browserStorage, tabStorage } from '../remotes/browserStorage';
import { startHealthReports, trackBuilds } from '../remotes/health';
import { inPreview } from '../remotes/previewKey';
import { adoptStartup, startupBuilds, startupConfig } from '../startup';
import { nextTask } from './nextTask';
import { startLanguage } from '../i18n/language';

/** Opens the connection to the API while the page's code is still loading. */
function preconnect(url: string) {
  try {
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = new URL(url).origin;
    link.crossOrigin = 'anonymous'; // API calls are CORS requests: the connection must match
    document.head.appendChild(link);
  } catch {
    // A malformed apiUrl shows up as failing API calls, with their own messages.
  }
}

/**
 * The build of each remote, chosen now: only where the start-up script did not choose (a
 * Content-Security-Policy refused it, or it could not read config.json), so the choice's code
 * (the deploy ledger's read, the canary bucket) is a chunk of its own that other page loads never
 * fetch: the start-up script carries its own copy.
 */
async function chooseBuildsNow(config: StorefrontConfig): Promise<ChosenBuilds> {
  const { chooseLiveBuilds } = await import(/* webpackChunkName: "live-builds" */ '../remotes/liveBuilds');
  return chooseLiveBuilds(config.remotes, config.apiUrl, browserStorage());
}

/** Starts the storefront: its configuration, the build of each remote, then React. */
export async function start(): Promise<void> {
  const [config] = await Promise.all([loadRuntimeConfig('/config.json', startupConfig()), startLanguage(window.location.pathname)]);
  configureApi({ baseUrl: config.apiUrl });
  adoptStartup();
  preconnect(config.apiUrl);
  // The build of each remote this page load runs, as the start-up script chose it (or now).
  let builds = await (startupBuilds() ?? chooseBuildsNow(config));
  // A preview link (or this tab's earlier one) runs its build for its remote, in this tab only;
  // its code is loaded only then.
  if (inPreview(window.location, tabStorage())) {
    const { startPreview } = await import(/* webpackChunkName: "preview" */ '../remotes/preview');
    builds = await startPreview(config.apiUrl, builds, tabStorage());
  }
  const remotes = entriesOf(builds);
  // Each remote build's page loads, failures and web vitals, for the Deployments page.
  trackBuilds(builds);
  startHealthReports(config.apiUrl, () => whenIdle(), config.vitalsSample);
  registerConfiguredRemotes(remotes);
  prefetchRemoteRoutes(remotes);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // The app's own modules, evaluated in a task of their own (they are in the app's script: `eager`).
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './App');
  await nextTask();
  // As a transition, React renders in slices and yields to the browser between them: no long
  // task blocks input while the first page is put together.
  const root = createRoot(container);
  startTransition(() => root.render(<App config={{ ...config, remotes }} />));
}
