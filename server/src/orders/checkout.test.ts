import type { Cart, Order, OrderDetail, OrdersOverview, Page, Part } from '@storefront/shared/schemas';
import { addPart } from '../../test/fixtures';
import { call, describeEachDb, freshUser, signInAs, signInCast, startServer, type Actor, type Cast, type TestServer } from '../../test/harness';

describeEachDb('checkout: one order of many lines', (kind) => {
  let server: TestServer;
  let cast: Cast;
  let buyer: Actor;
  const tag = `${kind === 'pglite' ? 'CL' : 'CP'}${Date.now().toString(36).toUpperCase()}`;
  let made = 0;

  const newPart = (fields: { price?: number; min?: number; stock?: number } = {}): Promise<Part> => {
    made += 1;
    return addPart(server, cast.admin.token, {
      sku: `${tag}-${made}`,
      name: `Checkout part ${made}`,
      price: fields.price ?? 10,
      description: 'For the checkout tests',
      min_order_Quantity: fields.min ?? 1,
      available_Quantity: fields.stock ?? 100,
      img: '/images/seed/needle-plate.svg',
    });
  };
  const stockOf = async (id: string) => (await call<Part>(server, 'GET', `/parts/${id}`)).body.available_Quantity;
  const checkout = (actor: Actor, lines: { partId: string; quantity: number }[], extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    call(server, 'POST', '/checkout', {
      token: actor.token,
      headers,
      body: { address: 'Plot 7, Ashulia, Dhaka', phone: '+8801711000000', lines, ...extra },
    });

  beforeAll(async () => {
    // The overview is computed again on the first read after each order (1 s apart by default).
    server = await startServer(kind, { overviewFreshMs: 0 });
    cast = await signInCast(server);
    buyer = await signInAs(server, await freshUser('checkout'));
  });
  afterAll(() => server?.close());

  it('places one order with every line: stock taken for each, number, name and price kept, the lines leave the cart', async () => {
    const [a, b, c] = await Promise.all([newPart({ price: 12.5, min: 2 }), newPart({ price: 3.1 }), newPart({ price: 100 })]);
    await call(server, 'POST', '/cart/lines', { token: buyer.token, body: { lines: [a, b, c].map((p) => ({ partId: p._id, quantity: 4 })) } });
    const reply = await checkout(
      buyer,
      [
        { partId: a._id, quantity: 4 },
        { partId: b._id, quantity: 3 },
      ],
      { poReference: ' PO-7781 ' },
    );
    expect(reply.status).toBe(201);
    const order = reply.body.order as OrderDetail;
    expect(order).toMatchObject({
      lineCount: 2,
      poReference: 'PO-7781',
      totalPrice: 59.3,
      status: 'pending',
      email: buyer.email,
      number: expect.stringMatching(/^SO-\d{4}-\d{6}$/),
    });
    expect(order.lines).toMatchObject([
      { partId: a._id, partNumber: a.sku, partName: a.name, unitPrice: 12.5, quantity: 4, lineTotal: 50, listPrice: 12.5, priceSource: 'list' },
      { partId: b._id, partNumber: b.sku, partName: b.name, unitPrice: 3.1, quantity: 3, lineTotal: 9.3, listPrice: 3.1, priceSource: 'list' },
    ]);
    expect([await stockOf(a._id), await stockOf(b._id), await stockOf(c._id)]).toEqual([96, 97, 100]);
    // What was ordered left the cart; the rest stays.
    const cart = (await call<Cart>(server, 'GET', '/cart', { token: buyer.token })).body;
    expect(cart.lines.map((l) => l.partId)).toEqual([c._id]);

    // The order keeps its lines as they were when the part changes.
    await call(server, 'PATCH', `/parts/${a._id}`, { token: cast.admin.token, body: { name: 'Renamed', price: 99 } });
    const page = await call<OrderDetail>(server, 'GET', `/booking/${order.number}`, { token: buyer.token });
    expect(page.status).toBe(200);
    expect(page.body.lines[0]).toMatchObject({ partName: a.name, unitPrice: 12.5 });
    expect(page.body).toMatchObject({ _id: order._id, lineCount: 2, totalPrice: 59.3, updatedAt: expect.any(String) });
    expect(page.body).not.toHaveProperty('userId');
  });

  it('shows an order’s page to its customer and to admins, and to nobody else (404)', async () => {
    const part = await newPart();
    const { order } = (await checkout(buyer, [{ partId: part._id, quantity: 1 }])).body as { order: OrderDetail };
    expect((await call(server, 'GET', `/booking/${order.number}`, { token: cast.admin.token })).status).toBe(200);
    const other = await call(server, 'GET', `/booking/${order.number}`, { token: cast.other.token });
    expect([other.status, other.body.error.message]).toEqual([404, 'No order with this number']);
    expect((await call(server, 'GET', `/booking/${order.number}`)).status).toBe(401);
    expect((await call(server, 'GET', '/booking/SO-1999-000001', { token: cast.admin.token })).status).toBe(404);
    expect((await call(server, 'GET', '/booking/not-a-number', { token: cast.admin.token })).status).toBe(400);
  });

  it('takes stock for every line or for none: 409 naming the lines that cannot be had', async () => {
    const [plenty, scarce, gone] = await Promise.all([newPart({ stock: 50 }), newPart({ stock: 3 }), newPart({ min: 5, stock: 20 })]);
    await call(server, 'DELETE', `/parts/${gone._id}`, { token: cast.admin.token });
    const low = await newPart({ min: 5, stock: 20 });
    const before = (await call<Page<Order>>(server, 'GET', `/booking?email=${encodeURIComponent(buyer.email)}`, { token: buyer.token })).body.total;
    const reply = await checkout(buyer, [
      { partId: plenty._id, quantity: 10 },
      { partId: scarce._id, quantity: 4 },
      { partId: gone._id, quantity: 5 },
      { partId: low._id, quantity: 2 },
    ]);
    expect(reply.status).toBe(409);
    expect(reply.body.error.code).toBe('LINES_UNAVAILABLE');
    expect(reply.body.error.fields).toEqual({
      [scarce._id]: 'Only 3 units are in stock.',
      [gone._id]: 'This part is no longer sold.',
      [low._id]: 'The minimum order is 5 units.',
    });
    expect(reply.body.error.message).toContain(scarce.sku);
    expect(await stockOf(plenty._id)).toBe(50);
    const after = (await call<Page<Order>>(server, 'GET', `/booking?email=${encodeURIComponent(buyer.email)}`, { token: buyer.token })).body.total;
    expect(after).toBe(before);
  });

  it('never makes a second order on a retry with the same Idempotency-Key', async () => {
    const part = await newPart({ stock: 10 });
    const key = `checkout-${tag}`;
    const lines = [{ partId: part._id, quantity: 2 }];
    const [first, again] = await Promise.all([checkout(buyer, lines, {}, { 'idempotency-key': key }), checkout(buyer, lines, {}, { 'idempotency-key': key })]);
    const statuses = [first.status, again.status].sort();
    expect(statuses[0]).toBe(201);
    const later = await checkout(buyer, lines, {}, { 'idempotency-key': key });
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBe('true');
    expect(later.body.order.number).toBe(first.status === 201 ? first.body.order.number : again.body.order.number);
    expect(await stockOf(part._id)).toBe(8);
    const reused = await checkout(buyer, [{ partId: part._id, quantity: 3 }], {}, { 'idempotency-key': key });
    expect(reused.status).toBe(422);
  });

  it('gives the last units to exactly one of two buyers checking out at once', async () => {
    const other = await signInAs(server, await freshUser('rival'));
    for (let round = 0; round < 5; round += 1) {
      const [x, y] = await Promise.all([newPart({ stock: 5 }), newPart({ stock: 5 })]);
      // Opposite line orders: the parts are locked in one order, so neither waits on the other forever.
      const replies = await Promise.all([
        checkout(buyer, [
          { partId: x._id, quantity: 5 },
          { partId: y._id, quantity: 1 },
        ]),
        checkout(other, [
          { partId: y._id, quantity: 5 },
          { partId: x._id, quantity: 1 },
        ]),
      ]);
      expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
      expect((await stockOf(x._id)) + (await stockOf(y._id))).toBe(4);
    }
  });

  it('refuses a malformed checkout as a whole', async () => {
    const part = await newPart();
    const long = await checkout(buyer, [{ partId: part._id, quantity: 1 }], { poReference: 'x'.repeat(41) });
    expect([long.status, long.body.error.fields]).toEqual([400, { poReference: 'A purchase-order reference is at most 40 characters.' }]);
    expect((await checkout(buyer, [])).status).toBe(400);
    expect((await checkout(buyer, [{ partId: part._id, quantity: 0 }])).status).toBe(400);
    const noAddress = await call(server, 'POST', '/checkout', { token: buyer.token, body: { phone: '1', lines: [{ partId: part._id, quantity: 1 }] } });
    expect([noAddress.status, noAddress.body.error.fields?.address]).toEqual([400, 'Enter the delivery address.']);
    expect(await stockOf(part._id)).toBe(100);
  });

  it('lists one row per order, found by any of its parts, returns every line’s stock on cancel and exports a CSV row per line', async () => {
    const [a, b, c] = await Promise.all([newPart({ stock: 30 }), newPart({ stock: 30 }), newPart({ stock: 30 })]);
    const placed = (
      await checkout(
        buyer,
        [a, b, c].map((p, i) => ({ partId: p._id, quantity: i + 1 })),
      )
    ).body.order as OrderDetail;
    const found = await call<Page<Order>>(server, 'GET', `/booking?q=${encodeURIComponent(c.sku)}`, { token: cast.admin.token });
    expect(found.body.items.map((o) => [o.number, o.lineCount, o.bookingId])).toEqual([[placed.number, 3, a._id]]);
    const byName = await call<Page<Order>>(server, 'GET', `/booking?q=${encodeURIComponent(b.name)}`, { token: cast.admin.token });
    expect(byName.body.items.map((o) => o.number)).toContain(placed.number);

    const csv = await call(server, 'GET', `/booking/export?q=${encodeURIComponent(placed.number)}`, { token: cast.admin.token });
    const rows = csv.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      'Order number,Order,Date (UTC),Customer,E-mail,Customer removed,PO reference,Line,Part number,Part,Part id,Unit price,Quantity,Line total,Order total,Status,Address,Phone',
    );
    expect(rows.slice(1).map((r) => r.split(',').slice(7, 9))).toEqual([
      ['1', a.sku],
      ['2', b.sku],
      ['3', c.sku],
    ]);

    const cancelled = await call(server, 'PATCH', `/booking/${placed._id}`, { token: buyer.token, body: { status: 'cancelled' } });
    expect(cancelled.status).toBe(200);
    expect([await stockOf(a._id), await stockOf(b._id), await stockOf(c._id)]).toEqual([30, 30, 30]);
  });

  it('counts every line of an order in the best sellers, and takes them off when it is cancelled', async () => {
    const [big, small] = await Promise.all([newPart({ price: 2.5, stock: 100_000 }), newPart({ price: 1, stock: 100_000 })]);
    const overview = () => call<OrdersOverview>(server, 'GET', '/booking/overview', { token: cast.admin.token });
    const first = (
      await checkout(buyer, [
        { partId: big._id, quantity: 40_000 },
        { partId: small._id, quantity: 30_000 },
      ])
    ).body.order as OrderDetail;
    await checkout(buyer, [{ partId: big._id, quantity: 2_000 }]);
    const before = await overview();
    expect(before.body.bestSellers.slice(0, 2)).toEqual([
      { partId: big._id, name: big.name, quantity: 42_000, revenue: 105_000 },
      { partId: small._id, name: small.name, quantity: 30_000, revenue: 30_000 },
    ]);
    expect((await call(server, 'PATCH', `/booking/${first._id}`, { token: buyer.token, body: { status: 'cancelled' } })).status).toBe(200);
    const after = (await overview()).body.bestSellers;
    expect(after.find((s) => s.partId === big._id)).toEqual({ partId: big._id, name: big.name, quantity: 2_000, revenue: 5_000 });
    expect(after.find((s) => s.partId === small._id)).toBeUndefined();
  });
});
