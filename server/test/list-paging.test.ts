import { randomUUID } from 'node:crypto';
import type { Order, Part } from '@storefront/shared/schemas';
import { call, describeEachDb, freshUser, signInAs, signInCast, startServer, type Actor, type Cast, type TestServer } from './harness';
import { validReview, ALL_ENDPOINTS } from './fixtures';

/** One list of the API: where it is, who reads it, and what names an item. */
interface ListCase {
  path: string;
  who: () => Actor | undefined;
  key: (item: Record<string, unknown>) => string;
}

/** The items of a page: `items`, or the company's invoices. */
const itemsOf = (body: Record<string, unknown>) => (body.items ?? body.invoices) as Record<string, unknown>[];

/**
 * Every list endpoint (an answer with a `nextCursor`) read a few rows a page: the cursors join
 * the pages up with no row twice and none missing, in the order of one big page, and never a 500.
 */
describeEachDb('every list pages with a small limit', (kind) => {
  let server: TestServer;
  let cast: Cast;
  const member = {} as Record<'companyAdmin' | 'buyer', Actor>;
  const sql = (text: string, params: unknown[] = []) => server.app.ctx.db.query(text, params);

  const byId = (item: Record<string, unknown>) => String(item._id);
  const cases: ListCase[] = [
    { path: '/parts', who: () => undefined, key: byId },
    { path: '/reviews', who: () => undefined, key: byId },
    { path: '/machines', who: () => undefined, key: byId },
    { path: '/booking', who: () => cast.admin, key: byId },
    { path: `/booking?email=customer%40example.com`, who: () => cast.customer, key: byId },
    { path: '/user', who: () => cast.admin, key: byId },
    { path: '/company/orders', who: () => member.companyAdmin, key: byId },
    { path: '/company/approvals', who: () => member.companyAdmin, key: byId },
    { path: '/company/invoices', who: () => member.companyAdmin, key: (item) => String(item.number) },
    { path: '/companies', who: () => cast.admin, key: byId },
    { path: '/price-lists', who: () => cast.admin, key: (item) => String(item.id) },
    { path: '/quotes', who: () => cast.customer, key: (item) => String(item.number) },
    { path: '/quotes/manage', who: () => cast.admin, key: (item) => String(item.number) },
  ];

  beforeAll(async () => {
    server = await startServer(kind);
    cast = await signInCast(server);
    const admin = cast.admin.token;
    const created = await call(server, 'POST', '/parts', {
      token: admin,
      body: {
        name: 'Paging presser foot',
        price: 100,
        description: 'For the paging test',
        min_order_Quantity: 1,
        available_Quantity: 100_000,
        img: '/images/seed/bobbin-case.svg',
      },
    });
    const part = (await call<Part>(server, 'GET', `/parts/${created.body.insertedId}`)).body;

    // A company whose admin and a buyer held to a limit of 50 an order order three times each:
    // the admin's orders confirmed (invoices), the buyer's awaiting approval.
    const companyId = randomUUID();
    await sql(`INSERT INTO companies (id, name, payment_terms, credit_limit) VALUES ($1::uuid, $2, 'net30', 1000000)`, [companyId, `Paging Mills ${kind}`]);
    for (const [who, role, limit] of [
      ['companyAdmin', 'company_admin', null],
      ['buyer', 'buyer', 50],
    ] as const) {
      const user = await freshUser(`paging-${role.replace('_', '-')}`, { verified: true });
      member[who] = await signInAs(server, user);
      await sql(`INSERT INTO company_members (user_id, company_id, role, order_limit) SELECT id, $2::uuid, $3, $4 FROM users WHERE email = $1`, [
        user.email,
        companyId,
        role,
        limit,
      ]);
    }
    const checkout = async (actor: Actor) => {
      const reply = await call(server, 'POST', '/checkout', {
        token: actor.token,
        body: { address: 'Plot 7, Ashulia', phone: '+8801711000000', lines: [{ partId: part._id, quantity: 1 }] },
      });
      expect(reply.status).toBe(201);
      return reply.body.order as Order;
    };
    for (let i = 0; i < 3; i += 1) {
      const order = await checkout(member.companyAdmin);
      expect((await call(server, 'PATCH', `/booking/${order._id}`, { token: admin, body: { status: 'confirmed' } })).status).toBe(200);
      expect((await checkout(member.buyer)).status).toBe('awaiting_approval');
      await checkout(cast.customer);
      expect((await call(server, 'POST', '/quotes', { token: cast.customer.token, body: { lines: [{ partId: part._id, quantity: 5 }] } })).status).toBe(201);
      expect((await call(server, 'POST', '/companies', { token: admin, body: { name: `Paging Company ${i} ${kind}` } })).status).toBe(201);
      const list = await call(server, 'POST', '/price-lists', {
        token: admin,
        body: { name: `Paging list ${i}`, currency: server.app.ctx.config.mail.currency },
      });
      expect(list.status).toBe(201);
      expect((await call(server, 'POST', '/reviews', { token: cast.customer.token, body: validReview })).status).toBe(201);
      expect((await call(server, 'POST', '/machines', { token: admin, body: { brand: 'Paging', model: `PG-${i}` } })).status).toBe(201);
    }
  });
  afterAll(() => server?.close());

  /** Every item of the list, following `nextCursor` at `limit` a page; each page must answer 200. */
  const walk = async (list: ListCase, limit: number) => {
    const keys: string[] = [];
    let pages = 0;
    let cursor: string | null = null;
    do {
      const url: string = `${list.path}${list.path.includes('?') ? '&' : '?'}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const reply = await call<Record<string, unknown>>(server, 'GET', url, { token: list.who()?.token });
      if (reply.status !== 200) throw new Error(`GET ${url}: ${reply.status} ${reply.text}`);
      const items = itemsOf(reply.body);
      expect(items.length).toBeLessThanOrEqual(limit);
      keys.push(...items.map(list.key));
      cursor = reply.body.nextCursor as string | null;
      pages += 1;
    } while (cursor);
    return { keys, pages };
  };

  it.each(cases.map((list) => [list.path, list] as const))('%s: pages of 2 join up into the whole list', async (_, list) => {
    const whole = await walk(list, 100);
    expect(whole.keys.length).toBeGreaterThanOrEqual(3);
    const paged = await walk(list, 2);
    expect(paged.pages).toBe(Math.ceil(whole.keys.length / 2));
    expect(new Set(paged.keys).size).toBe(paged.keys.length);
    expect(paged.keys).toEqual(whole.keys);
  });

  it('covers every list of the table: each GET answering a nextCursor is a case above', async () => {
    const listed = new Set(cases.map((list) => list.path.split('?')[0]));
    const found: string[] = [];
    for (const [, target] of ALL_ENDPOINTS) {
      if (target.method !== 'GET' || target.path.includes(':')) continue;
      // Whoever may read it: a company member for the company's calls, else the storefront's admin.
      const token = target.path.startsWith('/company/') || target.path === '/company' ? member.companyAdmin.token : cast.admin.token;
      const reply = await call(server, 'GET', target.path, { token });
      if (reply.body && typeof reply.body === 'object' && 'nextCursor' in reply.body) found.push(target.path);
    }
    expect(found.length).toBeGreaterThan(5);
    expect(found.filter((path) => !listed.has(path))).toEqual([]);
  });
});
