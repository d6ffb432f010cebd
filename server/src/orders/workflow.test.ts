import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../auth/auth';
import type { Database } from '../db';
import { HttpError } from '../http/errors';
import { describeEachDb, openTestDatabase } from '../../test/harness';
import { requireDecider, requireInvoiceReader, requireStatusChanger } from './access';
import { LinesUnavailable, OrderWorkflow, type PlaceRequest } from './workflow';

// The order's rules on a database of their own, without the HTTP server: what placing, changing
// and invoicing an order write, and what they refuse.
describeEachDb('the order workflow', (kind) => {
  let db: Database;
  let workflow: OrderWorkflow;
  let close: () => Promise<void>;
  let buyer: AuthUser;
  let admin: AuthUser;
  let changes = 0;

  const addUser = async (role: 'admin' | 'customer'): Promise<AuthUser> => {
    const id = randomUUID();
    const email = `${role}-${id.slice(0, 8)}@workflow.test`;
    await db.query('INSERT INTO users (id, email, name, role) VALUES ($1::uuid, $2, $3, $4)', [id, email, `A ${role}`, role]);
    return { id, email, name: `A ${role}`, role, emailVerified: true };
  };
  const addPart = async (available: number, min = 1): Promise<string> => {
    const id = randomUUID();
    await db.query(
      `INSERT INTO parts (id, sku, name, price, description, min_order_quantity, available_quantity, img)
       VALUES ($1::uuid, $2, 'Bobbin case', 12.5, 'For the workflow', $3, $4, '/images/seed/needle-plate.svg')`,
      [id, `WF-${id.slice(0, 8).toUpperCase()}`, min, available],
    );
    return id;
  };
  const stockOf = async (partId: string) =>
    (await db.query<{ n: number }>('SELECT available_quantity AS n FROM parts WHERE id = $1::uuid', [partId])).rows[0]!.n;
  const emailsOf = async (orderId: string) =>
    (await db.query<{ event: string }>('SELECT event FROM outbox_emails WHERE order_id = $1::uuid ORDER BY created_at, id', [orderId])).rows.map(
      (r) => r.event,
    );
  const invoiceCount = async (orderId: string) =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM invoices WHERE order_id = $1::uuid', [orderId])).rows[0]!.n;
  const place = async (lines: PlaceRequest['lines'], extra: Partial<PlaceRequest> = {}) => {
    const placed = await workflow.place({ buyer, address: 'Plot 9, Ashulia', phone: '+8801711000000', lines, answer: (order) => order, ...extra });
    if (!('order' in placed)) throw new Error('replayed');
    return placed.order;
  };
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => (error instanceof HttpError ? error.statusCode : error),
    );

  beforeAll(async () => {
    const opened = await openTestDatabase(kind);
    ({ db, close } = opened);
    const ctx = {
      db,
      config: opened.config,
      snapshots: { parts: { invalidate: () => undefined } },
      mail: { settings: opened.config.mail, wake: () => undefined },
    };
    workflow = new OrderWorkflow(ctx as unknown as ConstructorParameters<typeof OrderWorkflow>[0], { warn: () => undefined });
    workflow.onOrdersChanged(() => (changes += 1));
    buyer = await addUser('customer');
    admin = await addUser('admin');
  });
  afterAll(() => close?.());

  it('places one order of every line at once: the stock taken, the lines priced, the customer’s e-mail written, listeners told', async () => {
    const [a, b] = [await addPart(10), await addPart(5)];
    const before = changes;
    const order = await place([
      { partId: a, quantity: 2 },
      { partId: b, quantity: 1 },
      { partId: a, quantity: 1 },
    ]);
    // The same part twice is one line.
    expect(order.lines.map((l) => [l.partId, l.quantity])).toEqual(
      expect.arrayContaining([
        [a, 3],
        [b, 1],
      ]),
    );
    expect(order.totalPrice).toBe(50);
    expect(order.status).toBe('pending');
    expect([await stockOf(a), await stockOf(b)]).toEqual([7, 4]);
    expect(await emailsOf(order._id)).toEqual(['placed']);
    expect(changes).toBe(before + 1);
  });

  it('places nothing when a line cannot be had, naming every such line', async () => {
    const [few, fine] = [await addPart(1), await addPart(10, 2)];
    const gone = randomUUID();
    const error = await workflow
      .place({
        buyer,
        address: 'Plot 9',
        phone: '+880',
        lines: [
          { partId: few, quantity: 2 },
          { partId: fine, quantity: 1 },
          { partId: fine, quantity: 1 },
          { partId: gone, quantity: 1 },
        ],
        answer: (o) => o,
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LinesUnavailable);
    // The same part's lines merge (2 reaches the minimum); the others are named, each with why.
    expect((error as LinesUnavailable).failures.map((f) => [f.partId, f.reason])).toEqual([
      [few, 'stock'],
      [gone, 'gone'],
    ]);
    expect([await stockOf(few), await stockOf(fine)]).toEqual([1, 10]);
  });

  it('answers a retry with the same Idempotency-Key with the first answer, and makes no second order', async () => {
    const part = await addPart(10);
    const request = { lines: [{ partId: part, quantity: 1 }] };
    const idempotency = { key: randomUUID(), request };
    const first = await workflow.place({ buyer, address: 'Plot 9', phone: '+880', ...request, idempotency, answer: (o) => ({ number: o.number }) });
    const again = await workflow.place({ buyer, address: 'Plot 9', phone: '+880', ...request, idempotency, answer: (o) => ({ number: o.number }) });
    expect('order' in first && 'replay' in again).toBe(true);
    if (!('order' in first) || !('replay' in again)) return;
    expect(again.replay).toEqual({ status: 201, body: { number: first.order.number } });
    expect(await stockOf(part)).toBe(9);
  });

  it('moves an order along its life: a confirm issues its invoice once, a cancellation returns the stock, a change off the arrows is 409', async () => {
    const part = await addPart(10);
    const order = await place([{ partId: part, quantity: 4 }]);
    // A customer confirms nothing, and cancels only their own.
    expect(await refusal(workflow.changeStatus({ orderId: order._id, status: 'confirmed', by: buyer }))).toBe(403);
    expect(await refusal(workflow.changeStatus({ orderId: order._id, status: 'cancelled', by: await addUser('customer') }))).toBe(403);
    await workflow.changeStatus({ orderId: order._id, status: 'confirmed', by: admin });
    expect(await invoiceCount(order._id)).toBe(1);
    expect(await refusal(workflow.changeStatus({ orderId: order._id, status: 'pending', by: admin }))).toBe(409);
    // An admin's cancellation says why.
    expect(await refusal(workflow.changeStatus({ orderId: order._id, status: 'cancelled', by: admin }))).toBe(400);
    await workflow.changeStatus({ orderId: order._id, status: 'cancelled', by: admin, reason: 'Customer asked' });
    expect(await stockOf(part)).toBe(10);
    expect(await invoiceCount(order._id)).toBe(1);
    expect(await emailsOf(order._id)).toEqual(['placed', 'confirmed', 'cancelled']);
  });

  it('issues the invoice an order confirmed before invoices lacks, once, and none for an order not confirmed', async () => {
    const part = await addPart(10);
    const legacy = await place([{ partId: part, quantity: 1 }]);
    const pending = await place([{ partId: part, quantity: 1 }]);
    // Shipped as the storefront did before it issued invoices: the status alone.
    await db.query(`UPDATE orders SET status = 'shipped' WHERE id = $1::uuid`, [legacy._id]);
    expect(await workflow.issueMissingInvoice(legacy._id)).toBe(true);
    expect(await workflow.issueMissingInvoice(legacy._id)).toBe(false);
    expect(await invoiceCount(legacy._id)).toBe(1);
    expect((await db.query('SELECT 1 FROM invoices WHERE order_id = $1::uuid AND pdf IS NOT NULL', [legacy._id])).rows).toHaveLength(1);
    expect(await workflow.issueMissingInvoice(pending._id)).toBe(false);
    expect(await invoiceCount(pending._id)).toBe(0);
  });
});

