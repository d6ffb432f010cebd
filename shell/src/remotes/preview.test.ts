import { inPreview, PREVIEW_KEY, readPreview, takePreviewToken, withPreview } from './preview';

const BUILDS = {
  catalogue: { entry: 'http://127.0.0.1:3001/cat-a/remoteEntry.js', buildId: 'cat-a', via: 'live' as const },
  account: { entry: 'http://127.0.0.1:3002/remoteEntry.js', buildId: null, via: 'config' as const },
};
const PREVIEW = { remote: 'catalogue', buildId: 'cat-b', entryUrl: 'http://127.0.0.1:3001/cat-b/remoteEntry.js', expiresAt: '2026-11-25T13:00:00.000Z' };

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the preview token', () => {
  it('comes from the link, is kept for the tab and taken out of the address', () => {
    window.history.replaceState(null, '', '/parts?sort=price&preview=abc.def#top');
    expect(inPreview(window.location, sessionStorage)).toBe(true);
    expect(takePreviewToken(sessionStorage)).toBe('abc.def');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/parts?sort=price#top');
    expect(sessionStorage.getItem(PREVIEW_KEY)).toBe('abc.def');
    // The tab's next page load previews too.
    expect(inPreview(window.location, sessionStorage)).toBe(true);
    expect(takePreviewToken(sessionStorage)).toBe('abc.def');
  });

  it('is absent outside a preview', () => {
    expect(inPreview(window.location, sessionStorage)).toBe(false);
    expect(takePreviewToken(sessionStorage)).toBeNull();
    expect(inPreview(window.location, null)).toBe(false);
  });
});

describe('readPreview', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('asks the API which build the token opens', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => PREVIEW });
    global.fetch = fetchMock;
    const session = `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.s`;
    await expect(readPreview('http://127.0.0.1:4000/', 'abc.def', { getItem: () => session })).resolves.toEqual({ build: PREVIEW });
    expect(fetchMock).toHaveBeenCalledWith('http://127.0.0.1:4000/deployments/preview/abc.def', {
      cache: 'no-store',
      headers: { Accept: 'application/json', Authorization: `Bearer ${session}` },
    });
    // An expired session token is not sent: the API then says who may open it.
    const expired = `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 10 }))}.s`;
    await readPreview('http://127.0.0.1:4000/', 'abc.def', { getItem: () => expired });
    expect(fetchMock).toHaveBeenLastCalledWith('http://127.0.0.1:4000/deployments/preview/abc.def', {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
  });

  it('gives the API’s words when it refuses the link, and says so when the API is down', async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValue({ ok: false, status: 410, json: async () => ({ error: { message: 'This preview link has expired: ask for a new one' } }) });
    await expect(readPreview('http://127.0.0.1:4000', 'abc.def')).resolves.toEqual({ error: 'This preview link has expired: ask for a new one' });
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 403, json: async () => ({ error: { message: 'Admins only' } }) });
    await expect(readPreview('http://127.0.0.1:4000', 'abc.def')).resolves.toEqual({ error: 'A preview link opens for admins only' });
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 401, json: async () => ({}) });
    await expect(readPreview('http://127.0.0.1:4000', 'abc.def', null)).resolves.toEqual({
      error: 'A preview link opens for a signed-in admin: sign in, then open the link again',
    });
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(readPreview('http://127.0.0.1:4000', 'abc.def')).resolves.toEqual({ error: 'The preview link could not be checked: the API did not answer' });
  });
});

describe('withPreview', () => {
  it('runs the previewed build for its remote only', () => {
    expect(withPreview(BUILDS, { build: PREVIEW })).toEqual({ ...BUILDS, catalogue: { entry: PREVIEW.entryUrl, buildId: 'cat-b', via: 'preview' } });
    expect(withPreview(BUILDS, { error: 'expired' })).toBe(BUILDS);
    expect(withPreview(BUILDS, { build: { ...PREVIEW, remote: 'admin' } })).toBe(BUILDS);
  });
});
