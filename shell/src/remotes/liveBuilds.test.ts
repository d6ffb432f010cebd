import type { LiveBuilds } from '@storefront/shared';
import { BUCKET_COOKIE, BUCKET_KEY, canaryBucket, chooseBuilds, chooseLiveBuilds, entriesOf, liveBuildsUrl, readLiveBuilds } from './liveBuilds';

const CONFIGURED = {
  catalogue: 'http://127.0.0.1:3001/remoteEntry.js',
  account: 'http://127.0.0.1:3002/remoteEntry.js',
};

const LEDGER: LiveBuilds = {
  remotes: {
    catalogue: {
      buildId: 'cat-a',
      entryUrl: 'http://127.0.0.1:3001/cat-a/remoteEntry.js',
      canary: { buildId: 'cat-b', entryUrl: 'http://127.0.0.1:3001/cat-b/remoteEntry.js', percent: 25 },
    },
    admin: { buildId: 'adm-1', entryUrl: 'http://127.0.0.1:3003/adm-1/remoteEntry.js', canary: null },
  },
};

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('chooseBuilds', () => {
  it('sends the browsers below the canary share to the canary and the rest to the live build', () => {
    expect(chooseBuilds(CONFIGURED, LEDGER, 0).catalogue).toEqual({ entry: 'http://127.0.0.1:3001/cat-b/remoteEntry.js', buildId: 'cat-b', via: 'canary' });
    expect(chooseBuilds(CONFIGURED, LEDGER, 2499).catalogue?.via).toBe('canary');
    expect(chooseBuilds(CONFIGURED, LEDGER, 2500).catalogue).toEqual({ entry: 'http://127.0.0.1:3001/cat-a/remoteEntry.js', buildId: 'cat-a', via: 'live' });
    expect(chooseBuilds(CONFIGURED, LEDGER, 9999).catalogue?.via).toBe('live');
  });

  it("runs config.json's build for a remote nothing was made live for, and only the configured remotes", () => {
    const chosen = chooseBuilds(CONFIGURED, LEDGER, 5000);
    expect(chosen.account).toEqual({ entry: CONFIGURED.account, buildId: null, via: 'config' });
    expect(Object.keys(chosen).sort()).toEqual(['account', 'catalogue']);
    expect(entriesOf(chosen)).toEqual({ catalogue: 'http://127.0.0.1:3001/cat-a/remoteEntry.js', account: CONFIGURED.account });
  });

  it("falls back to config.json's builds without an answer or with a malformed one", () => {
    for (const answer of [
      null,
      {} as LiveBuilds,
      { remotes: 'x' } as unknown as LiveBuilds,
      { remotes: { catalogue: { buildId: 'x', entryUrl: 'javascript:alert(1)', canary: null } } } as LiveBuilds,
    ]) {
      expect(entriesOf(chooseBuilds(CONFIGURED, answer, 0))).toEqual(CONFIGURED);
    }
    // A remote named like an Object property is not taken from the prototype.
    expect(chooseBuilds({ constructor: 'http://x/remoteEntry.js' }, { remotes: {} }, 0)['constructor']).toEqual({
      entry: 'http://x/remoteEntry.js',
      buildId: null,
      via: 'config',
    });
  });
});

describe('canaryBucket', () => {
  const cookie = () => new RegExp(`${BUCKET_COOKIE}=(\\d+)`).exec(document.cookie)?.[1];
  beforeEach(() => {
    document.cookie = `${BUCKET_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('tells the page server its bucket in a cookie, and takes the one the server drew for it', () => {
    const storage = memoryStorage();
    const drawn = canaryBucket(storage);
    expect(cookie()).toBe(String(drawn));
    document.cookie = `${BUCKET_COOKIE}=77; Path=/`;
    const fresh = memoryStorage();
    expect(canaryBucket(fresh)).toBe(77);
    expect(fresh.items.get(BUCKET_KEY)).toBe('77');
    // The kept bucket wins over a cookie that says otherwise, and sets it right.
    expect(canaryBucket(memoryStorage({ [BUCKET_KEY]: '42' }))).toBe(42);
    expect(cookie()).toBe('42');
  });

  it('draws a bucket once and keeps it', () => {
    const storage = memoryStorage();
    const first = canaryBucket(storage);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(10000);
    expect(storage.items.get(BUCKET_KEY)).toBe(String(first));
    expect(canaryBucket(storage)).toBe(first);
    expect(canaryBucket(memoryStorage({ [BUCKET_KEY]: '42' }))).toBe(42);
  });

  it('draws buckets evenly: a canary of 50 % takes about half of the browsers that draw their own', () => {
    const draws = Array.from({ length: 4000 }, () => {
      document.cookie = `${BUCKET_COOKIE}=; Path=/; Max-Age=0`;
      return canaryBucket(memoryStorage());
    });
    const inCanary = draws.filter((bucket) => bucket < 5000).length;
    // Of 4,000 fair draws, fewer than one run in a billion falls outside 45–55 %.
    expect(inCanary).toBeGreaterThan(1800);
    expect(inCanary).toBeLessThan(2200);
    expect(new Set(draws).size).toBeGreaterThan(3000); // about 3,300 of the 10,000 buckets
  });

  it('draws again over a value that is not a bucket', () => {
    const storage = memoryStorage({ [BUCKET_KEY]: 'banana' });
    const bucket = canaryBucket(storage);
    expect(storage.items.get(BUCKET_KEY)).toBe(String(bucket));
  });

  it('keeps a browser that cannot store its bucket out of every canary', () => {
    const failing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    const forgetting = { getItem: () => null, setItem: () => undefined };
    for (const storage of [null, failing, forgetting]) {
      expect(chooseBuilds(CONFIGURED, LEDGER, canaryBucket(storage)).catalogue?.via).toBe('live');
      // ...and so does the page server's HTML: bucket 10000 is in no canary.
      expect(cookie()).toBe('10000');
    }
  });
});

describe('readLiveBuilds', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("asks the ledger's public URL without credentials", async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, json: async () => LEDGER });
    global.fetch = fetchMock;
    await expect(readLiveBuilds('http://127.0.0.1:4000/')).resolves.toEqual(LEDGER);
    expect(fetchMock).toHaveBeenCalledWith('http://127.0.0.1:4000/deployments/live', expect.objectContaining({ credentials: 'same-origin' }));
    expect(liveBuildsUrl('http://api.example')).toBe('http://api.example/deployments/live');
  });

  it('answers null when the API fails, is down or is slower than the limit', async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 503, json: async () => ({}) });
    await expect(readLiveBuilds('http://127.0.0.1:4000')).resolves.toBeNull();
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(readLiveBuilds('http://127.0.0.1:4000')).resolves.toBeNull();
    global.fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    ) as unknown as typeof fetch;
    await expect(readLiveBuilds('http://127.0.0.1:4000', 20)).resolves.toBeNull();
  });

  it("runs config.json's builds when the ledger cannot answer", async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(entriesOf(await chooseLiveBuilds(CONFIGURED, 'http://127.0.0.1:4000', null))).toEqual(CONFIGURED);
    expect(entriesOf(await chooseLiveBuilds(CONFIGURED, null, null))).toEqual(CONFIGURED);
  });
});
