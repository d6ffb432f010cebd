import type { Machine, Order, Page } from '@storefront/shared/schemas';
import type { Queryable } from '../src/db';
import { OEM_LOOKUP_SQL } from '../src/parts/parts.repo';
import { VOCABULARY_SQL } from '../src/parts/search.repo';
import { seedVolume } from '../src/seed/volume';
import { call, describeEachDb, signInCast, startServer, type Cast, type TestServer } from './harness';

/**
 * The big lists are served by indexes, not by reading whole tables: every query a list page runs
 * (caught as the API sends it) is explained on a seeded database, and no plan scans a table.
 */
describeEachDb('list query plans', (kind) => {
  let server: TestServer;
  let cast: Cast;
  const seen: { sql: string; params: unknown[] }[] = [];
  beforeAll(async () => {
    // Seeding 40,000 orders is set-up, not what is measured: a slow machine's batch may take
    // longer than the API's 4 s query timeout, so this server's is lifted.
    server = await startServer(kind, { database: { connectTimeoutMs: 3000, queryTimeoutMs: 120_000, reportMax: 2 } });
    const db = server.app.ctx.db;
    await seedVolume(db, { parts: 3_000, users: 4_000, orders: 40_000, reviews: 3_000, heavyCustomers: 5, heavyShare: 0.2, companies: 300 });
    await db.exec('ANALYZE');
    // Signed in after the seed: on PGlite the seed holds this process's event loop for seconds at a
    // time, and a kept-alive connection left idle across it may be closed by the server just as
    // fetch reuses it (ECONNRESET).
    cast = await signInCast(server);
    // Every list's statement, on the database or on its reports' connections (PostgreSQL's own).
    const watch = (target: Queryable) => {
      const query = target.query.bind(target) as Queryable['query'];
      target.query = (async (sql: string, params?: unknown[]) => {
        if (sql.includes('"__tie"')) seen.push({ sql, params: params ?? [] });
        return query(sql, params);
      }) as Queryable['query'];
    };
    watch(db);
    if (db.reports !== db) watch(db.reports);
  }, 300_000); // two minutes or more on a loaded 2-core machine
  afterAll(() => server?.close());

  const plan = async (path: string, token?: string): Promise<string> => {
    seen.length = 0;
    const reply = await call(server, 'GET', path, { token });
    expect([path, reply.status]).toEqual([path, 200]);
    expect(seen).toHaveLength(1);
    const { sql, params } = seen[0]!;
    const rows = (await server.app.ctx.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params)).rows;
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  };

  it.each([['/parts'], ['/parts?sort=-price'], ['/parts?sort=name'], ['/parts?q=bobbin%20case'], ['/parts?q=SL-BC'], ['/reviews']])(
    'GET %s reads through an index',
    async (path) => {
      const explained = await plan(path);
      expect(explained).not.toMatch(/Seq Scan on (parts|reviews)/);
      expect(explained).toMatch(/Index/);
    },
  );

  it("GET /parts searched reads through the search documents' index, best matches first; a typed word looks up the vocabulary", async () => {
    for (const path of [
      '/parts?q=feed%20dog%20juki',
      '/parts?q=juki%20ddl-8700',
      '/parts?q=pressr%20foot',
      '/parts?q=SL-FD0005&inStock=true',
      '/parts?q=10042',
    ]) {
      const explained = await plan(path);
      expect([path, explained]).not.toEqual([path, expect.stringMatching(/Seq Scan on parts/)]);
      expect([path, explained]).toEqual([path, expect.stringContaining('parts_search_document_idx')]);
    }
    const rows = (await server.app.ctx.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${VOCABULARY_SQL}`, [['pressr', 'lockstich']])).rows;
    const explained = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(explained).not.toMatch(/Seq Scan on search_vocabulary/);
    expect(explained).toMatch(/search_vocabulary_trgm_idx/);
  });

  // (A brand alone, `/parts?brand=pegasus`, is an eighth of all fitment: reading that table whole
  // is the planner's cheaper choice here, and bench:volume times the page at a year's volume.)
  it('GET /parts by a machine and by several (My machines) reads through indexes; an OEM number is looked up through its own', async () => {
    const juki = (await call<Machine[]>(server, 'GET', '/machines/brands/juki')).body;
    expect(juki.length).toBeGreaterThan(30);
    const [one, two, three] = juki.filter((machine) => machine.parts > 0);
    for (const path of [
      `/parts?machine=${one!._id}`,
      `/parts?machine=${one!._id}&sort=-price`,
      `/parts?machine=${one!._id},${two!._id},${three!._id}&sort=name`,
      `/parts?machine=${one!._id}&q=feed`,
      `/parts?brand=juki&model=${one!.modelSlug}`,
    ]) {
      const explained = await plan(path);
      expect([path, explained]).not.toEqual([path, expect.stringMatching(/Seq Scan on (parts|part_fits|machines)/)]);
      expect(explained).toMatch(/Index/);
    }
    // A search first finds the parts whose OEM numbers start with it, by number or brand and number.
    for (const key of ['11045400%', 'JUKI110%']) {
      const rows = (await server.app.ctx.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${OEM_LOOKUP_SQL}`, [key, 1000])).rows;
      const explained = rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(explained).not.toMatch(/Seq Scan on part_oem_numbers/);
      expect(explained).toMatch(/part_oem_numbers_(brand_)?key_idx/);
    }
  });

  it.each([
    ['/booking'],
    ['/booking?sort=-total'],
    ['/booking?status=pending'],
    ['/booking?q=bobbin%20case'],
    ['/booking?q=SO-2026-0001'],
    ['/booking?q=volume.example&from=2026-01-01&to=2026-06-30'],
    ['/user'],
    ['/user?sort=-email'],
    ['/user?q=nguyen'],
  ])('GET %s (admin) reads through an index', async (path) => {
    const explained = await plan(path, cast.admin.token);
    expect(explained).not.toMatch(/Seq Scan on (orders|users)/);
    expect(explained).toMatch(/Index/);
  });

  it('gives a big list the planner’s estimate as its total (no count of every row), carried to the next page', async () => {
    const first = await call<Page<Order>>(server, 'GET', '/booking', { token: cast.admin.token });
    expect(first.body.totalExact).toBe(false);
    expect(first.body.total).toBeGreaterThan(30_000);
    expect(first.body.total).toBeLessThan(50_000);
    const next = await call<Page<Order>>(server, 'GET', `/booking?cursor=${first.body.nextCursor}`, { token: cast.admin.token });
    expect(next.body).toMatchObject({ total: first.body.total, totalExact: false });
    // A filtered list under the cap is counted exactly.
    const few = await call<Page<Order>>(server, 'GET', `/booking?email=${encodeURIComponent(cast.customer.email)}`, { token: cast.customer.token });
    expect(few.body.totalExact).toBe(true);
  });

  it('reads a customer’s own orders through the customer’s index', async () => {
    const explained = await plan(`/booking?email=${encodeURIComponent(cast.customer.email)}`, cast.customer.token);
    expect(explained).toMatch(/orders_user_created_idx/);
    expect(explained).not.toMatch(/Seq Scan on orders/);
  });

  it("reads a company's orders and approvals through indexes, and the companies' open balances without reading every order", async () => {
    const db = server.app.ctx.db;
    // The customer joins the company with the most orders, as its approver (who reads all three
    // lists), with the verified address a company role needs.
    await db.query('UPDATE users SET email_verified = true WHERE email = $1', [cast.customer.email]);
    const busiest = await db.query<{ id: string }>(
      'SELECT company_id AS id FROM orders WHERE company_id IS NOT NULL GROUP BY company_id ORDER BY count(*) DESC LIMIT 1',
    );
    await db.query(
      `INSERT INTO company_members (user_id, company_id, role) SELECT id, $2::uuid, 'approver' FROM users WHERE email = $1 AND removed_at IS NULL
       ON CONFLICT (user_id) DO UPDATE SET company_id = excluded.company_id, role = excluded.role`,
      [cast.customer.email, busiest.rows[0]!.id],
    );
    for (const path of ['/company/orders', '/company/approvals']) {
      const explained = await plan(path, cast.customer.token);
      expect([path, explained]).not.toEqual([path, expect.stringMatching(/Seq Scan on orders/)]);
      // Its own index (orders_company, orders_awaiting) or, for a company with a big share of all
      // orders, the newest orders' read backwards until a page of its own is found.
      expect([path, explained]).toEqual([path, expect.stringMatching(/Index/)]);
    }
    // (The volume has no invoices: the Invoices list's plan is not telling here.)
    const companies = await plan('/companies?q=knit', cast.admin.token);
    expect(companies).not.toMatch(/Seq Scan on orders/);
  });
});
