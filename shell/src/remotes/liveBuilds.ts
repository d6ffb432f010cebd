import type { LiveBuilds } from '@storefront/shared';
import { liveBuildsEndpoint } from '@storefront/shared/endpoints';
import { BUCKETS, bucketCookie, bucketFromCookie, chooseBuilds, type ChosenBuilds } from '@storefront/shared/builds';

// Which build of each remote this page load runs. The deploy ledger in the API says which build
// is live and which one a canary sends a share of browsers to (`GET /deployments/live`, public,
// cached by the browser for 30 s with an ETag); `config.json` names the builds to run when the API
// cannot say (it is down, slow, or nothing was ever made live for a remote). No React and no
// federation runtime here: the start-up script in index.html makes this choice before the app runs
// (run.ts), and the shell takes it (bootstrap.tsx).

/** How long a page load waits for the ledger before it runs `config.json`'s builds. */
const LIVE_BUILDS_TIMEOUT_MS = 3000;

/** Where a browser keeps its canary bucket: the same browser stays on the same side of a canary. */
export const BUCKET_KEY = 'storefront:canary-bucket';

// The choice itself, the bucket's cookie and the entries are written once, for the page server
// too, which sends each browser the HTML of the builds it runs (@storefront/shared/builds).
export { BUCKET_COOKIE, chooseBuilds, entriesOf, type ChosenBuilds } from '@storefront/shared/builds';

function cookieBucket(): number | null {
  return bucketFromCookie(document.cookie);
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
    if (cookieBucket() !== bucket) document.cookie = bucketCookie(bucket);
  } catch {
    // Storage or cookies refused: in no canary.
  }
  return bucket;
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
