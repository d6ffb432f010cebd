import type { Cache, SWRConfiguration, State } from 'swr';

/** Spec section 7 / 9: retry 3 times, backoff from 1 s doubling, capped at 30 s. */
export const RETRY_COUNT = 3;
export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 30000;
/** Cached data is kept 5 minutes. */
export const CACHE_TIME_MS = 5 * 60 * 1000;

export function retryDelay(retryCount: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** (retryCount - 1), RETRY_MAX_MS);
}

/** Client errors will not get better by asking again; only network and server errors retry. */
function isRetryable(error: unknown): boolean {
  const status = (error as { status?: number } | null)?.status;
  return status === undefined || status === 0 || status === 408 || status === 429 || status >= 500;
}

/**
 * A cache that forgets entries 5 minutes after they were last written. SWR has no cache time of
 * its own (TOOLCHAIN-NOTES); `dedupingInterval` must not fake it, or refetch on focus would stop.
 */
export function createExpiringCache(ttlMs = CACHE_TIME_MS, now: () => number = Date.now): Cache {
  const entries = new Map<string, { value: State; writtenAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (now() - entry.writtenAt > ttlMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    get: (key) => live(key)?.value,
    set: (key, value) => {
      entries.set(key, { value, writtenAt: now() });
    },
    delete: (key) => {
      entries.delete(key);
    },
    keys: () => {
      for (const key of [...entries.keys()]) live(key);
      return entries.keys();
    },
  };
}

export function swrDefaults(cache: Cache): SWRConfiguration {
  return {
    provider: () => cache,
    revalidateOnFocus: true,
    revalidateOnReconnect: true,
    shouldRetryOnError: true,
    errorRetryCount: RETRY_COUNT,
    onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
      if (retryCount > RETRY_COUNT || !isRetryable(error)) return;
      setTimeout(() => void revalidate({ retryCount }), retryDelay(retryCount));
    },
  };
}
