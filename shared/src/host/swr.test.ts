import { createExpiringCache, retryDelay, swrDefaults, CACHE_TIME_MS } from './swr';

describe('data fetching defaults (spec section 7)', () => {
  it('backs off exponentially from 1 s, capped at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries server errors three times and client errors never', () => {
    jest.useFakeTimers();
    const { onErrorRetry } = swrDefaults(createExpiringCache());
    const revalidate = jest.fn();
    const retry = (error: unknown, retryCount: number) => onErrorRetry!(error as Error, '/parts', {} as never, revalidate, { retryCount, dedupe: true });
    retry({ status: 500 }, 1);
    retry({ status: 0 }, 3);
    retry({ status: 500 }, 4);
    retry({ status: 404 }, 1);
    jest.advanceTimersByTime(60000);
    expect(revalidate).toHaveBeenCalledTimes(2);
    jest.useRealTimers();
  });

  it('refetches on focus and reconnect', () => {
    expect(swrDefaults(createExpiringCache())).toMatchObject({ revalidateOnFocus: true, revalidateOnReconnect: true });
  });

  it('keeps cached data for 5 minutes', () => {
    let now = 0;
    const cache = createExpiringCache(CACHE_TIME_MS, () => now);
    cache.set('/parts', { data: [1] });
    now = CACHE_TIME_MS - 1;
    expect(cache.get('/parts')).toEqual({ data: [1] });
    now = CACHE_TIME_MS + 1;
    expect(cache.get('/parts')).toBeUndefined();
    expect([...cache.keys()]).toEqual([]);
  });
});
