import { fetchRemoteRoutes } from './remotes';
import { matchesPath, startupConfig, warmStart } from './warmStart';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const ENTRY = 'http://127.0.0.1:3001/remoteEntry.js';
const routes = [
  { path: '/', module: './HomePage', access: 'public', title: 'Home', assets: ['__federation_expose_HomePage.1.js'] },
  { path: '/parts/:id', module: './PurchasePage', access: 'signed-in', title: 'Purchase', assets: ['__federation_expose_PurchasePage.2.js'] },
];

function serve() {
  const fetchMock = jest.fn(async (url: string) => ({
    ok: true,
    status: 200,
    json: async () => (url === '/config.json' ? { remotes: { catalogue: ENTRY } } : { routes }),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => link.getAttribute('href'));

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('matchesPath', () => {
  it('matches literal segments and fills :params', () => {
    expect(matchesPath('/', '/')).toBe(true);
    expect(matchesPath('/parts/:id', '/parts/abc')).toBe(true);
    expect(matchesPath('/parts/:id', '/parts')).toBe(false);
    expect(matchesPath('/parts', '/parts/')).toBe(true);
    expect(matchesPath('/dashboard/orders', '/dashboard/users')).toBe(false);
  });
});

describe('warmStart', () => {
  it('fetches the entry and the scripts of the page at this URL while the shell starts, and reads each file once', async () => {
    const fetchMock = serve();
    warmStart('/', false);
    await expect(startupConfig()).resolves.toEqual({ remotes: { catalogue: ENTRY } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toEqual([ENTRY, 'http://127.0.0.1:3001/__federation_expose_HomePage.1.js']);
    // The registry takes the route list read here instead of asking again.
    await expect(fetchRemoteRoutes('catalogue', ENTRY)).resolves.toEqual(routes);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/config.json', 'http://127.0.0.1:3001/routes.json']);
  });

  it('warms a guarded page only when a session is remembered', async () => {
    serve();
    warmStart('/parts/p1', false);
    await startupConfig();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toEqual([]);
    await fetchRemoteRoutes('catalogue', ENTRY);

    warmStart('/parts/p1', true);
    await startupConfig();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toEqual([ENTRY, 'http://127.0.0.1:3001/__federation_expose_PurchasePage.2.js']);
  });

  it('gives the shell null when config.json cannot be read, and warms nothing', async () => {
    global.fetch = jest.fn(async () => ({ ok: false, status: 404, json: async () => ({}) })) as unknown as typeof fetch;
    warmStart('/', false);
    await expect(startupConfig()).resolves.toBeNull();
    expect(preloads()).toEqual([]);
  });
});
