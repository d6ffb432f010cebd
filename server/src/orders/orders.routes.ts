import type { FastifyInstance } from 'fastify';
import { buyingEndpoints, endpoints } from '@storefront/shared/endpoints';
import {
  checkoutBody,
  idParams,
  orderNumberParams,
  type CheckoutBody,
  type OrderDetail,
  type OrderNumberParams,
  orderBody,
  ordersExportQuery,
  ordersQuery,
  orderStatusBody,
  type Order,
  type OrdersExportQuery,
  type OrderBody,
  type OrdersQuery,
  type OrderStatusBody,
  lifecycleMessages,
  transitionRefusal,
} from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import { currentUser } from '../auth/auth';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/errors';
import { removeCartLines } from '../cart/cart.repo';
import { route } from '../http/route';
import { SharedReport } from '../http/snapshot';
import { ordersCsv } from './export';
import { enqueueOrderEmail } from '../mail/outbox';
import { invoicePdf, issueInvoice } from '../invoices/invoices.repo';
import { claimKey, idempotencyKey, keyPruner, storeAnswer, type StoredAnswer } from './idempotency';
import { findOrder, listOrders, lockOrder, ordersOverview, placeOrder, recordEvent, returnStock, setStatus, type LineFailure } from './orders.repo';

const tags = ['orders'];

/** Why an e-mail waits when the storefront has no `SMTP_URL`. */
const MAIL_NOT_SET_UP = 'the storefront has no mail server set up yet';

/** How fresh the admins' overview is: recomputed at most once a second, and within 10 s of another replica's orders. */
export const OVERVIEW_FRESH_MS = 1000;
export const OVERVIEW_STALE_MS = 10_000;

const placedAnswer = (order: Order) => ({ acknowledged: true, insertedId: order._id, order });

/** The name and e-mail an order is placed under: the signed-in account's. */
const buyer = (user: { id: string; name: string; email: string }) => ({
  userId: user.id,
  name: user.name || user.email.split('@')[0] || user.email,
  email: user.email,
});

/** A customer reads their own orders; only an admin reads anyone's, or all. */
function assertMayRead(user: { email: string; role: string }, email: string | undefined): void {
  if (email === undefined && user.role !== 'admin') throw forbidden('Only an admin may list every order');
  if (email !== undefined && email !== user.email && user.role !== 'admin') throw forbidden('You may only read your own orders');
}

