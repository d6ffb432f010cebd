import { randomUUID } from 'node:crypto';
import {
  defaultSort,
  type Order,
  type OrderDetail,
  type OrderEvent,
  type OrderLine,
  type OrderStatus,
  type OrdersExportQuery,
  type OrdersQuery,
  type OrdersSort,
  type Page,
  type LinePrice,
} from '@storefront/shared/schemas';
import type { Queryable } from '../db';
import { ISO } from '../db/sql';
import { likePattern, listPage, prefixPattern, type ListOrder } from '../http/paging';
import { invoiceSummary } from '../invoices/invoices.repo';
import { orderEmails } from '../mail/outbox.repo';
import { emailOfStatus } from '../mail/rules';
import type { LockedPart } from '../parts/stock.repo';

/** An order's first line: the spec's one-part fields of the list (`bookingId`, `partName`, ...). */
const FIRST_LINE = (column: string) => `(SELECT ${column} FROM order_lines l WHERE l.order_id = o.id AND l.line_no = 1)`;

/**
 * A company's order (docs/companies.md): the company it was placed as, the location it ships to,
 * and, while it waits, why and (awaiting approval) until when.
 */
const COMPANY_COLUMNS = `(SELECT json_build_object('_id', c.id::text, 'name', c.name) FROM companies c WHERE c.id = o.company_id) AS company,
  o.location_name AS "locationName",
  CASE WHEN o.status = 'awaiting_approval' THEN ${ISO('o.approval_due_at')} END AS "approvalDueAt",
  CASE WHEN o.status IN ('awaiting_approval', 'on_hold') THEN o.held_for END AS "heldFor"`;

/**
 * An order's fields, from `orders AS o` (the first line and the removed flag are lookups by
 * primary key for the rows returned, not scans) (INSERT and UPDATE name the table `o` too, for
 * RETURNING).
 */
const ORDER_COLUMNS = `o.id::text AS "_id", o.number, ${FIRST_LINE('l.part_id::text')} AS "bookingId", ${FIRST_LINE('l.part_name')} AS "partName",
  ${FIRST_LINE('l.unit_price::float8')} AS "unitPrice", o.total_price::float8 AS "totalPrice", o.name, o.email, o.address, o.phone,
  ${FIRST_LINE('l.quantity')} AS "orderQuantity", o.line_count AS "lineCount", o.po_reference AS "poReference", o.status,
  to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  coalesce((SELECT u.removed_at IS NOT NULL FROM users u WHERE u.id = o.user_id), false) AS "customerRemoved",
  ${COMPANY_COLUMNS}`;

const LINE_COLUMNS = `l.part_id::text AS "partId", l.part_number AS "partNumber", l.part_name AS "partName",
  l.unit_price::float8 AS "unitPrice", l.quantity, l.line_total::float8 AS "lineTotal",
  coalesce(l.list_price, l.unit_price)::float8 AS "listPrice", l.price_source AS "priceSource", l.price_min_quantity AS "priceMinQuantity",
  l.price_list_name AS "priceListName", l.quote_number AS "quoteNumber"`;

const SEQ = { sql: 'o.seq', cast: 'bigint' } as const;
const DATE = { sql: 'o.created_at', cast: 'timestamptz' } as const;
const TOTAL = { sql: 'o.total_price', cast: 'numeric' } as const;

/** The orders' sorts; indexes on (created_at, seq), (total_price, seq) and per customer/status serve them. */
const ORDER_SORTS: Record<OrdersSort, ListOrder> = {
  '-date': { name: '-date', column: DATE, tieBreaker: SEQ, descending: true },
  date: { name: 'date', column: DATE, tieBreaker: SEQ, descending: false },
  '-total': { name: '-total', column: TOTAL, tieBreaker: SEQ, descending: true },
  total: { name: 'total', column: TOTAL, tieBreaker: SEQ, descending: false },
};

/** The text an orders search looks in; a trigram index on the same expression serves it. */
const ORDER_SEARCH = `(o.id::text || ' ' || o.email || ' ' || o.name || ' ' || o.lines_text)`;

