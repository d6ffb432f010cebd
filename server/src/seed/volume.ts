import type { Database } from '../db/db';
import { DEMO_COMPANY } from './demo-company';
import { KINDS as MACHINE_KINDS, seedVolumeMachines, sqlList } from './volume-machines';
import { seedVolumePartsBooks } from './demo-parts-book-volume';

/** How much a year of real use puts in the database (issue: data volume). */
export interface Volume {
  parts: number;
  users: number;
  orders: number;
  reviews: number;
  /** Customers who order far more than the rest (a garment factory's buyers): share of all orders they place. */
  heavyCustomers: number;
  heavyShare: number;
  /** Companies (docs/companies.md), each with four of the new customers as members (an admin, an approver, two buyers) and two locations. */
  companies?: number;
  /** The store's currency, its price lists' (docs/prices-and-quotes.md): one list per 10 of the companies. */
  currency?: string;
}

export const YEAR_OF_USE: Volume = { parts: 5_000, users: 20_000, orders: 200_000, reviews: 10_000, heavyCustomers: 20, heavyShare: 0.2, companies: 300 };

/** Rows per INSERT … SELECT: small enough for a statement deadline, large enough to be quick. */
const BATCH = 20_000;
/** Orders are written with their lines (2.5 each on average) and their search text: fewer a statement. */
const ORDER_BATCH = 5_000;

const FIRST = sqlList([
  'Rahim',
  'Karim',
  'Ayesha',
  'Nusrat',
  'Tanvir',
  'Farhana',
  'Linh',
  'Kasun',
  'Elif',
  'Mehmet',
  'Priya',
  'Arjun',
  'Sofia',
  'Mateo',
  'Chen',
  'Mei',
  'Omar',
  'Fatima',
  'Jonas',
  'Ana',
]);
const LAST = sqlList([
  'Uddin',
  'Hossain',
  'Rahman',
  'Akter',
  'Nguyen',
  'Perera',
  'Yilmaz',
  'Kaya',
  'Sharma',
  'Patel',
  'Garcia',
  'Lopez',
  'Wang',
  'Li',
  'Haddad',
  'Khan',
  'Berg',
  'Silva',
  'Costa',
  'Islam',
]);
const CITIES = sqlList([
  'Dhaka',
  'Chittagong',
  'Gazipur',
  'Narayanganj',
  'Ho Chi Minh City',
  'Colombo',
  'Istanbul',
  'Tiruppur',
  'Ludhiana',
  'Porto',
  'Dongguan',
  'Karachi',
]);
const KINDS = sqlList([
  'Feed dog',
  'Needle plate',
  'Presser foot',
  'Rotary hook',
  'Bobbin case',
  'Looper',
  'Needle bar',
  'Tension assembly',
  'Thread guide',
  'Knife',
  'Gear',
  'Shaft bushing',
]);
// The kinds of machine the volume's machines are (volume-machines.ts): the parts are named for them.
const MACHINES = sqlList(MACHINE_KINDS);
const IMAGES = sqlList([
  '/images/seed/feed-dog.svg',
  '/images/seed/needle-plate.svg',
  '/images/seed/presser-foot.svg',
  '/images/seed/rotary-hook.svg',
  '/images/seed/bobbin-case.svg',
  '/images/seed/overlock-looper.svg',
  '/images/seed/needle-bar.svg',
  '/images/seed/tension-assembly.svg',
]);
const AVATARS = sqlList(['/images/seed/avatar-rahim.svg', '/images/seed/avatar-linh.svg', '/images/seed/avatar-kasun.svg', '/images/seed/avatar-elif.svg']);
const COMMENTS = sqlList([
  'Fits our machines first time; the line was running again the same day.',
  'Good finish on the bores, quiet at full speed.',
  'Delivery took a week longer than promised, parts are fine.',
  'We order every season; the part numbers make reordering easy.',
  'Cheaper than the original and just as good so far.',
  'One piece had a burr, replaced without discussion.',
]);

/** `a[1 + (expr mod n)]` for an SQL array literal of n values (row numbers are bigint: products of them stay in range). */
const pick = (array: string, n: number, expr: string) => `(${array})[1 + ((${expr}) % ${n})::int]`;

