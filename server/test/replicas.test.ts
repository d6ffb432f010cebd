import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { Assembly, Machine, Page, Part, Review } from '@storefront/shared/schemas';
import { call, describeWith, freshUser, hasPostgres, signInAs, signInCast, startServer, testRedisUrl, TEST_USERS, type Cast, type TestServer } from './harness';
import { imageForm, validPart, validReview } from './fixtures';

// Several API processes behind a balancer, over one PostgreSQL and one Redis: what one replica
// does, the others see. (The same with real processes behind nginx: cluster.test.ts.)

const REDIS_MISSING = !testRedisUrl && `no Redis answers at ${process.env.REDIS_URL || 'redis://127.0.0.1:6379'} (start redis-server or set REDIS_URL)`;
const POSTGRES_MISSING = !hasPostgres && 'no PostgreSQL server answers (set DATABASE_URL)';

describe('probes [pglite]', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite');
  });
  afterAll(() => server?.close());

  it('says alive and ready, and not ready once the process is stopping', async () => {
    expect(await call(server, 'GET', '/livez')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await call(server, 'GET', '/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
    server.app.ctx.lifecycle.draining = true;
    try {
      expect(await call(server, 'GET', '/readyz')).toMatchObject({ status: 503, body: { status: 'draining' } });
      expect((await call(server, 'GET', '/livez')).status).toBe(200);
    } finally {
      server.app.ctx.lifecycle.draining = false;
    }
  });
});

describe("the client's address behind a balancer [pglite]", () => {
  const post = (server: TestServer, token: string, forwardedFor: string) =>
    call(server, 'POST', '/reviews', { token, body: validReview, headers: { 'x-forwarded-for': forwardedFor } }).then((r) => r.status);

  it('counts per client when the request comes from a trusted balancer', async () => {
    const server = await startServer('pglite', { trustProxy: ['loopback'], rateLimit: { tokenPerMinute: 100, writesPerMinute: 2, reportsPerMinute: 100 } });
    try {
      const { token } = await signInAs(server, TEST_USERS.customer);
      expect([await post(server, token, '203.0.113.7'), await post(server, token, '203.0.113.7'), await post(server, token, '203.0.113.7')]).toEqual([
        201, 201, 429,
      ]);
      // Another client behind the same balancer has its own count.
      expect(await post(server, token, '203.0.113.8')).toBe(201);
    } finally {
      await server.close();
    }
  });

  it('ignores X-Forwarded-For from anyone else: a client cannot choose the address it counts under', async () => {
    const server = await startServer('pglite', { trustProxy: ['10.1.2.3'], rateLimit: { tokenPerMinute: 100, writesPerMinute: 2, reportsPerMinute: 100 } });
    try {
      const { token } = await signInAs(server, TEST_USERS.customer);
      const statuses = [await post(server, token, '198.51.100.1'), await post(server, token, '198.51.100.2'), await post(server, token, '198.51.100.3')];
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await server.close();
    }
  });
});