/** The search and filters of the list and the export, as SQL conditions. */
function orderFilters(query: Omit<OrdersQuery, 'cursor' | 'limit'>): { where: string[]; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (value: unknown, condition: (param: string) => string) => {
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  // The orders of the account that has this address now: a removed account's orders are not
  // inherited by a later sign-up at the same address.
  if (query.email !== undefined) add(query.email, (p) => `o.user_id = (SELECT id FROM users WHERE email = ${p} AND removed_at IS NULL)`);
  if (query.status !== undefined) add(query.status, (p) => `o.status = ${p}`);
  // Its words in the customer, e-mail, its parts' names and numbers or id, or the start of its number (`SO-2026-0001`);
  // the unique index on the number, in pattern order, serves the latter.
  if (query.q) {
    params.push(likePattern(query.q), prefixPattern(query.q));
    where.push(`(${ORDER_SEARCH} ILIKE $${params.length - 1} OR o.number LIKE $${params.length})`);
  }
  if (query.from) add(query.from, (p) => `o.created_at >= ${p}::date`);
  if (query.to) add(query.to, (p) => `o.created_at < ${p}::date + 1`);
  return { where, params };
}

/** One page of orders: the query's search, filters and sort (newest first by default). */
export function listOrders(
  db: Queryable,
  query: OrdersQuery | (OrdersExportQuery & { cursor?: string; limit?: number }),
  options: { countTotal?: boolean } = {},
): Promise<Page<Order>> {
  const { where, params } = orderFilters(query);
  return listPage<Order>(db, {
    select: ORDER_COLUMNS,
    from: 'orders o',
    where,
    params,
    order: ORDER_SORTS[query.sort ?? defaultSort('orders')],
    limit: query.limit,
    cursor: query.cursor,
    ...(options.countTotal === false ? { countTotal: false } : {}),
  });
}

/** A line of a new order: the part as locked for it, and how many. */
export interface NewOrderLine {
  part: LockedPart;
  quantity: number;
  /** Its unit price and where it came from (linePrice), kept on the line as it is. */
  price: LinePrice;
}

/** Why an order waits before pending: above the buyer's per-order or monthly limit, or the company's credit. */
export type HeldFor = 'order' | 'month' | 'credit';

/** A new order: whose, where it goes, and its lines (checked against their parts by the caller). */
export interface NewOrder {
  userId: string;
  name: string;
  email: string;
  address: string;
  phone: string;
  poReference?: string | undefined;
  lines: NewOrderLine[];
  /** A company's order: the company, the location it ships to; the status it is placed in and why (pending by default). */
  company?:
    | {
        id: string;
        name: string;
        location: { id: string; name: string } | null;
        status: 'awaiting_approval' | 'on_hold' | 'pending';
        heldFor: HeldFor | null;
        approvalDays: number;
      }
    | undefined;
}

/**
 * Writes a new order and its lines in the caller's transaction, and answers it as its page shows
 * it (placed, no invoice yet) from what was written: two statements, no reading back.
 */
export async function insertOrder(tx: Queryable, order: NewOrder): Promise<OrderDetail> {
  const id = randomUUID();
  const ids = order.lines.map((l) => l.part.id);
  const quantities = order.lines.map((l) => l.quantity);
  const linesText = order.lines.map((l) => `${l.part.name} ${l.part.sku}`).join(' ');
  const poReference = order.poReference || null;
  // The total is summed by the database from the lines' rounded totals (numeric, no float error).
  const company = order.company;
  const status = company?.status ?? 'pending';
  const inserted = await tx.query<{ number: string; totalPrice: number; createdAt: string; updatedAt: string; approvalDueAt: string | null }>(
    `INSERT INTO orders AS o (id, total_price, user_id, name, email, address, phone, po_reference, line_count, lines_text,
                              status, company_id, location_id, location_name, held_for, approval_due_at)
     SELECT $1, sum(round(v.price * v.quantity, 2)), $2::uuid, $3, $4, $5, $6, $7, $8, $9,
            $12, $13::uuid, $14::uuid, $15, $16, CASE WHEN $12 = 'awaiting_approval' THEN now() + $17::int * interval '1 day' END
     FROM unnest($10::numeric[], $11::int[]) AS v(price, quantity)
     RETURNING o.number, o.total_price::float8 AS "totalPrice", ${ISO('o.created_at')} AS "createdAt", ${ISO('o.updated_at')} AS "updatedAt",
               ${ISO('o.approval_due_at')} AS "approvalDueAt"`,
    [
      id,
      order.userId,
      order.name,
      order.email,
      order.address,
      order.phone,
      poReference,
      order.lines.length,
      linesText,
      order.lines.map((l) => l.price.unitPrice),
      quantities,
      status,
      company?.id ?? null,
      company?.location?.id ?? null,
      company?.location?.name ?? null,
      company?.heldFor ?? null,
      company?.approvalDays ?? 0,
    ],
  );
  const lines = await tx.query<OrderLine>(
    `INSERT INTO order_lines AS l (order_id, line_no, part_id, part_number, part_name, unit_price, quantity, line_total,
                                   list_price, price_source, price_min_quantity, price_list_name, quote_number)
     SELECT $1, v.n, p.id, p.sku, p.name, v.price, v.quantity, round(v.price * v.quantity, 2),
            p.price, v.source, v.min_quantity, v.list_name, v.quote_number
     FROM unnest($2::uuid[], $3::int[], $4::numeric[], $5::text[], $6::int[], $7::text[], $8::text[])
            WITH ORDINALITY AS v(id, quantity, price, source, min_quantity, list_name, quote_number, n)
       JOIN parts p ON p.id = v.id
     RETURNING ${LINE_COLUMNS}, l.line_no`,
    [
      id,
      ids,
      quantities,
      order.lines.map((l) => l.price.unitPrice),
      order.lines.map((l) => l.price.source),
      order.lines.map((l) => l.price.minQuantity ?? null),
      order.lines.map((l) => l.price.priceListName ?? null),
      order.lines.map((l) => l.price.quoteNumber ?? null),
    ],
  );
  const { number, totalPrice, createdAt, updatedAt, approvalDueAt } = inserted.rows[0]!;
  const orderLines = (lines.rows as (OrderLine & { line_no: number })[]).sort((a, b) => a.line_no - b.line_no).map(({ line_no: _n, ...line }) => line);
  const first = orderLines[0]!;
  return {
    _id: id,
    number,
    bookingId: first.partId,
    partName: first.partName,
    unitPrice: first.unitPrice,
    totalPrice,
    lineCount: orderLines.length,
    poReference,
    name: order.name,
    email: order.email,
    address: order.address,
    phone: order.phone,
    orderQuantity: first.quantity,
    status,
    createdAt,
    customerRemoved: false,
    company: company ? { _id: company.id, name: company.name } : null,
    locationName: company?.location?.name ?? null,
    approvalDueAt: status === 'awaiting_approval' ? approvalDueAt : null,
    heldFor: status === 'pending' ? null : (company?.heldFor ?? null),
    lines: orderLines,
    updatedAt,
    timeline: [placedEvent({ createdAt, name: order.name, status })],
    invoice: null,
  };
}

/** An order with its lines, its timeline and its invoice's number, by its id or its number. */
export async function findOrder(
  db: Queryable,
  by: { id: string } | { number: string },
): Promise<(OrderDetail & { userId: string | null; companyId: string | null }) | undefined> {
  const [condition, value] = 'id' in by ? ['o.id = $1::uuid', by.id] : ['o.number = $1', by.number];
  const found = await db.query<OrderDetail & { userId: string | null; companyId: string | null }>(
    `SELECT ${ORDER_COLUMNS}, o.user_id::text AS "userId", o.company_id::text AS "companyId", ${ISO('o.updated_at')} AS "updatedAt"
     FROM orders o WHERE ${condition}`,
    [value],
  );
  const order = found.rows[0];
  if (!order) return undefined;
  // One after another: `db` may be a transaction's one connection.
  const lines = await orderLines(db, [order._id]);
  const timeline = await orderTimeline(db, order);
  // The invoice with its terms, due date, status and payments: the order's page shows them and the admin records payments there.
  const invoice = await invoiceSummary(db, order._id);
  return Object.assign(order, { lines: lines.get(order._id) ?? [], timeline, invoice: invoice ?? null });
}

/** Whose the order is and its status, by its number: what a download's check needs, without the order's lines. */
export async function findOrderOwner(
  db: Queryable,
  number: string,
): Promise<{ id: string; userId: string | null; companyId: string | null; status: OrderStatus } | undefined> {
  const found = await db.query<{ id: string; userId: string | null; companyId: string | null; status: OrderStatus }>(
    'SELECT id::text AS id, user_id::text AS "userId", company_id::text AS "companyId", status FROM orders WHERE number = $1',
    [number],
  );
  return found.rows[0];
}

/** Who changes an order, as its timeline names them. */
export type EventRole = 'customer' | 'admin' | 'approver' | 'system';

/** A change of status for the timeline: who made it, and the reason or the shipment's details. */
export interface StatusChange {
  status: OrderStatus;
  /** `system`: the storefront itself (the approvals' expiry), with no account. */
  actor: { id: string | null; role: EventRole; name: string | null };
  reason?: string | undefined;
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
}

/** Records a change on the order's timeline, in the caller's transaction (with the change itself). */
export async function recordEvent(tx: Queryable, orderId: string, change: StatusChange): Promise<void> {
  await tx.query(
    `INSERT INTO order_events (order_id, status, actor_id, actor_role, actor_name, reason, carrier, tracking_number)
     VALUES ($1::uuid, $2, $3::uuid, $4, $5, $6, $7, $8)`,
    [
      orderId,
      change.status,
      change.actor.id,
      change.actor.role,
      change.actor.name,
      change.reason || null,
      change.carrier || null,
      change.trackingNumber || null,
    ],
  );
}

/**
 * Records a payment against the order's invoice on its timeline, in the caller's transaction (with
 * the payment itself): by whom, how much, its reference, and the order's status at the time.
 */
export async function recordPaymentEvent(
  tx: Queryable,
  orderId: string,
  payment: { status: OrderStatus; actor: StatusChange['actor']; amount: number; reference: string | null },
): Promise<void> {
  await tx.query(
    `INSERT INTO order_events (order_id, kind, status, actor_id, actor_role, actor_name, amount, reference)
     VALUES ($1::uuid, 'payment', $2, $3::uuid, $4, $5, $6::numeric, $7)`,
    [orderId, payment.status, payment.actor.id, payment.actor.role, payment.actor.name, payment.amount.toFixed(2), payment.reference || null],
  );
}

/** An order's first event: placed, by its customer, when it was made (pending, or waiting for approval or credit). */
const placedEvent = (order: { createdAt: string; name: string; status?: OrderStatus }): OrderEvent => ({
  status: order.status ?? 'pending',
  at: order.createdAt,
  by: { role: 'customer', name: order.name },
});

/** The statuses an order may be placed in besides pending: its placing is recorded as an event of its customer's. */
const WAITING: readonly OrderStatus[] = ['awaiting_approval', 'on_hold'];

/**
 * The order's timeline, oldest first: placed (by its customer, when it was made), then each
 * recorded change and payment, each with where its e-mail to the customer stands (sent when, or
 * waiting and why). The last payment of an invoice now paid is the one that made it Paid. An order
 * whose status changed before changes were recorded shows that status at its last change, by
 * someone unknown.
 */
async function orderTimeline(db: Queryable, order: Pick<OrderDetail, '_id' | 'name' | 'createdAt' | 'updatedAt' | 'status'>): Promise<OrderEvent[]> {
  const rows = await db.query<{
    kind: 'status' | 'payment';
    status: OrderStatus;
    at: string;
    role: EventRole;
    name: string | null;
    reason: string | null;
    carrier: string | null;
    trackingNumber: string | null;
    amount: number | null;
    reference: string | null;
  }>(
    `SELECT kind, status, ${ISO('at')} AS at, actor_role AS role, actor_name AS name, reason, carrier, tracking_number AS "trackingNumber",
            amount::float8 AS amount, reference
     FROM order_events WHERE order_id = $1::uuid ORDER BY seq`,
    [order._id],
  );
  const emailOf = await orderEmails(db, order._id);
  // Each change sends its customer at most one e-mail, of a kind no other change of the order sends.
  const withEmail = (event: OrderEvent): OrderEvent => {
    const kind = emailOfStatus(event.status, event.by?.role);
    const email = kind && emailOf.get(kind);
    return email ? { ...event, email } : event;
  };
  const statuses = rows.rows.filter((row) => row.kind === 'status');
  const payments = rows.rows.filter((row) => row.kind === 'payment');
  const paid = payments.length > 0 && (await db.query('SELECT 1 FROM invoices WHERE order_id = $1::uuid AND paid_at IS NOT NULL', [order._id])).rows.length > 0;
  // A company's order placed to wait has its placing recorded, by its customer: that is its first event.
  const [first] = statuses;
  const placedWaiting = first !== undefined && first.role === 'customer' && WAITING.includes(first.status);
  const timeline: OrderEvent[] = placedWaiting ? [] : [withEmail(placedEvent({ createdAt: order.createdAt, name: order.name }))];
  let paymentIndex = 0;
  let lastStatus = timeline.at(-1)?.status;
  for (const { kind, role, name, amount, reference, ...event } of rows.rows) {
    if (kind === 'payment') {
      // Each payment sends one e-mail, written with it: the n-th payment's is the n-th payment e-mail.
      const email = emailOf.payments[paymentIndex];
      paymentIndex += 1;
      const payment = { amount: amount ?? 0, reference, invoicePaid: paid && paymentIndex === payments.length };
      timeline.push({ status: event.status, at: event.at, by: { role, name }, kind, payment, ...(email ? { email } : {}) });
      continue;
    }
    timeline.push(withEmail({ ...event, by: { role, name } }));
    lastStatus = event.status;
  }
  if (order.status !== 'pending' && lastStatus !== order.status) timeline.push({ status: order.status, at: order.updatedAt, by: null });
  return timeline;
}

/** The lines of these orders, in line order, by order id. */
export async function orderLines(db: Queryable, orderIds: string[]): Promise<Map<string, OrderLine[]>> {
  const rows = await db.query<OrderLine & { orderId: string }>(
    `SELECT l.order_id::text AS "orderId", ${LINE_COLUMNS} FROM order_lines l WHERE l.order_id = ANY($1::uuid[]) ORDER BY l.order_id, l.line_no`,
    [orderIds],
  );
  const byOrder = new Map<string, OrderLine[]>();
  for (const { orderId, ...line } of rows.rows) {
    const list = byOrder.get(orderId) ?? [];
    list.push(line);
    byOrder.set(orderId, list);
  }
  return byOrder;
}

/** What the status rules need of an order, locked for the rest of the transaction. */
export interface LockedOrder {
  id: string;
  userId: string | null;
  status: OrderStatus;
  companyId: string | null;
  totalPrice: number;
}

const LOCKED = `SELECT id::text AS id, user_id::text AS "userId", status, company_id::text AS "companyId", total_price::float8 AS "totalPrice"
  FROM orders`;

/** The order (by its id or its number), locked for the rest of the transaction. */
export async function lockOrder(tx: Queryable, by: string | { number: string }): Promise<LockedOrder | undefined> {
  const found =
    typeof by === 'string'
      ? await tx.query<LockedOrder>(`${LOCKED} WHERE id = $1::uuid FOR UPDATE`, [by])
      : await tx.query<LockedOrder>(`${LOCKED} WHERE number = $1 FOR UPDATE`, [by.number]);
  return found.rows[0];
}

/**
 * Sets the order's status (the caller locked it and checked the change), answering the order as
 * it is now. `heldFor`: why it waits, when it goes on hold for credit.
 */
export async function setStatus(tx: Queryable, id: string, status: OrderStatus, heldFor?: HeldFor): Promise<Order> {
  const result = await tx.query<Order>(
    `UPDATE orders AS o SET status = $2, held_for = coalesce($3, o.held_for), updated_at = now() WHERE o.id = $1::uuid RETURNING ${ORDER_COLUMNS}`,
    [id, status, heldFor ?? null],
  );
  return result.rows[0] as Order;
}

/**
 * What the buyer's orders as a member of the company add up to this calendar month, in the
 * store's time zone (cancelled ones left out); read under the member's lock (lockMembership).
 */
export async function spentThisMonth(tx: Queryable, userId: string, companyId: string, timeZone: string): Promise<number> {
  const { rows } = await tx.query<{ spent: number }>(
    `SELECT coalesce(sum(total_price), 0)::float8 AS spent FROM orders
      WHERE user_id = $1::uuid AND company_id = $2::uuid AND status <> 'cancelled'
        AND created_at >= (date_trunc('month', now() AT TIME ZONE $3) AT TIME ZONE $3)`,
    [userId, companyId, timeZone],
  );
  return rows[0]?.spent ?? 0;
}

/**
 * Locks the company's row until the transaction ends: orders on account are checked against its
 * credit one at a time (NO KEY: new orders' references to it do not wait for it).
 */
export async function lockCompanyCredit(tx: Queryable, companyId: string): Promise<void> {
  await tx.query('SELECT id FROM companies WHERE id = $1::uuid FOR NO KEY UPDATE', [companyId]);
}

/** One of the company's locations, or undefined when it has none with this id. */
export async function companyLocation(
  tx: Queryable,
  companyId: string,
  id: string,
): Promise<{ id: string; name: string; address: string; phone: string } | undefined> {
  const { rows } = await tx.query<{ id: string; name: string; address: string; phone: string }>(
    'SELECT id::text AS id, name, address, phone FROM company_locations WHERE id = $1::uuid AND company_id = $2::uuid',
    [id, companyId],
  );
  return rows[0];
}

/** A page of the company's orders: all, newest first, or those awaiting approval, oldest first. */
export function listCompanyOrders(db: Queryable, companyId: string, query: OrdersQuery & { awaiting?: boolean }): Promise<Page<Order>> {
  const { where, params } = orderFilters(query.awaiting ? { ...query, status: undefined } : query);
  params.push(companyId);
  where.unshift(`o.company_id = $${params.length}::uuid`);
  if (query.awaiting) where.push(`o.status = 'awaiting_approval'`);
  return listPage<Order>(db, {
    select: ORDER_COLUMNS,
    from: 'orders o',
    where,
    params,
    order: ORDER_SORTS[query.sort ?? (query.awaiting ? 'date' : defaultSort('orders'))],
    limit: query.limit,
    cursor: query.cursor,
  });
}

/** The orders awaiting approval past their due time, at most `limit` (the expiry job's batch). */
export async function overdueApprovals(db: Queryable, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM orders WHERE status = 'awaiting_approval' AND approval_due_at < now() ORDER BY approval_due_at LIMIT $1`,
    [limit],
  );
  return rows.map((r) => r.id);
}

/**
 * The order if it still awaits approval past its due time, locked; undefined when another worker
 * holds it (SKIP LOCKED) or has decided it already.
 */
export async function lockOverdueApproval(tx: Queryable, id: string): Promise<LockedOrder | undefined> {
  const { rows } = await tx.query<LockedOrder>(
    `${LOCKED} WHERE id = $1::uuid AND status = 'awaiting_approval' AND approval_due_at < now() FOR UPDATE SKIP LOCKED`,
    [id],
  );
  return rows[0];
}
