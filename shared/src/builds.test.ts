import { BUCKETS, bucketCookie, bucketFromCookie, chooseBuilds, entriesOf, withPreviewBuild } from './builds';

const CONFIGURED = { catalogue: 'http://c/remoteEntry.js', account: 'http://a/remoteEntry.js' };
const LIVE = {
  remotes: {
    catalogue: { buildId: 'x', entryUrl: 'http://c/x/remoteEntry.js', canary: { buildId: 'y', entryUrl: 'http://c/y/remoteEntry.js', percent: 50 } },
  },
};

describe('the build choice the shell and the page server share', () => {
  it('sends a bucket below the canary share to the canary, the rest to the live build, and keeps the other remotes configured', () => {
    expect(entriesOf(chooseBuilds(CONFIGURED, LIVE, 4999))).toEqual({ catalogue: 'http://c/y/remoteEntry.js', account: CONFIGURED.account });
    expect(entriesOf(chooseBuilds(CONFIGURED, LIVE, 5000))).toEqual({ catalogue: 'http://c/x/remoteEntry.js', account: CONFIGURED.account });
    expect(entriesOf(chooseBuilds(CONFIGURED, LIVE, BUCKETS))).toEqual({ catalogue: 'http://c/x/remoteEntry.js', account: CONFIGURED.account });
    expect(entriesOf(chooseBuilds(CONFIGURED, null, 0))).toEqual(CONFIGURED);
  });

  it('reads the bucket from a cookie, and writes the cookie that keeps it', () => {
    expect(bucketFromCookie('a=1; storefront-bucket=42; b=2')).toBe(42);
    expect(bucketFromCookie('storefront-bucket=banana')).toBeNull();
    expect(bucketFromCookie('my-storefront-bucket=3')).toBeNull();
    expect(bucketFromCookie(undefined)).toBeNull();
    expect(bucketFromCookie(bucketCookie(77))).toBe(77);
  });

  it("puts a preview's build in place of its remote's, and only of a configured remote", () => {
    const chosen = chooseBuilds(CONFIGURED, LIVE, 9999);
    expect(withPreviewBuild(chosen, { remote: 'catalogue', buildId: 'p', entryUrl: 'http://c/p/remoteEntry.js' }).catalogue).toEqual({
      entry: 'http://c/p/remoteEntry.js',
      buildId: 'p',
      via: 'preview',
    });
    expect(withPreviewBuild(chosen, { remote: 'admin', buildId: 'p', entryUrl: 'http://d/p/remoteEntry.js' })).toBe(chosen);
    expect(withPreviewBuild(chosen, { remote: 'catalogue', buildId: 'p', entryUrl: 'javascript:1' })).toBe(chosen);
  });
});
