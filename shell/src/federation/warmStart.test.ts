import { fetchRemoteRoutes } from './routeLists';
import { warmStart } from './warmStart';
import { receiveWarmReads, startupConfig, type WarmRead } from './warmState';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const ENTRY = 'http://127.0.0.1:3001/remoteEntry.js';
const API = 'http://127.0.0.1:4000';
/** An API token (JWT) that expires `inSeconds` from now. */
const jwt = (inSeconds: number) => `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + inSeconds }))}.s`;
const TOKEN = jwt(3600);
const routes = [
  { path: '/', module: './HomePage', access: 'public', title: 'Home', assets: ['__federation_expose_HomePage.1.js'], image: { asset: 'assets/hero.1.svg' } },
  { path: '/parts/:id', module: './PurchasePage', access: 'signed-in', title: 'Purchase', assets: ['__federation_expose_PurchasePage.2.js'], reads: ['/parts/:id'], image: { read: '/parts/:id', field: 'img' } },
  { path: '/dashboard', module: './ProfilePage', access: 'signed-in', title: 'My Profile', reads: ['/profile', '/booking?email={email}'] },
];

function answer(body: unknown) {
  const response = { ok: true, status: 200, json: async () => body, clone: () => response };
  return response;
}

function serve() {
  const fetchMock = jest.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/config.json') return answer({ remotes: { catalogue: ENTRY }, apiUrl: `${API}/` });
    if (url.endsWith('/routes.json')) return answer({ routes });
    if (url === `${API}/parts/p%201`) return answer({ _id: 'p 1', img: '/images/p1.svg' });
    return answer({ email: 'k@example.com' });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => link.getAttribute('href'));

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('warmStart', () => {
  it('fetches the entry, the scripts and the shipped first picture of the page at this URL while the shell starts, and reads each file once', async () => {
    const fetchMock = serve();
    warmStart('/', null);
    await expect(startupConfig()).resolves.toEqual({ remotes: { catalogue: ENTRY }, apiUrl: `${API}/` });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toEqual([ENTRY, 'http://127.0.0.1:3001/__federation_expose_HomePage.1.js']);
    const picture = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(picture?.getAttribute('href')).toBe('http://127.0.0.1:3001/assets/hero.1.svg');
    expect(picture?.getAttribute('fetchpriority')).toBe('high');
    // The registry takes the route list read here instead of asking again.
    await expect(fetchRemoteRoutes('catalogue', ENTRY)).resolves.toEqual(routes);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/config.json', 'http://127.0.0.1:3001/routes.json']);
  });

  it('sends the page’s first reads as its fetcher would, and asks for its first image once the read names it', async () => {
    const fetchMock = serve();
    const received: WarmRead[] = [];
    warmStart('/parts/p%201', TOKEN);
    await startupConfig();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Sent before the shell takes them: kept, then handed over, and later ones go straight there.
    receiveWarmReads((read) => received.push(read));
    expect(received.map(({ path, url, usedToken }) => [path, url, usedToken])).toEqual([['/parts/p%201', `${API}/parts/p%201`, false]]);
    // A public read goes without the token (no CORS preflight), as the page's own would.
    expect(fetchMock).toHaveBeenCalledWith(`${API}/parts/p%201`, { headers: { Accept: 'application/json' } });
    await expect(received[0]?.response).resolves.toMatchObject({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const image = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(image?.getAttribute('href')).toBe(`${API}/images/p1.svg`);
    expect(image?.getAttribute('fetchpriority')).toBe('high');
  });

  it('reads with the token where the page would, and leaves reads that need the user’s e-mail to the page', async () => {
    const fetchMock = serve();
    const received: WarmRead[] = [];
    receiveWarmReads((read) => received.push(read));
    warmStart('/dashboard', TOKEN);
    await startupConfig();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(received.map(({ path, usedToken }) => [path, usedToken])).toEqual([['/profile', true]]);
    expect(fetchMock).toHaveBeenCalledWith(`${API}/profile`, { headers: { Accept: 'application/json', Authorization: `Bearer ${TOKEN}` } });
    expect(document.head.querySelector('link[as="image"]')).toBeNull();
  });

  it('asks for the dashboard frame’s scripts, named by the build in index.html, on a dashboard URL when signed in', async () => {
    serve();
    const frame = () => {
      document.head.innerHTML = '<meta name="storefront:dashboard-scripts" content="/dashboard.1.js /dashboard-2.2.js">';
    };
    frame();
    warmStart('/dashboard/orders', null);
    expect(preloads()).toEqual([]);
    await startupConfig();
    frame();
    warmStart('/dashboard/orders', TOKEN);
    expect(preloads()).toEqual(['/dashboard.1.js', '/dashboard-2.2.js']);
    await startupConfig();
    frame();
    warmStart('/parts', TOKEN);
    expect(preloads()).toEqual([]);
    await startupConfig();
  });

  it('sends no read with an expired token: refused, it would end a session the shell renews', async () => {
    const fetchMock = serve();
    const received: WarmRead[] = [];
    receiveWarmReads((read) => received.push(read));
    warmStart('/dashboard', jwt(30));
    await startupConfig();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(received).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalledWith(`${API}/profile`, expect.anything());
    // The page's code is still warmed: the session is only being renewed.
    expect(preloads()).toContain(ENTRY);
  });

  it('warms a guarded page only when a session is remembered', async () => {
    const fetchMock = serve();
    warmStart('/parts/p1', null);
    await startupConfig();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining(API), expect.anything());
    await fetchRemoteRoutes('catalogue', ENTRY);

    warmStart('/parts/p1', TOKEN);
    await startupConfig();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toEqual([ENTRY, 'http://127.0.0.1:3001/__federation_expose_PurchasePage.2.js']);
  });

  it('gives the shell null when config.json cannot be read, and warms nothing', async () => {
    global.fetch = jest.fn(async () => ({ ok: false, status: 404, json: async () => ({}) })) as unknown as typeof fetch;
    warmStart('/', null);
    await expect(startupConfig()).resolves.toBeNull();
    expect(preloads()).toEqual([]);
  });
});
