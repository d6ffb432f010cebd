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
} from '@storefront/shared/schemas';
import type { Queryable } from '../db';
import { ISO } from '../db/sql';
import { likePattern, listPage, prefixPattern, type ListOrder } from '../http/paging';
import { invoiceOf } from '../invoices/invoices.repo';
import { orderEmails } from '../mail/outbox.repo';
import { emailOfStatus } from '../mail/rules';
import type { LockedPart } from '../parts/stock.repo';

/** An order's first line: the spec's one-part fields of the list (`bookingId`, `partName`, ...). */
const FIRST_LINE = (column: string) => `(SELECT ${column} FROM order_lines l WHERE l.order_id = o.id AND l.line_no = 1)`;

/**
 * An order's fields, from `orders AS o` (the first line and the removed flag are lookups by
 * primary key for the rows returned, not scans) (INSERT and UPDATE name the table `o` too, for
 * RETURNING).
 */
const ORDER_COLUMNS = `o.id::text AS "_id", o.number, ${FIRST_LINE('l.part_id::text')} AS "bookingId", ${FIRST_LINE('l.part_name')} AS "partName",
  ${FIRST_LINE('l.unit_price::float8')} AS "unitPrice", o.total_price::float8 AS "totalPrice", o.name, o.email, o.address, o.phone,
  ${FIRST_LINE('l.quantity')} AS "orderQuantity", o.line_count AS "lineCount", o.po_reference AS "poReference", o.status,
  to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  coalesce((SELECT u.removed_at IS NOT NULL FROM users u WHERE u.id = o.user_id), false) AS "customerRemoved"`;

const LINE_COLUMNS = `l.part_id::text AS "partId", l.part_number AS "partNumber", l.part_name AS "partName",
  l.unit_price::float8 AS "unitPrice", l.quantity, l.line_total::float8 AS "lineTotal"`;

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
export const ORDER_SEARCH = `(o.id::text || ' ' || o.email || ' ' || o.name || ' ' || o.lines_text)`;

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
}

/** A new order: whose, where it goes, and its lines (checked against their parts by the caller). */
export interface NewOrder {
  userId: string;
  name: string;
  email: string;
  address: string;
  phone: string;
  poReference?: string | undefined;
  lines: NewOrderLine[];
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
  const inserted = await tx.query<{ number: string; totalPrice: number; createdAt: string; updatedAt: string }>(
    `INSERT INTO orders AS o (id, total_price, user_id, name, email, address, phone, po_reference, line_count, lines_text)
     SELECT $1, sum(round(v.price * v.quantity, 2)), $2::uuid, $3, $4, $5, $6, $7, $8, $9
     FROM unnest($10::numeric[], $11::int[]) AS v(price, quantity)
     RETURNING o.number, o.total_price::float8 AS "totalPrice", ${ISO('o.created_at')} AS "createdAt", ${ISO('o.updated_at')} AS "updatedAt"`,
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
      order.lines.map((l) => l.part.price),
      quantities,
    ],
  );
  const lines = await tx.query<OrderLine>(
    `INSERT INTO order_lines AS l (order_id, line_no, part_id, part_number, part_name, unit_price, quantity, line_total)
     SELECT $1, v.n, p.id, p.sku, p.name, p.price, v.quantity, round(p.price * v.quantity, 2)
     FROM unnest($2::uuid[], $3::int[]) WITH ORDINALITY AS v(id, quantity, n) JOIN parts p ON p.id = v.id
     RETURNING ${LINE_COLUMNS}, l.line_no`,
    [id, ids, quantities],
  );
  const { number, totalPrice, createdAt, updatedAt } = inserted.rows[0]!;
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
    status: 'pending',
    createdAt,
    customerRemoved: false,
    lines: orderLines,
    updatedAt,
    timeline: [placedEvent({ createdAt, name: order.name })],
    invoice: null,
  };
}

