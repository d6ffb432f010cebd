import { ACCESS_TOKEN_KEY, adoptEarlyResponse, apiFetch, ApiError, apiFetcher, assetUrl, configureApi, publicApiFetcher, startPageRead } from './client';

function fakeResponse(status: number, body: unknown) {
  return { ok: status < 400, status, text: async () => (body === undefined ? '' : JSON.stringify(body)) };
}

const onUnauthorized = jest.fn();

beforeEach(() => {
  localStorage.clear();
  onUnauthorized.mockReset();
  configureApi({ baseUrl: 'http://api.test/', onUnauthorized });
});

function mockFetch(status: number, body?: unknown) {
  const fetchMock = jest.fn(async () => fakeResponse(status, body));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('apiFetch', () => {
  it('sends the stored accessToken as a bearer and JSON bodies as JSON', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
    const fetchMock = mockFetch(200, { insertedId: 'x' });
    await expect(apiFetch('/reviews', { method: 'POST', body: { name: 'A' } })).resolves.toEqual({ insertedId: 'x' });
    expect(fetchMock).toHaveBeenCalledWith('http://api.test/reviews', {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: 'Bearer tok', 'Content-Type': 'application/json' },
      body: '{"name":"A"}',
      signal: undefined,
    });
  });

  it('sends no token on a public read, so the browser needs no CORS preflight', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
    const fetchMock = mockFetch(200, []);
    await expect(publicApiFetcher('/parts')).resolves.toEqual([]);
    expect(fetchMock).toHaveBeenCalledWith('http://api.test/parts', {
      method: 'GET',
      headers: { Accept: 'application/json' },
      body: undefined,
      signal: undefined,
    });
  });

  it('a read started early is the one the page’s fetcher gets; public ones go without the token', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
    const fetchMock = mockFetch(200, { ok: true });
    startPageRead('/parts/p1');
    startPageRead('/profile');
    await expect(publicApiFetcher('/parts/p1')).resolves.toEqual({ ok: true });
    await expect(apiFetcher('/profile')).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const calls = fetchMock.mock.calls as unknown as [string, { headers: Record<string, string> }][];
    expect(calls.map(([url, init]) => [url, init.headers.Authorization])).toEqual([
      ['http://api.test/parts/p1', undefined],
      ['http://api.test/profile', 'Bearer tok'],
    ]);
  });

  it('takes a read the start-up script sent before start-up when it was sent as the page would send it', async () => {
    const fetchMock = mockFetch(200, { page: 'fresh' });
    const sent = (body: unknown) => Promise.resolve(fakeResponse(200, body) as unknown as Response);
    adoptEarlyResponse('/parts/p2', sent({ part: 'early' }), false);
    adoptEarlyResponse('/profile', sent({ profile: 'early' }), true);
    // Sent the wrong way (a public read with the token, a private one without): not taken.
    adoptEarlyResponse('/reviews', sent(['early']), true);
    adoptEarlyResponse('/user', sent(['early']), false);
    await expect(publicApiFetcher('/parts/p2')).resolves.toEqual({ part: 'early' });
    await expect(apiFetcher('/profile')).resolves.toEqual({ profile: 'early' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(publicApiFetcher('/reviews')).resolves.toEqual({ page: 'fresh' });
    await expect(apiFetcher('/user')).resolves.toEqual({ page: 'fresh' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('an adopted early read that the server refused is an ApiError, and a refused token signs out', async () => {
    adoptEarlyResponse('/profile', Promise.resolve(fakeResponse(401, { error: { code: 'unauthorized', message: 'expired' } }) as unknown as Response), true);
    await expect(apiFetcher('/profile')).rejects.toMatchObject({ status: 401, code: 'unauthorized', message: 'expired' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    adoptEarlyResponse('/user', Promise.reject(new TypeError('Failed to fetch')), true);
    await expect(apiFetcher('/user')).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('turns the API error body into an ApiError', async () => {
    mockFetch(409, { error: { code: 'out_of_stock', message: 'Only 3 units are left' } });
    const error = await apiFetch('/booking', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'out_of_stock', message: 'Only 3 units are left' });
  });

  it('signs the user out when the server refuses the token', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'expired');
    mockFetch(401, { error: { code: 'unauthorized', message: 'expired' } });
    await expect(apiFetch('/profile')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('signs out on 403 only where the spec says so (My Orders)', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
    mockFetch(403, { error: { code: 'forbidden', message: 'no' } });
    await expect(apiFetch('/user/admin/x@y.com', { method: 'PUT' })).rejects.toMatchObject({ status: 403 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(apiFetch('/booking?email=x', { signOutOnForbidden: true })).rejects.toMatchObject({ status: 403 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not sign anyone out for a 401 on an anonymous call', async () => {
    mockFetch(401, { error: { code: 'unauthorized', message: 'sign in' } });
    await expect(apiFetch('/booking', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports an unreachable server clearly', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(apiFetch('/parts')).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});

describe('assetUrl', () => {
  it('resolves API-relative image paths and keeps absolute ones', () => {
    expect(assetUrl('/images/seed/hook.svg')).toBe('http://api.test/images/seed/hook.svg');
    expect(assetUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(assetUrl('')).toBe('');
  });
});
