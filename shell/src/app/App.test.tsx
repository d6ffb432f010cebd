import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { defaultConfig, useSession, type RouteDefinition } from '@storefront/shared';
import { App } from './App';
import type { AuthClient, AuthUser } from '../session/auth';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const catalogueRoutes: RouteDefinition[] = [
  { path: '/', module: './HomePage', access: 'public', title: 'Home' },
  { path: '/parts/:id', module: './PurchasePage', access: 'signed-in', title: 'Purchase' },
];

function HomePage() {
  return <h1>Catalogue home</h1>;
}

function PurchasePage() {
  const { user } = useSession();
  return <h1>Purchase as {user?.email}</h1>;
}

/** A fake provider: signed in as `user` (or signed out), answering instantly. */
function fakeAuth(user: AuthUser | null): Promise<AuthClient> {
  let listener: ((u: AuthUser | null) => void) | undefined;
  return Promise.resolve({
    usesLocalGoogle: true,
    onIdTokenChanged(callback) {
      listener = callback;
      setTimeout(() => listener?.(user));
      return () => undefined;
    },
    signInWithPassword: jest.fn(),
    signUp: jest.fn(),
    signInWithGoogle: jest.fn(),
    signOut: jest.fn(async () => listener?.(null)),
    currentUser: () => user,
    reload: jest.fn(),
    sendEmailVerification: jest.fn(),
  });
}

let routesDown = false;

/** jsdom has no fetch Response; the code under test reads only these members. */
function fakeResponse(status: number, body: unknown) {
  return { ok: status < 400, status, json: async () => body, text: async () => JSON.stringify(body) };
}

function mockFetch(apiResponses: Record<string, unknown>) {
  const responses: Record<string, unknown> = { '/routes.json': { remote: 'catalogue', routes: catalogueRoutes }, ...apiResponses };
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/routes.json') && routesDown) {
      routesDown = false;
      throw new TypeError('Failed to fetch');
    }
    const key = Object.keys(responses).find((path) => url.includes(path));
    if (!key) return fakeResponse(404, { error: { code: 'not_found', message: 'nope' } });
    return fakeResponse(200, responses[key]);
  }) as unknown as typeof fetch;
}

/** Waits for `find` to succeed (Testing Library's waitFor: re-checked on each DOM change). */
const eventually = <T,>(find: () => T): Promise<T> => waitFor(find);

// Role queries skip jsdom's slow computed-style visibility checks on this large tree.
configure({ defaultHidden: true });

const config = { ...defaultConfig, remotes: { catalogue: 'http://remote.test/remoteEntry.js' } };

/** The app with Buyer One signed in at the provider, the API exchanging their token for `api-token`. */
function renderSignedInBuyer() {
  mockFetch({ '/user/': { token: 'api-token' }, '/admin/': { admin: false } });
  const user: AuthUser = {
    uid: 'u1',
    email: 'buyer@example.com',
    displayName: 'Buyer One',
    photoURL: null,
    emailVerified: false,
    getIdToken: async () => 'id-token',
  };
  render(<App config={config} authClient={fakeAuth(user)} />);
}

beforeEach(() => {
  localStorage.clear();
  window.history.pushState({}, '', '/');
  routesDown = false;
  (loadRemote as jest.Mock).mockImplementation(async (id: string) =>
    id === 'catalogue/HomePage' ? { default: HomePage } : id === 'catalogue/PurchasePage' ? { default: PurchasePage } : null,
  );
});

