import { waitFor } from '@testing-library/react';
import { fetchRemoteRoutes, routeListsReadAhead } from '../remotes/routeLists';
import { slot } from '@storefront/shared/first-view';
import { FIRST_VIEW_GRACE_MS, runStartup } from './run';
import contract from './contract.json';
import { receiveFirstReads, startupBuilds, startupConfig, startupState, type FirstRead } from './state';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const ENTRY = 'http://127.0.0.1:3001/remoteEntry.js';
const API = 'http://127.0.0.1:4000';
/** An API token (JWT) that expires `inSeconds` from now. */
const jwt = (inSeconds: number) => `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + inSeconds }))}.s`;
const TOKEN = jwt(3600);
const routes = [
  { path: '/', module: './HomePage', access: 'public', title: 'Home', assets: ['__federation_expose_HomePage.1.js'], image: { asset: 'assets/hero.1.svg' } },
  {
    path: '/parts/:id',
    module: './PurchasePage',
    access: 'signed-in',
    title: 'Purchase',
    assets: ['__federation_expose_PurchasePage.2.js'],
    reads: ['/parts/:id'],
    image: { read: '/parts/:id', field: 'img' },
  },
  { path: '/dashboard', module: './ProfilePage', access: 'signed-in', title: 'My Profile', reads: ['/profile', '/booking?email={email}'] },
];

function answer(body: unknown) {
  const response = { ok: true, status: 200, json: async () => body, clone: () => response };
  return response;
}

/** The deploy ledger's answer: nothing made live, unless a test says otherwise. */
let ledger: unknown = { remotes: {} };

function serve() {
  const fetchMock = jest.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/config.json') return answer({ remotes: { catalogue: ENTRY }, apiUrl: `${API}/` });
    if (url.endsWith('/routes.json')) return answer({ routes });
    if (url === `${API}/deployments/live`) return answer(ledger);
    if (url === `${API}/parts/p%201`) return answer({ _id: 'p 1', img: '/images/p1.svg' });
    return answer({ email: 'k@example.com' });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/**
 * Starts up signed in on `page` (its remote's only route), every read answering an empty list: the
 * first reads sent, each as [path, used the token, a 403 signs out].
 */
async function signedInFirstReads(remote: string, page: { path: string }) {
  global.fetch = jest.fn(async (url: string) => {
    if (url === '/config.json') return answer({ remotes: { [remote]: ENTRY }, apiUrl: API });
    if (url.endsWith('/routes.json')) return answer({ routes: [page] });
    if (url === `${API}/deployments/live`) return answer({ remotes: {} });
    return answer({ items: [] });
  }) as unknown as typeof fetch;
  const received: FirstRead[] = [];
  receiveFirstReads((read) => received.push(read));
  runStartup(page.path, TOKEN, run());
  await startedUp();
  return received.map(({ path, usedToken, forbiddenSignsOut }) => [path, usedToken, forbiddenSignsOut]);
}

/** The app as the start-up script runs it: `start`, once its script has `downloaded` (never, unless given). */
const run = (start: () => void = jest.fn(), downloaded: Promise<void> = new Promise(() => undefined)) => ({ start, downloaded });

const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => link.getAttribute('href'));

/** Until the start-up script has read config.json and the ledger, and acted on their answers. */
async function startedUp() {
  await startupConfig();
  await startupBuilds();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  document.head.innerHTML = '';
  startupState().builds = undefined;
  routeListsReadAhead().clear(); // each test's page load reads the route lists afresh
});