/**
 * Adds `volume` rows to the database in set-based INSERT … SELECT statements (generate_series,
 * deterministic values from the row number), batch by batch: parts, customers, their orders
 * (a few heavy customers place a large share), reviews, machines and what each part fits.
 * Existing rows stay. Returns the counts.
 */
export async function seedVolume(db: Database, volume: Volume = YEAR_OF_USE, onProgress: (line: string) => void = () => undefined) {
  const run = async (label: string, total: number, statement: (from: number, to: number) => string, batch = BATCH) => {
    for (let from = 1; from <= total; from += batch) {
      const to = Math.min(total, from + batch - 1);
      await db.query(statement(from, to));
      onProgress(`${label}: ${to.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`);
    }
  };
  const tag = Date.now().toString(36); // e-mails stay unique when the seed runs again

  await run(
    'parts',
    volume.parts,
    (from, to) => `
    INSERT INTO parts (id, name, price, description, min_order_quantity, available_quantity, img, created_at, updated_at)
    SELECT gen_random_uuid(),
           ${pick(KINDS, 12, 'i')} || ' for ' || ${pick(MACHINES, 8, 'i / 12')} || ' machines, No. ' || (10000 + i),
           round((20 + (i * 7919 % 5000) * 1.37)::numeric, 2),
           'Made to the original drawing for ' || ${pick(MACHINES, 8, 'i / 12')} || ' machines; hardened, ground and marked with its part number ' || (10000 + i) || '.',
           1 + (i % 5) * 5,
           CASE WHEN i % 17 = 0 THEN 0 ELSE 50 + (i * 31 % 2000) END,
           ${pick(IMAGES, 8, 'i')},
           now() - ((i % 730) || ' days')::interval,
           now()
    FROM generate_series(${from}::bigint, ${to}::bigint) AS i`,
  );

  await run(
    'customers',
    volume.users,
    (from, to) => `
    INSERT INTO users (id, email, name, role, email_verified, created_at)
    SELECT gen_random_uuid(),
           'buyer' || i || '.' || '${tag}' || '@volume.example',
           ${pick(FIRST, 20, 'i')} || ' ' || ${pick(LAST, 20, 'i / 20')},
           'customer',
           i % 3 <> 0,
           now() - ((i % 700) || ' days')::interval
    FROM generate_series(${from}::bigint, ${to}::bigint) AS i`,
  );

  // The customers and parts to order from, numbered, so that an order's row number picks them
  // (plain tables, not temporary ones: a PostgreSQL pool runs each statement on any connection).
  await db.query('DROP TABLE IF EXISTS volume_customers');
  await db.query('DROP TABLE IF EXISTS volume_parts');
  await db.query(
    `CREATE TABLE volume_customers AS SELECT row_number() OVER (ORDER BY created_at, id) AS n, id, email, name FROM users WHERE email LIKE '%.${tag}@volume.example'`,
  );
  await db.query(`CREATE TABLE volume_parts AS SELECT row_number() OVER (ORDER BY seq) AS n, id, sku, name, price, min_order_quantity FROM parts`);
  const customers = Number((await db.query<{ count: number }>('SELECT count(*)::int AS count FROM volume_customers')).rows[0]!.count);
  const parts = Number((await db.query<{ count: number }>('SELECT count(*)::int AS count FROM volume_parts')).rows[0]!.count);
  const heavy = Math.max(1, Math.min(volume.heavyCustomers, customers));
  // One order in 1/heavyShare goes to a heavy customer; the rest spread over everyone.
  const heavyEvery = Math.max(1, Math.round(1 / volume.heavyShare));

  // Orders of one to four lines (2.5 on average), each line a different part; one statement a
  // batch writes the orders and their lines (the lines' totals add up to the order's).
  await run(
    'orders',
    volume.orders,
    (from, to) => `
    WITH o AS (
      SELECT i, gen_random_uuid() AS id, c.id AS user_id, c.name, c.email, 1 + (i % 4) AS line_count,
             now() - ((i * 7 % (365 * 24 * 60)) || ' minutes')::interval AS created_at
      FROM generate_series(${from}::bigint, ${to}::bigint) AS i
      JOIN volume_customers c ON c.n = CASE WHEN i % ${heavyEvery} = 0 THEN 1 + (i / ${heavyEvery}) % ${heavy} ELSE 1 + (i * 2654435761) % ${customers} END
    ), l AS (
      SELECT o.id AS order_id, k AS line_no, p.id AS part_id, p.sku, p.name, p.price,
             p.min_order_quantity + ((o.i + k) % 40) AS quantity
      FROM o CROSS JOIN LATERAL generate_series(1, o.line_count) AS k
      JOIN volume_parts p ON p.n = 1 + (o.i * 40503 + (k - 1) * 7919) % ${parts}
    ), totals AS (
      SELECT order_id, sum(round(price * quantity, 2)) AS total, string_agg(name || ' ' || sku, ' ' ORDER BY line_no) AS lines_text
      FROM l GROUP BY order_id
    ), orders_written AS (
      INSERT INTO orders (id, total_price, user_id, name, email, address, phone, line_count, lines_text, status, created_at, updated_at)
      SELECT o.id, t.total, o.user_id, o.name, o.email,
             'Plot ' || (1 + o.i % 300) || ', ' || ${pick(CITIES, 12, 'o.i / 7')},
             '+880 17' || lpad((o.i * 7919 % 100000000)::text, 8, '0'),
             o.line_count, t.lines_text,
             CASE WHEN o.i % 10 = 0 THEN 'cancelled' WHEN o.i % 10 < 3 THEN 'pending' WHEN o.i % 10 = 3 THEN 'confirmed'
                  WHEN o.i % 10 < 7 THEN 'shipped' ELSE 'delivered' END,
             o.created_at, now()
      FROM o JOIN totals t ON t.order_id = o.id
      ORDER BY o.i
      RETURNING id
    )
    INSERT INTO order_lines (order_id, line_no, part_id, part_number, part_name, unit_price, quantity, line_total)
    SELECT l.order_id, l.line_no, l.part_id, l.sku, l.name, l.price, l.quantity, round(l.price * l.quantity, 2)
    FROM l JOIN orders_written w ON w.id = l.order_id`,
    ORDER_BATCH,
  );

  await run(
    'reviews',
    volume.reviews,
    (from, to) => `
    INSERT INTO reviews (id, name, country, comment, img, rating, author_email, created_at)
    SELECT gen_random_uuid(),
           ${pick(FIRST, 20, 'i * 3')} || ' ' || ${pick(LAST, 20, 'i / 3')},
           ${pick(sqlList(['Bangladesh', 'Vietnam', 'Sri Lanka', 'Turkey', 'India', 'Portugal', 'China', 'Pakistan']), 8, 'i')},
           ${pick(COMMENTS, 6, 'i')},
           ${pick(AVATARS, 4, 'i')},
           1 + (i * 7 % 5),
           NULL,
           now() - ((i % 700) || ' hours')::interval
    FROM generate_series(${from}::bigint, ${to}::bigint) AS i`,
  );
  await seedVolumeCompanies(db, Math.min(volume.companies ?? 0, Math.floor(customers / MEMBERS_PER_COMPANY)), tag);
  onProgress(`companies: ${(volume.companies ?? 0).toLocaleString('en-US')}`);
  const lists = await seedVolumePrices(db, tag, volume.currency ?? 'BDT');
  onProgress(`price lists: ${lists.toLocaleString('en-US')}, and breaks for a fifth of the parts`);
  await db.query('DROP TABLE IF EXISTS volume_customers');
  await db.query('DROP TABLE IF EXISTS volume_parts');
  // About 300 machines of 8 brands, and the machines every part fits.
  await seedVolumeMachines(db, onProgress);
  // A hundred machines' parts books, and the benchmark's assembly of 200 callouts.
  await seedVolumePartsBooks(db, onProgress);
  await db.query('ANALYZE');

  const counts = await db.query<{ parts: number; users: number; orders: number; reviews: number }>(
    `SELECT (SELECT count(*) FROM parts)::int AS parts, (SELECT count(*) FROM users)::int AS users,
            (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM reviews)::int AS reviews`,
  );
  return counts.rows[0]!;
}