describe('the composed shell', () => {
  it('renders the navigation, the footer and the catalogue home for a visitor', async () => {
    mockFetch({});
    render(<App config={config} authClient={fakeAuth(null)} />);
    expect(await eventually(() => screen.getByRole('heading', { name: 'Catalogue home' }))).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('Home');
    expect(nav).toHaveTextContent('Blogs');
    expect(nav).toHaveTextContent('My Portfolio');
    expect(await eventually(() => screen.getByRole('link', { name: 'Login' }))).toBeInTheDocument();
    expect(nav).not.toHaveTextContent('Dashboard');
    for (const column of ['Services', 'Company', 'Legal']) expect(screen.getByRole('heading', { name: column })).toBeInTheDocument();
    expect(screen.getByText(/Copyright © 2022/)).toBeInTheDocument();
  });

  it('exchanges the token on sign-in, stores accessToken and shows log Out {name}', async () => {
    renderSignedInBuyer();
    expect(await eventually(() => screen.getByRole('button', { name: 'log Out Buyer One' }))).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBe('api-token');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    const exchange = (global.fetch as jest.Mock).mock.calls.find(([url]) => String(url).includes('/user/buyer%40example.com'));
    expect(exchange?.[1]).toMatchObject({ method: 'PUT', headers: expect.objectContaining({ Authorization: 'Bearer id-token' }) });
  });

  it('log Out clears the session and the stored token', async () => {
    renderSignedInBuyer();
    await userEvent.click(await eventually(() => screen.getByRole('button', { name: 'log Out Buyer One' })));
    expect(await eventually(() => screen.getByRole('link', { name: 'Login' }))).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it("shows 'Page not found' with an image for unknown paths", async () => {
    mockFetch({});
    window.history.pushState({}, '', '/no/such/page');
    render(<App config={config} authClient={fakeAuth(null)} />);
    expect(await eventually(() => screen.getByRole('heading', { name: 'Page not found' }))).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /broken sewing machine needle/ })).toBeInTheDocument();
  });

  it('keeps the rest of the shop working when a remote is down, and retries', async () => {
    mockFetch({});
    routesDown = true;
    render(<App config={config} authClient={fakeAuth(null)} />);
    expect(await eventually(() => screen.getByText('The catalogue area is unavailable right now'))).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await eventually(() => screen.getByRole('heading', { name: 'Catalogue home' }))).toBeInTheDocument();
  });

  it('sends a visitor from a guarded remote page to login', async () => {
    mockFetch({});
    window.history.pushState({}, '', '/parts/abc');
    render(<App config={config} authClient={fakeAuth(null)} />);
    expect(await eventually(() => screen.getByRole('heading', { name: 'Login' }))).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it("clears the provider's error once the visitor edits a field", async () => {
    mockFetch({});
    window.history.pushState({}, '', '/login');
    const auth = await fakeAuth(null);
    (auth.signInWithPassword as jest.Mock).mockRejectedValue(Object.assign(new Error('wrong'), { code: 'auth/invalid-credential' }));
    render(<App config={config} authClient={Promise.resolve(auth)} />);
    const password = await eventually(() => screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Email'), 'buyer@example.com');
    await userEvent.type(password, 'not-the-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await eventually(() => screen.getByRole('alert'))).toHaveTextContent('The e-mail or password is wrong.');
    await userEvent.type(password, 'x');
    expect(screen.queryByText(/The e-mail or password is wrong/)).toBeNull();
  });

  it("gives the footer's company and legal links pages of their own, each with its tab title", async () => {
    mockFetch({});
    render(<App config={config} authClient={fakeAuth(null)} />);
    await eventually(() => screen.getByRole('heading', { name: 'Catalogue home' }));
    // The tab's title is set by an effect, after the page is on screen.
    await eventually(() => expect(document.title).toBe('Home · Stitchline Parts'));
    const pages = [
      ['Company', 'About us', '/about', 'About Stitchline Parts'],
      ['Legal', 'Terms of use', '/terms', 'Terms of use'],
      ['Legal', 'Privacy policy', '/privacy', 'Privacy policy'],
    ] as const;
    for (const [column, link, path, heading] of pages) {
      await userEvent.click(within(screen.getByRole('navigation', { name: column })).getByRole('link', { name: link }));
      expect(await eventually(() => screen.getByRole('heading', { level: 1, name: heading }))).toBeInTheDocument();
      expect(window.location.pathname).toBe(path);
      await eventually(() => expect(document.title).toBe(`${heading} · Stitchline Parts`));
    }
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    await userEvent.click(screen.getByRole('link', { name: 'Cookie policy' }));
    expect(`${window.location.pathname}${window.location.hash}`).toBe('/privacy#cookies');
    expect(scrollIntoView.mock.instances).toContain(document.getElementById('cookies'));
    expect(screen.getByRole('region', { name: 'Cookies and local storage' })).toHaveTextContent(/no advertising or tracking cookies/);
  });
});
