import { randomUUID } from 'node:crypto';
import type { CompanyRole, Order, Part, Page, PaymentTerms } from '@storefront/shared/schemas';
import {
  call,
  describeEachDb,
  freshUser,
  signInAs,
  signInCast,
  startServer,
  TEST_USERS,
  type Actor,
  type Cast,
  type CallOptions,
  type TestServer,
} from './harness';
import { addCompany, addMember, fingerprint, imageForm, PNG, validPart, validProfile, validReview } from './fixtures';

type Who = 'anonymous' | 'customer' | 'other' | 'admin';
const WHO: Who[] = ['anonymous', 'customer', 'other', 'admin'];

interface Row {
  name: string;
  /** Expected status per caller, in the order anonymous, customer, other, admin (called in that order). */
  expect: [number, number, number, number];
  /** Builds the request (may prepare data first); called once per caller. */
  request: (who: Who) => Promise<{ method: string; url: string; options?: Omit<CallOptions, 'token'> }>;
}

describeEachDb('authorization matrix', (kind) => {
  let server: TestServer;
  let cast: Cast;
  let part: Part;
  /** A company none of the callers belongs to, with a location, a member and an invitation (docs/companies.md). */
  let company: { id: string; location: string; member: string; invitation: string; link: string };
  /** Made admin, then removed, by the rows below: an account of its own (removal disables it in Firebase). */
  let victim: Awaited<ReturnType<typeof freshUser>>;
  const token = (who: Who) => (who === 'anonymous' ? undefined : cast[who].token);
  const newMachine = async () =>
    (await call(server, 'POST', '/machines', { token: cast.admin.token, body: { brand: 'Yamato', model: `YL-${Math.floor(Math.random() * 1e9)}` } })).body
      ._id as string;
  const newPart = async () => (await call(server, 'POST', '/parts', { token: cast.admin.token, body: validPart })).body.insertedId as string;
  const currency = () => server.app.ctx.config.mail.currency;
  const newPriceList = async () =>
    (await call(server, 'POST', '/price-lists', { token: cast.admin.token, body: { name: `List ${randomUUID()}`, currency: currency() } })).body.id as string;
  /** One price list the rows read and change. */
  let matrixList: string | undefined;
  const priceList = async () => (matrixList ??= await newPriceList());
  const newOrder = async (actor: Actor) =>
    (
      await call(server, 'POST', '/booking', {
        token: actor.token,
        body: { bookingId: part._id, address: 'Dhaka', phone: '0123456', orderQuantity: part.min_order_Quantity },
      })
    ).body.order as Order;

  beforeAll(async () => {
    server = await startServer(kind);
    cast = await signInCast(server);
    await signInAs(server, TEST_USERS.buyers);
    victim = await freshUser('victim', { verified: true });
    await signInAs(server, victim);
    part = (await call<Page<Part>>(server, 'GET', '/parts')).body.items[0]!;
    await call(server, 'PUT', `/profile/${cast.customer.email}`, { token: cast.customer.token, body: validProfile });
    const made = await call(server, 'POST', '/companies', {
      token: cast.admin.token,
      body: { name: `Matrix Garments ${kind}`, adminEmail: 'matrix-admin@example.com' },
    });
    const db = server.app.ctx.db;
    const location = await db.query<{ id: string }>(
      `INSERT INTO company_locations (id, company_id, name, address) VALUES (gen_random_uuid(), $1::uuid, 'Gazipur plant', 'Gazipur') RETURNING id::text AS id`,
      [made.body._id],
    );
    const member = await db.query<{ id: string }>(
      `INSERT INTO users (id, email) VALUES (gen_random_uuid(), 'matrix-buyer@example.com') RETURNING id::text AS id`,
    );
    await db.query(`INSERT INTO company_members (user_id, company_id, role) VALUES ($1::uuid, $2::uuid, 'buyer')`, [member.rows[0]!.id, made.body._id]);
    const link = 'a-link-token-of-the-authorization-matrix';
    await db.query(
      `INSERT INTO company_invitations (id, company_id, email, role, token_hash, expires_at)
       VALUES (gen_random_uuid(), $1::uuid, 'someone-else@example.com', 'buyer', encode(sha256(convert_to($2, 'UTF8')), 'hex'), now() + interval '7 days')`,
      [made.body._id, link],
    );
    company = { id: made.body._id, location: location.rows[0]!.id, member: member.rows[0]!.id, invitation: made.body.invitations[0]._id, link };
  });
  afterAll(() => server?.close());

  const q = encodeURIComponent;
  const rows: Row[] = [
    { name: 'GET /health', expect: [200, 200, 200, 200], request: async () => ({ method: 'GET', url: '/health' }) },
    { name: 'GET /parts', expect: [200, 200, 200, 200], request: async () => ({ method: 'GET', url: '/parts' }) },
    { name: 'GET /parts/{id}', expect: [200, 200, 200, 200], request: async () => ({ method: 'GET', url: `/parts/${part._id}` }) },
    { name: 'GET /sitemap/parts', expect: [200, 200, 200, 200], request: async () => ({ method: 'GET', url: '/sitemap/parts?limit=10' }) },
    { name: 'POST /parts', expect: [401, 403, 403, 201], request: async () => ({ method: 'POST', url: '/parts', options: { body: validPart } }) },
    {
      name: 'PATCH /parts/{id}',
      expect: [401, 403, 403, 200],
      request: async () => ({ method: 'PATCH', url: `/parts/${part._id}`, options: { body: { price: 999 } } }),
    },
    { name: 'DELETE /parts/{id}', expect: [401, 403, 403, 200], request: async () => ({ method: 'DELETE', url: `/parts/${await newPart()}` }) },
    {
      name: 'POST /booking',
      expect: [401, 201, 201, 201],
      request: async () => ({
        method: 'POST',
        url: '/booking',
        options: { body: { bookingId: part._id, address: 'Dhaka', phone: '0123456', orderQuantity: part.min_order_Quantity } },
      }),
    },
    {
      name: 'GET /booking?email=customer',
      expect: [401, 200, 403, 200],
      request: async () => ({ method: 'GET', url: `/booking?email=${q(cast.customer.email)}` }),
    },
    { name: 'GET /booking (all)', expect: [401, 403, 403, 200], request: async () => ({ method: 'GET', url: '/booking' }) },
    { name: 'GET /booking/overview', expect: [401, 403, 403, 200], request: async () => ({ method: 'GET', url: '/booking/overview' }) },
    {
      name: "PATCH /booking/{customer's pending order} cancel",
      expect: [401, 200, 403, 200],
      request: async () => ({
        method: 'PATCH',
        url: `/booking/${(await newOrder(cast.customer))._id}`,
        options: { body: { status: 'cancelled', reason: 'Ordered twice' } },
      }),
    },
    {
      name: "PATCH /booking/{customer's pending order} confirm",
      expect: [401, 403, 403, 200],
      request: async () => ({ method: 'PATCH', url: `/booking/${(await newOrder(cast.customer))._id}`, options: { body: { status: 'confirmed' } } }),
    },
    {
      name: "GET /booking/{customer's order number}",
      expect: [401, 200, 404, 200],
      request: async () => ({ method: 'GET', url: `/booking/${(await newOrder(cast.customer)).number}` }),
    },
    {
      name: "GET /booking/{customer's confirmed order number}/invoice",
      expect: [401, 200, 404, 200],
      request: async () => {
        const order = await newOrder(cast.customer);
        await call(server, 'PATCH', `/booking/${order._id}`, { token: cast.admin.token, body: { status: 'confirmed' } });
        return { method: 'GET', url: `/booking/${order.number}/invoice` };
      },
    },
    // None of the cast belongs to a company: its invoices are nobody's here.
    { name: 'GET /company/invoices', expect: [401, 404, 404, 404], request: async () => ({ method: 'GET', url: '/company/invoices' }) },
    {
      name: "POST /invoices/{customer's invoice number}/payments",
      expect: [401, 403, 403, 201],
      request: async () => {
        const order = await newOrder(cast.customer);
        await call(server, 'PATCH', `/booking/${order._id}`, { token: cast.admin.token, body: { status: 'confirmed' } });
        const { invoice } = (await call(server, 'GET', `/booking/${order.number}`, { token: cast.admin.token })).body;
        return { method: 'POST', url: `/invoices/${invoice.number}/payments`, options: { body: { amount: 1, paidOn: '2026-11-20' } } };
      },
    },
    { name: 'GET /reviews', expect: [200, 200, 200, 200], request: async () => ({ method: 'GET', url: '/reviews' }) },
    { name: 'POST /reviews', expect: [401, 201, 201, 201], request: async () => ({ method: 'POST', url: '/reviews', options: { body: validReview } }) },
    { name: 'GET /profile', expect: [401, 200, 200, 200], request: async () => ({ method: 'GET', url: '/profile' }) },
    {
      name: "PUT /profile/{customer's e-mail}",
      expect: [401, 200, 403, 403],
      request: async () => ({ method: 'PUT', url: `/profile/${q(cast.customer.email)}`, options: { body: { ...validProfile, location: 'Chittagong' } } }),
    },
    { name: 'GET /admin/{customer}', expect: [401, 200, 403, 200], request: async () => ({ method: 'GET', url: `/admin/${q(cast.customer.email)}` }) },
    { name: 'GET /user', expect: [401, 403, 403, 200], request: async () => ({ method: 'GET', url: '/user' }) },
    { name: 'PUT /user/admin/{email}', expect: [401, 403, 403, 200], request: async () => ({ method: 'PUT', url: `/user/admin/${q(victim.email)}` }) },
    {
      name: 'DELETE /user/{email}',
      expect: [401, 403, 403, 200],
      request: async (who) => {
        if (who === 'admin') await signInAs(server, victim); // the victim exists (made admin by the row above)
        return { method: 'DELETE', url: `/user/${q(victim.email)}` };
      },
    },
    { name: 'POST /images', expect: [401, 200, 200, 200], request: async () => ({ method: 'POST', url: '/images', options: { raw: imageForm(PNG) } }) },
    { name: 'GET /machines', expect: [200, 200, 200, 200], request: async () => ({ method: 'GET', url: '/machines' }) },
    { name: 'GET /machines/brands', expect: [200, 200, 200, 200], request: async () => ({ method: 'GET', url: '/machines/brands' }) },
    { name: 'GET /machines/brands/{brand}', expect: [200, 200, 200, 200], request: async () => ({ method: 'GET', url: '/machines/brands/juki' }) },
    { name: 'GET /machines/{brand}/{model}', expect: [200, 200, 200, 200], request: async () => ({ method: 'GET', url: '/machines/juki/ddl-8700' }) },
    {
      name: 'POST /machines',
      expect: [401, 403, 403, 201],
      request: async () => ({ method: 'POST', url: '/machines', options: { body: { brand: 'Yamato', model: `AZ${Math.floor(Math.random() * 1e6)}` } } }),
    },
    {
      name: 'PUT /machines/{id}',
      expect: [401, 403, 403, 200],
      request: async () => ({
        method: 'PUT',
        url: `/machines/${await newMachine()}`,
        options: { body: { brand: 'Yamato', model: `VC${Math.floor(Math.random() * 1e6)}` } },
      }),
    },
    { name: 'DELETE /machines/{id}', expect: [401, 403, 403, 200], request: async () => ({ method: 'DELETE', url: `/machines/${await newMachine()}` }) },
    { name: 'GET /parts/{id}/fitment', expect: [200, 200, 200, 200], request: async () => ({ method: 'GET', url: `/parts/${part._id}/fitment` }) },
    {
      name: 'PUT /parts/{id}/fitment',
      expect: [401, 403, 403, 200],
      request: async () => ({
        method: 'PUT',
        url: `/parts/${await newPart()}/fitment`,
        options: { body: { machines: [await newMachine()], oem: [{ brand: 'JUKI', number: '1-2-3' }] } },
      }),
    },
    {
      name: 'POST /fitment/import',
      expect: [401, 403, 403, 200],
      request: async () => ({ method: 'POST', url: '/fitment/import', options: { body: { csv: `${part.sku},JUKI,DDL-9000C` } } }),
    },
    { name: 'GET /profile/machines', expect: [401, 200, 200, 200], request: async () => ({ method: 'GET', url: '/profile/machines' }) },
    {
      name: 'PUT /profile/machines/{id}',
      expect: [401, 200, 200, 200],
      request: async () => ({ method: 'PUT', url: `/profile/machines/${await newMachine()}`, options: { body: { quantity: 3 } } }),
    },
    {
      name: "DELETE /profile/machines/{id} (someone else's)",
      expect: [401, 404, 200, 404],
      request: async () => {
        const machine = await newMachine();
        await call(server, 'PUT', `/profile/machines/${machine}`, { token: cast.other.token, body: { quantity: 1 } });
        return { method: 'DELETE', url: `/profile/machines/${machine}` };
      },
    },
    // Companies: the callers belong to none, so the company's own calls refuse them (403) and its ids are not theirs.
    { name: 'GET /company', expect: [401, 200, 200, 200], request: async () => ({ method: 'GET', url: '/company' }) },
    { name: 'PUT /company', expect: [401, 403, 403, 403], request: async () => ({ method: 'PUT', url: '/company', options: { body: { name: 'Mine Ltd.' } } }) },
    {
      name: 'POST /company/locations',
      expect: [401, 403, 403, 403],
      request: async () => ({ method: 'POST', url: '/company/locations', options: { body: { name: 'Depot', address: 'Tongi' } } }),
    },
    {
      name: 'PUT /company/locations/{id}',
      expect: [401, 403, 403, 403],
      request: async () => ({ method: 'PUT', url: `/company/locations/${company.location}`, options: { body: { name: 'Depot', address: 'Tongi' } } }),
    },
    {
      name: 'DELETE /company/locations/{id}',
      expect: [401, 403, 403, 403],
      request: async () => ({ method: 'DELETE', url: `/company/locations/${company.location}` }),
    },
    {
      name: 'POST /company/invitations',
      expect: [401, 403, 403, 403],
      request: async () => ({ method: 'POST', url: '/company/invitations', options: { body: { email: 'new@example.com', role: 'buyer' } } }),
    },
    {
      name: 'DELETE /company/invitations/{id}',
      expect: [401, 403, 403, 403],
      request: async () => ({ method: 'DELETE', url: `/company/invitations/${company.invitation}` }),
    },
    {
      name: 'PATCH /company/members/{id}',
      expect: [401, 403, 403, 403],
      request: async () => ({ method: 'PATCH', url: `/company/members/${company.member}`, options: { body: { orderLimit: 1 } } }),
    },
    {
      name: 'DELETE /company/members/{id}',
      expect: [401, 403, 403, 403],
      request: async () => ({ method: 'DELETE', url: `/company/members/${company.member}` }),
    },
    { name: 'GET /invitations/{token}', expect: [200, 200, 200, 200], request: async () => ({ method: 'GET', url: `/invitations/${company.link}` }) },
    {
      name: "POST /invitations/{someone else's token}/accept",
      expect: [401, 403, 403, 403],
      request: async () => ({ method: 'POST', url: `/invitations/${company.link}/accept` }),
    },
    { name: 'GET /companies', expect: [401, 403, 403, 200], request: async () => ({ method: 'GET', url: '/companies' }) },
    {
      name: 'POST /companies',
      expect: [401, 403, 403, 201],
      request: async () => ({ method: 'POST', url: '/companies', options: { body: { name: `Company ${Math.floor(Math.random() * 1e9)}` } } }),
    },
    { name: 'GET /companies/{id}', expect: [401, 403, 403, 200], request: async () => ({ method: 'GET', url: `/companies/${company.id}` }) },
    {
      name: 'PUT /companies/{id}',
      expect: [401, 403, 403, 200],
      request: async () => ({ method: 'PUT', url: `/companies/${company.id}`, options: { body: { name: `Matrix Garments ${kind}`, paymentTerms: 'net30' } } }),
    },
    // Price lists (docs/prices-and-quotes.md): the caller's prices for anyone signed in, the lists for the admin.
    { name: 'GET /prices', expect: [401, 200, 200, 200], request: async () => ({ method: 'GET', url: `/prices?ids=${part._id}` }) },
    { name: 'GET /price-lists', expect: [401, 403, 403, 200], request: async () => ({ method: 'GET', url: '/price-lists' }) },
    {
      name: 'POST /price-lists',
      expect: [401, 403, 403, 201],
      request: async () => ({ method: 'POST', url: '/price-lists', options: { body: { name: `List ${randomUUID()}`, currency: currency() } } }),
    },
    { name: 'GET /price-lists/{id}', expect: [401, 403, 403, 200], request: async () => ({ method: 'GET', url: `/price-lists/${await priceList()}` }) },
    {
      name: 'PUT /price-lists/{id}',
      expect: [401, 403, 403, 200],
      request: async () => ({
        method: 'PUT',
        url: `/price-lists/${await priceList()}`,
        options: { body: { name: `Matrix list ${kind}`, currency: currency() } },
      }),
    },
    {
      name: 'PUT /price-lists/{id}/prices',
      expect: [401, 403, 403, 200],
      request: async () => ({
        method: 'PUT',
        url: `/price-lists/${await priceList()}/prices`,
        options: { body: { entries: [{ partNumber: part.sku, minQuantity: 1, price: 1 }] } },
      }),
    },
    {
      name: 'POST /price-lists/{id}/import',
      expect: [401, 403, 403, 200],
      request: async () => ({
        method: 'POST',
        url: `/price-lists/${await priceList()}/import`,
        options: { body: { csv: `part number,min quantity,price\n${part.sku},1,1\n` } },
      }),
    },
    {
      name: 'GET /price-lists/{id}/export',
      expect: [401, 403, 403, 200],
      request: async () => ({ method: 'GET', url: `/price-lists/${await priceList()}/export` }),
    },
    {
      name: 'PUT /price-lists/{id}/companies',
      expect: [401, 403, 403, 200],
      request: async () => ({ method: 'PUT', url: `/price-lists/${await priceList()}/companies`, options: { body: { companyIds: [company.id] } } }),
    },
    {
      name: 'DELETE /price-lists/{id}',
      expect: [401, 403, 403, 200],
      request: async () => ({ method: 'DELETE', url: `/price-lists/${await newPriceList()}` }),
    },
  ];

  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const seen: Record<Who, number> = { anonymous: 0, customer: 0, other: 0, admin: 0 };
    for (const who of WHO) {
      const { method, url, options } = await row.request(who);
      const before = await fingerprint(server);
      const reply = await call(server, method, url, { ...options, token: token(who) });
      seen[who] = reply.status;
      if (reply.status >= 400) {
        expect(reply.body).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
        expect(await fingerprint(server)).toBe(before);
      }
    }
    expect(seen).toEqual(Object.fromEntries(WHO.map((who, i) => [who, row.expect[i]])));
  });
});

