import { randomUUID } from 'node:crypto';
import { companyMessages, type CompanyRole, type Order, type OrderDetail, type Page, type Part, type PaymentTerms } from '@storefront/shared/schemas';
import { addCompany, addMember, addPart, type TestMember } from '../../test/fixtures';
import { call, describeEachDb, signInCast, startServer, type Actor, type Cast, type TestServer } from '../../test/harness';
import { ApprovalExpiry } from './approval-expiry';
import { EXPIRED_REASON, OrderWorkflow } from './workflow';

type Member = TestMember;

describeEachDb('a company’s orders: limits, approvals, credit holds, locations', (kind) => {
  let server: TestServer;
  let cast: Cast;
  let part: Part;
  const tag = `${kind === 'pglite' ? 'AL' : 'AP'}${Date.now().toString(36).toUpperCase()}`;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.app.ctx.db.query<T>(text, params).then((r) => r.rows);

  // The company, its locations and its members are written as rows: this suite is about its orders.
  const company = (options: { terms?: PaymentTerms; creditLimit?: number; poRequired?: boolean } = {}) =>
    addCompany(server, { ...options, name: `${tag} ${randomUUID().slice(0, 8)} Ltd.` });
  const member = (companyId: string, role: CompanyRole, limits: { order?: number; month?: number } = {}): Promise<Member> =>
    addMember(server, companyId, role, limits);

  const checkout = (actor: Actor, quantity: number, extra: Record<string, unknown> = {}) =>
    call(server, 'POST', '/checkout', {
      token: actor.token,
      body: { address: 'Plot 7, Ashulia', phone: '+8801711000000', lines: [{ partId: part._id, quantity }], ...extra },
    });
  /** An order of `quantity` parts at 10.00 each, placed (201). */
  const place = async (actor: Actor, quantity: number, extra: Record<string, unknown> = {}): Promise<Order> => {
    const reply = await checkout(actor, quantity, extra);
    expect([reply.status, reply.text]).toEqual([201, expect.any(String)]);
    return reply.body.order as Order;
  };
  const detail = async (order: Order, actor: Actor = cast.admin) => call<OrderDetail>(server, 'GET', `/booking/${order.number}`, { token: actor.token });
  const decide = (actor: Actor, order: Order, action: 'approve' | 'reject' | 'release', body?: unknown) =>
    call<OrderDetail & { error?: { message: string; fields?: Record<string, string> } }>(server, 'POST', `/booking/${order.number}/${action}`, {
      token: actor.token,
      body,
    });
  const stock = async () => (await call<Part>(server, 'GET', `/parts/${part._id}`)).body.available_Quantity;
  const emails = (order: Order) =>
    sql<{ event: string; to: string; details: Record<string, unknown> }>(
      'SELECT event, to_address AS "to", details FROM outbox_emails WHERE order_id = $1::uuid ORDER BY seq',
      [order._id],
    );

  beforeAll(async () => {
    server = await startServer(kind);
    cast = await signInCast(server);
    part = await addPart(server, cast.admin.token, {
      sku: `${tag}-1`,
      name: 'Approval bobbin case',
      price: 10,
      min_order_Quantity: 1,
      available_Quantity: 100_000,
    });
  });
  afterAll(() => server?.close());

  it('places a buyer’s order above their per-order limit as awaiting approval, its stock held, every approver told', async () => {
    const { id } = await company();
    const [admin, approver, buyer] = [await member(id, 'company_admin'), await member(id, 'approver'), await member(id, 'buyer', { order: 100 })];
    const within = await place(buyer, 10);
    expect(within).toMatchObject({ status: 'pending', heldFor: null, approvalDueAt: null, company: { _id: id } });

    const before = await stock();
    const above = await place(buyer, 11);
    expect(above).toMatchObject({ status: 'awaiting_approval', heldFor: 'order', totalPrice: 110 });
    const due = Date.parse(above.approvalDueAt!) - Date.parse(above.createdAt);
    expect(Math.round(due / 86_400_000)).toBe(7);
    expect(await stock()).toBe(before - 11);

    const seen = (await detail(above, buyer)).body;
    expect(seen.timeline).toEqual([expect.objectContaining({ status: 'awaiting_approval', by: { role: 'customer', name: buyer.name } })]);
    expect(seen.canDecide).toBe(false);
    expect((await detail(above, approver)).body.canDecide).toBe(true);
    expect((await detail(above, admin)).body.canDecide).toBe(true);

    const sent = await emails(above);
    expect(sent.map((e) => [e.event, e.to]).sort()).toEqual(
      [
        ['placed', buyer.email],
        ['approval_needed', approver.email],
        ['approval_needed', admin.email],
      ].sort(),
    );
    expect(sent.find((e) => e.event === 'placed')?.details).toMatchObject({ heldFor: 'order' });

    // Approvers list what waits, oldest first; a buyer may not.
    const waiting = await call<Page<Order>>(server, 'GET', '/company/approvals', { token: approver.token });
    expect(waiting.status).toBe(200);
    expect(waiting.body.items.map((o) => o.number)).toEqual([above.number]);
    expect((await call(server, 'GET', '/company/approvals', { token: buyer.token })).status).toBe(403);
  });

  it('holds the one-part order (POST /booking) to the same limits', async () => {
    const { id } = await company();
    const buyer = await member(id, 'buyer', { order: 30 });
    const booked = await call(server, 'POST', '/booking', {
      token: buyer.token,
      body: { bookingId: part._id, address: 'Plot 7, Ashulia', phone: '+8801711000000', orderQuantity: 4 },
    });
    expect(booked.status).toBe(201);
    expect(booked.body.order).toMatchObject({ status: 'awaiting_approval', heldFor: 'order', company: { _id: id } });
  });

  it('sums the buyer’s calendar month under their lock: of two orders at once, only one fits the monthly limit', async () => {
    const { id } = await company();
    await member(id, 'approver');
    const buyer = await member(id, 'buyer', { month: 100 });
    const first = await place(buyer, 6);
    expect(first.status).toBe('pending');
    const second = await place(buyer, 6);
    expect(second).toMatchObject({ status: 'awaiting_approval', heldFor: 'month' });

    const racer = await member(id, 'buyer', { month: 100 });
    const both = await Promise.all([place(racer, 6), place(racer, 6)]);
    expect(both.map((o) => o.status).sort()).toEqual(['awaiting_approval', 'pending']);

    // A cancelled order no longer counts.
    const other = await member(id, 'buyer', { month: 100 });
    const cancelled = await place(other, 9);
    expect((await call(server, 'PATCH', `/booking/${cancelled._id}`, { token: other.token, body: { status: 'cancelled' } })).status).toBe(200);
    expect((await place(other, 9)).status).toBe('pending');
  });

  it('leaves company admins and approvers unlimited, and lone customers as they were', async () => {
    const { id } = await company();
    const approver = await member(id, 'approver', { order: 1, month: 1 });
    expect((await place(approver, 50)).status).toBe('pending');
    const lone = await place(cast.customer, 50);
    expect(lone).toMatchObject({ status: 'pending', company: null, locationName: null, heldFor: null });
  });

  it('lets one of two approvers deciding at once win (200, the other 409), naming them on the timeline and telling the buyer', async () => {
    const { id } = await company();
    const [one, two] = [await member(id, 'approver'), await member(id, 'company_admin')];
    const buyer = await member(id, 'buyer', { order: 0 });
    const order = await place(buyer, 1);
    const replies = await Promise.all([decide(one, order, 'approve'), decide(two, order, 'approve')]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = replies.find((r) => r.status === 409)!;
    expect(lost.body).toEqual({ error: { code: 'CONFLICT', message: companyMessages.notAwaiting } });
    const won = replies.find((r) => r.status === 200)!;
    expect(won.body).toMatchObject({ status: 'pending', heldFor: null, approvalDueAt: null, canDecide: false });
    const winner = won === replies[0] ? one : two;
    expect(won.body.timeline.at(-1)).toMatchObject({ status: 'pending', by: { role: 'approver', name: winner.name } });
    expect((await emails(order)).filter((e) => e.to === buyer.email).map((e) => e.event)).toEqual(['placed', 'approved']);
    // Approve and reject at once: one of them.
    const next = await place(buyer, 1);
    const mixed = await Promise.all([decide(one, next, 'approve'), decide(two, next, 'reject', { reason: 'Not this month.' })]);
    expect(mixed.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('rejects with a reason only: cancelled, the stock back, the buyer told who and why', async () => {
    const { id } = await company();
    const approver = await member(id, 'approver');
    const buyer = await member(id, 'buyer', { order: 5 });
    const before = await stock();
    const order = await place(buyer, 8);
    expect(await stock()).toBe(before - 8);
    const blank = await decide(approver, order, 'reject', { reason: '  ' });
    expect([blank.status, blank.body.error?.fields]).toEqual([400, { reason: companyMessages.rejectReasonRequired }]);
    const rejected = await decide(approver, order, 'reject', { reason: 'Order it from the Ashulia budget.' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.timeline.at(-1)).toMatchObject({
      status: 'cancelled',
      by: { role: 'approver', name: approver.name },
      reason: 'Order it from the Ashulia budget.',
    });
    expect(await stock()).toBe(before);
    const told = (await emails(order)).filter((e) => e.to === buyer.email);
    expect(told.map((e) => e.event)).toEqual(['placed', 'rejected']);
    expect(told[1]!.details).toMatchObject({ reason: 'Order it from the Ashulia budget.', decidedBy: approver.name });
    expect((await decide(approver, order, 'approve')).status).toBe(409);
  });

  it('lets only approvers of the order’s company decide: a buyer 403, the storefront’s admin 403, anyone else 404', async () => {
    const { id } = await company();
    const buyer = await member(id, 'buyer', { order: 0 });
    const colleague = await member(id, 'buyer');
    const elsewhere = await member((await company()).id, 'approver');
    const order = await place(buyer, 1);
    expect((await decide(colleague, order, 'approve')).status).toBe(403);
    expect((await decide(buyer, order, 'approve')).body.error?.message).toBe(companyMessages.approverOnly);
    expect((await decide(cast.admin, order, 'approve')).status).toBe(403);
    expect((await decide(elsewhere, order, 'approve')).status).toBe(404);
    expect((await decide(cast.customer, order, 'reject', { reason: 'No.' })).status).toBe(404);
    expect((await detail(order, elsewhere)).status).toBe(404);
    expect((await detail(order, colleague)).status).toBe(200);
    // A member removed a moment ago decides nothing, with the token they hold.
    const leaving = await member(id, 'approver');
    await sql('DELETE FROM company_members WHERE user_id = $1::uuid', [leaving.id]);
    expect((await decide(leaving, order, 'approve')).status).toBe(404);
    expect((await detail(order, leaving)).status).toBe(404);
    expect((await detail(order)).body.status).toBe('awaiting_approval');
  });

  it('cancels what nobody decided within 7 days once, however many workers run the job at once', async () => {
    const { id } = await company();
    const buyer = await member(id, 'buyer', { order: 0 });
    const before = await stock();
    const orders = [await place(buyer, 2), await place(buyer, 3), await place(buyer, 4)];
    const fresh = await place(buyer, 1);
    await sql(`UPDATE orders SET approval_due_at = now() - interval '1 minute' WHERE id = ANY($1::uuid[])`, [orders.map((o) => o._id)]);
    // Two workers of their own (two replicas' jobs), over the same database.
    const worker = () => new ApprovalExpiry(server.app.ctx.db, new OrderWorkflow(server.app.ctx, { warn: () => undefined }));
    const counts = await Promise.all([worker().runOnce(), worker().runOnce()]);
    // The app's own job may have taken some too: none is cancelled twice.
    expect(counts[0] + counts[1]).toBeLessThanOrEqual(3);
    for (const order of orders) {
      const seen = (await detail(order)).body;
      expect(seen.status).toBe('cancelled');
      expect(seen.timeline.filter((e) => e.status === 'cancelled')).toEqual([
        expect.objectContaining({ by: { role: 'system', name: null }, reason: EXPIRED_REASON }),
      ]);
      expect((await emails(order)).filter((e) => e.event === 'cancelled')).toEqual([
        { event: 'cancelled', to: buyer.email, details: expect.objectContaining({ reason: EXPIRED_REASON }) },
      ]);
    }
    expect((await detail(fresh)).body.status).toBe('awaiting_approval');
    expect(await stock()).toBe(before - 1);
    expect(await worker().runOnce()).toBe(0);
  });

  it('holds an order above the company’s credit for the storefront’s admin, who releases or cancels it', async () => {
    // Invoices are gross: 10 parts at 10.00 net are 115.00 with 15 % VAT, the whole credit.
    const { id } = await company({ terms: 'net30', creditLimit: 115 });
    const admin = await member(id, 'company_admin');
    const fits = await place(admin, 10);
    expect(fits.status).toBe('pending');
    const held = await place(admin, 1);
    expect(held).toMatchObject({ status: 'on_hold', heldFor: 'credit' });
    expect((await emails(held)).map((e) => [e.event, e.to])).toEqual([['on_hold', admin.email]]);
    expect((await decide(admin, held, 'release')).status).toBe(403);
    expect((await decide(cast.admin, fits, 'release')).body.error?.message).toBe(companyMessages.notOnHold);
    const released = await decide(cast.admin, held, 'release');
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ status: 'pending', heldFor: null });
    expect(released.body.timeline.at(-1)).toMatchObject({ status: 'pending', by: { role: 'admin' } });
    expect((await emails(held)).map((e) => e.event)).toEqual(['on_hold', 'approved']);

    const again = await place(admin, 1);
    expect(again.status).toBe('on_hold');
    const cancel = await call(server, 'PATCH', `/booking/${again._id}`, { token: cast.admin.token, body: { status: 'cancelled', reason: 'Over credit.' } });
    expect([cancel.status, cancel.body.status]).toEqual([200, 'cancelled']);
  });

  it('checks the credit again at approval: an approved order above it goes on hold', async () => {
    const { id } = await company({ terms: 'net15', creditLimit: 50 });
    const approver = await member(id, 'approver');
    const buyer = await member(id, 'buyer', { order: 20 });
    const order = await place(buyer, 6);
    expect(order).toMatchObject({ status: 'awaiting_approval', heldFor: 'order' });
    await place(approver, 5); // 50 of 50: the credit is used up
    const approved = await decide(approver, order, 'approve');
    expect(approved.body).toMatchObject({ status: 'on_hold', heldFor: 'credit' });
    expect(approved.body.timeline.at(-1)).toMatchObject({ status: 'on_hold', by: { role: 'approver', name: approver.name } });
    expect((await emails(order)).filter((e) => e.to === buyer.email).map((e) => e.event)).toEqual(['placed', 'on_hold']);
  });

  it('asks for a PO reference when the company requires one, and ships to one of its own locations', async () => {
    const { id, location } = await company({ poRequired: true });
    const buyer = await member(id, 'buyer');
    const missing = await checkout(buyer, 1);
    expect([missing.status, missing.body.error?.fields]).toEqual([400, { poReference: companyMessages.poReferenceRequired }]);
    const atLocation = await call(server, 'POST', '/checkout', {
      token: buyer.token,
      body: { poReference: 'PO-77', locationId: location.id, lines: [{ partId: part._id, quantity: 1 }] },
    });
    expect(atLocation.status).toBe(201);
    expect(atLocation.body.order).toMatchObject({ address: location.address, phone: location.phone, locationName: location.name, poReference: 'PO-77' });
    const typed = await place(buyer, 1, { poReference: 'PO-78', locationId: location.id, address: 'Gate 2, Plot 3, Gazipur' });
    expect(typed).toMatchObject({ address: 'Gate 2, Plot 3, Gazipur', phone: '+8801711000000', locationName: location.name });

    const foreign = (await company()).location;
    const refused = await checkout(buyer, 1, { poReference: 'PO-79', locationId: foreign.id });
    expect([refused.status, refused.body.error?.fields]).toEqual([400, { locationId: companyMessages.locationRequired }]);
    const lone = await checkout(cast.customer, 1, { locationId: location.id });
    expect([lone.status, lone.body.error?.fields]).toEqual([400, { locationId: companyMessages.locationRequired }]);
    const noAddress = await call(server, 'POST', '/checkout', {
      token: cast.customer.token,
      body: { phone: '+8801711000000', lines: [{ partId: part._id, quantity: 1 }] },
    });
    expect([noAddress.status, Object.keys(noAddress.body.error?.fields ?? {})]).toEqual([400, ['address']]);
  });

  it('shows every member the company’s orders, newest first, and lets them order a colleague’s order again', async () => {
    const { id } = await company();
    const [one, two] = [await member(id, 'buyer'), await member(id, 'buyer')];
    const first = await place(one, 1);
    const second = await place(two, 2);
    const seen = await call<Page<Order>>(server, 'GET', '/company/orders', { token: one.token });
    expect(seen.status).toBe(200);
    expect(seen.body.items.map((o) => [o.number, o.email])).toEqual([
      [second.number, two.email],
      [first.number, one.email],
    ]);
    expect((await call(server, 'GET', '/company/orders', { token: cast.customer.token })).status).toBe(403);
    // The invoice of a company's order is its approvers' and company admins' too (Invoices), not every colleague's.
    const approver = await member(id, 'approver');
    expect((await call(server, 'PATCH', `/booking/${second._id}`, { token: cast.admin.token, body: { status: 'confirmed' } })).status).toBe(200);
    const invoice = (actor: Actor) => call(server, 'GET', `/booking/${second.number}/invoice`, { token: actor.token });
    expect((await invoice(approver)).headers.get('content-type')).toBe('application/pdf');
    expect((await invoice(two)).status).toBe(200);
    expect((await invoice(one)).status).toBe(404);
    const colleagues = (await detail(second, one)).body;
    const again = await call(server, 'POST', '/cart/lines', {
      token: one.token,
      body: { lines: colleagues.lines.map((l) => ({ partId: l.partId, quantity: l.quantity })) },
    });
    expect(again.status).toBe(200);
  });

  it('keeps the arrows: a buyer cancels their order awaiting approval, nobody moves it to pending by PATCH', async () => {
    const { id } = await company();
    const buyer = await member(id, 'buyer', { order: 0 });
    const order = await place(buyer, 1);
    const pending = await call(server, 'PATCH', `/booking/${order._id}`, { token: cast.admin.token, body: { status: 'pending' } });
    expect(pending.status).toBe(409);
    const confirm = await call(server, 'PATCH', `/booking/${order._id}`, { token: cast.admin.token, body: { status: 'confirmed' } });
    expect(confirm.status).toBe(409);
    const cancel = await call(server, 'PATCH', `/booking/${order._id}`, { token: buyer.token, body: { status: 'cancelled' } });
    expect([cancel.status, cancel.body.status]).toEqual([200, 'cancelled']);
  });
});
