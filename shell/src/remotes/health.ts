import type { HealthKind, HealthState } from './healthEvents';
import type { ChosenBuilds } from './liveBuilds';

// Per-build health, for judging a canary against the live build: for each remote and the build
// this page load runs, one `view` when a page of it is asked for, a `load-failure` when its code
// cannot be loaded, an `error` when its error boundary catches one, and the landing page's web
// vitals. No personal data: the remote, the build, the kind and a number. Events wait in this
// small queue until the reporter (healthReporter.ts, loaded once the browser is idle) sends them to
// the API with navigator.sendBeacon. Every page load reports its views and failures; the web
// vitals (healthVitals.ts, with the web-vitals library) come from a sample of page loads only
// (config.json `vitalsSample`, 0.1: one in ten), so most visitors never download that library.

/** Kinds counted once per remote per page load: a retry or a second page does not count twice. */
const ONCE: HealthKind[] = ['view', 'load-failure', 'error'];

const state: HealthState = { builds: {}, queue: [], counted: new Set(), landing: undefined, startPath: window.location.pathname };

export function healthState(): HealthState {
  return state;
}

/** The builds this page load runs, so that each event names its build. */
export function trackBuilds(builds: ChosenBuilds): void {
  state.builds = Object.fromEntries(Object.entries(builds).map(([remote, build]) => [remote, build.buildId ?? 'config']));
}

/** Records one event of `remote`'s build (an unknown remote is ignored). */
export function reportHealth(remote: string, kind: HealthKind, value?: number): void {
  const build = state.builds[remote];
  if (!build) return;
  if (ONCE.includes(kind)) {
    const key = `${remote} ${kind}`;
    if (state.counted.has(key)) return;
    state.counted.add(key);
  }
  state.queue.push(value === undefined ? { remote, build, kind } : { remote, build, kind, value });
  state.flush?.();
}

/** A remote's page is shown: the first one decides whose web vitals this document reports. */
export function showingRemote(remote: string): void {
  if (state.landing !== undefined) return;
  state.landing = window.location.pathname === state.startPath ? remote : null;
}

/**
 * Loads the reporter once the browser is idle: it sends what is queued, then each event soon after
 * it happens; and on a `vitalsSample` share of page loads (0 to 1) the web vitals' reporter too.
 */
export function startHealthReports(apiUrl: string, idle: () => Promise<void>, vitalsSample: number, random: () => number = Math.random): void {
  const measureVitals = random() < vitalsSample;
  void idle()
    .then(() => import(/* webpackChunkName: "health" */ './healthReporter'))
    .then(({ startReporter }) => {
      startReporter(apiUrl, state);
      if (measureVitals) return import(/* webpackChunkName: "health-vitals" */ './healthVitals').then(({ startVitals }) => startVitals(state));
    })
    .catch(() => undefined); // no reports is better than a broken page
}
