import { apiFetch, getAccessToken, setAccessToken } from '@storefront/shared';
import { SessionController } from './SessionController';
import { answerWith, apiError, calls, defaultHandler, FakeAuth, fakeUser, jwt, promisesSettled, resetFakeApi, until } from './testing/fakes';

// The session without React: what the shell's provider only wires to the router and the toasts.

beforeEach(resetFakeApi);
const running: (() => void)[] = [];
afterEach(() => running.splice(0).forEach((stop) => stop()));

/** Runs the session's background work at once, instead of when the browser is idle. */
const now = { afterFirstPaint: (task: () => void) => task(), afterPageLoad: (task: () => void) => task() };

function controllerWith(auth: FakeAuth, { eager = true, now: runNow = true } = {}) {
  const notices: string[] = [];
  const trail: string[] = [];
  let loads = 0;
  const controller = new SessionController({
    apiKey: 'k',
    loadClient: async () => {
      loads += 1;
      return auth;
    },
    eager,
    goHome: async () => void trail.push('home'),
    clearCache: () => void trail.push('cache cleared'),
    notify: { error: (m) => void notices.push(m), info: (m) => void notices.push(m) },
    schedule: runNow ? now : { afterFirstPaint: () => undefined, afterPageLoad: () => undefined },
  });
  const seen: string[] = [];
  controller.subscribe(() => seen.push(controller.getSnapshot().status));
  const stop = controller.start();
  running.push(stop);
  return { controller, notices, trail, seen, stop, loads: () => loads };
}