describe('runStartup', () => {
  it('fetches the entry, the scripts and the shipped first picture of the page at this URL while the shell starts, and reads each file once', async () => {
    const fetchMock = serve();
    runStartup('/', null, run());
    await expect(startupConfig()).resolves.toEqual({ remotes: { catalogue: ENTRY }, apiUrl: `${API}/` });
    await startedUp();
    expect(preloads()).toEqual([ENTRY, 'http://127.0.0.1:3001/__federation_expose_HomePage.1.js']);
    const picture = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(picture?.getAttribute('href')).toBe('http://127.0.0.1:3001/assets/hero.1.svg');
    expect(picture?.getAttribute('fetchpriority')).toBe('high');
    // The registry takes the route list read here instead of asking again.
    await expect(fetchRemoteRoutes('catalogue', ENTRY)).resolves.toEqual(routes);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/config.json', `${API}/deployments/live`, 'http://127.0.0.1:3001/routes.json']);
  });

  it('starts loading the build the deploy ledger makes live, and hands its choice to the shell', async () => {
    const live = 'http://127.0.0.1:3001/catalogue-b/remoteEntry.js';
    ledger = { remotes: { catalogue: { buildId: 'catalogue-b', entryUrl: live, canary: null } } };
    try {
      const fetchMock = serve();
      runStartup('/', null, run());
      await startedUp();
      await expect(startupBuilds()).resolves.toEqual({ catalogue: { entry: live, buildId: 'catalogue-b', via: 'live' } });
      expect(preloads()).toEqual([live, 'http://127.0.0.1:3001/catalogue-b/__federation_expose_HomePage.1.js']);
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain('http://127.0.0.1:3001/catalogue-b/routes.json');
    } finally {
      ledger = { remotes: {} };
    }
  });

  it('sends the page’s first reads as its fetcher would, and asks for its first image once the read names it', async () => {
    const fetchMock = serve();
    const received: FirstRead[] = [];
    runStartup('/parts/p%201', TOKEN, run());
    await startedUp();
    // Sent before the shell takes them: kept, then handed over, and later ones go straight there.
    receiveFirstReads((read) => received.push(read));
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
    const received: FirstRead[] = [];
    receiveFirstReads((read) => received.push(read));
    runStartup('/dashboard', TOKEN, run());
    await startedUp();
    expect(received.map(({ path, usedToken }) => [path, usedToken])).toEqual([['/profile', true]]);
    expect(fetchMock).toHaveBeenCalledWith(`${API}/profile`, { headers: { Accept: 'application/json', Authorization: `Bearer ${TOKEN}` } });
    expect(document.head.querySelector('link[as="image"]')).toBeNull();
  });

  it('in a preview, starts the app at once and loads nothing early, and still tells the fallback script it ran', async () => {
    const fetchMock = serve();
    const start = jest.fn();
    delete (window as unknown as Record<string, unknown>)[contract.global];
    window.history.replaceState(null, '', '/?preview=abc.def');
    try {
      runStartup('/', null, run(start));
      expect(start).toHaveBeenCalledTimes(1);
      expect((window as unknown as Record<string, unknown>)[contract.global]).toBeDefined();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(preloads()).toEqual([]);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('takes over a page that arrived with its content, and runs the app only once the whole HTML is read', async () => {
    serve();
    const start = jest.fn();
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const served = document.createElement('div');
    served.id = 'first-view';
    served.dataset.ready = 'h1';
    served.innerHTML = '<h1 id="title">Bobbin Case</h1>';
    document.body.append(served);
    try {
      window.history.replaceState(null, '', '/?preview=abc.def'); // starts the app at once
      runStartup('/', null, run(start));
      expect(start).not.toHaveBeenCalled(); // #root may come after the page's content
      readyState.mockReturnValue('interactive');
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(start).toHaveBeenCalledTimes(1);
      // The content is now a picture of the page over the app, until the app shows its own.
      await waitFor(() => expect(served.getAttribute('aria-hidden')).toBe('true'));
      expect(served.hasAttribute('inert')).toBe(true);
      expect(served.querySelector('#title')).toBeNull();
    } finally {
      readyState.mockRestore();
      served.remove();
      window.history.replaceState(null, '', '/');
    }
  });

  it('marks an admin page’s reads so that their 403 (the user is no admin) does not sign out', async () => {
    const usersPage = { path: '/dashboard/users', module: './UsersPage', access: 'admin', title: 'Make Admin', reads: ['/user'] };
    expect(await signedInFirstReads('admin', usersPage)).toEqual([['/user', true, false]]);
  });

  it('marks a company page’s reads so that their 403 (a member without the page’s company role) does not sign out', async () => {
    const approvalsPage = {
      path: '/dashboard/approvals',
      module: './ApprovalsPage',
      access: 'customer',
      title: 'Approvals',
      companyRoles: ['approver'],
      reads: ['/company/approvals'],
    };
    expect(await signedInFirstReads('account', approvalsPage)).toEqual([['/company/approvals', true, false]]);
  });

  it('asks for the dashboard frame’s scripts, named by the build in index.html, on a dashboard URL when signed in', async () => {
    serve();
    const frame = () => {
      document.head.innerHTML = '<meta name="storefront:dashboard-scripts" content="/dashboard.1.js /dashboard-2.2.js">';
    };
    frame();
    runStartup('/dashboard/orders', null, run());
    expect(preloads()).toEqual([]);
    await startupConfig();
    frame();
    runStartup('/dashboard/orders', TOKEN, run());
    expect(preloads()).toEqual(['/dashboard.1.js', '/dashboard-2.2.js']);
    await startupConfig();
    frame();
    runStartup('/parts', TOKEN, run());
    expect(preloads()).toEqual([]);
    await startupConfig();
  });

  it('sends no read with an expired token: refused, it would end a session the shell renews', async () => {
    const fetchMock = serve();
    const received: FirstRead[] = [];
    receiveFirstReads((read) => received.push(read));
    runStartup('/dashboard', jwt(30), run());
    await startedUp();
    expect(received).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalledWith(`${API}/profile`, expect.anything());
    // The page's code is still loaded early: the session is only being renewed.
    expect(preloads()).toContain(ENTRY);
  });

  it('loads a guarded page early only when a session is remembered', async () => {
    const fetchMock = serve();
    runStartup('/parts/p1', null, run());
    await startedUp();
    expect(preloads()).toEqual([]);
    // No read of the page's data; only the ledger, which is public.
    expect(fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith(API))).toEqual([`${API}/deployments/live`]);
    await fetchRemoteRoutes('catalogue', ENTRY);

    runStartup('/parts/p1', TOKEN, run());
    await startedUp();
    expect(preloads()).toEqual([ENTRY, 'http://127.0.0.1:3001/__federation_expose_PurchasePage.2.js']);
  });

  it('gives the shell null when config.json cannot be read, and loads nothing early', async () => {
    global.fetch = jest.fn(async () => ({ ok: false, status: 404, json: async () => ({}) })) as unknown as typeof fetch;
    runStartup('/', null, run());
    await expect(startupConfig()).resolves.toBeNull();
    expect(preloads()).toEqual([]);
  });

  describe('the app and the first view', () => {
    const VIEW = {
      html: `<style>.v{}</style><article class="v"><img src="${slot('img')}" alt="${slot('name')}"><h1>${slot('name')}</h1></article>`,
      ready: '#part-title',
      read: '/parts/:id',
    };
    const withView = routes.map((route) => (route.path === '/parts/:id' ? { ...route, firstView: VIEW } : route));

    function serveWith(list: unknown[], part: unknown = { _id: 'p1', name: 'Bobbin <Case> & "hook"', img: '/images/p1.svg' }) {
      global.fetch = jest.fn(async (url: string) => {
        if (url === '/config.json') return answer({ remotes: { catalogue: ENTRY }, apiUrl: API });
        if (url.endsWith('/routes.json')) return answer({ routes: list });
        return answer(part);
      }) as unknown as typeof fetch;
    }

    beforeEach(() => {
      document.body.innerHTML = '<div id="root"></div>';
      // A fresh start-up: route lists are read once per page.
      delete (window as unknown as Record<string, unknown>)[contract.global];
    });

    it('starts the app as soon as the route list tells the page has no first view', async () => {
      serveWith(withView);
      const startApp = jest.fn();
      runStartup('/', null, run(startApp));
      expect(startApp).not.toHaveBeenCalled();
      await waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));
      expect(document.getElementById('first-view')).toBeNull();
    });

    it('starts the app at once for a page no remote has, and when config.json cannot be read', async () => {
      serveWith(withView);
      const startApp = jest.fn();
      runStartup('/blogs', null, run(startApp));
      await waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));

      global.fetch = jest.fn(async () => ({ ok: false, status: 500, json: async () => ({}) })) as unknown as typeof fetch;
      const again = jest.fn();
      runStartup('/parts/p1', TOKEN, run(again));
      await waitFor(() => expect(again).toHaveBeenCalledTimes(1));
    });

    it('shows the page’s first view, filled from its read and escaped, and runs the app only once it has painted', async () => {
      serveWith(withView);
      let viewWhenStarted: boolean | undefined;
      const startApp = jest.fn(() => (viewWhenStarted = document.getElementById('first-view') !== null));
      runStartup('/parts/p1', TOKEN, run(startApp));
      await waitFor(() => expect(document.getElementById('first-view')).not.toBeNull());
      const view = document.getElementById('first-view');
      expect(view).not.toBeNull();
      expect(view?.getAttribute('aria-hidden')).toBe('true');
      expect(view?.hasAttribute('inert')).toBe(true);
      expect(view?.querySelector('h1')?.textContent).toBe('Bobbin <Case> & "hook"');
      expect(view?.querySelector('h1')?.children).toHaveLength(0);
      expect(view?.querySelector('img')?.getAttribute('src')).toBe('/images/p1.svg');
      // The view is put on screen first; the app follows the paint (the next frame here).
      await waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));
      expect(viewWhenStarted).toBe(true);

      // The page's own element arrives in #root: the view goes after its next frames.
      const title = document.createElement('h1');
      title.id = 'part-title';
      document.getElementById('root')?.append(title);
      await waitFor(() => expect(document.getElementById('first-view')).toBeNull());
    });

    it('shows no view when its read has no answer to fill it with, and starts the app', async () => {
      serveWith(withView, { _id: 'p1', img: '/images/p1.svg' }); // no name
      const startApp = jest.fn();
      runStartup('/parts/p1', TOKEN, run(startApp));
      await waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));
      expect(document.getElementById('first-view')).toBeNull();
    });

    const PROFILE_VIEW = { html: `<h2>${slot('name')}</h2>`, ready: '#profile-name', read: '/profile' };
    function serveDashboard(frames: unknown) {
      const list = [{ ...routes[2], reads: ['/profile'], firstView: PROFILE_VIEW }];
      global.fetch = jest.fn(async (url: string) => {
        if (url === '/config.json') return answer({ remotes: { account: ENTRY }, apiUrl: API });
        if (url === '/first-views.json') return answer(frames);
        if (url.endsWith('/routes.json')) return answer({ routes: list });
        return answer({ name: 'Karim <Customer>', email: 'k@example.com' });
      }) as unknown as typeof fetch;
    }

    it('puts a dashboard page’s view in the shell’s dashboard frame', async () => {
      serveDashboard({ dashboard: `<nav>Dashboard</nav><main>${slot('page')}</main>` });
      runStartup('/dashboard', TOKEN, run());
      await waitFor(() => expect(document.getElementById('first-view')?.innerHTML).toBe('<nav>Dashboard</nav><main><h2>Karim &lt;Customer&gt;</h2></main>'));
    });

    it('shows no dashboard page’s view without the shell’s frame, and starts the app', async () => {
      serveDashboard({ other: '<p></p>' });
      const startApp = jest.fn();
      runStartup('/dashboard', TOKEN, run(startApp));
      await waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));
      expect(document.getElementById('first-view')).toBeNull();
    });

    it('starts the app FIRST_VIEW_GRACE_MS after its script has arrived when the route lists do not answer', async () => {
      jest.useFakeTimers();
      try {
        global.fetch = jest.fn((url: string) =>
          url === '/config.json' ? Promise.resolve(answer({ remotes: { catalogue: ENTRY } })) : new Promise(() => undefined),
        ) as unknown as typeof fetch;
        const startApp = jest.fn();
        let arrive!: () => void;
        runStartup('/parts/p1', TOKEN, run(startApp, new Promise((resolve) => (arrive = resolve))));
        await jest.advanceTimersByTimeAsync(5000);
        expect(startApp).not.toHaveBeenCalled(); // nothing to run yet
        arrive();
        await jest.advanceTimersByTimeAsync(FIRST_VIEW_GRACE_MS - 1);
        expect(startApp).not.toHaveBeenCalled();
        await jest.advanceTimersByTimeAsync(1);
        expect(startApp).toHaveBeenCalledTimes(1);
      } finally {
        jest.useRealTimers();
      }
    });
  });
});
