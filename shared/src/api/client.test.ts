import { ACCESS_TOKEN_KEY, apiFetch, ApiError, assetUrl, configureApi, publicApiFetcher } from './client';

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