describe('SessionController', () => {
  it('signs a visitor out at once and loads no SDK when nothing is remembered', async () => {
    setAccessToken('left-over');
    const { controller, loads } = controllerWith(new FakeAuth(), { eager: false });
    expect(controller.getSnapshot()).toEqual({ status: 'signed-out', user: null, isAdmin: false, companyRole: null });
    expect(getAccessToken()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads()).toBe(0);
  });

  it("exchanges the provider's ID token for the API's, stores it and asks whether the user is an admin", async () => {
    const { controller, seen } = controllerWith(new FakeAuth(fakeUser('admin@example.com', 'Ada')));
    await until(() => controller.getSnapshot().status === 'signed-in');
    expect(controller.getSnapshot()).toMatchObject({ isAdmin: true, user: { email: 'admin@example.com', displayName: 'Ada' } });
    expect(getAccessToken()).toBe('api-token-1');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['PUT /user/admin%40example.com', 'GET /admin/admin%40example.com']);
    expect(calls[0]!.auth).toBe('Bearer firebase-id-token-admin@example.com');
    expect(seen).toEqual(['loading', 'signed-in']);
  });

  it('signs out of the provider with a message when the API refuses the exchange', async () => {
    answerWith((url, init) => (init.method === 'PUT' ? apiError(403, 'ACCOUNT_REMOVED', 'This account has been removed') : defaultHandler(url, init)));
    const auth = new FakeAuth(fakeUser('gone@example.com', 'Gone'));
    const { controller, notices, trail } = controllerWith(auth);
    await until(() => auth.signOutCalls === 1 && controller.getSnapshot().status === 'signed-out');
    expect(notices).toEqual(['Could not start your session: This account has been removed']);
    expect(trail).toEqual(['home', 'cache cleared']);
  });

  it("keeps the provider's session when the API is unreachable, so a reload retries", async () => {
    answerWith((url, init) => (init.method === 'PUT' ? apiError(503, 'DATABASE_UNAVAILABLE', 'Try again shortly') : defaultHandler(url, init)));
    const auth = new FakeAuth(fakeUser('buyer@example.com', 'Bea'));
    const { controller, notices } = controllerWith(auth);
    await until(() => notices.length === 1);
    expect(controller.getSnapshot().status).toBe('signed-out');
    expect(auth.signOutCalls).toBe(0);
  });

  it('signs out once, with a notice, when the API refuses the token of later calls', async () => {
    const auth = new FakeAuth(fakeUser('buyer@example.com', 'Bea'));
    const { controller, notices } = controllerWith(auth);
    await until(() => controller.getSnapshot().status === 'signed-in');
    setAccessToken('revoked');
    await Promise.allSettled([1, 2, 3].map(() => apiFetch('/booking?email=buyer%40example.com')));
    await until(() => controller.getSnapshot().status === 'signed-out');
    expect(notices).toEqual(['Your session has ended. Please log in again.']);
    expect(auth.signOutCalls).toBe(1);
  });

  it('drops an exchange that answers after the user signed out', async () => {
    let answer: (() => void) | undefined;
    const auth = new FakeAuth(fakeUser('buyer@example.com', 'Bea'));
    answerWith(defaultHandler);
    const slowFetch = global.fetch;
    global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'PUT' ? new Promise<Response>((resolve) => (answer = () => resolve(slowFetch(input, init)))) : slowFetch(input, init),
    ) as typeof fetch;
    const { controller } = controllerWith(auth);
    await until(() => answer !== undefined);
    await controller.signOut();
    answer!();
    await promisesSettled();
    expect(getAccessToken()).toBeNull();
    expect(controller.getSnapshot().status).toBe('signed-out');
  });

  it('signs a returning user in from this browser, confirms with one API call and loads no SDK while the token is good', async () => {
    const user = { uid: 'uid-buyer@example.com', email: 'buyer@example.com', displayName: 'Bea', emailVerified: true };
    localStorage.setItem('firebase:authUser:k:[DEFAULT]', JSON.stringify(user));
    localStorage.setItem('storefront:isAdmin', JSON.stringify({ uid: user.uid, isAdmin: false }));
    setAccessToken(jwt({ email: user.email, exp: Math.floor(Date.now() / 1000) + 3600 }));
    const { controller, loads } = controllerWith(new FakeAuth(), { eager: false });
    expect(controller.getSnapshot()).toMatchObject({ status: 'signed-in', isAdmin: false, user: { displayName: 'Bea', emailVerified: true } });
    await until(() => calls.length === 1);
    expect(calls[0]!.path).toBe('/admin/buyer%40example.com');
    expect(loads()).toBe(0);
  });

  it('sends the verification link and, once it was opened, a fresh ID token carries it to the API before refresh resolves', async () => {
    const auth = new FakeAuth(fakeUser('buyer@example.com', 'Bea'));
    const { controller } = controllerWith(auth);
    await until(() => controller.getSnapshot().status === 'signed-in');
    await controller.sendEmailVerification();
    expect(auth.verificationsSent).toBe(1);
    auth.verifiedOnReload = true;
    const fresh = jest.spyOn(auth.user!, 'getIdToken');
    const exchangesBefore = calls.filter((call) => call.method === 'PUT').length;
    await controller.refresh();
    expect(controller.getSnapshot().user?.emailVerified).toBe(true);
    expect(fresh).toHaveBeenCalledWith(true);
    // The API has recorded it by the time refresh resolves (the invitation page accepts next).
    expect(calls.filter((call) => call.method === 'PUT').length).toBeGreaterThan(exchangesBefore);
  });

  it('knows the user’s company role from the roles answer, remembers it, and reads it again on refresh (after joining a company)', async () => {
    let companyRole: string | null = null;
    answerWith((url, init) => (url.pathname.startsWith('/admin/') ? { status: 200, body: { admin: false, companyRole } } : defaultHandler(url, init)));
    const auth = new FakeAuth(fakeUser('buyer@example.com', 'Bea'));
    const { controller } = controllerWith(auth);
    await until(() => controller.getSnapshot().status === 'signed-in');
    expect(controller.getSnapshot()).toMatchObject({ isAdmin: false, companyRole: null });
    companyRole = 'buyer';
    await controller.refresh();
    expect(controller.getSnapshot().companyRole).toBe('buyer');
    expect(JSON.parse(localStorage.getItem('storefront:isAdmin') ?? '{}')).toEqual({ uid: 'uid-buyer@example.com', isAdmin: false, companyRole: 'buyer' });
  });

  it('restores the remembered company role, and an older answer without one is unknown until the API says', async () => {
    const user = { uid: 'uid-buyer@example.com', email: 'buyer@example.com', displayName: 'Bea', emailVerified: true };
    localStorage.setItem('firebase:authUser:k:[DEFAULT]', JSON.stringify(user));
    setAccessToken(jwt({ email: user.email, exp: Math.floor(Date.now() / 1000) + 3600 }));
    answerWith((url, init) =>
      url.pathname.startsWith('/admin/') ? { status: 200, body: { admin: false, companyRole: 'approver' } } : defaultHandler(url, init),
    );
    localStorage.setItem('storefront:isAdmin', JSON.stringify({ uid: user.uid, isAdmin: false, companyRole: 'company_admin' }));
    const remembered = controllerWith(new FakeAuth(), { eager: false, now: false });
    expect(remembered.controller.getSnapshot()).toMatchObject({ status: 'signed-in', companyRole: 'company_admin' });
    remembered.stop();
    localStorage.setItem('storefront:isAdmin', JSON.stringify({ uid: user.uid, isAdmin: false }));
    const older = controllerWith(new FakeAuth(), { eager: false });
    await until(() => older.controller.getSnapshot().companyRole !== undefined);
    expect(older.controller.getSnapshot().companyRole).toBe('approver');
  });
});
