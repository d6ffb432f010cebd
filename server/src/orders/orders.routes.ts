import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@storefront/shared/endpoints';
import { route } from '../http/route';
import {
  defaultSort,
  idParams,
  orderAboveStock,
  orderBelowMinimum,
  orderBody,
  ordersExportQuery,
  ordersQuery,
  orderStatusBody,
  type Order,
  type OrdersExportQuery,
  type OrdersSort,
  type OrderBody,
  type OrdersOverview,
  type OrdersQuery,
  type OrderStatusBody,
} from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import { currentUser } from '../auth/auth';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/errors';
import type { Queryable } from '../db';
import { findPart } from '../parts/parts.repo';
import { likePattern, listPage, type ListOrder } from '../http/paging';

const tags = ['orders'];

/** An order's fields, from `orders AS o` (the removed flag is a per-row lookup by primary key, not a scan of users) (INSERT and UPDATE name the table `o` too, for RETURNING). */
const ORDER_COLUMNS = `o.id::text AS "_id", o.part_id::text AS "bookingId", o.part_name AS "partName",
  o.unit_price::float8 AS "unitPrice", o.total_price::float8 AS "totalPrice", o.name, o.email, o.address, o.phone,
  o.order_quantity AS "orderQuantity", o.status,
  to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  coalesce((SELECT u.removed_at IS NOT NULL FROM users u WHERE u.id = o.user_id), false) AS "customerRemoved"`;

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
export const ORDER_SEARCH = `(o.id::text || ' ' || o.email || ' ' || o.name || ' ' || o.part_name)`;

/** A customer reads their own orders; only an admin reads anyone's, or all. */
function assertMayRead(user: { email: string; role: string }, email: string | undefined): void {
  if (email === undefined && user.role !== 'admin') throw forbidden('Only an admin may list every order');
  if (email !== undefined && email !== user.email && user.role !== 'admin') throw forbidden('You may only read your own orders');
}

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
  if (query.q) add(likePattern(query.q), (p) => `${ORDER_SEARCH} ILIKE ${p}`);
  if (query.from) add(query.from, (p) => `o.created_at >= ${p}::date`);
  if (query.to) add(query.to, (p) => `o.created_at < ${p}::date + 1`);
  return { where, params };
}

/** Rows read per query while exporting: few round trips, a bounded amount in memory. */
const EXPORT_BATCH = 1000;

const ORDERS_CSV_HEADER = [
  'Order',
  'Date (UTC)',
  'Customer',
  'E-mail',
  'Customer removed',
  'Part',
  'Part id',
  'Unit price',
  'Quantity',
  'Total',
  'Status',
  'Address',
  'Phone',
].join(',');

/** A CSV cell: quoted when needed; text a spreadsheet would run as a formula is kept as text. */
function cell(value: string | number | boolean): string {
  if (typeof value !== 'string') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function orderCsvRow(o: Order): string {
  return `${[o._id, o.createdAt, o.name, o.email, o.customerRemoved, o.partName, o.bookingId, o.unitPrice, o.orderQuantity, o.totalPrice, o.status, o.address, o.phone].map(cell).join(',')}\r\n`;
}

const PRUNE_KEYS_EVERY_MS = 3_600_000;

const placedAnswer = (order: Order) => ({ acknowledged: true, insertedId: order._id, order });

/** An answer kept under an Idempotency-Key. */
interface StoredAnswer {
  status: number;
  body: unknown;
}

/**
 * The `Idempotency-Key` header (IETF draft "The Idempotency-Key HTTP Header Field"): a client's
 * unique value per order it means to place, 1-255 visible ASCII characters (a UUID, say).
 */
export function idempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^[\x21-\x7e]{1,255}$/.test(value)) {
    throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID, say)');
  }
  return value;
}

/**
 * Claims `key` for this account in the order's transaction. Returns nothing when the key is new
 * (the caller places the order), or the first request's answer. The same key with another body
 * is a client bug: 422, nothing placed.
 */
async function claimKey(tx: Queryable, userId: string, key: string, body: OrderBody): Promise<StoredAnswer | undefined> {
  const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
  const claimed = await tx.query(`INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES ($1::uuid, $2, $3) ON CONFLICT DO NOTHING RETURNING key`, [
    userId,
    key,
    hash,
  ]);
  if (claimed.rows.length > 0) return undefined;
  const found = await tx.query<{ request_hash: string; status_code: number | null; response: unknown }>(
    'SELECT request_hash, status_code, response FROM idempotency_keys WHERE user_id = $1::uuid AND key = $2',
    [userId, key],
  );
  const earlier = found.rows[0];
  if (!earlier || earlier.status_code === null) throw conflict('An order with this Idempotency-Key is still being placed: try again');
  if (earlier.request_hash !== hash) {
    throw new HttpError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another order: send a new key for a new order');
  }
  return { status: earlier.status_code, body: earlier.response };
}

