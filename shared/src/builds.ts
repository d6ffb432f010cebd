import type { ChosenBuilds } from './chosenBuilds';
import type { LiveBuilds, PreviewBuild } from './schemas/api/deployments';

export type { LiveBuilds } from './schemas/api/deployments';
export { entriesOf, type ChosenBuild, type ChosenBuilds } from './chosenBuilds';

// Which build of each remote a page load runs, written once for the shell (the browser, before the
// app runs: shell/src/remotes/liveBuilds.ts) and the page server (the HTML the page arrives with:
// page-server/). The deploy ledger (`GET /deployments/live`) names each remote's live build and a
// canary that a share of browsers gets; config.json names the builds to run without it. Pure
// functions without dependencies (`@storefront/shared/builds`): the shell's start-up script
// carries them.

/** Buckets per browser: a canary's share is counted in hundredths of a percent. */
export const BUCKETS = 10000;

/**
 * The cookie that carries a browser's canary bucket (0 to 9999, or 10000 for a browser in no
 * canary) to the page server, so that the HTML a browser in a canary gets is the canary build's.
 */
export const BUCKET_COOKIE = 'storefront-bucket';

const BUCKET_IN_COOKIE = /(?:^|;\s*)storefront-bucket=(\d{1,5})(?:;|$)/;

/** A browser's bucket from a Cookie header (or `document.cookie`); null without one. */
export function bucketFromCookie(cookie: string | null | undefined): number | null {
  const match = BUCKET_IN_COOKIE.exec(cookie ?? '');
  return match ? Number(match[1]) : null;
}

/** The cookie that keeps `bucket` a year (read by the shell's script too: not HttpOnly). */
export function bucketCookie(bucket: number): string {
  return `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

const isEntryUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\/[^/]/.test(value);

/**
 * The build of each of `config.json`'s remotes for a browser in `bucket`: the canary's when the
 * remote has one and the bucket falls in its share (a canary of N % takes the buckets below
 * N × 100), else the live one, else `config.json`'s. A remote the ledger names but `config.json`
 * does not is left out (the shell links only the areas it is configured with); a malformed answer
 * counts as no answer.
 */
export function chooseBuilds(configured: Record<string, string>, live: LiveBuilds | null, bucket: number): ChosenBuilds {
  const chosen: ChosenBuilds = {};
  const ledger = live && typeof live === 'object' && live.remotes && typeof live.remotes === 'object' ? live.remotes : {};
  for (const [name, entry] of Object.entries(configured)) {
    const current = Object.prototype.hasOwnProperty.call(ledger, name) ? ledger[name] : undefined;
    const canary = current?.canary;
    if (canary && isEntryUrl(canary.entryUrl) && typeof canary.percent === 'number' && bucket < canary.percent * (BUCKETS / 100)) {
      chosen[name] = { entry: canary.entryUrl, buildId: canary.buildId, via: 'canary' };
    } else if (current && isEntryUrl(current.entryUrl)) {
      chosen[name] = { entry: current.entryUrl, buildId: current.buildId, via: 'live' };
    } else {
      chosen[name] = { entry, buildId: null, via: 'config' };
    }
  }
  return chosen;
}

/** The builds with a previewed one in place of its remote's (a remote not configured is left as it is). */
export function withPreviewBuild(builds: ChosenBuilds, build: Pick<PreviewBuild, 'remote' | 'buildId' | 'entryUrl'>): ChosenBuilds {
  if (!Object.prototype.hasOwnProperty.call(builds, build.remote) || !isEntryUrl(build.entryUrl)) return builds;
  return { ...builds, [build.remote]: { entry: build.entryUrl, buildId: build.buildId, via: 'preview' } };
}