describeWith('rate limits shared by the replicas [pglite, Redis]', [REDIS_MISSING], () => {
  it('counts writes spread over two replicas together', async () => {
    const shared = {
      redisUrl: testRedisUrl,
      redisPrefix: `storefront-test-${randomUUID()}:`,
      rateLimit: { tokenPerMinute: 100, writesPerMinute: 4, reportsPerMinute: 100 },
    };
    const [a, b] = await Promise.all([startServer('pglite', shared), startServer('pglite', shared)]);
    try {
      const [tokenA, tokenB] = [(await signInAs(a, TEST_USERS.customer)).token, (await signInAs(b, TEST_USERS.customer)).token];
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const [server, token] = i % 2 === 0 ? [a, tokenA] : [b, tokenB];
        statuses.push((await call(server, 'POST', '/reviews', { token, body: validReview })).status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('keeps serving, uncounted, while Redis is away', async () => {
    const server = await startServer('pglite', {
      redisUrl: 'redis://127.0.0.1:9',
      rateLimit: { tokenPerMinute: 100, writesPerMinute: 1, reportsPerMinute: 100 },
    });
    try {
      const { token } = await signInAs(server, TEST_USERS.customer);
      const statuses = [];
      for (let i = 0; i < 2; i += 1) statuses.push((await call(server, 'POST', '/reviews', { token, body: validReview })).status);
      expect(statuses).toEqual([201, 201]);
    } finally {
      await server.close();
    }
  });
});

describeWith('cached lists across replicas [postgres, LISTEN/NOTIFY]', [POSTGRES_MISSING], () => {
  let a: TestServer;
  let b: TestServer;
  let cast: Cast;
  beforeAll(async () => {
    a = await startServer('postgres');
    b = await startServer('postgres', {}, { replicaOf: a });
    cast = await signInCast(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const partsOn = async (server: TestServer) => (await call<Page<Part>>(server, 'GET', '/parts?limit=100')).body.items;

  it("shows a write on one replica in the other's cached list at once", async () => {
    const before = await call<Page<Part>>(b, 'GET', '/parts?limit=100');
    const again = await call(b, 'GET', '/parts?limit=100', { headers: { 'if-none-match': before.headers.get('etag')! } });
    expect(again.status).toBe(304); // B answers from memory
    const name = `Replica part ${randomUUID().slice(0, 8)}`;
    expect((await call(a, 'POST', '/parts', { token: cast.admin.token, body: { ...validPart, name } })).status).toBe(201);
    expect((await partsOn(b)).map((p) => p.name)).toContain(name);
  });

  it("shows an order's stock change and a new review on the other replica at once", async () => {
    const part = (await partsOn(b)).find((p) => p.name === 'Rotary Hook')!;
    const reviews = (await call<Page<Review>>(b, 'GET', '/reviews')).body.items.length;
    const order = await call(a, 'POST', '/booking', {
      token: cast.customer.token,
      body: { bookingId: part._id, address: 'House 1, Dhaka', phone: '+8801711000000', orderQuantity: part.min_order_Quantity },
    });
    expect(order.status).toBe(201);
    expect((await partsOn(b)).find((p) => p._id === part._id)!.available_Quantity).toBe(part.available_Quantity - part.min_order_Quantity);
    expect((await call(a, 'POST', '/reviews', { token: cast.customer.token, body: validReview })).status).toBe(201);
    expect((await call<Page<Review>>(b, 'GET', '/reviews')).body.items.length).toBe(reviews + 1);
  });

  it("shows a parts book's change on one replica in the other's cached assembly page at once", async () => {
    const admin = { token: cast.admin.token };
    const model = `PB-${randomUUID().slice(0, 6)}`;
    const machine = (await call<Machine>(a, 'POST', '/machines', { ...admin, body: { brand: 'Replica', model, subclass: '' } })).body;
    const assembly = (await call<Assembly>(a, 'POST', '/assemblies', { ...admin, body: { machineId: machine._id, name: 'Hook' } })).body;
    const sku = (await partsOn(a))[0]!.sku;
    const csv = `callout,part number or maker's number,quantity,remarks\n1,${sku},1,\n`;
    expect((await call(a, 'POST', `/assemblies/${assembly._id}/lines/import`, { ...admin, body: { csv } })).status).toBe(200);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 80"><text x="50" y="40">1</text></svg>';
    expect(
      (await call(a, 'PUT', `/assemblies/${assembly._id}/drawing`, { ...admin, raw: imageForm(svg, 'hook.svg', 'image/svg+xml', 'drawing') })).status,
    ).toBe(200);
    expect((await call(a, 'PATCH', `/assemblies/${assembly._id}`, { ...admin, body: { published: true } })).status).toBe(200);
    const path = `/machines/${machine.brandSlug}/${machine.modelSlug}/assemblies/${assembly.slug}`;
    const before = await call<Assembly>(b, 'GET', path);
    expect([before.status, before.body.hotspots]).toEqual([200, []]);
    expect((await call(b, 'GET', path, { headers: { 'if-none-match': before.headers.get('etag')! } })).status).toBe(304); // B answers from memory
    expect((await call(a, 'PUT', `/assemblies/${assembly._id}/hotspots`, { ...admin, body: { hotspots: [{ callout: '1', x: 0.5, y: 0.5 }] } })).status).toBe(
      200,
    );
    expect((await call<Assembly>(b, 'GET', path)).body.hotspots).toEqual([expect.objectContaining({ callout: '1', x: 0.5, y: 0.5 })]);
    expect((await call(a, 'PATCH', `/assemblies/${assembly._id}`, { ...admin, body: { published: false } })).status).toBe(200);
    expect((await call(b, 'GET', path)).status).toBe(404);
  });

  it("counts a removal or a change of role on one replica at the other's next call, though the other keeps the account in memory", async () => {
    const user = await freshUser('replica-account', { verified: true });
    const { token } = await signInAs(b, user);
    expect((await call(b, 'GET', '/profile', { token })).status).toBe(200); // B now keeps the account
    expect((await call(b, 'GET', '/user', { token })).status).toBe(403);
    expect((await call(a, 'PUT', `/user/admin/${encodeURIComponent(user.email)}`, { token: cast.admin.token })).status).toBe(200);
    expect((await call(b, 'GET', '/user', { token })).status).toBe(200);
    expect((await call(a, 'DELETE', `/user/${encodeURIComponent(user.email)}`, { token: cast.admin.token })).status).toBe(200);
    expect(await call(b, 'GET', '/profile', { token })).toMatchObject({ status: 401, body: { error: { code: 'ACCOUNT_REMOVED' } } });
  });

  it('sees a change made outside the API, and reads afresh while it cannot listen', async () => {
    const sql = new Client({ connectionString: a.databaseUrl });
    await sql.connect();
    try {
      await partsOn(b); // cached
      await sql.query(`UPDATE parts SET price = price + 1 WHERE name = 'Rotary Hook'`);
      const price = (await sql.query<{ price: number }>(`SELECT price::float8 AS price FROM parts WHERE name = 'Rotary Hook'`)).rows[0]!.price;
      expect((await partsOn(b)).find((p) => p.name === 'Rotary Hook')!.price).toBe(price);

      // Cut both replicas' listening connections: until they are back, every read is fresh.
      await sql.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN storefront_cache'`);
      await sql.query(`UPDATE parts SET price = price + 1 WHERE name = 'Rotary Hook'`);
      expect((await partsOn(b)).find((p) => p.name === 'Rotary Hook')!.price).toBe(price + 1);
    } finally {
      await sql.end();
    }
  });
});