describe('who may act on an order', () => {
  const status = (fn: () => void) => {
    try {
      fn();
      return 'allowed';
    } catch (error) {
      return (error as HttpError).statusCode;
    }
  };
  const own = { userId: 'u1', companyId: 'c1' };
  const member = (role: 'buyer' | 'approver' | 'company_admin', companyId = 'c1') =>
    ({ companyId, companyName: 'Acme', role, orderLimit: null, monthlyLimit: null, paymentTerms: 'prepaid', creditLimit: 0, poRequired: false }) as const;

  it('lets an admin change any status, and a customer only cancel their own order', () => {
    expect(status(() => requireStatusChanger(own, 'shipped', { id: 'x', role: 'admin' }))).toBe('allowed');
    expect(status(() => requireStatusChanger(own, 'cancelled', { id: 'u1', role: 'customer' }))).toBe('allowed');
    expect(status(() => requireStatusChanger(own, 'confirmed', { id: 'u1', role: 'customer' }))).toBe(403);
    expect(status(() => requireStatusChanger(own, 'cancelled', { id: 'u2', role: 'customer' }))).toBe(403);
  });

  it('lets only the company’s approvers decide: another company’s member learns nothing of it, the admin may not', () => {
    expect(status(() => requireDecider(own, member('approver'), { role: 'customer' }))).toBe('allowed');
    expect(status(() => requireDecider(own, member('buyer'), { role: 'customer' }))).toBe(403);
    expect(status(() => requireDecider(own, member('approver', 'c2'), { role: 'customer' }))).toBe(404);
    expect(status(() => requireDecider(own, undefined, { role: 'admin' }))).toBe(403);
  });

  it('shows an invoice to its customer, an admin and its company’s approvers; to no one else', () => {
    expect(status(() => requireInvoiceReader(own, undefined, { id: 'u1', role: 'customer' }))).toBe('allowed');
    expect(status(() => requireInvoiceReader(own, undefined, { id: 'x', role: 'admin' }))).toBe('allowed');
    expect(status(() => requireInvoiceReader(own, member('company_admin'), { id: 'u2', role: 'customer' }))).toBe('allowed');
    expect(status(() => requireInvoiceReader(own, member('buyer'), { id: 'u2', role: 'customer' }))).toBe(404);
    expect(status(() => requireInvoiceReader(undefined, undefined, { id: 'x', role: 'admin' }))).toBe(404);
  });
});