const MEMBERS_PER_COMPANY = 4;
const COMPANY_KINDS = sqlList(['Knitwear', 'Apparel', 'Garments', 'Textiles', 'Fashions', 'Denim', 'Sweaters', 'Composite']);

/**
 * `count` companies, each with two locations and four of this run's customers (`volume_customers`)
 * as members: a company admin, an approver and two buyers with limits. Their orders become the
 * company's. Set-based, a few statements in all.
 */
async function seedVolumeCompanies(db: Database, count: number, tag: string): Promise<void> {
  if (count <= 0) return;
  await db.query('DROP TABLE IF EXISTS volume_companies');
  await db.query(`CREATE TABLE volume_companies AS SELECT i AS n, gen_random_uuid() AS id FROM generate_series(1, ${count}) AS i`);
  await db.query(`
    INSERT INTO companies (id, name, tax_number, billing_address, payment_terms, credit_limit, po_required, created_at)
    SELECT v.id,
           ${pick(LAST, 20, 'v.n')} || ' ' || ${pick(COMPANY_KINDS, 8, 'v.n / 20')} || ' Ltd. ' || v.n || '-${tag}',
           'BIN ' || lpad((v.n * 7919 % 1000000000)::text, 9, '0') || '-' || lpad((v.n % 10000)::text, 4, '0'),
           'Plot ' || (1 + v.n % 300) || ', ' || ${pick(CITIES, 12, 'v.n')},
           (ARRAY['prepaid', 'net15', 'net30', 'net60'])[1 + (v.n % 4)::int],
           CASE WHEN v.n % 4 = 0 THEN 0 ELSE 100000 * (1 + v.n % 10) END,
           v.n % 3 = 0,
           now() - ((v.n % 700) || ' days')::interval
    FROM volume_companies v`);
  await db.query(`
    INSERT INTO company_locations (id, company_id, name, address, phone)
    SELECT gen_random_uuid(), v.id, ${pick(CITIES, 12, 'v.n + k')} || ' plant', 'Plot ' || (k * 17 + v.n % 300) || ', ' || ${pick(CITIES, 12, 'v.n + k')},
           '+880 17' || lpad(((v.n * 10 + k) * 7919 % 100000000)::text, 8, '0')
    FROM volume_companies v CROSS JOIN generate_series(1, 2) AS k`);
  await db.query(`
    INSERT INTO company_members (user_id, company_id, role, order_limit, monthly_limit, joined_at)
    SELECT c.id, v.id,
           CASE (c.n - 1) % ${MEMBERS_PER_COMPANY} WHEN 0 THEN 'company_admin' WHEN 1 THEN 'approver' ELSE 'buyer' END,
           CASE WHEN (c.n - 1) % ${MEMBERS_PER_COMPANY} >= 2 THEN 20000 END,
           CASE WHEN (c.n - 1) % ${MEMBERS_PER_COMPANY} >= 2 THEN 100000 END,
           now() - ((v.n % 700) || ' days')::interval
    FROM volume_companies v JOIN volume_customers c ON (c.n - 1) / ${MEMBERS_PER_COMPANY} + 1 = v.n`);
  // A company role needs a verified address: the members' are.
  await db.query(`
    UPDATE users u SET email_verified = true
    FROM company_members m JOIN volume_companies v ON v.id = m.company_id
    WHERE u.id = m.user_id AND NOT u.email_verified`);
  await db.query(`
    UPDATE orders o SET company_id = m.company_id
    FROM company_members m JOIN volume_companies v ON v.id = m.company_id
    WHERE o.user_id = m.user_id`);
  await db.query('DROP TABLE volume_companies');
  await seedDemoCompanyOrders(db);
}

