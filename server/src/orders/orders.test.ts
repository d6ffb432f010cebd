import type { Order, OrdersOverview, Part, Page } from '@storefront/shared/schemas';
import { addPart } from '../../test/fixtures';
import { call, describeEachDb, signInAs, signInCast, startServer, TEST_USERS, type Cast, type TestServer } from '../../test/harness';

describeEachDb('orders', (kind) => {
  let server: TestServer;
  let cast: Cast;
  let part: Part;
  const order = (overrides: Record<string, unknown> = {}) => ({
    bookingId: part._id,
    address: 'House 12, Road 5, Dhaka',
    phone: '+8801711000000',
    orderQuantity: part.min_order_Quantity,
    ...overrides,
  });
  const stockOf = async (id: string) => (await call<Part>(server, 'GET', `/parts/${id}`)).body.available_Quantity;

  beforeAll(async () => {
    // Eighty orders at once queue for the pool and the stock's row: each waits up to 30 s for its
    // connection and its statements (3 s and 4 s by default), a bound a busy machine stays within.
    server = await startServer(kind, { database: { connectTimeoutMs: 30_000, queryTimeoutMs: 30_000, reportMax: 2 } });
    cast = await signInCast(server);
    part = (await call<Page<Part>>(server, 'GET', '/parts')).body.items[1]!; // Rotary Hook: min 5, 200 in stock
  });
  afterAll(() => server?.close());

  it('places an order: stock taken, prices stored, name and e-mail from the account', async () => {
    const before = await stockOf(part._id);
    const reply = await call(server, 'POST', '/booking', {
      token: cast.customer.token,
      body: { ...order({ orderQuantity: 6 }), name: 'Mallory', email: 'mallory@example.com' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ acknowledged: true, insertedId: expect.any(String) });
    expect(reply.body.order).toEqual({
      _id: reply.body.insertedId,
      number: expect.stringMatching(new RegExp(`^SO-${new Date().getUTCFullYear()}-\\d{6}$`)),
      bookingId: part._id,
      partName: part.name,
      unitPrice: part.price,
      totalPrice: part.price * 6,
      name: TEST_USERS.customer.displayName,
      email: TEST_USERS.customer.email,
      address: 'House 12, Road 5, Dhaka',
      phone: '+8801711000000',
      orderQuantity: 6,
      lineCount: 1,
      poReference: null,
      status: 'pending',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      customerRemoved: false,
      company: null,
      locationName: null,
      approvalDueAt: null,
      heldFor: null,
    });
    expect(await stockOf(part._id)).toBe(before - 6);
    const mine = await call<Page<Order>>(server, 'GET', `/booking?email=${encodeURIComponent(cast.customer.email)}`, { token: cast.customer.token });
    expect(mine.body.items[0]).toEqual(reply.body.order);
  });

  it('holds the quantity to the minimum (400) and the stock (409), whole numbers only', async () => {
    const below = await call(server, 'POST', '/booking', { token: cast.customer.token, body: order({ orderQuantity: 4 }) });
    expect(below.status).toBe(400);
    expect(below.body.error.message).toBe('The minimum order is 5 units.');
    const fraction = await call(server, 'POST', '/booking', { token: cast.customer.token, body: order({ orderQuantity: 5.5 }) });
    expect(fraction.status).toBe(400);
    expect(fraction.body.error.fields).toEqual({ orderQuantity: 'Enter the quantity as a whole number, 1 or more.' });
    const asText = await call(server, 'POST', '/booking', { token: cast.customer.token, body: order({ orderQuantity: '6' }) });
    expect(asText.status).toBe(400);
    const stock = await stockOf(part._id);
    const tooMany = await call(server, 'POST', '/booking', { token: cast.customer.token, body: order({ orderQuantity: stock + 1 }) });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.message).toBe(`Only ${stock} units are in stock.`);
    expect(await stockOf(part._id)).toBe(stock);
    const missing = await call(server, 'POST', '/booking', { token: cast.customer.token, body: order({ bookingId: '00000000-0000-4000-8000-000000000000' }) });
    expect(missing.status).toBe(404);
    const empty = await call(server, 'POST', '/booking', { token: cast.customer.token, body: { bookingId: part._id } });
    expect(empty.body.error.fields).toEqual({
      address: 'Enter the delivery address.',
      phone: 'Enter a phone number for the delivery.',
      orderQuantity: 'Enter a quantity.',
    });
  });

  it('lets the owner cancel a pending order (stock returns) and an admin confirm and ship one', async () => {
    const placed = (await call(server, 'POST', '/booking', { token: cast.customer.token, body: order() })).body.order as Order;
    const stock = await stockOf(part._id);
    expect((await call(server, 'PATCH', `/booking/${placed._id}`, { token: cast.other.token, body: { status: 'cancelled' } })).status).toBe(403);
    expect((await call(server, 'PATCH', `/booking/${placed._id}`, { token: cast.customer.token, body: { status: 'confirmed' } })).status).toBe(403);
    expect((await call(server, 'PATCH', `/booking/${placed._id}`, { token: cast.customer.token, body: { status: 'shipped' } })).status).toBe(403);
    const cancelled = await call<Order>(server, 'PATCH', `/booking/${placed._id}`, { token: cast.customer.token, body: { status: 'cancelled' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(await stockOf(part._id)).toBe(stock + placed.orderQuantity);
    expect((await call(server, 'PATCH', `/booking/${placed._id}`, { token: cast.customer.token, body: { status: 'cancelled' } })).status).toBe(409);
    expect(await stockOf(part._id)).toBe(stock + placed.orderQuantity);

    const second = (await call(server, 'POST', '/booking', { token: cast.customer.token, body: order() })).body.order as Order;
    expect((await call(server, 'PATCH', `/booking/${second._id}`, { token: cast.admin.token, body: { status: 'shipped' } })).status).toBe(409);
    expect((await call<Order>(server, 'PATCH', `/booking/${second._id}`, { token: cast.admin.token, body: { status: 'confirmed' } })).body.status).toBe(
      'confirmed',
    );
    const shipped = await call<Order>(server, 'PATCH', `/booking/${second._id}`, { token: cast.admin.token, body: { status: 'shipped' } });
    expect(shipped.body.status).toBe('shipped');
    expect((await call(server, 'PATCH', `/booking/${second._id}`, { token: cast.customer.token, body: { status: 'cancelled' } })).status).toBe(409);
    expect((await call(server, 'PATCH', `/booking/${second._id}`, { token: cast.admin.token, body: { status: 'pending' } })).status).toBe(409);
  });

  it('lists orders newest first: own for customers, anyone’s and all for admins, with a status filter', async () => {
    await call(server, 'POST', '/booking', { token: cast.other.token, body: order() });
    const all = await call<Page<Order>>(server, 'GET', '/booking', { token: cast.admin.token });
    expect(all.status).toBe(200);
    expect(new Set(all.body.items.map((o) => o.email))).toEqual(new Set([cast.customer.email, cast.other.email]));
    const times = all.body.items.map((o) => o.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const shipped = await call<Page<Order>>(server, 'GET', `/booking?status=shipped`, { token: cast.admin.token });
    expect(shipped.body.items.length).toBeGreaterThan(0);
    expect(shipped.body.items.every((o) => o.status === 'shipped')).toBe(true);
    const others = await call<Page<Order>>(server, 'GET', `/booking?email=${encodeURIComponent(cast.other.email)}`, { token: cast.admin.token });
    expect(others.body.items.every((o) => o.email === cast.other.email)).toBe(true);
    expect((await call(server, 'GET', `/booking?email=${encodeURIComponent(cast.other.email)}`, { token: cast.customer.token })).status).toBe(403);
    expect((await call(server, 'GET', '/booking', { token: cast.customer.token })).status).toBe(403);
    expect((await call(server, 'GET', `/booking?email=${encodeURIComponent(cast.customer.email.toUpperCase())}`, { token: cast.customer.token })).status).toBe(
      200,
    );
  });

  it('gives admins an overview of the last 30 days from SQL', async () => {
    const reply = await call<OrdersOverview>(server, 'GET', '/booking/overview', { token: cast.admin.token });
    expect(reply.status).toBe(200);
    expect(reply.body.days).toHaveLength(30);
    const today = reply.body.days.at(-1)!;
    expect(today.date).toBe(new Date().toISOString().slice(0, 10));
    const all = (await call<Page<Order>>(server, 'GET', '/booking', { token: cast.admin.token })).body.items.filter((o) => o.status !== 'cancelled');
    expect(reply.body.days.reduce((n, d) => n + d.orders, 0)).toBe(all.length);
    expect(reply.body.days.reduce((n, d) => n + d.revenue, 0)).toBeCloseTo(all.reduce((n, o) => n + o.totalPrice, 0));
    expect(reply.body.bestSellers[0]).toEqual({
      partId: part._id,
      name: part.name,
      quantity: all.reduce((n, o) => n + o.orderQuantity, 0),
      revenue: expect.any(Number),
    });
    expect((await call(server, 'GET', '/booking/overview', { token: cast.customer.token })).status).toBe(403);

    // Shared by every admin: the same answer, a 304 to its ETag.
    const etag = reply.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(reply.headers.get('cache-control')).toBe('private, no-cache');
    expect((await call(server, 'GET', '/booking/overview', { token: cast.admin.token, headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('numbers every order SO-<year>-<6 digits> from one sequence, and admins find one by its number or its start', async () => {
    const place = async () => (await call(server, 'POST', '/booking', { token: cast.customer.token, body: order() })).body.order as Order;
    const first = await place();
    const second = await place();
    const serial = (o: Order) => Number(o.number.split('-')[2]);
    expect(serial(second)).toBeGreaterThan(serial(first));
    expect(new Set([first.number, second.number]).size).toBe(2);

    const search = async (q: string, token = cast.admin.token) =>
      (await call<Page<Order>>(server, 'GET', `/booking?q=${encodeURIComponent(q)}`, { token })).body.items.map((o) => o.number);
    expect(await search(second.number)).toEqual([second.number]);
    expect(await search(second.number.toLowerCase())).toEqual([second.number]);
    expect(await search(second.number.slice(0, -1))).toContain(second.number);
    // A customer finds their own order by its number too.
    const mine = await call<Page<Order>>(server, 'GET', `/booking?email=${encodeURIComponent(cast.customer.email)}&q=${first.number}`, {
      token: cast.customer.token,
    });
    expect(mine.body.items.map((o) => o.number)).toEqual([first.number]);
  });

  it('never oversells: concurrent orders take exactly the stock there is', async () => {
    // A fresh part with 50 units, minimum 1: 60 buyers race for 1 unit each, 20 more for 3 each.
    const { _id: id } = await addPart(server, cast.admin.token, {
      name: 'Contended Hook',
      price: 12.5,
      description: 'Race target',
      min_order_Quantity: 1,
      available_Quantity: 50,
      img: '/images/seed/rotary-hook.svg',
    });
    const buyer = await signInAs(server, TEST_USERS.buyers);
    const attempts = [...Array.from({ length: 60 }, () => 1), ...Array.from({ length: 20 }, () => 3)];
    // A buyer whose order met a busy database (503: no connection free within the pool's wait, as on a
    // loaded machine) tries again, as the answer asks; nothing was placed for it.
    const place = async (qty: number) => {
      for (let attempt = 1; ; attempt += 1) {
        const reply = await call(server, 'POST', '/booking', {
          token: buyer.token,
          body: { bookingId: id, address: 'Race street', phone: '123456', orderQuantity: qty },
        });
        if (reply.status !== 503 || attempt === 5) return reply;
      }
    };
    const replies = await Promise.all(attempts.map(place));
    const accepted = replies.filter((r) => r.status === 201);
    // Each an order or 'not enough stock' (a failure says which statuses and why).
    expect(replies.filter((r) => r.status !== 201 && r.status !== 409).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
    const taken = accepted.reduce((n, r) => n + (r.body.order as Order).orderQuantity, 0);
    const stock = await stockOf(id);
    expect(stock).toBeGreaterThanOrEqual(0);
    expect(taken + stock).toBe(50);
    expect(stock).toBeLessThan(1); // every 1-unit buyer that lost found nothing left
    const stored = (
      await call<Page<Order>>(server, 'GET', `/booking?email=${encodeURIComponent(buyer.email)}&limit=100`, { token: buyer.token })
    ).body.items.filter((o) => o.bookingId === id);
    expect(new Set(stored.map((o) => o._id))).toEqual(new Set(accepted.map((r) => r.body.insertedId)));
  });
});
