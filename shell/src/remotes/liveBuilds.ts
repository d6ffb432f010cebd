import type { LiveBuilds } from '@storefront/shared';
import { liveBuildsEndpoint } from '@storefront/shared/endpoints';

// Which build of each remote this page load runs. The deploy ledger in the API says which build
// is live and which one a canary sends a share of browsers to (`GET /deployments/live`, public,
// cached by the browser for 30 s with an ETag); `config.json` names the builds to run when the API
// cannot say (it is down, slow, or nothing was ever made live for a remote). No React and no
// federation runtime here: the start-up script in index.html makes this choice before the app runs
// (run.ts), and the shell takes it (bootstrap.tsx).

/** How long a page load waits for the ledger before it runs `config.json`'s builds. */
export const LIVE_BUILDS_TIMEOUT_MS = 3000;

/** Where a browser keeps its canary bucket: the same browser stays on the same side of a canary. */
export const BUCKET_KEY = 'storefront:canary-bucket';

/** Buckets per browser: a canary's share is counted in hundredths of a percent. */
const BUCKETS = 10000;

export interface ChosenBuild {
  /** The URL of the build's `remoteEntry.js`. */
  entry: string;
  /** The ledger's build id; null for `config.json`'s build. */
  buildId: string | null;
  /** Why this build: the live one, the canary's, `config.json`'s, or a preview link's (preview.ts). */
  via: 'live' | 'canary' | 'config' | 'preview';
}

export type ChosenBuilds = Record<string, ChosenBuild>;

/**
 * The cookie that tells the shell's page server this browser's bucket (scripts/lib/page-server.mjs),
 * so that the HTML a browser in a canary gets is the canary build's. The server draws one for a
 * browser that has none; the browser keeps that one.
 */
export const BUCKET_COOKIE = 'storefront-bucket';

const BUCKET_IN_COOKIE = /(?:^|;\s*)storefront-bucket=(\d{1,5})(?:;|$)/;

function cookieBucket(): number | null {
  const match = BUCKET_IN_COOKIE.exec(document.cookie);
  return match ? Number(match[1]) : null;
}

/**
 * This browser's bucket, 0 to 9999, drawn once (or taken from the page server's cookie) and kept:
 * a canary of N % takes the browsers whose bucket is below N × 100. A browser that cannot keep it
 * (storage off) is never in a canary, so it does not flip between builds from one page load to
 * the next; the cookie says so to the page server (10000, in no canary).
 */
export function canaryBucket(storage: Pick<Storage, 'getItem' | 'setItem'> | null): number {
  let bucket = BUCKETS;
  try {
    const kept = storage?.getItem(BUCKET_KEY) ?? null;
    if (kept !== null && /^\d{1,4}$/.test(kept)) bucket = Number(kept);
    else if (storage) {
      const drawn = String(cookieBucket() ?? (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % BUCKETS);
      storage.setItem(BUCKET_KEY, drawn);
      if (storage.getItem(BUCKET_KEY) === drawn) bucket = Number(drawn);
    }
    if (cookieBucket() !== bucket) document.cookie = `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=31536000; SameSite=Lax`;
  } catch {
    // Storage or cookies refused: in no canary.
  }
  return bucket;
}

const isEntryUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\/[^/]/.test(value);

/**
 * The build of each of `config.json`'s remotes for a browser in `bucket`: the canary's when the
 * remote has one and the bucket falls in its share, else the live one, else `config.json`'s. A
 * remote the ledger names but `config.json` does not is left out (the shell links only the areas
 * it is configured with); a malformed answer counts as no answer.
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

/** The URL the shell asks, which the shell's host may also name in a `Link: rel=preload` header. */
export function liveBuildsUrl(apiUrl: string): string {
  return `${apiUrl.replace(/\/+$/, '')}${liveBuildsEndpoint.path}`;
}

/**
 * Asks the ledger which builds are live; null when it cannot say within `timeoutMs`. A plain
 * CORS GET without credentials, the same request a `Link: <…>; rel=preload; as=fetch;
 * crossorigin` header on the page asks for, so the browser answers it from that preload.
 */
export async function readLiveBuilds(apiUrl: string, timeoutMs = LIVE_BUILDS_TIMEOUT_MS): Promise<LiveBuilds | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(liveBuildsUrl(apiUrl), { signal: controller.signal, credentials: 'same-origin' });
    if (!response.ok) return null;
    return (await response.json()) as LiveBuilds;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The builds this page load runs: the ledger's choice for this browser, or `config.json`'s. */
export async function chooseLiveBuilds(configured: Record<string, string>, apiUrl: string | null, storage: Storage | null): Promise<ChosenBuilds> {
  const live = apiUrl ? await readLiveBuilds(apiUrl) : null;
  return chooseBuilds(configured, live, canaryBucket(storage));
}

/** Just the entries, as the federation runtime and the route lists take them. */
export function entriesOf(chosen: ChosenBuilds): Record<string, string> {
  return Object.fromEntries(Object.entries(chosen).map(([name, build]) => [name, build.entry]));
}
