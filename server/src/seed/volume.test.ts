import { call, describeEachDb, startServer, type TestServer } from '../../test/harness';
import { seedVolume } from './volume';
import { BENCH_ASSEMBLY, BENCH_DRAWING, VOLUME_PARTS_BOOKS } from './demo-parts-book-volume';
import { seedVolumePartsBooks } from './demo-parts-book-volume';

describeEachDb('seed:volume', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // Seeding 3,000 orders is set-up: on a loaded machine a batch may take longer than the API's 4 s
    // query timeout, so this server's is lifted (as list-plans' is).
    server = await startServer(kind, { database: { connectTimeoutMs: 3000, queryTimeoutMs: 120_000, reportMax: 2 } });
  });
  afterAll(() => server?.close());

  it('adds parts, customers, their orders (a few heavy customers among them) and reviews, with valid values', async () => {
    const db = server.app.ctx.db;
    const before = (await db.query<{ orders: number }>('SELECT count(*)::int AS orders FROM orders')).rows[0]!.orders;
    const companiesBefore = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM companies')).rows[0]!.n;
    const counts = await seedVolume(db, { parts: 40, users: 120, orders: 3_000, reviews: 50, heavyCustomers: 3, heavyShare: 0.2, companies: 10 });
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
    // About 300 machines of 8 brands (besides the demo's); every part fits 2 to 6 of its kind and replaces a maker's number.
    const machines = await db.query<{ brands: number; machines: number }>(
      `SELECT count(DISTINCT brand_slug)::int AS brands, count(*)::int AS machines FROM machines`,
    );
    expect(machines.rows[0]!.brands).toBeGreaterThanOrEqual(8);
    expect(machines.rows[0]!.machines).toBeGreaterThanOrEqual(320);
    const fits = await db.query<{ fewest: number; most: number; without_oem: number }>(
      `SELECT min(n)::int AS fewest, max(n)::int AS most, (SELECT count(*)::int FROM parts p WHERE NOT EXISTS (SELECT 1 FROM part_oem_numbers o WHERE o.part_id = p.id)) AS without_oem
       FROM (SELECT p.id, count(f.machine_id) AS n FROM parts p LEFT JOIN part_fits f ON f.part_id = p.id WHERE p.name LIKE '% machines, No. %' GROUP BY p.id) t`,
    );
    expect(fits.rows[0]).toEqual({ fewest: 2, most: 6, without_oem: 0 });
    const overlock = await db.query<{ wrong: number }>(
      `SELECT count(*)::int AS wrong FROM parts p JOIN part_fits f ON f.part_id = p.id JOIN machines m ON m.id = f.machine_id
       WHERE p.name LIKE '% for 3-thread overlock machines%' AND m.model NOT SIMILAR TO '(MO-67|MA4-B5|M9|737K|GN793|39500|AZ80|E4S-3)%'`,
    );
    expect(overlock.rows[0]!.wrong).toBe(0);
    // Ten companies of four members (an admin, an approver, two buyers) and two locations; their members' orders are theirs.
    const companies = await db.query<{ n: number; members: string; locations: number; orders_elsewhere: number }>(
      `SELECT count(*)::int AS n,
              string_agg(DISTINCT (SELECT string_agg(role, ',' ORDER BY role) FROM company_members m WHERE m.company_id = c.id), ';') AS members,
              min((SELECT count(*) FROM company_locations l WHERE l.company_id = c.id))::int AS locations,
              (SELECT count(*)::int FROM orders o JOIN company_members m ON m.user_id = o.user_id WHERE o.company_id IS DISTINCT FROM m.company_id) AS orders_elsewhere
       FROM companies c WHERE c.name LIKE '% Ltd. %-%' AND c.seq > $1`,
      [companiesBefore],
    );
    expect(companies.rows[0]).toEqual({ n: 10, members: 'approver,buyer,buyer,company_admin', locations: 2, orders_elsewhere: 0 });
    // One price list for the ten companies, valid today, below the parts' prices; breaks for a fifth of the parts.
    const lists = await db.query<{ lists: number; companies: number; cheaper: boolean; prices: number }>(
      `SELECT count(DISTINCT l.id)::int AS lists, count(*)::int AS companies,
              bool_and((SELECT bool_and(pp.price < p.price) FROM price_list_prices pp JOIN parts p ON p.id = pp.part_id WHERE pp.price_list_id = l.id)) AS cheaper,
              max((SELECT count(*) FROM price_list_prices pp WHERE pp.price_list_id = l.id))::int AS prices
       FROM companies c JOIN price_lists l ON l.id = c.price_list_id
       WHERE c.name LIKE '% Ltd. %-%' AND c.seq > $1 AND l.valid_from <= now()::date AND l.valid_until >= now()::date`,
      [companiesBefore],
    );
    expect(lists.rows[0]).toEqual({ lists: 1, companies: 10, cheaper: true, prices: expect.any(Number) });
    expect(lists.rows[0]!.prices).toBeGreaterThan(10);
    const broken = await db.query<{ parts: number; with_breaks: number }>(
      'SELECT count(*)::int AS parts, count(*) FILTER (WHERE EXISTS (SELECT 1 FROM part_price_breaks b WHERE b.part_id = parts.id))::int AS with_breaks FROM parts',
    );
    expect(broken.rows[0]!.with_breaks).toBeGreaterThanOrEqual(Math.floor(broken.rows[0]!.parts / 5) - 3);
    // The demo company's share: about one order in 40 (not its members'), to its first location, one in 25 of those awaiting approval.
    const demo = await db.query<{ orders: number; awaiting: number; located: number }>(
      `SELECT count(*)::int AS orders, count(*) FILTER (WHERE o.status = 'awaiting_approval' AND o.approval_due_at > now())::int AS awaiting,
              count(*) FILTER (WHERE o.location_name = 'Gazipur plant')::int AS located
       FROM orders o JOIN companies c ON c.id = o.company_id WHERE c.name = 'Dhaka Knitwear Ltd.' AND o.email LIKE '%@volume.example'`,
    );
    expect(demo.rows[0]!.orders).toBeGreaterThanOrEqual(40);
    expect(demo.rows[0]!.awaiting).toBeGreaterThanOrEqual(2);
    expect(demo.rows[0]!.located).toBe(demo.rows[0]!.orders);
  });

  it('gives a hundred of its machines a parts book whose rows name their parts, and the benchmark its assembly of 200 callouts', async () => {
    const db = server.app.ctx.db;
    // The demo machines' books are the seed's; the volume's are on machines of its own.
    const books = await db.query<{ machines: number; assemblies: number; wrong: number; parts: number; others: number }>(
      `SELECT count(DISTINCT a.machine_id)::int AS machines, count(*)::int AS assemblies,
              count(*) FILTER (WHERE NOT a.published OR (SELECT count(*) FROM assembly_lines l WHERE l.assembly_id = a.id) = 0
                               OR (SELECT count(*) FROM assembly_hotspots h WHERE h.assembly_id = a.id) = 0)::int AS wrong,
              (SELECT count(*)::int FROM assembly_lines l JOIN assemblies x ON x.id = l.assembly_id JOIN part_fits f ON f.part_id = l.part_id AND f.machine_id = x.machine_id
               WHERE x.drawing <> $1) AS parts,
              (SELECT count(*)::int FROM assembly_lines l JOIN assemblies x ON x.id = l.assembly_id
               WHERE x.drawing <> $1 AND l.part_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM part_fits f WHERE f.part_id = l.part_id AND f.machine_id = x.machine_id)) AS others
       FROM assemblies a`,
      [BENCH_DRAWING.file],
    );
    expect(books.rows[0]).toMatchObject({ machines: VOLUME_PARTS_BOOKS + 10, wrong: 0, others: 0 });
    expect(books.rows[0]!.assemblies).toBeGreaterThanOrEqual(2 * (VOLUME_PARTS_BOOKS + 10) + 1);
    expect(books.rows[0]!.parts).toBeGreaterThan(VOLUME_PARTS_BOOKS);
    const bench = await db.query<{ address: string; lines: number; hotspots: number; callouts: number; parts: number }>(
      `SELECT m.brand_slug || '/' || m.model_slug || '/' || a.slug AS address,
              (SELECT count(*)::int FROM assembly_lines l WHERE l.assembly_id = a.id) AS lines,
              (SELECT count(*)::int FROM assembly_lines l WHERE l.assembly_id = a.id AND l.part_id IS NOT NULL) AS parts,
              (SELECT count(*)::int FROM assembly_hotspots h WHERE h.assembly_id = a.id) AS hotspots,
              (SELECT count(DISTINCT h.callout)::int FROM assembly_hotspots h WHERE h.assembly_id = a.id) AS callouts
       FROM assemblies a JOIN machines m ON m.id = a.machine_id WHERE a.drawing = $1`,
      [BENCH_DRAWING.file],
    );
    expect(bench.rows).toEqual([{ address: `brother/s-7100/${BENCH_ASSEMBLY.slug}`, lines: 200, parts: 150, hotspots: 200, callouts: 200 }]);
    const page = await call(server, 'GET', `/machines/brother/s-7100/assemblies/${BENCH_ASSEMBLY.slug}`);
    expect([page.status, page.body.lines.length, page.body.hotspots.length, page.body.drawing]).toEqual([200, 200, 200, `/images/seed/${BENCH_DRAWING.file}`]);
    // Run again, it adds nothing.
    const count = async () =>
      (await db.query<{ n: number }>('SELECT (SELECT count(*) FROM assembly_lines) + (SELECT count(*) FROM assembly_hotspots) AS n')).rows[0]!.n;
    const before = await count();
    expect(await seedVolumePartsBooks(db)).toBe(0);
    expect(await count()).toBe(before);
  });
});
