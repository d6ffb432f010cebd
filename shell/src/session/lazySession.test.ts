import { getAccessToken, setAccessToken } from '@storefront/shared';
import { LazySession, type LoadController } from './lazySession';
import { SessionController } from './SessionController';
import { FakeAuth, fakeUser, resetFakeApi, until } from './testing/fakes';

// The session's controller is a chunk of its own: a visitor never loads it until something needs it.

beforeEach(() => {
  resetFakeApi();
  localStorage.clear();
});
const running: (() => void)[] = [];
afterEach(() => running.splice(0).forEach((stop) => stop()));

/** Runs the session's background work at once, instead of when the browser is idle. */
const now = { afterFirstPaint: (task: () => void) => task(), afterPageLoad: (task: () => void) => task() };

function lazyWith(auth: FakeAuth, { eager = false, load }: { eager?: boolean; load?: LoadController } = {}) {
  let loads = 0;
  const loaded: LoadController = () => {
    loads += 1;
    return load ? load() : Promise.resolve({ SessionController });
  };
  const trail: string[] = [];
  const session = new LazySession(
    {
      apiKey: 'k',
      loadClient: async () => auth,
      eager,
      goHome: async () => void trail.push('home'),
      clearCache: () => void trail.push('cache cleared'),
      notify: { error: (m) => void trail.push(m), info: (m) => void trail.push(m) },
      schedule: now,
    },
    loaded,
  );
  running.push(session.start());
  return { session, trail, loads: () => loads };
}

describe('LazySession', () => {
  it('signs a visitor out at once, clears a left-over token and loads no session code', async () => {
    setAccessToken('left-over');
    const { session, loads } = lazyWith(new FakeAuth());
    expect(session.getSnapshot()).toEqual({ status: 'signed-out', user: null, isAdmin: false, companyRole: null });
    expect(getAccessToken()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads()).toBe(0);
  });

  it('loads the controller when the login page starts the sign-in client, once, and follows its state', async () => {
    const auth = new FakeAuth();
    const { session, loads } = lazyWith(auth);
    const seen: string[] = [];
    session.subscribe(() => seen.push(session.getSnapshot().status));
    session.client.start();
    session.client.start();
    expect(await session.client.promise).toBe(auth);
    expect(loads()).toBe(1);
    auth.emit(fakeUser('buyer@example.com', 'Bea'));
    await until(() => session.getSnapshot().status === 'signed-in');
    expect(session.getSnapshot().user).toMatchObject({ email: 'buyer@example.com', displayName: 'Bea' });
    expect(seen).toEqual(['loading', 'signed-in']);
  });

  it('loads the controller at once for a remembered sign-in, starting from the same state', async () => {
    localStorage.setItem('firebase:authUser:k:[DEFAULT]', '{"uid":"u1"}');
    const auth = new FakeAuth(fakeUser('buyer@example.com', 'Bea'));
    const { session, loads } = lazyWith(auth);
    expect(session.getSnapshot().status).toBe('loading');
    expect(loads()).toBe(1);
    await until(() => session.getSnapshot().status === 'signed-in');
  });

  it("runs a visitor's action on the controller it loads for it", async () => {
    const { session, trail, loads } = lazyWith(new FakeAuth());
    await session.signOut();
    expect(loads()).toBe(1);
    expect(trail).toEqual(['home', 'cache cleared']);
    expect(session.getSnapshot().status).toBe('signed-out');
  });

  it('says so when the session cannot be loaded, and tries again on the next need', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const { session, loads } = lazyWith(new FakeAuth(), {
      load: () => (fail ? Promise.reject(new Error('chunk failed')) : Promise.resolve({ SessionController })),
    });
    session.client.start();
    await expect(session.client.promise).rejects.toThrow('chunk failed');
    expect(error).toHaveBeenCalledWith('The session could not be loaded.', expect.any(Error));
    fail = false;
    await session.signOut();
    expect(loads()).toBe(2);
    error.mockRestore();
  });
});
