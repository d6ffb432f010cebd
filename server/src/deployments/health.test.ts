import type { HealthOverview } from '@storefront/shared/schemas';
import { call, describeEachDb, signInCast, startServer, type Cast, type TestServer } from '../../test/harness';

/** A report as `navigator.sendBeacon` sends it: a text/plain body holding JSON, no credentials. */
const beacon = (server: TestServer, events: unknown[], headers: Record<string, string> = {}) =>
  call(server, 'POST', '/deployments/health', { raw: JSON.stringify({ events }), headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers } });

const views = (build: string, n: number) => Array.from({ length: n }, () => ({ remote: 'catalogue', build, kind: 'view' }));

describeEachDb('per-build health', (kind) => {
  let server: TestServer;
  let cast: Cast;
  const health = async (query = '') => call<HealthOverview>(server, 'GET', `/deployments/health${query}`, { token: cast.admin.token });

  beforeAll(async () => {
    server = await startServer(kind);
    cast = await signInCast(server);
  });
  afterAll(() => server?.close());

  it('takes the shell’s beacons and gives the admin each build’s page loads, error rate and p75 vitals', async () => {
    // Live build A: 8 page loads, no failure; canary B: 4 page loads, 1 failed to load, 1 threw.
    expect((await beacon(server, views('cat-a', 8))).status).toBe(204);
    const vitals = [1000, 1200, 1400, 1600, 2000].map((value) => ({ remote: 'catalogue', build: 'cat-a', kind: 'lcp', value }));
    expect((await beacon(server, [...vitals, { remote: 'catalogue', build: 'cat-a', kind: 'cls', value: 0.05 }])).status).toBe(204);
    expect(
      (
        await beacon(server, [
          ...views('cat-b', 4),
          { remote: 'catalogue', build: 'cat-b', kind: 'load-failure' },
          { remote: 'catalogue', build: 'cat-b', kind: 'error' },
          { remote: 'catalogue', build: 'cat-b', kind: 'inp', value: 240 },
        ])
      ).status,
    ).toBe(204);
    // A JSON body is taken too.
    expect((await call(server, 'POST', '/deployments/health', { body: { events: views('config', 1) } })).status).toBe(204);

    const reply = await health();
    expect(reply.status).toBe(200);
    expect(reply.body.hours).toBe(24);
    const byBuild = Object.fromEntries(reply.body.builds.map((b) => [b.build, b]));
    expect(byBuild['cat-a']).toMatchObject({
      remote: 'catalogue',
      views: 8,
      loadFailures: 0,
      errors: 0,
      errorRate: 0,
      p75: { lcp: 1600, inp: null, cls: 0.05 },
    });
    expect(byBuild['cat-b']).toMatchObject({ views: 4, loadFailures: 1, errors: 1, errorRate: 0.5, p75: { lcp: null, inp: 240, cls: null } });
    expect(byBuild['config']?.views).toBe(1);
    // One hour with reports so far, with its own figures.
    expect(byBuild['cat-b']?.hourly).toEqual([{ hour: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:00:00Z$/), views: 4, errorRate: 0.5, lcp: null }]);
    expect((await health('?hours=168')).body.hours).toBe(168);
  });

  it('refuses a malformed report with its reason and stores nothing of it', async () => {
    const before = (await health()).body.builds.find((b) => b.build === 'cat-a')?.views;
    const cases: [unknown, RegExp][] = [
      [[], /events must not be empty/],
      [views('cat-a', 51), /at most 50 events/],
      [[{ remote: 'catalogue', build: 'cat-a', kind: 'fid', value: 3 }], /kind must be one of/],
      [[{ remote: 'catalogue', build: 'cat-a', kind: 'lcp' }], /for lcp, inp and cls, a value/],
      [[{ remote: 'catalogue', build: 'cat-a', kind: 'view', value: 3 }], /for lcp, inp and cls, a value/],
      [[{ remote: 'catalogue', build: 'cat-a', kind: 'cls', value: 101 }], /for lcp, inp and cls, a value/],
      [[{ remote: 'catalogue', build: 'cat-a', kind: 'lcp', value: -1 }], /0 or more/],
      [[{ remote: 'Catalogue!', build: 'cat-a', kind: 'view' }], /remote must be/],
      [[{ remote: 'catalogue', build: '../x', kind: 'view' }], /buildId must be/],
      [[...views('cat-a', 3), { remote: 'catalogue', build: 'cat-a', kind: 'bogus' }], /kind must be one of/],
    ];
    for (const [events, message] of cases) {
      const reply = await beacon(server, events as unknown[]);
      expect(reply.status).toBe(400);
      expect(reply.text).toMatch(message);
    }
    const notJson = await call(server, 'POST', '/deployments/health', { raw: '{"events": [', headers: { 'content-type': 'text/plain' } });
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.message).toBe('The report must be JSON');
    expect((await health()).body.builds.find((b) => b.build === 'cat-a')?.views).toBe(before);
    expect((await health('?hours=0')).status).toBe(400);
    expect((await health('?hours=169')).status).toBe(400);
  });

  it('lets anyone report and only an admin read', async () => {
    expect((await beacon(server, views('cat-a', 1), { authorization: `Bearer ${cast.customer.token}` })).status).toBe(204);
    expect((await call(server, 'GET', '/deployments/health')).status).toBe(401);
    expect((await call(server, 'GET', '/deployments/health', { token: cast.customer.token })).status).toBe(403);
  });
});

describe('per-build health reports are rate limited and kept for the retention only', () => {
  let server: TestServer;
  afterEach(() => server?.close());

  it('answers 429 past the limit per address', async () => {
    server = await startServer('pglite', { rateLimit: { tokenPerMinute: 100, writesPerMinute: 100, reportsPerMinute: 3 } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await beacon(server, views('cat-a', 1))).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
  });

  it('deletes reports older than the retention when new ones arrive', async () => {
    server = await startServer('pglite', { healthRetentionHours: 1 });
    const cast = await signInCast(server);
    const db = server.app.ctx.db;
    await db.query(`INSERT INTO build_health (remote, build_id, kind, at) VALUES ('catalogue', 'old', 'view', now() - interval '2 hours')`);
    await beacon(server, views('new', 1));
    const rows = await db.query<{ build_id: string }>('SELECT build_id FROM build_health ORDER BY build_id');
    expect(rows.rows.map((row) => row.build_id)).toEqual(['new']);
    const reply = await call<HealthOverview>(server, 'GET', '/deployments/health?hours=168', { token: cast.admin.token });
    expect(reply.body.builds.map((b) => b.build)).toEqual(['new']);
  });
});
