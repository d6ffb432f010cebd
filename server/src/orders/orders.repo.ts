import { randomUUID } from 'node:crypto';
import {
  buyingMessages,
  defaultSort,
  orderAboveStock,
  orderBelowMinimum,
  type Order,
  type OrderDetail,
  type OrderEvent,
  type OrderEventEmail,
  type OrderLine,
  type OrderStatus,
  type OrdersExportQuery,
  type OrdersOverview,
  type OrdersQuery,
  type OrdersSort,
  type Page,
} from '@storefront/shared/schemas';
import type { Queryable } from '../db';
import { likePattern, listPage, prefixPattern, type ListOrder } from '../http/paging';

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

/** One line to order: a part and how many. */
export interface LineRequest {
  partId: string;
  quantity: number;
}

/** A line the stock could not be taken for, and why (the order's 409 names them). */
export interface LineFailure {
  partId: string;
  /** The part's number, or its id when it is gone. */
  label: string;
  reason: 'gone' | 'minimum' | 'stock';
  message: string;
  part?: { min: number; available: number };
}

type LockedPart = { id: string; sku: string; name: string; price: number; available: number; min: number };

/** The same part twice is one line of both quantities, in the order first seen. */
export function mergeLines(lines: LineRequest[]): LineRequest[] {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.partId, (merged.get(line.partId) ?? 0) + line.quantity);
  return [...merged].map(([partId, quantity]) => ({ partId, quantity }));
}

/**
 * Places one order of every line in the caller's transaction, or nothing. The parts are locked
 * in id order (two checkouts of the same parts wait for each other instead of deadlocking), every
 * line is checked against the rules, and then the stock of all lines is taken in one UPDATE: it
 * cannot go below zero however many orders race, on PostgreSQL (row locks) and on PGlite (one
 * connection). Returns the failures when any line cannot be had: the caller rolls back.
 */
export async function placeOrder(
  tx: Queryable,
  order: { userId: string; name: string; email: string; address: string; phone: string; poReference?: string | undefined; lines: LineRequest[] },
): Promise<{ order: OrderDetail } | { failures: LineFailure[] }> {
  const lines = mergeLines(order.lines);
  const ids = lines.map((l) => l.partId);
  const locked = await tx.query<LockedPart>(
    `SELECT id::text AS id, sku, name, price::float8 AS price, available_quantity AS available, min_order_quantity AS min
     FROM parts WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`,
    [ids],
  );
  const parts = new Map(locked.rows.map((p) => [p.id, p]));
  const failures: LineFailure[] = [];
  for (const line of lines) {
    const part = parts.get(line.partId);
    if (!part) {
      failures.push({ partId: line.partId, label: line.partId, reason: 'gone', message: buyingMessages.partGone });
      continue;
    }
    if (line.quantity < part.min) {
      failures.push({ partId: line.partId, label: part.sku, reason: 'minimum', message: orderBelowMinimum(part.min), part });
    } else if (line.quantity > part.available) {
      failures.push({ partId: line.partId, label: part.sku, reason: 'stock', message: orderAboveStock(part.available), part });
    }
  }
  if (failures.length > 0) return { failures };

  const quantities = lines.map((l) => l.quantity);
  await tx.query(
    `UPDATE parts p SET available_quantity = p.available_quantity - v.quantity, updated_at = now()
     FROM unnest($1::uuid[], $2::int[]) AS v(id, quantity) WHERE p.id = v.id`,
    [ids, quantities],
  );
  const id = randomUUID();
  const ordered = lines.map((line) => ({ ...line, part: parts.get(line.partId) as LockedPart }));
  const linesText = ordered.map((l) => `${l.part.name} ${l.part.sku}`).join(' ');
  // The total is summed by the database from the lines' rounded totals (numeric, no float error).
  await tx.query(
    `INSERT INTO orders (id, total_price, user_id, name, email, address, phone, po_reference, line_count, lines_text)
     SELECT $1, sum(round(v.price * v.quantity, 2)), $2::uuid, $3, $4, $5, $6, $7, $8, $9
     FROM unnest($10::numeric[], $11::int[]) AS v(price, quantity)`,
    [
      id,
      order.userId,
      order.name,
      order.email,
      order.address,
      order.phone,
      order.poReference || null,
      lines.length,
      linesText,
      ordered.map((l) => l.part.price),
      quantities,
    ],
  );
  await tx.query(
    `INSERT INTO order_lines (order_id, line_no, part_id, part_number, part_name, unit_price, quantity, line_total)
     SELECT $1, v.n, p.id, p.sku, p.name, p.price, v.quantity, round(p.price * v.quantity, 2)
     FROM unnest($2::uuid[], $3::int[]) WITH ORDINALITY AS v(id, quantity, n) JOIN parts p ON p.id = v.id`,
    [id, ids, quantities],
  );
  const { userId: _owner, ...placed } = (await findOrder(tx, { id })) as OrderDetail & { userId: string | null };
  return { order: placed };
}

