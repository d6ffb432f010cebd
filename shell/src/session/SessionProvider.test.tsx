import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { apiFetch, ApiError, endpoints, getAccessToken, setAccessToken, ToastContext, useSession, type Toaster } from '@storefront/shared';
import type { Cache } from 'swr';
import { lazyAuthClient } from './lazyAuthClient';
import { SessionProvider } from './SessionProvider';
import { RENEW_BEFORE_MS, renewalDelay, restoredSession } from './storedSession';
import type { AuthClient } from './authClient';
import { answerWith, apiError, calls, defaultHandler, FakeAuth, fakeUser, jwt, promisesSettled, resetFakeApi } from './testing/fakes';

beforeEach(resetFakeApi);

const toaster: Toaster & { messages: string[] } = {
  messages: [],
  success(m) {
    this.messages.push(m);
  },
  error(m) {
    this.messages.push(m);
  },
  info(m) {
    this.messages.push(m);
  },
};

function Probe() {
  const session = useSession();
  const location = useLocation();
  return (
    <div>
      <p data-testid="status">{session.status}</p>
      <p data-testid="admin">{String(session.isAdmin)}</p>
      <p data-testid="name">{session.user?.displayName ?? ''}</p>
      <p data-testid="path">{location.pathname}</p>
      <p data-testid="verified">{String(session.user?.emailVerified)}</p>
      <button onClick={() => void session.signOut()}>log out</button>
      <button onClick={() => void session.sendEmailVerification()}>verify</button>
      <button onClick={() => void session.refresh()}>refresh</button>
    </div>
  );
}

/** Renders the session signed out, then signs in with `email` and waits until the session says so. */
async function signInOnPage(email: string) {
  const auth = new FakeAuth();
  renderSession(auth);
  await waitFor(() => expect(status()).toBe('signed-out'));
  await act(() => auth.signInWithPassword(email));
  await waitFor(() => expect(status()).toBe('signed-in'));
  return auth;
}

function renderSession(auth: FakeAuth, { path = '/dashboard/orders', cache = new Map() as unknown as Cache } = {}) {
  toaster.messages = [];
  render(
    <ToastContext.Provider value={toaster}>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider cache={cache} authClient={Promise.resolve(auth)}>
          <Probe />
        </SessionProvider>
      </MemoryRouter>
    </ToastContext.Provider>,
  );
  return cache;
}

const status = () => screen.getByTestId('status').textContent;

