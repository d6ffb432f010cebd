import type {
  Cart,
  CartUpdate,
  CompanyAdminView,
  MyPrices,
  OrderDetail,
  Page,
  Part,
  PriceList,
  PriceListDetail,
  PriceListImport,
  QuickOrderResult,
} from '@storefront/shared/schemas';
import { priceListMessages } from '@storefront/shared/schemas';
import { call, describeEachDb, freshUser, signInAs, signInCast, startServer, type Actor, type Cast, type TestServer } from '../../test/harness';
import { todayIn } from './my-prices';

/** A day `days` from `day` (YYYY-MM-DD). */
const dayFrom = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describeEachDb('prices: breaks, price lists and pack sizes', (kind) => {
  let server: TestServer;
  let cast: Cast;
  let admin: string;
  /** A member of a company buying at `list`; a member of another company (no list). */
  let member: Actor;
  let stranger: Actor;
  let company: CompanyAdminView;
  let list: PriceListDetail;
  /** Price 100, breaks 50+ 90 and 200+ 80; in the list at 85 (1+) and 70 (100+). */
  let hook: Part;
  /** Price 20, in packs of 10, min 10, max 50, stock 100. */
  let needles: Part;
  let today: string;
  const tag = `${kind === 'pglite' ? 'L' : 'P'}${Date.now().toString(36).toUpperCase()}`;
  const db = () => server.app.ctx.db;
  const currency = () => server.app.ctx.config.mail.currency;

  const newPart = async (sku: string, fields: Record<string, unknown>): Promise<Part> => {
    const created = await call(server, 'POST', '/parts', {
      token: admin,
      body: { sku, name: `Price part ${sku}`, description: 'For the price tests', img: '/images/seed/rotary-hook.svg', ...fields },
    });
    expect(created.status).toBe(201);
    return (await call<Part>(server, 'GET', `/parts/${created.body.insertedId}`)).body;
  };
  const memberOf = async (companyId: string, prefix: string): Promise<Actor> => {
    const user = await freshUser(prefix, { verified: true });
    const actor = await signInAs(server, user);
    const id = (await db().query<{ id: string }>('SELECT id::text AS id FROM users WHERE email = $1', [user.email])).rows[0]!.id;
    await db().query(`INSERT INTO company_members (user_id, company_id, role) VALUES ($1::uuid, $2::uuid, 'buyer')`, [id, companyId]);
    return actor;
  };
  const setLine = (actor: Actor, partId: string, quantity: number) =>
    call<Cart>(server, 'PUT', `/cart/lines/${partId}`, { token: actor.token, body: { quantity } });
  const lineOf = async (actor: Actor, partId: string, quantity: number) => {
    const reply = await setLine(actor, partId, quantity);
    expect(reply.status).toBe(200);
    return { line: reply.body.lines.find((l) => l.partId === partId)!, cart: reply.body };
  };
  const checkout = (actor: Actor, lines: { partId: string; quantity: number }[]) =>
    call<{ order: OrderDetail }>(server, 'POST', '/checkout', {
      token: actor.token,
      body: { address: 'Plot 7, Ashulia, Dhaka', phone: '+8801711000000', lines },
    });
  const editList = (body: Record<string, unknown>) =>
    call<PriceListDetail>(server, 'PUT', `/price-lists/${list.id}`, { token: admin, body: { name: list.name, currency: currency(), ...body } });

  beforeAll(async () => {
    server = await startServer(kind);
    cast = await signInCast(server);
    admin = cast.admin.token;
    today = todayIn(server.app.ctx.config.seller.timeZone);
    hook = await newPart(`${tag}-HOOK`, {
      price: 100,
      min_order_Quantity: 1,
      available_Quantity: 100000,
      breaks: [
        { minQuantity: 200, price: 80 },
        { minQuantity: 50, price: 90 },
      ],
    });
    needles = await newPart(`${tag}-NDL`, { price: 20, min_order_Quantity: 10, available_Quantity: 100, pack_Size: 10, max_order_Quantity: 50 });
    company = (await call<CompanyAdminView>(server, 'POST', '/companies', { token: admin, body: { name: `Price Co ${tag}` } })).body;
    const otherCompany = (await call<CompanyAdminView>(server, 'POST', '/companies', { token: admin, body: { name: `No List Co ${tag}` } })).body;
    member = await memberOf(company._id, 'prices-member');
    stranger = await memberOf(otherCompany._id, 'prices-stranger');
    const created = await call<PriceListDetail>(server, 'POST', '/price-lists', { token: admin, body: { name: `Contract ${tag}`, currency: currency() } });
    expect(created.status).toBe(201);
    list = created.body;
    const prices = await call<PriceListDetail>(server, 'PUT', `/price-lists/${list.id}/prices`, {
      token: admin,
      body: {
        entries: [
          { partNumber: hook.sku, minQuantity: 1, price: 85 },
          { partNumber: hook.sku, minQuantity: 100, price: 70 },
        ],
      },
    });
    expect(prices.status).toBe(200);
    expect((await call(server, 'PUT', `/price-lists/${list.id}/companies`, { token: admin, body: { companyIds: [company._id] } })).status).toBe(200);
  });
  afterAll(() => server?.close());

  it('keeps a part’s pack, maximum and breaks, and refuses a patch that breaks them (400 with the field’s message)', async () => {
    expect(hook.breaks).toEqual([
      { minQuantity: 50, price: 90 },
      { minQuantity: 200, price: 80 },
    ]);
    expect([needles.pack_Size, needles.max_order_Quantity, needles.breaks]).toEqual([10, 50, []]);
    const part = await newPart(`${tag}-EDIT`, { price: 10, min_order_Quantity: 1, available_Quantity: 10, breaks: [{ minQuantity: 5, price: 9 }] });
    const patch = (body: Record<string, unknown>) => call(server, 'PATCH', `/parts/${part._id}`, { token: admin, body });
    const cheaper = await patch({ price: 8 });
    expect([cheaper.status, cheaper.body.error.fields]).toEqual([
      400,
      { breaks: "Each break's price must be below the part's price and the break before it." },
    ]);
    const packs = await patch({ pack_Size: 4 });
    expect([packs.status, packs.body.error.fields]).toEqual([400, { min_order_Quantity: 'The minimum order must be a whole number of packs.' }]);
    const fine = await patch({ pack_Size: 2, min_order_Quantity: 2, max_order_Quantity: 6, breaks: [{ minQuantity: 4, price: 7 }] });
    expect(fine.status).toBe(200);
    expect([fine.body.pack_Size, fine.body.max_order_Quantity, fine.body.breaks]).toEqual([2, 6, [{ minQuantity: 4, price: 7 }]]);
    expect((await patch({ breaks: [] })).body.breaks).toEqual([]);
  });

  it('prices a lone customer’s cart line by the part’s breaks at their edges, saying what the next one saves', async () => {
    const buyer = cast.customer;
    const at = async (quantity: number) => (await lineOf(buyer, hook._id, quantity)).line;
    expect((await at(49)).price).toEqual({ unitPrice: 100, listPrice: 100, source: 'list' });
    expect((await at(49)).nextBreak).toEqual({ minQuantity: 50, more: 1, unitPrice: 90 });
    expect((await at(50)).price).toEqual({ unitPrice: 90, listPrice: 100, source: 'break', minQuantity: 50 });
    expect((await at(199)).price).toMatchObject({ unitPrice: 90, source: 'break' });
    const top = await lineOf(buyer, hook._id, 200);
    expect([top.line.price, top.line.nextBreak, top.line.part?.breaks]).toEqual([
      { unitPrice: 80, listPrice: 100, source: 'break', minQuantity: 200 },
      null,
      hook.breaks,
    ]);
    expect(top.cart.priceList).toBeNull();
    await call(server, 'DELETE', `/cart/lines/${hook._id}`, { token: buyer.token });
  });

  it('prices a member’s line by their company’s list while it is valid today, the lowest price winning', async () => {
    const at = async (quantity: number) => lineOf(member, hook._id, quantity);
    const one = await at(1);
    expect(one.line.price).toEqual({ unitPrice: 85, listPrice: 100, source: 'contract', minQuantity: 1, priceListName: list.name });
    expect(one.cart.priceList).toEqual({ id: list.id, name: list.name });
    // 50+ the part's break (90) is dearer than the list (85); 100+ the list's own break.
    expect((await at(50)).line.price).toMatchObject({ unitPrice: 85, source: 'contract' });
    expect((await at(100)).line.price).toEqual({ unitPrice: 70, listPrice: 100, source: 'contract', minQuantity: 100, priceListName: list.name });
    expect((await at(100)).cart.total).toBe(7000);
    // Not valid yet, then expired: the part's own prices.
    expect((await editList({ validFrom: dayFrom(today, 2) })).status).toBe(200);
    const later = await at(200);
    expect([later.line.price?.source, later.line.price?.unitPrice, later.cart.priceList]).toEqual(['break', 80, null]);
    expect((await editList({ validFrom: dayFrom(today, -30), validUntil: dayFrom(today, -2) })).status).toBe(200);
    expect((await at(1)).line.price).toEqual({ unitPrice: 100, listPrice: 100, source: 'list' });
    // Valid today from its first to its last day.
    expect((await editList({ validFrom: today, validUntil: today })).body.validToday).toBe(true);
    expect((await at(1)).line.price?.source).toBe('contract');
    await editList({ validFrom: null, validUntil: null });
    await call(server, 'DELETE', `/cart/lines/${hook._id}`, { token: member.token });
  });

  it('keeps the prices on an order after the part’s price, breaks and list change', async () => {
    const part = await newPart(`${tag}-FRZ`, { price: 50, min_order_Quantity: 1, available_Quantity: 1000, breaks: [{ minQuantity: 10, price: 45 }] });
    const placed = await checkout(member, [
      { partId: hook._id, quantity: 120 },
      { partId: part._id, quantity: 10 },
    ]);
    expect(placed.status).toBe(201);
    const lines = () => placed.body.order.lines.map((l) => [l.unitPrice, l.priceSource, l.priceMinQuantity, l.priceListName ?? null, l.listPrice]);
    const expected = [
      [70, 'contract', 100, list.name, 100],
      [45, 'break', 10, null, 50],
    ];
    expect(lines()).toEqual(expected);
    await call(server, 'PATCH', `/parts/${part._id}`, { token: admin, body: { price: 30, breaks: [{ minQuantity: 5, price: 20 }] } });
    await call(server, 'PUT', `/price-lists/${list.id}/prices`, { token: admin, body: { entries: [{ partNumber: hook.sku, minQuantity: 1, price: 60 }] } });
    const again = await call<OrderDetail>(server, 'GET', `/booking/${placed.body.order.number}`, { token: member.token });
    expect(again.body.lines.map((l) => [l.unitPrice, l.priceSource, l.priceMinQuantity, l.priceListName ?? null, l.listPrice])).toEqual(expected);
    expect(again.body.totalPrice).toBe(placed.body.order.totalPrice);
    await call(server, 'PUT', `/price-lists/${list.id}/prices`, {
      token: admin,
      body: {
        entries: [
          { partNumber: hook.sku, minQuantity: 1, price: 85 },
          { partNumber: hook.sku, minQuantity: 100, price: 70 },
        ],
      },
    });
  });

  it('refuses a quantity that is not whole packs, and holds one above the maximum, at every entry point', async () => {
    const buyer = cast.customer;
    const packs = 'Sold in packs of 10: 25 is not allowed; 20 or 30?';
    // Cart add: not added, said in the changes.
    const added = await call<CartUpdate>(server, 'POST', '/cart/lines', { token: buyer.token, body: { lines: [{ partId: needles._id, quantity: 25 }] } });
    expect(added.body.changes).toEqual([{ partId: needles._id, label: needles.sku, message: `${packs} It was not added.` }]);
    expect(added.body.cart.lines.some((l) => l.partId === needles._id)).toBe(false);
    const most = await call<CartUpdate>(server, 'POST', '/cart/lines', { token: buyer.token, body: { lines: [{ partId: needles._id, quantity: 80 }] } });
    expect(most.body.changes).toEqual([{ partId: needles._id, label: needles.sku, message: 'At most 50 units per order. The cart holds 50.' }]);
    expect(most.body.cart.lines.find((l) => l.partId === needles._id)?.quantity).toBe(50);
    // Cart set: 400 with the message.
    const set = await setLine(buyer, needles._id, 25);
    expect([set.status, set.body]).toEqual([400, expect.objectContaining({ error: expect.objectContaining({ message: packs, fields: { quantity: packs } }) })]);
    expect((await setLine(buyer, needles._id, 60)).body).toMatchObject({ error: { message: 'At most 50 units per order.' } });
    expect((await setLine(buyer, needles._id, 30)).status).toBe(200);
    // Quick order: the row's quantity error; a good row carries its price.
    const quick = await call<{ rows: QuickOrderResult[] }>(server, 'POST', '/quick-order/check', {
      token: buyer.token,
      body: {
        rows: [
          { partNumber: needles.sku, quantity: '25' },
          { partNumber: hook.sku, quantity: '50' },
        ],
      },
    });
    expect(quick.body.rows[0]!.errors).toEqual({ quantity: packs });
    expect(quick.body.rows[0]!.part).toMatchObject({ pack_Size: 10, max_order_Quantity: 50 });
    expect(quick.body.rows[1]!.price).toEqual({ unitPrice: 90, listPrice: 100, source: 'break', minQuantity: 50 });
    // Checkout: 409 naming each bad line.
    const refused = await checkout(buyer, [{ partId: needles._id, quantity: 25 }]);
    expect([refused.status, (refused.body as never as { error: { fields: unknown } }).error.fields]).toEqual([409, { [needles._id]: packs }]);
    const above = await checkout(buyer, [{ partId: needles._id, quantity: 60 }]);
    expect((above.body as never as { error: { fields: unknown } }).error.fields).toEqual({ [needles._id]: 'At most 50 units per order.' });
    // POST /booking: 400 with the message.
    const booking = (orderQuantity: number) =>
      call(server, 'POST', '/booking', { token: buyer.token, body: { bookingId: needles._id, address: 'Plot 7', phone: '+8801711000000', orderQuantity } });
    expect((await booking(25)).body.error).toMatchObject({ message: packs, fields: { orderQuantity: packs } });
    expect((await booking(60)).body.error).toMatchObject({ message: 'At most 50 units per order.' });
    expect((await booking(20)).status).toBe(201);
    await call(server, 'DELETE', `/cart/lines/${needles._id}`, { token: buyer.token });
  });

  it('answers GET /prices with the caller’s list, whole or for some parts: empty for another company’s member and a lone customer', async () => {
    const path = `/prices?ids=${hook._id},${needles._id}`;
    const mine = await call<MyPrices>(server, 'GET', path, { token: member.token });
    expect(mine.status).toBe(200);
    const hookPrices = [
      { minQuantity: 1, price: 85 },
      { minQuantity: 100, price: 70 },
    ];
    expect(mine.body).toEqual({ priceList: { id: list.id, name: list.name }, prices: { [hook._id]: hookPrices }, whole: false });
    // Without ids: the whole list (it prices the hook alone), the same for every member.
    const whole = await call<MyPrices>(server, 'GET', '/prices', { token: member.token });
    expect([whole.status, whole.headers.get('cache-control'), whole.body]).toEqual([
      200,
      'private, no-store',
      { priceList: { id: list.id, name: list.name }, prices: { [hook._id]: hookPrices }, whole: true },
    ]);
    for (const actor of [stranger, cast.customer])
      for (const asked of [path, '/prices'])
        expect((await call(server, 'GET', asked, { token: actor.token })).body).toEqual({ priceList: null, prices: {}, whole: true });
    expect((await call(server, 'GET', path)).status).toBe(401);
    expect((await call(server, 'GET', '/prices')).status).toBe(401);
    expect((await call(server, 'GET', `/prices?ids=${Array.from({ length: 101 }, () => hook._id).join(',')}`, { token: member.token })).status).toBe(400);
    for (const bad of ['', 'not-an-id', `${hook._id},`]) {
      const refused = await call(server, 'GET', `/prices?ids=${bad}`, { token: member.token });
      expect([refused.status, refused.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    // A change of the list is seen at once.
    await editList({ validUntil: dayFrom(today, -1), validFrom: dayFrom(today, -9) });
    for (const asked of [path, '/prices'])
      expect((await call(server, 'GET', asked, { token: member.token })).body).toEqual({ priceList: null, prices: {}, whole: true });
    await editList({ validFrom: null, validUntil: null });
    expect((await call<MyPrices>(server, 'GET', path, { token: member.token })).body.priceList?.id).toBe(list.id);
    // The same page's answer is written once per list as read: new prices show on the next call.
    const entries = (price: number) => [
      { partNumber: hook.sku, minQuantity: 1, price },
      { partNumber: hook.sku, minQuantity: 100, price: 70 },
    ];
    await call(server, 'PUT', `/price-lists/${list.id}/prices`, { token: admin, body: { entries: entries(82) } });
    expect((await call<MyPrices>(server, 'GET', path, { token: member.token })).body.prices[hook._id]?.[0]).toEqual({ minQuantity: 1, price: 82 });
    expect((await call<MyPrices>(server, 'GET', '/prices', { token: member.token })).body.prices[hook._id]?.[0]).toEqual({ minQuantity: 1, price: 82 });
    await call(server, 'PUT', `/price-lists/${list.id}/prices`, { token: admin, body: { entries: entries(85) } });
    expect((await call<MyPrices>(server, 'GET', path, { token: member.token })).body.prices[hook._id]?.[0]).toEqual({ minQuantity: 1, price: 85 });
  });

  it('keeps price lists for the admin: create, find, edit, CSV import with bad lines, export round trip, assign, delete', async () => {
    const name = `Yearly ${tag}`;
    const wrong = await call(server, 'POST', '/price-lists', { token: admin, body: { name, currency: currency() === 'EUR' ? 'USD' : 'EUR' } });
    expect([wrong.status, wrong.body.error.fields]).toEqual([400, { currency: priceListMessages.currencyInvalid }]);
    const made = await call<PriceListDetail>(server, 'POST', '/price-lists', {
      token: admin,
      body: { name, currency: currency(), validFrom: '2027-01-01', validUntil: '2027-12-31' },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name, validFrom: '2027-01-01', validUntil: '2027-12-31', companies: [], entryCount: 0, entries: [] });
    const id = made.body.id;
    expect((await call(server, 'POST', '/price-lists', { token: admin, body: { name: name.toUpperCase(), currency: currency() } })).status).toBe(409);
    const found = await call<Page<PriceList>>(server, 'GET', `/price-lists?q=${encodeURIComponent(`yearly ${tag}`)}`, { token: admin });
    expect(found.body.items.map((l) => l.id)).toEqual([id]);
    const unknown = await call(server, 'PUT', `/price-lists/${id}/prices`, {
      token: admin,
      body: { entries: [{ partNumber: 'NO-SUCH-PART-1', minQuantity: 1, price: 5 }] },
    });
    expect([unknown.status, unknown.body.error.message]).toEqual([400, `${priceListMessages.unknownPart} NO-SUCH-PART-1`]);

    const importCsv = (csv: string) => call<PriceListImport>(server, 'POST', `/price-lists/${id}/import`, { token: admin, body: { csv } });
    const good = `part number, min quantity, price\n${hook.sku},1,81.50\n${hook.sku},300,75\n${needles.sku},10,18\n`;
    expect((await importCsv(good)).body).toEqual({ imported: 3, errors: [] });
    const bad = await importCsv(
      `part number,min quantity,price\n${hook.sku},1,80\nNO-SUCH-PART-1,1,5\n${needles.sku},0,5\n${needles.sku},10,-1\n${hook.sku},1,79\n`,
    );
    expect(bad.body).toEqual({
      imported: 0,
      errors: [
        { line: 3, message: priceListMessages.unknownPart },
        { line: 4, message: priceListMessages.minQuantityInvalid },
        { line: 5, message: priceListMessages.priceInvalid },
        { line: 6, message: priceListMessages.entryTwice },
      ],
    });
    expect((await importCsv('sku;qty;price\n')).body.errors).toEqual([{ line: 1, message: priceListMessages.csvHeader }]);
    // Nothing changed by the bad files; the export is the import's file.
    const exported = await call(server, 'GET', `/price-lists/${id}/export`, { token: admin });
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(exported.text).toBe(`part number,min quantity,price\n${hook.sku},1,81.50\n${hook.sku},300,75.00\n${needles.sku},10,18.00\n`);
    expect((await importCsv(exported.text)).body).toEqual({ imported: 3, errors: [] });

    // Assigning moves the company from its list; the admin's company page names it.
    const assigned = await call<PriceListDetail>(server, 'PUT', `/price-lists/${id}/companies`, { token: admin, body: { companyIds: [company._id] } });
    expect(assigned.body.companies).toEqual([{ id: company._id, name: company.name }]);
    expect((await call<PriceListDetail>(server, 'GET', `/price-lists/${list.id}`, { token: admin })).body.companies).toEqual([]);
    expect((await call<CompanyAdminView>(server, 'GET', `/companies/${company._id}`, { token: admin })).body.priceList).toEqual({ id, name });
    expect((await call(server, 'DELETE', `/price-lists/${id}`, { token: admin })).status).toBe(200);
    expect((await call(server, 'GET', `/price-lists/${id}`, { token: admin })).status).toBe(404);
    expect((await call<CompanyAdminView>(server, 'GET', `/companies/${company._id}`, { token: admin })).body.priceList).toBeNull();
    await call(server, 'PUT', `/price-lists/${list.id}/companies`, { token: admin, body: { companyIds: [company._id] } });
  });

  it('lets only the storefront’s admin read or change price lists (403 for a customer)', async () => {
    for (const [method, path] of [
      ['GET', '/price-lists'],
      ['GET', `/price-lists/${list.id}`],
      ['PUT', `/price-lists/${list.id}/prices`],
      ['POST', `/price-lists/${list.id}/import`],
      ['GET', `/price-lists/${list.id}/export`],
      ['DELETE', `/price-lists/${list.id}`],
    ] as const) {
      expect([
        method,
        path,
        (await call(server, method, path, { token: member.token, body: method === 'GET' || method === 'DELETE' ? undefined : {} })).status,
      ]).toEqual([method, path, 403]);
    }
  });
});