/** A timestamp column as ISO 8601 in UTC, as the API answers them. */
export const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An order with its lines, its timeline and its invoice's number, by its id or its number. */
export async function findOrder(db: Queryable, by: { id: string } | { number: string }): Promise<(OrderDetail & { userId: string | null }) | undefined> {
  const [condition, value] = 'id' in by ? ['o.id = $1::uuid', by.id] : ['o.number = $1', by.number];
  const found = await db.query<OrderDetail & { userId: string | null }>(
    `SELECT ${ORDER_COLUMNS}, o.user_id::text AS "userId",
       ${ISO('o.updated_at')} AS "updatedAt",
       (SELECT json_build_object('number', i.number, 'issuedAt', ${ISO('i.issued_at')}) FROM invoices i WHERE i.order_id = o.id) AS invoice
     FROM orders o WHERE ${condition}`,
    [value],
  );
  const order = found.rows[0];
  if (!order) return undefined;
  order.lines = await orderLines(db, [order._id]).then((lines) => lines.get(order._id) ?? []);
  order.timeline = await orderTimeline(db, order);
  return order;
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

/** Which e-mail tells the customer of which change (a delivery sends none). */
const EMAIL_OF_STATUS: Partial<Record<OrderStatus, string>> = { pending: 'placed', confirmed: 'confirmed', shipped: 'shipped', cancelled: 'cancelled' };

/**
 * The order's timeline, oldest first: placed (by its customer, when it was made), then each
 * recorded change, each with where its e-mail to the customer stands (sent when, or waiting and
 * why). An order whose status changed before changes were recorded shows that status at its last
 * change, by someone unknown.
 */
export async function orderTimeline(db: Queryable, order: Pick<OrderDetail, '_id' | 'name' | 'createdAt' | 'updatedAt' | 'status'>): Promise<OrderEvent[]> {
  const [rows, emails] = await Promise.all([
    db.query<{
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
    ),
    db.query<OrderEventEmail & { event: string }>(
      `SELECT event, to_address AS "to", ${ISO('sent_at')} AS "sentAt", attempts, last_error AS problem,
              CASE WHEN sent_at IS NULL THEN ${ISO('greatest(next_attempt_at, claimed_until)')} END AS "nextAttemptAt"
       FROM outbox_emails WHERE order_id = $1::uuid ORDER BY seq`,
      [order._id],
    ),
  ]);
  // Each status is reached once, so each event has at most one e-mail.
  const emailOf = new Map(emails.rows.map(({ event, ...email }) => [event, email]));
  const withEmail = (event: OrderEvent): OrderEvent => {
    const kind = EMAIL_OF_STATUS[event.status];
    return kind && emailOf.has(kind) ? { ...event, email: emailOf.get(kind)! } : event;
  };
  const timeline: OrderEvent[] = [withEmail({ status: 'pending', at: order.createdAt, by: { role: 'customer', name: order.name } })];
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
export async function lockOrder(tx: Queryable, id: string): Promise<{ user_id: string | null; status: string } | undefined> {
  const found = await tx.query<{ user_id: string | null; status: string }>(
    'SELECT user_id::text AS user_id, status FROM orders WHERE id = $1::uuid FOR UPDATE',
    [id],
  );
  return found.rows[0];
}

/** A cancelled order's stock goes back to its parts (those still sold). */
export async function returnStock(tx: Queryable, orderId: string): Promise<void> {
  await tx.query(
    `UPDATE parts p SET available_quantity = p.available_quantity + l.quantity, updated_at = now()
     FROM order_lines l WHERE l.order_id = $1::uuid AND p.id = l.part_id`,
    [orderId],
  );
}

export async function setStatus(tx: Queryable, id: string, status: string): Promise<Order> {
  const result = await tx.query<Order>(`UPDATE orders AS o SET status = $2, updated_at = now() WHERE o.id = $1::uuid RETURNING ${ORDER_COLUMNS}`, [id, status]);
  return result.rows[0] as Order;
}

/**
 * Orders and revenue per day over the last 30 days (days without orders too) and the five best
 * sellers by quantity, cancelled orders left out. The days read the month's orders once through
 * the index on created_at, grouped before the days are joined (about 30 ms at a year's volume on
 * PostgreSQL 15, against 190 ms when each day joined the orders of its range); the best sellers
 * read the daily sums per part the database keeps (migration 011), not the month's order lines.
 */
export async function ordersOverview(db: Queryable): Promise<OrdersOverview> {
  const days = await db.query<OrdersOverview['days'][number]>(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
            coalesce(t.orders, 0)::int AS orders,
            coalesce(t.revenue, 0)::float8 AS revenue
     FROM generate_series(current_date - 29, current_date, interval '1 day') AS d(day)
     LEFT JOIN (
       SELECT o.created_at::date AS day, count(*) AS orders, sum(o.total_price) AS revenue
       FROM orders o
       WHERE o.status <> 'cancelled' AND o.created_at >= current_date - 29
       GROUP BY 1
     ) t ON t.day = d.day::date
     ORDER BY d.day`,
  );
  const bestSellers = await db.query<OrdersOverview['bestSellers'][number]>(
    `SELECT s.part_id::text AS "partId",
            (array_agg(s.part_name ORDER BY s.name_seq DESC))[1] AS name,
            sum(s.quantity)::float8 AS quantity,
            sum(s.revenue)::float8 AS revenue
     FROM part_sales_days s
     WHERE s.day >= current_date - 29
     GROUP BY s.part_id
     HAVING sum(s.quantity) > 0
     ORDER BY quantity DESC, revenue DESC
     LIMIT 5`,
  );
  return { days: days.rows, bestSellers: bestSellers.rows };
}
