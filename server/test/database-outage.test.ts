import { call, hasPostgres, signInAs, startServer, TEST_USERS, type Actor, type TestServer } from './harness';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/**
 * The database goes away and comes back, through a TCP proxy in front of PostgreSQL: every call
 * answers 503 with Retry-After in the error format within 5 s (refused or black-holed), /health
 * says so, and the API recovers by itself when the database is back.
 */
(hasPostgres ? describe : describe.skip)('a PostgreSQL outage [postgres]', () => {
  let server: TestServer;
  let proxy: TcpProxy;
  let customer: Actor;

  beforeAll(async () => {
    const admin = new URL(process.env.STOREFRONT_TEST_PG_ADMIN_URL!);
    proxy = await startTcpProxy({ host: admin.hostname, port: Number(admin.port || 5432) });
    server = await startServer(
      'postgres',
      {},
      {
        mapDatabaseUrl: (url) => {
          const viaProxy = new URL(url);
          viaProxy.hostname = '127.0.0.1';
          viaProxy.port = String(proxy.port);
          return viaProxy.toString();
        },
      },
    );
    customer = await signInAs(server, TEST_USERS.customer);
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
  });

  /** A call that needs the database (the token's user is read on every protected call). */
  const timed = async (url = '/profile') => {
    const started = Date.now();
    const reply = await call(server, 'GET', url, { token: customer.token });
    return { reply, ms: Date.now() - started };
  };

  /** After the database is back: the first call may still meet a connection that broke. */
  const recovers = async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const { reply } = await timed();
      if (reply.status === 200) return true;
    }
    return false;
  };

  it.each(['refuse', 'blackhole'] as const)('answers 503 within 5 s while the database is away (%s), then recovers', async (mode) => {
    expect((await timed()).reply.status).toBe(200);
    proxy.setMode(mode);
    try {
      for (const url of ['/profile', '/booking?email=customer%40example.com']) {
        const { reply, ms } = await timed(url);
        expect(reply.status).toBe(503);
        expect(reply.headers.get('retry-after')).toBe('5');
        expect(reply.body).toEqual({ error: { code: 'DATABASE_UNAVAILABLE', message: expect.any(String) } });
        expect(ms).toBeLessThan(5000);
      }
      // A public list: its memory cannot be confirmed up to date (the listening connection is
      // away too), so it is read afresh, and fails as fast.
      const list = await timed('/parts');
      expect(list.reply.status).toBe(503);
      expect(list.ms).toBeLessThan(6000);
      const health = await call(server, 'GET', '/health');
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ status: 'unavailable', database: 'postgres', error: { code: 'DATABASE_UNAVAILABLE' } });
    } finally {
      proxy.setMode('pass');
    }
    expect(await recovers()).toBe(true);
    expect((await call(server, 'GET', '/health')).body).toEqual({ status: 'ok', database: 'postgres' });
  });
});