/** Orders ("bookings"): placing one takes the stock in the same transaction. The SQL is in orders.repo.ts. */
export async function ordersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, snapshots } = ctx;
  const pruneKeys = keyPruner(db, ctx.config.idempotencyRetentionHours, (error) => app.log.warn({ err: error }, 'orders: could not prune idempotency keys'));
  // Every admin who opens Manage All Orders asks for it: computed once, shared by all (SharedReport).
  // The Message-IDs' domain: the storefront's own.
  const mailDomain = new URL(ctx.config.mail.storefrontUrl).hostname || 'storefront.local';
  const overview = new SharedReport(() => ordersOverview(db), { freshMs: OVERVIEW_FRESH_MS, staleMs: OVERVIEW_STALE_MS });

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
        const placed = await placeOrder(tx, { ...buyer(user), address, phone, lines: [{ partId: bookingId, quantity: orderQuantity }] });
        if ('failures' in placed) {
          // The spec's one-part order keeps its answers: 404 no such part, 400 below the minimum, 409 above the stock.
          const failure = placed.failures[0] as LineFailure;
          if (failure.reason === 'gone') throw notFound('No part with this id');
          if (failure.reason === 'minimum') throw badRequest(failure.message, { orderQuantity: failure.message });
          throw conflict(failure.message);
        }
        await enqueueOrderEmail(tx, placed.order, 'placed', {}, mailDomain);
        const { lines: _lines, updatedAt: _updated, timeline: _timeline, invoice: _invoice, ...order } = placed.order;
        if (key) await storeAnswer(tx, user.id, key, 201, placedAnswer(order));
        return { order };
      });
      if ('replay' in outcome) {
        request.log.info({ key }, 'order: Idempotency-Key replayed');
        return reply.status(outcome.replay.status).header('Idempotent-Replayed', 'true').send(outcome.replay.body);
      }
      snapshots.parts.invalidate();
      overview.changed();
      ctx.mail.wake();
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
      return listOrders(db, request.query);
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
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="orders-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(ordersCsv(db, request.query));
    },
  );

  route(
    app,
    endpoints.ordersOverview,
    {
      schema: {
        tags,
        summary: 'Orders and revenue per day (last 30 days) and best sellers (admin)',
        description:
          'Computed once for every admin who asks meanwhile: at most a second behind this replica’s orders, at most ten seconds ' +
          'behind another replica’s. Answers 304 to a matching `If-None-Match`.',
      },
    },
    async (request, reply) => overview.send(request, reply),
  );

  route<{ Body: CheckoutBody }>(
    app,
    buyingEndpoints.checkout,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Check out: one order of every line (signed in); name and e-mail come from the account',
        description:
          'Stock is taken for every line in one transaction, or for none: when a line cannot be had (its part deleted, below ' +
          'its minimum, above its stock) the answer is 409 and `error.fields` has each such line’s message under its part ' +
          'id. The same part twice is one line. The lines ordered leave the buyer’s cart. Send an `Idempotency-Key` as for ' +
          '`POST /booking`: a retry gets the first answer and never makes a second order.',
        body: checkoutBody,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const key = idempotencyKey(request.headers['idempotency-key']);
      const { address, phone, poReference, lines } = request.body;
      const outcome = await db.transaction(async (tx): Promise<{ order: OrderDetail } | { replay: StoredAnswer }> => {
        if (key) {
          const earlier = await claimKey(tx, user.id, key, request.body);
          if (earlier) return { replay: earlier };
        }
        const placed = await placeOrder(tx, { ...buyer(user), address, phone, poReference, lines });
        if ('failures' in placed) {
          const labels = placed.failures.map((f) => f.label).join(', ');
          throw new HttpError(
            409,
            'LINES_UNAVAILABLE',
            `Some lines cannot be ordered as they are: ${labels}`,
            Object.fromEntries(placed.failures.map((f) => [f.partId, f.message])),
          );
        }
        await enqueueOrderEmail(tx, placed.order, 'placed', {}, mailDomain);
        await removeCartLines(
          tx,
          user.id,
          placed.order.lines.map((l) => l.partId),
        );
        if (key) await storeAnswer(tx, user.id, key, 201, placedAnswer(placed.order));
        return { order: placed.order };
      });
      if ('replay' in outcome) {
        request.log.info({ key }, 'checkout: Idempotency-Key replayed');
        return reply.status(outcome.replay.status).header('Idempotent-Replayed', 'true').send(outcome.replay.body);
      }
      snapshots.parts.invalidate();
      overview.changed();
      ctx.mail.wake();
      void pruneKeys();
      return reply.status(201).send(placedAnswer(outcome.order));
    },
  );

  route<{ Params: OrderNumberParams }>(
    app,
    buyingEndpoints.getOrder,
    {
      schema: {
        tags,
        summary: 'An order with its lines, by its number: its customer’s, or any for an admin (404 for anyone else)',
        params: orderNumberParams,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const order = await findOrder(db, { number: request.params.number });
      // Someone else's order is not found rather than forbidden: its number says nothing of it.
      if (!order || (order.userId !== user.id && user.role !== 'admin')) throw notFound('No order with this number');
      const { userId: _owner, ...detail } = order;
      // Without a mail server the e-mails wait in the outbox: the timeline says so, rather than "next try at".
      if (!ctx.config.mail.smtpUrl) {
        for (const { email } of detail.timeline)
          if (email && !email.sentAt) Object.assign(email, { problem: email.problem ?? MAIL_NOT_SET_UP, nextAttemptAt: null });
      }
      return reply.header('Cache-Control', 'private, no-cache').send(detail);
    },
  );

  route<{ Params: { id: string }; Body: OrderStatusBody }>(
    app,
    endpoints.setOrderStatus,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Change an order’s status along its life: confirm, ship, deliver or cancel it',
        description:
          'pending → confirmed → shipped → delivered, each by an admin; cancelled while pending by its customer or an admin, ' +
          'once confirmed by an admin only, never after shipping. An admin’s cancellation says why (`reason`); a shipment may ' +
          'name its `carrier` and `trackingNumber`. Anyone but an admin changing anything but their own pending order: 403. ' +
          'A change off these arrows (a stale screen, two admins at once, a replayed request) is refused with 409 and the ' +
          'order as it is; the stock of a cancelled order returns to its parts. Every change is an event on the order’s ' +
          'timeline (`GET /booking/{number}`).',
        params: idParams,
        body: orderStatusBody,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { status, reason, carrier, trackingNumber } = request.body;
      const updated = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, request.params.id);
        if (!order) throw notFound('No order with this id');
        const isOwner = order.user_id === user.id;
        const isAdmin = user.role === 'admin';
        if (status !== 'cancelled' && !isAdmin) throw forbidden(lifecycleMessages.adminOnly);
        if (status === 'cancelled' && !isOwner && !isAdmin) throw forbidden(lifecycleMessages.notYours);
        // An admin acts as an admin, even on their own order; a customer as its customer.
        const actor = isAdmin ? 'admin' : 'customer';
        const refusal = transitionRefusal(order.status as Order['status'], status, actor);
        if (refusal || status === 'pending') throw conflict(refusal ?? 'An order cannot go back to pending');
        if (status === 'cancelled' && actor === 'admin' && !reason)
          throw badRequest(lifecycleMessages.reasonRequired, { reason: lifecycleMessages.reasonRequired });
        if (status === 'cancelled') await returnStock(tx, request.params.id);
        const changed = await setStatus(tx, request.params.id, status);
        await recordEvent(tx, request.params.id, {
          status,
          actor: { id: user.id, role: actor, name: user.name || user.email },
          reason: status === 'cancelled' ? reason : undefined,
          carrier: status === 'shipped' ? carrier : undefined,
          trackingNumber: status === 'shipped' ? trackingNumber : undefined,
        });
        // A confirmed order has its invoice, issued with the confirm, before its e-mail (which names it) is written.
        if (status === 'confirmed') await issueInvoice(tx, request.params.id, ctx.config.seller, ctx.config.mail.currency);
        // The customer hears of every change but delivery (they were there).
        if (status !== 'delivered') await enqueueOrderEmail(tx, changed, status, { reason, carrier, trackingNumber }, mailDomain);
        return changed;
      });
      // The invoice's PDF is made now, once, rather than at its first download (which makes it if this failed).
      if (status === 'confirmed') await invoicePdf(db, request.params.id).catch((error: unknown) => request.log.warn({ err: error }, 'invoice: not made yet'));
      if (status === 'cancelled') snapshots.parts.invalidate();
      overview.changed();
      ctx.mail.wake();
      return updated;
    },
  );
}
