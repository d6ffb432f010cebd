import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { createExpiringCache, swrDefaults } from '../host/swr';
import { ACCESS_TOKEN_KEY, adoptFirstRead, apiFetcher, configureApi, FIRST_READ_TTL_MS, preloadRead, publicApiFetcher } from './client';

// Early reads go through SWR's own `preload`: these tests use the real hooks with the app's cache
// provider, and prove that the page's first fetch of a key takes the early answer.

function fakeResponse(status: number, body: unknown) {
  return { ok: status < 400, status, text: async () => JSON.stringify(body) } as unknown as Response;
}

const onUnauthorized = jest.fn();
let fetchMock: jest.Mock;

beforeEach(() => {
  localStorage.clear();
  onUnauthorized.mockReset();
  configureApi({ baseUrl: 'http://api.test', onUnauthorized });
  fetchMock = jest.fn(async (url: string) => fakeResponse(200, { fresh: url }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

// The app's cache provider, one per test (SWR reads `provider` once per SWRConfig).
let config: ReturnType<typeof swrDefaults>;
beforeEach(() => (config = { ...swrDefaults(createExpiringCache()), dedupingInterval: 0 }));

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={config}>{children}</SWRConfig>;
}

const sent = (body: unknown, status = 200) => Promise.resolve(fakeResponse(status, body));

describe('early reads', () => {
  it('a read the shell started is the one the page’s hook gets; public ones go without the token', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
    preloadRead('/parts/early-1');
    preloadRead('/profile?early=1');
    preloadRead('/parts/early-1'); // asked twice before the page: sent once
    const { result } = renderHook(() => [useSWR('/parts/early-1', publicApiFetcher).data, useSWR('/profile?early=1', apiFetcher).data], { wrapper });
    await waitFor(() => expect(result.current).toEqual([{ fresh: 'http://api.test/parts/early-1' }, { fresh: 'http://api.test/profile?early=1' }]));
    const calls = fetchMock.mock.calls as [string, { headers: Record<string, string> }][];
    expect(calls.map(([url, init]) => [url, init.headers.Authorization])).toEqual([
      ['http://api.test/parts/early-1', undefined],
      ['http://api.test/profile?early=1', 'Bearer tok'],
    ]);
  });

  it('is taken once: the next revalidation asks the server', async () => {
    adoptFirstRead('/parts/early-2', sent({ part: 'early' }), false);
    const { result } = renderHook(() => useSWR('/parts/early-2', publicApiFetcher), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ part: 'early' }));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => void (await result.current.mutate()));
    expect(result.current.data).toEqual({ fresh: 'http://api.test/parts/early-2' });
  });

  it('an early answer the page did not take in time is not used: the page gets a fresh one', async () => {
    // A view opened with a filter never takes the unfiltered read; clearing the filter minutes
    // later must not show that old answer.
    let clock = 0;
    adoptFirstRead('/booking?email=a%40b.c&early=7', sent({ items: ['old'] }), true, { now: () => clock });
    preloadRead('/parts?limit=24&early=7', () => clock);
    clock = FIRST_READ_TTL_MS + 1;
    fetchMock.mockClear();
    const { result } = renderHook(() => [useSWR('/booking?email=a%40b.c&early=7', apiFetcher).data, useSWR('/parts?limit=24&early=7', publicApiFetcher).data], {
      wrapper,
    });
    await waitFor(() =>
      expect(result.current).toEqual([{ fresh: 'http://api.test/booking?email=a%40b.c&early=7' }, { fresh: 'http://api.test/parts?limit=24&early=7' }]),
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a paged list takes its first page from the start-up script', async () => {
    adoptFirstRead('/parts?limit=24&early=3', sent({ items: ['early'], nextCursor: null }), false);
    const { result } = renderHook(() => useSWRInfinite((index) => (index === 0 ? '/parts?limit=24&early=3' : null), publicApiFetcher), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([{ items: ['early'], nextCursor: null }]));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes a start-up read only when it was sent as the page would send it', async () => {
    // A public read with the token, a private one without: not taken, the page asks afresh.
    adoptFirstRead('/reviews?early=4', sent(['early']), true);
    adoptFirstRead('/user?early=4', sent(['early']), false);
    const { result } = renderHook(() => [useSWR('/reviews?early=4', publicApiFetcher).data, useSWR('/user?early=4', apiFetcher).data], { wrapper });
    await waitFor(() => expect(result.current).toEqual([{ fresh: 'http://api.test/reviews?early=4' }, { fresh: 'http://api.test/user?early=4' }]));
  });

  it('a refused early read is the page’s ApiError, and a refused token signs out', async () => {
    adoptFirstRead('/profile?early=5', sent({ error: { code: 'unauthorized', message: 'expired' } }, 401), true);
    const { result } = renderHook(() => useSWR('/profile?early=5', apiFetcher, { shouldRetryOnError: false }), { wrapper });
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 401, code: 'unauthorized', message: 'expired' }));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('an admin page’s early read refused with 403 does not sign out: it says the user is no admin', async () => {
    adoptFirstRead('/user?early=8', sent({ error: { code: 'forbidden', message: 'Admins only' } }, 403), true, { forbiddenSignsOut: false });
    const { result } = renderHook(() => useSWR('/user?early=8', apiFetcher, { shouldRetryOnError: false }), { wrapper });
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 403 }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('an early read of a guarded page signs out on 403 as well (spec section 4, My Orders)', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
    fetchMock.mockImplementation(async () => fakeResponse(403, { error: { code: 'forbidden', message: 'not yours' } }));
    preloadRead('/booking?email=a%40b.c&early=6');
    const { result } = renderHook(() => useSWR('/booking?email=a%40b.c&early=6', apiFetcher, { shouldRetryOnError: false }), { wrapper });
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 403 }));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