/**
 * The demo company's share of the year (when the demo data is there): one order in 40 of this
 * run's customers becomes the company's, to its first location (placed by a buyer who has left
 * it since, as a year brings), and one of those in 25 awaits approval (due in five days), so that
 * its Company orders and its approvers' Approvals page at a year's volume (`npm run bench:volume`).
 * (The orders picked are not the heavy customers' every fifth: those are a volume company's already.)
 */
async function seedDemoCompanyOrders(db: Database): Promise<void> {
  const buyerEmail = DEMO_COMPANY.members.find((m) => m.role === 'buyer')?.email ?? '';
  await db.query(
    `
    WITH buyer AS (
      SELECT m.company_id,
             (SELECT l.id FROM company_locations l WHERE l.company_id = m.company_id ORDER BY l.seq LIMIT 1) AS location_id
      FROM company_members m JOIN users u ON u.id = m.user_id
      WHERE u.email = $1 AND m.role = 'buyer'
    )
    UPDATE orders o
    SET company_id = b.company_id, location_id = b.location_id, location_name = (SELECT l.name FROM company_locations l WHERE l.id = b.location_id),
        status = CASE WHEN o.seq % 1000 = 7 THEN 'awaiting_approval' ELSE o.status END,
        held_for = CASE WHEN o.seq % 1000 = 7 THEN 'order' END,
        approval_due_at = CASE WHEN o.seq % 1000 = 7 THEN now() + interval '5 days' END
    FROM buyer b
    WHERE o.company_id IS NULL AND o.seq % 40 = 7 AND o.user_id IN (SELECT id FROM volume_customers)`,
    [buyerEmail],
  );
}

