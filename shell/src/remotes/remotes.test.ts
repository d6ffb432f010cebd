import { fetchRemoteRoutes, prefetchRemoteRoutes, siblingUrl, withTimeout } from './routeLists';
import { describeLoadError } from './RemotePage';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

describe('remote helpers', () => {
  it('finds routes.json beside the remote entry, wherever the remote is hosted', () => {
    expect(siblingUrl('http://127.0.0.1:3001/remoteEntry.js', 'routes.json')).toBe('http://127.0.0.1:3001/routes.json');
    expect(siblingUrl('https://cdn.example.com/catalogue/v42/remoteEntry.js', 'routes.json')).toBe('https://cdn.example.com/catalogue/v42/routes.json');
  });

  it('gives up on a remote that never answers', async () => {
    jest.useFakeTimers();
    const never = new Promise<string>(() => undefined);
    const raced = withTimeout(never, 1000, () => new Error('too slow'));
    jest.advanceTimersByTime(1001);
    await expect(raced).rejects.toThrow('too slow');
    jest.useRealTimers();
  });

  it('passes a prompt answer through', async () => {
    await expect(withTimeout(Promise.resolve('ok'), 1000, () => new Error('too slow'))).resolves.toBe('ok');
  });

  it("reports a failed chunk as 'Loading chunk {n} failed'", () => {
    const error = new Error('Loading chunk 318 failed.\n(error: http://127.0.0.1:3001/318.js)');
    expect(describeLoadError(error, 'catalogue').title).toBe('Loading chunk 318 failed');
  });

  it('names the area that is down otherwise', () => {
    expect(describeLoadError(new Error('#RUNTIME-003 Failed to get manifest'), 'admin').title).toBe('The admin area is unavailable right now');
  });

  it('says that one of the shell’s own pages failed when no area is named', () => {
    expect(describeLoadError(new Error('Cannot read properties of undefined'))).toEqual({
      title: 'This page could not be shown',
      message: 'The rest of the shop still works. Please try again in a moment.',
    });
  });

  it('uses a route list read ahead at start-up once, then asks the remote again (a retry)', async () => {
    const answers = [{ path: '/', module: './HomePage', access: 'public', title: 'Home' }];
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ routes: answers }) }));
    global.fetch = fetchMock as unknown as typeof fetch;
    prefetchRemoteRoutes({ catalogue: 'http://127.0.0.1:3001/remoteEntry.js' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(fetchRemoteRoutes('catalogue', 'http://127.0.0.1:3001/remoteEntry.js')).resolves.toEqual(answers);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(fetchRemoteRoutes('catalogue', 'http://127.0.0.1:3001/remoteEntry.js')).resolves.toEqual(answers);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