/** Who calls a company's order calls: nobody, a lone customer, each role of the company, a member of another company, the storefront's admin. */
type CompanyWho = 'anonymous' | 'customer' | 'buyer' | 'approver' | 'companyAdmin' | 'outsider' | 'admin';
const COMPANY_WHO: CompanyWho[] = ['anonymous', 'customer', 'buyer', 'approver', 'companyAdmin', 'outsider', 'admin'];

describeEachDb('authorization matrix: a company’s orders', (kind) => {
  let server: TestServer;
  let cast: Cast;
  let part: Part;
  const actors: Partial<Record<CompanyWho, Actor>> = {};
  /** Places orders on account above the company's credit (0): each is on hold. */
  let onAccount: Actor;

  // Companies and members as rows: the company's own calls are another suite's.
  const company = async (terms: PaymentTerms = 'prepaid') => (await addCompany(server, { terms, location: null })).id;
  const member = (companyId: string, role: CompanyRole, orderLimit: number | null = null): Promise<Actor> =>
    addMember(server, companyId, role, { order: orderLimit }, `matrix-${role.replace('_', '-')}`);
  const order = async (actor: Actor) =>
    (
      await call(server, 'POST', '/checkout', {
        token: actor.token,
        body: { address: 'Dhaka', phone: '0123456', lines: [{ partId: part._id, quantity: part.min_order_Quantity }] },
      })
    ).body.order as Order;

  /** A price for the quote's one line, valid a week. */
  const answerBody = () => ({ validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10), prices: [{ lineNo: 1, price: 1 }] });
  /** The number of a new quote of the buyer's, answered by the admin when `answered`. */
  const quote = async (answered: boolean) => {
    const body = { lines: [{ partId: part._id, quantity: part.min_order_Quantity }] };
    const { number } = (await call(server, 'POST', '/quotes', { token: actors.buyer!.token, body })).body as { number: string };
    if (answered) await call(server, 'POST', `/quotes/${number}/answers`, { token: cast.admin.token, body: answerBody() });
    return number;
  };

  beforeAll(async () => {
    server = await startServer(kind);
    cast = await signInCast(server);
    part = (await call<Page<Part>>(server, 'GET', '/parts')).body.items[0]!;
    const id = await company();
    actors.customer = cast.customer;
    actors.admin = cast.admin;
    // The buyer's every order awaits approval (a limit of 0).
    actors.buyer = await member(id, 'buyer', 0);
    actors.approver = await member(id, 'approver');
    actors.companyAdmin = await member(id, 'company_admin');
    actors.outsider = await member(await company(), 'approver');
    onAccount = await member(await company('net30'), 'company_admin');
  });
  afterAll(() => server?.close());

  const rows: { name: string; expect: number[]; request: () => Promise<{ method: string; url: string; options?: Omit<CallOptions, 'token'> }> }[] = [
    { name: 'GET /company/orders', expect: [401, 403, 200, 200, 200, 200, 403], request: async () => ({ method: 'GET', url: '/company/orders' }) },
    { name: 'GET /company/approvals', expect: [401, 403, 403, 200, 200, 200, 403], request: async () => ({ method: 'GET', url: '/company/approvals' }) },
    {
      name: "GET /booking/{a buyer's order number}",
      expect: [401, 404, 200, 200, 200, 404, 200],
      request: async () => ({ method: 'GET', url: `/booking/${(await order(actors.buyer!)).number}` }),
    },
    {
      name: 'POST /booking/{number}/approve',
      expect: [401, 404, 403, 200, 200, 404, 403],
      request: async () => ({ method: 'POST', url: `/booking/${(await order(actors.buyer!)).number}/approve` }),
    },
    {
      name: 'POST /booking/{number}/reject',
      expect: [401, 404, 403, 200, 200, 404, 403],
      request: async () => ({ method: 'POST', url: `/booking/${(await order(actors.buyer!)).number}/reject`, options: { body: { reason: 'Over budget.' } } }),
    },
    {
      name: 'POST /booking/{number}/release',
      expect: [401, 403, 403, 403, 403, 403, 200],
      request: async () => ({ method: 'POST', url: `/booking/${(await order(onAccount)).number}/release` }),
    },
    // Quotes (docs/prices-and-quotes.md): read by their buyer, the buyer's company and the admin; accepted by their buyer alone.
    {
      name: 'POST /quotes',
      expect: [401, 201, 201, 201, 201, 201, 201],
      request: async () => ({ method: 'POST', url: '/quotes', options: { body: { lines: [{ partId: part._id, quantity: part.min_order_Quantity }] } } }),
    },
    { name: 'GET /quotes', expect: [401, 200, 200, 200, 200, 200, 200], request: async () => ({ method: 'GET', url: '/quotes' }) },
    { name: 'GET /quotes/manage', expect: [401, 403, 403, 403, 403, 403, 200], request: async () => ({ method: 'GET', url: '/quotes/manage' }) },
    {
      name: "GET /quotes/{a buyer's quote}",
      expect: [401, 404, 200, 200, 200, 404, 200],
      request: async () => ({ method: 'GET', url: `/quotes/${await quote(false)}` }),
    },
    {
      name: 'POST /quotes/{number}/answers',
      expect: [401, 403, 403, 403, 403, 403, 200],
      request: async () => ({ method: 'POST', url: `/quotes/${await quote(false)}/answers`, options: { body: answerBody() } }),
    },
    {
      name: "POST /quotes/{a buyer's answered quote}/decline",
      expect: [401, 404, 200, 403, 403, 404, 200],
      request: async () => ({ method: 'POST', url: `/quotes/${await quote(true)}/decline`, options: { body: {} } }),
    },
    {
      name: "POST /quotes/{a buyer's requested quote}/withdraw",
      expect: [401, 404, 200, 403, 403, 404, 403],
      request: async () => ({ method: 'POST', url: `/quotes/${await quote(false)}/withdraw` }),
    },
    {
      name: "POST /quotes/{a buyer's answered quote}/accept",
      expect: [401, 404, 201, 403, 403, 404, 403],
      request: async () => ({ method: 'POST', url: `/quotes/${await quote(true)}/accept`, options: { body: { address: 'Dhaka', phone: '0123456' } } }),
    },
  ];

  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const seen: Partial<Record<CompanyWho, number>> = {};
    for (const who of COMPANY_WHO) {
      const { method, url, options } = await row.request();
      const before = await fingerprint(server);
      const reply = await call(server, method, url, { ...options, token: actors[who]?.token });
      seen[who] = reply.status;
      if (reply.status >= 400) {
        expect(reply.body).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
        expect(await fingerprint(server)).toBe(before);
      }
    }
    expect(seen).toEqual(Object.fromEntries(COMPANY_WHO.map((who, i) => [who, row.expect[i]])));
  });
});