async function storeAnswer(tx: Queryable, userId: string, key: string, status: number, body: unknown): Promise<void> {
  await tx.query('UPDATE idempotency_keys SET status_code = $3, response = $4::jsonb WHERE user_id = $1::uuid AND key = $2', [
    userId,
    key,
    status,
    JSON.stringify(body),
  ]);
}

/** Orders ("bookings"): placing one takes the stock in the same transaction. */
export async function ordersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, snapshots } = ctx;
  let prunedAt = Date.now();
  /** Keys older than the retention go, at most once an hour per process. */
  const pruneKeys = async () => {
    if (Date.now() - prunedAt < PRUNE_KEYS_EVERY_MS) return;
    prunedAt = Date.now();
    await db
      .query(`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1::int)`, [ctx.config.idempotencyRetentionHours])
      .catch((error: unknown) => app.log.warn({ err: error }, 'orders: could not prune idempotency keys'));
  };

  route<{ Body: OrderBody }>(
    app,
    endpoints.placeOrder,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Place an order (signed in); name and e-mail come from the account',
        description:
          'Send an `Idempotency-Key` header (a new UUID per order you mean to place) and retry with the same key when the answer ' +
          'is lost: the first answer comes back (with `Idempotent-Replayed: true`) and no second order is made. The same key ' +
          'with another body is refused (422). Keys are kept 24 hours.',
        body: orderBody,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { bookingId, address, phone, orderQuantity } = request.body;
      const key = idempotencyKey(request.headers['idempotency-key']);
      const outcome = await db.transaction(async (tx): Promise<{ order: Order } | { replay: StoredAnswer }> => {
        if (key) {
          // Claimed first: a second request with this key waits here until the first commits
          // (then replays its answer) or rolls back (then places the order itself).
          const earlier = await claimKey(tx, user.id, key, request.body);
          if (earlier) return { replay: earlier };
        }
        // One conditional UPDATE takes the stock: it cannot go below zero however many orders race,
        // on PostgreSQL (row lock, re-checked condition) and on PGlite (one connection).
        const taken = await tx.query(
          `UPDATE parts SET available_quantity = available_quantity - $2, updated_at = now()
           WHERE id = $1::uuid AND min_order_quantity <= $2 AND available_quantity >= $2
           RETURNING id`,
          [bookingId, orderQuantity],
        );
        if (taken.rows.length === 0) {
          const part = await findPart(tx, bookingId);
          if (!part) throw notFound('No part with this id');
          if (orderQuantity < part.min_order_Quantity) {
            const message = orderBelowMinimum(part.min_order_Quantity);
            throw badRequest(message, { orderQuantity: message });
          }
          throw conflict(orderAboveStock(part.available_Quantity));
        }
        const inserted = await tx.query<Order>(
          `INSERT INTO orders AS o (id, part_id, part_name, unit_price, total_price, user_id, name, email, address, phone, order_quantity)
           SELECT $1, p.id, p.name, p.price, p.price * $2, $3::uuid, $4, $5, $6, $7, $2
           FROM parts p WHERE p.id = $8::uuid
           RETURNING ${ORDER_COLUMNS}`,
          [randomUUID(), orderQuantity, user.id, user.name || user.email.split('@')[0], user.email, address, phone, bookingId],
        );
        const order = inserted.rows[0] as Order;
        if (key) await storeAnswer(tx, user.id, key, 201, placedAnswer(order));
        return { order };
      });
      if ('replay' in outcome) {
        request.log.info({ key }, 'order: Idempotency-Key replayed');
        return reply.status(outcome.replay.status).header('Idempotent-Replayed', 'true').send(outcome.replay.body);
      }
      snapshots.parts.invalidate();
      void pruneKeys();
      return reply.status(201).send(placedAnswer(outcome.order));
    },
  );

  route<{ Querystring: OrdersQuery }>(
    app,
    endpoints.listOrders,
    {
      config: {},
      schema: {
        tags,
        summary: 'A page of orders, newest first unless sorted: your own (?email=you); an admin may read anyone’s, or all without email',
        description:
          'Search (`q`) looks in the customer’s e-mail and name, the part’s name and the order’s id; `status`, `from` and `to` ' +
          '(UTC days, inclusive) filter; `sort` is -date (default), date, -total or total.',
        querystring: ordersQuery,
      },
    },
    async (request) => {
      assertMayRead(currentUser(request), request.query.email);
      const { where, params } = orderFilters(request.query);
      return listPage<Order>(db, {
        select: ORDER_COLUMNS,
        from: 'orders o',
        where,
        params,
        order: ORDER_SORTS[request.query.sort ?? defaultSort('orders')],
        limit: request.query.limit,
        cursor: request.query.cursor,
      });
    },
  );

  route<{ Querystring: OrdersExportQuery }>(
    app,
    endpoints.exportOrders,
    {
      schema: {
        tags,
        summary: 'Every order matching the search and filters, as CSV for spreadsheets (admin)',
        description: 'Same `q`, `status`, `from`, `to` and `sort` as the list. Streamed from the database 1,000 rows at a time: any number of orders.',
        querystring: ordersExportQuery,
      },
    },
    async (request, reply) => {
      const { where, params } = orderFilters(request.query);
      const order = ORDER_SORTS[request.query.sort ?? defaultSort('orders')];
      const pages = async function* () {
        yield `\ufeff${ORDERS_CSV_HEADER}\r\n`;
        let cursor: string | undefined;
        do {
          const page = await listPage<Order>(db, {
            select: ORDER_COLUMNS,
            from: 'orders o',
            where,
            params,
            order,
            limit: EXPORT_BATCH,
            cursor,
            countTotal: false,
          });
          if (page.items.length > 0) yield page.items.map(orderCsvRow).join('');
          cursor = page.nextCursor ?? undefined;
        } while (cursor);
      };
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="orders-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(Readable.from(pages()));
    },
  );

  route(
    app,
    endpoints.ordersOverview,
    { schema: { tags, summary: 'Orders and revenue per day (last 30 days) and best sellers (admin)' } },
    async (): Promise<OrdersOverview> => {
      const days = await db.query<OrdersOverview['days'][number]>(
        `WITH days AS (
           SELECT generate_series(current_date - 29, current_date, interval '1 day')::date AS day
         )
         SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
                count(o.id)::int AS orders,
                coalesce(sum(o.total_price), 0)::float8 AS revenue
         FROM days d
         LEFT JOIN orders o ON o.status <> 'cancelled' AND o.created_at >= d.day AND o.created_at < d.day + 1
         GROUP BY d.day
         ORDER BY d.day`,
      );
      const bestSellers = await db.query<OrdersOverview['bestSellers'][number]>(
        `SELECT part_id::text AS "partId",
                (array_agg(part_name ORDER BY seq DESC))[1] AS name,
                sum(order_quantity)::float8 AS quantity,
                sum(total_price)::float8 AS revenue
         FROM orders
         WHERE status <> 'cancelled' AND created_at >= current_date - 29
         GROUP BY part_id
         ORDER BY quantity DESC, revenue DESC
         LIMIT 5`,
      );
      return { days: days.rows, bestSellers: bestSellers.rows };
    },
  );

  route<{ Params: { id: string }; Body: OrderStatusBody }>(
    app,
    endpoints.setOrderStatus,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Change an order’s status: an admin marks a pending order shipped; its owner cancels a pending order',
        params: idParams,
        body: orderStatusBody,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { status } = request.body;
      const updated = await db.transaction(async (tx) => {
        const found = await tx.query<{ user_id: string | null; status: string; part_id: string; order_quantity: number }>(
          'SELECT user_id::text AS user_id, status, part_id::text AS part_id, order_quantity FROM orders WHERE id = $1::uuid FOR UPDATE',
          [request.params.id],
        );
        const order = found.rows[0];
        if (!order) throw notFound('No order with this id');
        const isOwner = order.user_id === user.id;
        if (status === 'shipped' && user.role !== 'admin') throw forbidden('Only an admin may mark an order shipped');
        if (status === 'cancelled' && !isOwner) throw forbidden('Only the customer who placed an order may cancel it');
        if (status === 'pending') throw conflict('An order cannot go back to pending');
        if (!isOwner && user.role !== 'admin') throw forbidden();
        if (order.status !== 'pending') throw conflict(`The order is already ${order.status}`);
        if (status === 'cancelled') {
          await tx.query('UPDATE parts SET available_quantity = available_quantity + $2, updated_at = now() WHERE id = $1::uuid', [
            order.part_id,
            order.order_quantity,
          ]);
        }
        const result = await tx.query<Order>(`UPDATE orders AS o SET status = $2, updated_at = now() WHERE o.id = $1::uuid RETURNING ${ORDER_COLUMNS}`, [
          request.params.id,
          status,
        ]);
        return result.rows[0] as Order;
      });
      if (status === 'cancelled') snapshots.parts.invalidate();
      return updated;
    },
  );
}