/** Companies that share one price list. */
const COMPANIES_PER_LIST = 10;
/** Parts a price list names. */
const PARTS_PER_LIST = 200;

/**
 * Contract prices (docs/prices-and-quotes.md): two quantity breaks (5 and 20 times the minimum, 5 %
 * and 10 % off) for every fifth part without any, and a price list for every 10 of this run's
 * companies (named `… Ltd. <n>-<tag>`), valid this year and next, 8 % off 200 parts. The number of lists.
 */
async function seedVolumePrices(db: Database, tag: string, currency: string): Promise<number> {
  await db.query(`
    INSERT INTO part_price_breaks (part_id, min_quantity, price)
    SELECT p.id, greatest(10, p.min_order_quantity * 5) * s.k, round(p.price * s.off, 2)
    FROM volume_parts p CROSS JOIN (VALUES (1, 0.95), (4, 0.90)) AS s(k, off)
    WHERE p.n % 5 = 0 AND p.price >= 1 AND NOT EXISTS (SELECT 1 FROM part_price_breaks b WHERE b.part_id = p.id)
    ON CONFLICT DO NOTHING`);
  const companies = await db.query<{ id: string }>(`SELECT id::text AS id FROM companies WHERE name LIKE $1 ORDER BY seq`, [`% Ltd. %-${tag}`]);
  const count = Math.ceil(companies.rows.length / COMPANIES_PER_LIST);
  if (count === 0) return 0;
  const parts = Number((await db.query<{ count: number }>('SELECT count(*)::int AS count FROM volume_parts')).rows[0]!.count);
  await db.query('DROP TABLE IF EXISTS volume_lists');
  await db.query(`CREATE TABLE volume_lists AS SELECT i AS n, gen_random_uuid() AS id FROM generate_series(1, ${count}) AS i`);
  await db.query(
    `INSERT INTO price_lists (id, name, currency, valid_from, valid_until)
     SELECT v.id, 'Contract ' || v.n || '-${tag}', $1, make_date(extract(year FROM now())::int, 1, 1), make_date(extract(year FROM now())::int + 1, 12, 31)
     FROM volume_lists v`,
    [currency],
  );
  await db.query(`
    INSERT INTO price_list_prices (price_list_id, part_id, min_quantity, price)
    SELECT v.id, p.id, 1, round(p.price * 0.92, 2)
    FROM volume_lists v CROSS JOIN generate_series(1, ${Math.min(PARTS_PER_LIST, parts)}) AS k
    JOIN volume_parts p ON p.n = 1 + (v.n * 7919 + k * 104729) % ${parts}
    WHERE round(p.price * 0.92, 2) > 0
    ON CONFLICT DO NOTHING`);
  await db.query(
    `UPDATE companies c SET price_list_id = v.id
     FROM unnest($1::uuid[]) WITH ORDINALITY AS m(id, i) JOIN volume_lists v ON v.n = (m.i - 1) / ${COMPANIES_PER_LIST} + 1
     WHERE c.id = m.id`,
    [companies.rows.map((row) => row.id)],
  );
  await db.query('DROP TABLE volume_lists');
  return count;
}