/** An order with its lines, its timeline and its invoice's number, by its id or its number. */
export async function findOrder(db: Queryable, by: { id: string } | { number: string }): Promise<(OrderDetail & { userId: string | null }) | undefined> {
  const [condition, value] = 'id' in by ? ['o.id = $1::uuid', by.id] : ['o.number = $1', by.number];
  const found = await db.query<OrderDetail & { userId: string | null }>(
    `SELECT ${ORDER_COLUMNS}, o.user_id::text AS "userId", ${ISO('o.updated_at')} AS "updatedAt" FROM orders o WHERE ${condition}`,
    [value],
  );
  const order = found.rows[0];
  if (!order) return undefined;
  // One after another: `db` may be a transaction's one connection.
  const lines = await orderLines(db, [order._id]);
  const timeline = await orderTimeline(db, order);
  const invoice = await invoiceOf(db, order._id);
  return Object.assign(order, { lines: lines.get(order._id) ?? [], timeline, invoice: invoice ?? null });
}

/** Whose the order is and its status, by its number: what a download's check needs, without the order's lines. */
export async function findOrderOwner(db: Queryable, number: string): Promise<{ id: string; userId: string | null; status: OrderStatus } | undefined> {
  const found = await db.query<{ id: string; userId: string | null; status: OrderStatus }>(
    'SELECT id::text AS id, user_id::text AS "userId", status FROM orders WHERE number = $1',
    [number],
  );
  return found.rows[0];
}

/** A change of status for the timeline: who made it, and the reason or the shipment's details. */
export interface StatusChange {
  status: Exclude<OrderStatus, 'pending'>;
  actor: { id: string; role: 'customer' | 'admin'; name: string };
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

/** An order's first event: placed, by its customer, when it was made. */
const placedEvent = (order: { createdAt: string; name: string }): OrderEvent => ({
  status: 'pending',
  at: order.createdAt,
  by: { role: 'customer', name: order.name },
});

/**
 * The order's timeline, oldest first: placed (by its customer, when it was made), then each
 * recorded change, each with where its e-mail to the customer stands (sent when, or waiting and
 * why). An order whose status changed before changes were recorded shows that status at its last
 * change, by someone unknown.
 */
export async function orderTimeline(db: Queryable, order: Pick<OrderDetail, '_id' | 'name' | 'createdAt' | 'updatedAt' | 'status'>): Promise<OrderEvent[]> {
  const rows = await db.query<{
    status: OrderStatus;
    at: string;
    role: 'customer' | 'admin';
    name: string | null;
    reason: string | null;
    carrier: string | null;
    trackingNumber: string | null;
  }>(
    `SELECT status, ${ISO('at')} AS at, actor_role AS role, actor_name AS name, reason, carrier, tracking_number AS "trackingNumber"
     FROM order_events WHERE order_id = $1::uuid ORDER BY seq`,
    [order._id],
  );
  const emailOf = await orderEmails(db, order._id);
  // Each status is reached once, so each event has at most one e-mail.
  const withEmail = (event: OrderEvent): OrderEvent => {
    const kind = emailOfStatus(event.status);
    const email = kind && emailOf.get(kind);
    return email ? { ...event, email } : event;
  };
  const timeline: OrderEvent[] = [withEmail(placedEvent(order))];
  for (const { role, name, ...event } of rows.rows) timeline.push(withEmail({ ...event, by: { role, name } }));
  if (order.status !== 'pending' && timeline.at(-1)?.status !== order.status) timeline.push({ status: order.status, at: order.updatedAt, by: null });
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
export async function lockOrder(tx: Queryable, id: string): Promise<{ userId: string | null; status: OrderStatus } | undefined> {
  const found = await tx.query<{ userId: string | null; status: OrderStatus }>(
    'SELECT user_id::text AS "userId", status FROM orders WHERE id = $1::uuid FOR UPDATE',
    [id],
  );
  return found.rows[0];
}

/** Sets the order's status (the caller locked it and checked the change), answering the order as it is now. */
export async function setStatus(tx: Queryable, id: string, status: OrderStatus): Promise<Order> {
  const result = await tx.query<Order>(`UPDATE orders AS o SET status = $2, updated_at = now() WHERE o.id = $1::uuid RETURNING ${ORDER_COLUMNS}`, [id, status]);
  return result.rows[0] as Order;
}
