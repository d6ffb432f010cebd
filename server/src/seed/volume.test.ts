import { call, describeEachDb, startServer, type TestServer } from '../../test/harness';
import { seedVolume } from './volume';

describeEachDb('seed:volume', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(() => server?.close());

  it('adds parts, customers, their orders (a few heavy customers among them) and reviews, with valid values', async () => {
    const db = server.app.ctx.db;
    const before = (await db.query<{ orders: number }>('SELECT count(*)::int AS orders FROM orders')).rows[0]!.orders;
    const counts = await seedVolume(db, { parts: 40, users: 120, orders: 3_000, reviews: 50, heavyCustomers: 3, heavyShare: 0.2 });
    expect(counts.orders - before).toBe(3_000);
    const heavy = await db.query<{ orders: number }>(
      `SELECT count(*)::int AS orders FROM orders WHERE email LIKE '%@volume.example' GROUP BY email ORDER BY count(*) DESC LIMIT 4`,
    );
    // The three heavy customers share a fifth of the orders; everyone else has a few.
    expect(heavy.rows.slice(0, 3).every((row) => row.orders >= 150)).toBe(true);
    expect(heavy.rows[3]!.orders).toBeLessThan(100);
    // Orders of one to four lines, whose totals add up to the order's.
    const totals = await db.query<{ wrong: number; lines: number; several: number }>(
      `SELECT count(*) FILTER (WHERE o.total_price <> t.total OR o.line_count <> t.lines)::int AS wrong,
              sum(t.lines)::int AS lines, count(*) FILTER (WHERE t.lines > 1)::int AS several
       FROM orders o JOIN (SELECT order_id, sum(line_total) AS total, count(*) AS lines FROM order_lines GROUP BY order_id) t ON t.order_id = o.id
       WHERE o.email LIKE '%@volume.example'`,
    );
    expect(totals.rows[0]!.wrong).toBe(0);
    expect(totals.rows[0]!.several).toBeGreaterThan(2_000);
    expect(totals.rows[0]!.lines).toBe(7_500);
    // The API serves what was seeded, through its own rules.
    const parts = await call(server, 'GET', '/parts');
    expect(parts.status).toBe(200);
    expect(parts.body.items).toHaveLength(25);
    expect(parts.body.total).toBeGreaterThanOrEqual(40);
  });
});