describe('SessionProvider', () => {
  it('signs a visitor out at once, without waiting for the provider, unless a sign-in is remembered', async () => {
    const never = new Promise<AuthClient>(() => undefined);
    const tree = () => (
      <ToastContext.Provider value={toaster}>
        <MemoryRouter initialEntries={['/']}>
          <SessionProvider cache={new Map() as unknown as Cache} authClient={never}>
            <Probe />
          </SessionProvider>
        </MemoryRouter>
      </ToastContext.Provider>
    );
    const visitor = render(tree());
    expect(status()).toBe('signed-out');
    visitor.unmount();
    localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{"uid":"u1"}');
    render(tree());
    expect(status()).toBe('loading');
  });

  it('reports signed-out when the provider has no user, and clears a stale token', async () => {
    setAccessToken('left-over');
    renderSession(new FakeAuth());
    await waitFor(() => expect(getAccessToken()).toBeNull(), { timeout: 5000 });
    expect(status()).toBe('signed-out');
  });

  it('sends the verification link, and after it was opened exchanges a fresh ID token so the API learns it', async () => {
    const auth = await signInOnPage('karim@example.com');
    expect(screen.getByTestId('verified').textContent).toBe('false');
    const exchanges = () => calls.filter((c) => c.method === 'PUT' && c.path.startsWith('/user/')).length;
    expect(exchanges()).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'verify' }));
    await waitFor(() => expect(auth.verificationsSent).toBe(1));

    // Like Firebase, a forced token refresh reports the user again.
    const user = auth.user!;
    user.getIdToken = async (force?: boolean) => {
      if (force) auth.emit(user);
      return 'firebase-id-token-verified';
    };
    auth.verifiedOnReload = true;
    fireEvent.click(screen.getByRole('button', { name: 'refresh' }));
    await waitFor(() => expect(screen.getByTestId('verified').textContent).toBe('true'));
    // Once by refresh itself (so the API knows by the time it resolves), once on the provider's report.
    await waitFor(() => expect(exchanges()).toBe(3));
    expect(status()).toBe('signed-in');
  });

  it('exchanges the Firebase ID token for the API token, stores it and asks whether the user is an admin', async () => {
    await signInOnPage('customer@example.com');
    expect(screen.getByTestId('admin').textContent).toBe('false');
    expect(screen.getByTestId('name').textContent).toBe('Karim');
    expect(getAccessToken()).toBe('api-token-1');
    expect(calls[0]).toEqual({ method: 'PUT', path: '/user/customer%40example.com', auth: 'Bearer firebase-id-token-customer@example.com' });
    expect(calls[1]).toEqual({ method: 'GET', path: '/admin/customer%40example.com', auth: 'Bearer api-token-1' });
  });

  it('knows an admin', async () => {
    const auth = new FakeAuth(fakeUser('admin@example.com', 'Ayesha'));
    renderSession(auth);
    await waitFor(() => expect(status()).toBe('signed-in'));
    expect(screen.getByTestId('admin').textContent).toBe('true');
  });

  it('log out clears the provider session, the API token and the cache, and goes home', async () => {
    const auth = new FakeAuth(fakeUser('customer@example.com', 'Karim'));
    const cache = renderSession(auth);
    await waitFor(() => expect(status()).toBe('signed-in'));
    cache.set('/booking?email=customer%40example.com', { data: [] });
    await act(async () => screen.getByRole('button', { name: 'log out' }).click());
    await waitFor(() => expect(status()).toBe('signed-out'));
    expect(auth.signOutCalls).toBe(1);
    expect(getAccessToken()).toBeNull();
    expect([...cache.keys()]).toEqual([]);
    expect(screen.getByTestId('path').textContent).toBe('/');
  });

  it('a refused API token (401) signs out once, clears the token and goes home, with no loop', async () => {
    const auth = new FakeAuth(fakeUser('customer@example.com', 'Karim'));
    renderSession(auth);
    await waitFor(() => expect(status()).toBe('signed-in'));
    setAccessToken('corrupt');
    const before = calls.length;

    // Three protected calls fail at once (e.g. a page and its neighbours revalidating).
    const results = await act(() => Promise.allSettled([1, 2, 3].map(() => apiFetch('/booking?email=customer%40example.com'))));
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).status === 401)).toBe(true);
    await waitFor(() => expect(status()).toBe('signed-out'));
    expect(auth.signOutCalls).toBe(1);
    expect(getAccessToken()).toBeNull();
    expect(screen.getByTestId('path').textContent).toBe('/');
    expect(toaster.messages).toEqual(['Your session has ended. Please log in again.']);

    // Later calls carry no token: no further sign-out, no new requests of the session's own.
    await act(async () => {
      await apiFetch('/booking?email=customer%40example.com').catch(() => undefined);
    });
    expect(auth.signOutCalls).toBe(1);
    expect(calls.length - before).toBe(4);
    expect(calls[calls.length - 1]?.auth).toBeUndefined();
  });

  it('a 403 signs out only where the caller asks for it (My Orders)', async () => {
    answerWith((url, init) => (url.pathname === endpoints.listOrders.path ? apiError(403, 'FORBIDDEN', 'no') : defaultHandler(url, init)));
    const auth = new FakeAuth(fakeUser('customer@example.com', 'Karim'));
    renderSession(auth);
    await waitFor(() => expect(status()).toBe('signed-in'));

    await act(async () => {
      await apiFetch(endpoints.listOrders.path).catch(() => undefined);
    });
    expect(status()).toBe('signed-in');

    await act(async () => {
      await apiFetch('/booking?email=x', { signOutOnForbidden: true }).catch(() => undefined);
    });
    await waitFor(() => expect(status()).toBe('signed-out'));
    expect(auth.signOutCalls).toBe(1);
    expect(getAccessToken()).toBeNull();
  });

  it('a refused token exchange signs out of the provider with a message instead of leaving it half signed in', async () => {
    answerWith((url, init) => (init.method === 'PUT' ? apiError(403, 'FORBIDDEN', 'Not allowed') : defaultHandler(url, init)));
    const auth = new FakeAuth(fakeUser('customer@example.com', 'Karim'));
    renderSession(auth);
    await waitFor(() => expect(auth.signOutCalls).toBe(1));
    await waitFor(() => expect(status()).toBe('signed-out'));
    expect(getAccessToken()).toBeNull();
    expect(toaster.messages).toEqual(['Could not start your session: Not allowed']);
  });

  it('an API that is down ends the session on this page but keeps the provider’s, so a reload retries', async () => {
    answerWith((url, init) => (init.method === 'PUT' ? apiError(503, 'UNAVAILABLE', 'Try later') : defaultHandler(url, init)));
    const auth = new FakeAuth(fakeUser('customer@example.com', 'Karim'));
    renderSession(auth);
    await waitFor(() => expect(toaster.messages).toEqual(['Could not start your session: Try later']));
    expect(status()).toBe('signed-out');
    expect(auth.signOutCalls).toBe(0);
    expect(getAccessToken()).toBeNull();
  });

  it('an exchange cut off because the page is being left is not reported and signs nobody out', async () => {
    let fail: (error: Error) => void = () => undefined;
    const auth = new FakeAuth(fakeUser('customer@example.com', 'Karim'));
    global.fetch = jest.fn((_input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'PUT' ? new Promise<Response>((_resolve, reject) => (fail = reject)) : Promise.reject(new Error('unused')),
    ) as typeof fetch;
    renderSession(auth);
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
      fail(new TypeError('Failed to fetch'));
    });
    expect(auth.signOutCalls).toBe(0);
    expect(toaster.messages).toEqual([]);
  });

  it('an exchange that answers after log out does not store a token', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const auth = new FakeAuth(fakeUser('customer@example.com', 'Karim'));
    const slowFetch = global.fetch;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') await gate;
      return slowFetch(input, init);
    }) as typeof fetch;
    renderSession(auth);
    // Loading (the guard's spinner) until the API token and the admin answer are in hand.
    await waitFor(() => expect(screen.getByTestId('name').textContent).toBe('Karim'));
    expect(status()).toBe('loading');
    await act(async () => screen.getByRole('button', { name: 'log out' }).click());
    await waitFor(() => expect(status()).toBe('signed-out'));
    await act(async () => {
      release();
      await gate;
    });
    await promisesSettled();
    expect(getAccessToken()).toBeNull();
    expect(status()).toBe('signed-out');
  });
});

