import type { Order, OrderDetail, OrderStatus, Part } from '@storefront/shared/schemas';
import { suitePart } from '../../test/fixtures';
import { call, describeEachDb, freshUser, signInAs, signInCast, startServer, TEST_USERS, type Actor, type Cast, type TestServer } from '../../test/harness';

describeEachDb('an order’s life: confirmed, shipped, delivered or cancelled, on its timeline', (kind) => {
  let server: TestServer;
  let cast: Cast;
  let buyer: Actor;
  let buyerName: string;
  let part: Part;

  const stockOf = async (id: string) => (await call<Part>(server, 'GET', `/parts/${id}`)).body.available_Quantity;
  const place = async (quantity = 3): Promise<Order> => {
    const reply = await call(server, 'POST', '/checkout', {
      token: buyer.token,
      body: { address: 'Plot 7, Ashulia, Dhaka', phone: '+8801711000000', lines: [{ partId: part._id, quantity }] },
    });
    expect(reply.status).toBe(201);
    return reply.body.order as Order;
  };
  const change = (actor: Actor, order: Order, body: Record<string, unknown>) => call(server, 'PATCH', `/booking/${order._id}`, { token: actor.token, body });
  const detail = async (order: Order, actor: Actor = cast.admin) =>
    (await call<OrderDetail>(server, 'GET', `/booking/${order.number}`, { token: actor.token })).body;
  /** An order brought to `status` along the arrows, by an admin (a lone customer's: no company statuses). */
  const orderIn = async (status: Exclude<OrderStatus, 'awaiting_approval' | 'on_hold'>): Promise<Order> => {
    const order = await place();
    const path: Record<Exclude<OrderStatus, 'awaiting_approval' | 'on_hold'>, Record<string, unknown>[]> = {
      pending: [],
      confirmed: [{ status: 'confirmed' }],
      shipped: [{ status: 'confirmed' }, { status: 'shipped' }],
      delivered: [{ status: 'confirmed' }, { status: 'shipped' }, { status: 'delivered' }],
      cancelled: [{ status: 'cancelled', reason: 'Set up by the test' }],
    };
    for (const body of path[status]) expect((await change(cast.admin, order, body)).status).toBe(200);
    return order;
  };

  beforeAll(async () => {
    server = await startServer(kind);
    cast = await signInCast(server);
    const user = await freshUser('lifecycle');
    buyerName = user.displayName;
    buyer = await signInAs(server, user);
    part = await suitePart(server, cast.admin.token, 'lifecycle', { name: 'Lifecycle feed dog', price: 4.5, available_Quantity: 10_000 });
  });
  afterAll(() => server?.close());

  it('follows every arrow and refuses every other change with 409, the order left as it was', async () => {
    const statuses = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
    const allowed = new Set(['pending>confirmed', 'pending>cancelled', 'confirmed>shipped', 'confirmed>cancelled', 'shipped>delivered']);
    for (const from of statuses) {
      for (const to of statuses) {
        const order = await orderIn(from);
        const reply = await change(cast.admin, order, { status: to, reason: 'Asked by the test' });
        const label = `${from} → ${to}`;
        if (allowed.has(`${from}>${to}`)) {
          expect([label, reply.status, reply.body.status]).toEqual([label, 200, to]);
        } else {
          expect([label, reply.status, reply.body.error?.code]).toEqual([label, 409, 'CONFLICT']);
          expect(reply.body.error.message).toEqual(expect.any(String));
          expect((await detail(order)).status).toBe(from);
        }
      }
    }
  });

  it('lets the customer cancel only while pending, and only admins confirm, ship and deliver', async () => {
    const pending = await place();
    for (const status of ['confirmed', 'shipped', 'delivered']) {
      const reply = await change(buyer, pending, { status });
      expect([status, reply.status, reply.body.error.message]).toEqual([status, 403, 'Only an admin may confirm, ship or deliver an order.']);
    }
    const stranger = await change(cast.other, pending, { status: 'cancelled' });
    expect(stranger.status).toBe(403);

    const confirmed = await orderIn('confirmed');
    const late = await change(buyer, confirmed, { status: 'cancelled' });
    expect([late.status, late.body.error.message]).toEqual([409, 'The order is already confirmed: contact us to cancel it']);
    const shipped = await orderIn('shipped');
    const tooLate = await change(cast.admin, shipped, { status: 'cancelled', reason: 'Too late' });
    expect([tooLate.status, tooLate.body.error.message]).toEqual([409, 'The order is already shipped and can no longer be cancelled']);

    // The customer's own cancellation needs no reason; an admin's does.
    const noReason = await change(cast.admin, confirmed, { status: 'cancelled', reason: '   ' });
    expect([noReason.status, noReason.body.error.fields]).toEqual([400, { reason: 'Say why the order is cancelled.' }]);
    expect((await change(buyer, pending, { status: 'cancelled' })).status).toBe(200);
  });

  it('returns the stock of a cancelled order once, whoever cancels it', async () => {
    const before = await stockOf(part._id);
    const order = await orderIn('confirmed');
    expect(await stockOf(part._id)).toBe(before - 3);
    expect((await change(cast.admin, order, { status: 'cancelled', reason: 'The customer called' })).status).toBe(200);
    expect(await stockOf(part._id)).toBe(before);
    expect((await change(cast.admin, order, { status: 'cancelled', reason: 'Again' })).status).toBe(409);
    expect(await stockOf(part._id)).toBe(before);
  });

  it('lets exactly one of two admins change an order at once, the other gets 409', async () => {
    const order = await place();
    const replies = await Promise.all([change(cast.admin, order, { status: 'confirmed' }), change(cast.admin, order, { status: 'confirmed' })]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const raced = await Promise.all([
      change(cast.admin, order, { status: 'shipped', carrier: 'DHL' }),
      change(cast.admin, order, { status: 'cancelled', reason: 'Out of thread' }),
    ]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409]);
    const timeline = (await detail(order)).timeline;
    expect(timeline.map((e) => e.status)).toEqual(['pending', 'confirmed', raced[0]!.status === 200 ? 'shipped' : 'cancelled']);
  });

  it('keeps every change on the order’s timeline: what, who, when, the reason or the tracking number', async () => {
    const order = await place();
    await change(cast.admin, order, { status: 'confirmed' });
    await change(cast.admin, order, { status: 'shipped', carrier: ' DHL Express ', trackingNumber: 'JD014600006281234567' });
    await change(cast.admin, order, { status: 'delivered' });
    const seen = await detail(order, buyer);
    expect(seen.status).toBe('delivered');
    const stamp = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // This server has no SMTP_URL: each e-mail waits, and the timeline says why.
    const email = { to: seen.email, sentAt: null, attempts: 0, problem: 'the storefront has no mail server set up yet', nextAttemptAt: null };
    expect(seen.timeline).toEqual([
      { status: 'pending', at: seen.createdAt, by: { role: 'customer', name: buyerName }, email },
      { status: 'confirmed', at: stamp, by: { role: 'admin', name: TEST_USERS.admin.displayName }, reason: null, carrier: null, trackingNumber: null, email },
      {
        status: 'shipped',
        at: stamp,
        by: { role: 'admin', name: TEST_USERS.admin.displayName },
        reason: null,
        carrier: 'DHL Express',
        trackingNumber: 'JD014600006281234567',
        email,
      },
      { status: 'delivered', at: stamp, by: { role: 'admin', name: TEST_USERS.admin.displayName }, reason: null, carrier: null, trackingNumber: null },
    ]);
    const times = seen.timeline.map((e) => e.at);
    expect([...times].sort()).toEqual(times);

    const cancelled = await place();
    await change(buyer, cancelled, { status: 'cancelled', reason: 'Ordered the wrong size' });
    expect((await detail(cancelled, buyer)).timeline.at(-1)).toMatchObject({
      status: 'cancelled',
      by: { role: 'customer', name: buyerName },
      reason: 'Ordered the wrong size',
    });
  });

  it('follows the company statuses’ arrows by PATCH: awaiting approval or on hold, an order is only cancelled (approving and releasing are calls of their own)', async () => {
    // A lone customer's order put in each status as a company's would be (the company's rules are approvals.test.ts').
    const waiting = async (status: 'awaiting_approval' | 'on_hold') => {
      const order = await place();
      await server.app.ctx.db.query('UPDATE orders SET status = $2 WHERE id = $1::uuid', [order._id, status]);
      return order;
    };
    for (const from of ['awaiting_approval', 'on_hold'] as const) {
      for (const to of ['pending', 'confirmed', 'shipped', 'delivered', 'awaiting_approval', 'on_hold'] as const) {
        const reply = await change(cast.admin, await waiting(from), { status: to });
        expect([from, to, reply.status]).toEqual([from, to, 409]);
      }
      const stock = await stockOf(part._id);
      const byCustomer = await waiting(from);
      expect((await change(buyer, byCustomer, { status: 'cancelled' })).status).toBe(200);
      expect(await stockOf(part._id)).toBe(stock);
      const byAdmin = await waiting(from);
      const noReason = await change(cast.admin, byAdmin, { status: 'cancelled' });
      expect([noReason.status, noReason.body.error.fields]).toEqual([400, { reason: 'Say why the order is cancelled.' }]);
      expect((await change(cast.admin, byAdmin, { status: 'cancelled', reason: 'Asked by the test' })).body.status).toBe('cancelled');
    }
  });

  it('filters Manage All Orders by every status', async () => {
    for (const status of ['confirmed', 'shipped', 'delivered', 'cancelled'] as const) {
      await orderIn(status);
      const listed = await call<{ items: Order[] }>(server, 'GET', `/booking?status=${status}`, { token: cast.admin.token });
      expect(listed.status).toBe(200);
      expect(listed.body.items.length).toBeGreaterThan(0);
      expect(listed.body.items.every((o) => o.status === status)).toBe(true);
    }
  });
});