describe('lazyAuthClient', () => {
  it('loads nothing until started, then loads once', async () => {
    const client = new FakeAuth();
    const load = jest.fn(async () => client as AuthClient);
    const lazy = lazyAuthClient(load);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    lazy.start();
    lazy.start();
    await expect(lazy.promise).resolves.toBe(client);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('restoredSession', () => {
  const now = Date.UTC(2026, 10, 22, 9, 0, 0);
  const remember = ({ email = 'karim@example.com', exp = now / 1000 + 3600, admin = { uid: 'u1', isAdmin: false } as object } = {}) => {
    localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', JSON.stringify({ uid: 'u1', email: 'karim@example.com', displayName: 'Karim' }));
    setAccessToken(jwt({ sub: 'u1', email, exp }));
    localStorage.setItem('storefront:isAdmin', JSON.stringify(admin));
  };

  it('signs a returning user in from what the browser remembers', () => {
    remember();
    expect(restoredSession('demo-api-key', now)).toEqual({
      status: 'signed-in',
      user: { uid: 'u1', email: 'karim@example.com', displayName: 'Karim', photoURL: null, emailVerified: false },
      isAdmin: false,
    });
  });

  it('does not when the token is about to expire, belongs to someone else, or the admin answer is for another user', () => {
    remember({ exp: now / 1000 + 30 });
    expect(restoredSession('demo-api-key', now)).toBeNull();
    remember({ email: 'someone@example.com' });
    expect(restoredSession('demo-api-key', now)).toBeNull();
    remember({ admin: { uid: 'u2', isAdmin: true } });
    expect(restoredSession('demo-api-key', now)).toBeNull();
  });

  it('does not when anything is missing or malformed', () => {
    expect(restoredSession('demo-api-key', now)).toBeNull();
    remember();
    setAccessToken('not-a-jwt');
    expect(restoredSession('demo-api-key', now)).toBeNull();
    remember();
    localStorage.setItem('storefront:isAdmin', '{broken');
    expect(restoredSession('demo-api-key', now)).toBeNull();
  });
});

describe('renewalDelay', () => {
  const now = Date.UTC(2026, 10, 22, 9, 0, 0);
  it('is the time until RENEW_BEFORE_MS before the token expires, and 0 when that is past or unreadable', () => {
    expect(renewalDelay(jwt({ exp: now / 1000 + 3600 }), now)).toBe(3600_000 - RENEW_BEFORE_MS);
    expect(renewalDelay(jwt({ exp: now / 1000 + 60 }), now)).toBe(0);
    expect(renewalDelay('not-a-jwt', now)).toBe(0);
    expect(renewalDelay(null, now)).toBe(0);
  });
});

describe('a restored session', () => {
  function remember(email: string, { isAdmin = false, expiresInMs = 3600_000 } = {}) {
    const uid = `uid-${email}`;
    localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', JSON.stringify({ uid, email, displayName: 'Karim' }));
    setAccessToken(jwt({ sub: uid, email, exp: Math.floor((Date.now() + expiresInMs) / 1000) }));
    localStorage.setItem('storefront:isAdmin', JSON.stringify({ uid, isAdmin }));
  }
  const restored = (email: string) => {
    const auth = new FakeAuth(fakeUser(email, 'Karim'));
    renderSession(auth, { path: '/dashboard' });
    return auth;
  };

  it('is signed in at once, confirmed by one API call after load, and starts no SDK while its token is good', async () => {
    remember('customer@example.com');
    const token = getAccessToken();
    const auth = restored('customer@example.com');
    expect(status()).toBe('signed-in');
    await waitFor(() => expect(calls).toEqual([{ method: 'GET', path: '/admin/customer%40example.com', auth: `Bearer ${token}` }]));
    // That call is the last of the page-load work; a restored session starts the SDK only when its
    // token is due or another tab changes the sign-in (startClientWhenNeeded), neither of which happens.
    await promisesSettled();
    expect(auth.subscriptions).toBe(0);
    expect(getAccessToken()).toBe(token);
  });

  it('takes a changed admin answer from the API and remembers it', async () => {
    remember('admin@example.com', { isAdmin: false });
    restored('admin@example.com');
    expect(screen.getByTestId('admin').textContent).toBe('false');
    await waitFor(() => expect(screen.getByTestId('admin').textContent).toBe('true'));
    expect(JSON.parse(localStorage.getItem('storefront:isAdmin') ?? '{}')).toEqual({ uid: 'uid-admin@example.com', isAdmin: true, companyRole: null });
  });

  it('ends when the API refuses its token', async () => {
    remember('customer@example.com');
    answerWith((url, init) => (url.pathname.startsWith('/admin/') ? apiError(401, 'UNAUTHORIZED', 'expired') : defaultHandler(url, init)));
    const auth = restored('customer@example.com');
    await waitFor(() => expect(status()).toBe('signed-out'));
    expect(auth.signOutCalls).toBe(1);
    expect(getAccessToken()).toBeNull();
  });

  it('starts the SDK to renew the token when it is due', async () => {
    remember('customer@example.com', { expiresInMs: RENEW_BEFORE_MS + 400 });
    const auth = restored('customer@example.com');
    expect(status()).toBe('signed-in');
    await waitFor(() => expect(auth.subscriptions).toBe(1), { timeout: 3000 });
    await waitFor(() => expect(getAccessToken()).toBe('api-token-1'));
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/user/customer%40example.com')).toBe(true);
    expect(status()).toBe('signed-in');
  });

  it('starts the SDK when another tab changes the sign-in, and follows what the provider says', async () => {
    remember('customer@example.com');
    const auth = restored('customer@example.com');
    await waitFor(() => expect(calls.length).toBe(1));
    auth.user = null; // signed out in the other tab
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'firebase:authUser:demo-api-key:[DEFAULT]' }));
    });
    await waitFor(() => expect(status()).toBe('signed-out'));
    expect(auth.subscriptions).toBe(1);
    expect(getAccessToken()).toBeNull();
  });
});
