import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buyingEndpoints, endpoints } from '@storefront/shared/endpoints';
import {
  checkoutRequestBody,
  idParams,
  orderNumberParams,
  type CheckoutBody,
  type OrderDetail,
  type OrderNumberParams,
  orderBody,
  orderStatusBody,
  type OrderBody,
  type OrderStatusBody,
} from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import { currentUser } from '../auth/auth';
import { badRequest, conflict, HttpError, notFound } from '../http/errors';
import { route } from '../http/route';
import { idempotencyKey } from './idempotency';
import { membershipOf } from '../companies/membership.repo';
import { companyOrderRoutes } from './company-orders.routes';
import { findOrder, findOrderOwner } from './orders.repo';
import { invoicePdf } from '../invoices/invoices.repo';
import { requireInvoiceReader } from './access';
import { orderReportRoutes } from './order-reports.routes';
import { replyPlaced } from './placed-reply';
import { workflowOf, type LinesUnavailable, type OrderWorkflow, type PlaceRequest } from './workflow';

const tags = ['orders'];

/** Why an e-mail waits when the storefront has no `SMTP_URL`. */
const MAIL_NOT_SET_UP = 'the storefront has no mail server set up yet';

/** The answer to a placed order (`POST /booking` answers the order without its lines, timeline and invoice). */
const placedAnswer = <T extends { _id: string }>(order: T) => ({ acknowledged: true, insertedId: order._id, order });

/**
 * The order a request places: the caller's, where its body sends it (a company member's location
 * and PO reference), with its Idempotency-Key; its lines and answer as the call makes them.
 */
function placeRequest(
  request: FastifyRequest<{ Body: Pick<CheckoutBody, 'address' | 'phone' | 'poReference' | 'locationId'> }>,
  order: Pick<PlaceRequest, 'lines' | 'answer' | 'fromCart'>,
): PlaceRequest {
  const buyer = currentUser(request);
  const key = idempotencyKey(request.headers['idempotency-key']);
  const { address, phone, poReference, locationId } = request.body;
  return { buyer, address, phone, poReference, locationId, idempotency: key ? { key, request: request.body } : undefined, ...order };
}

/**
 * `POST /booking`'s one part that cannot be had, in the spec's answers: 404 no such part, 400 below the
 * minimum (or not whole packs, or above the most per order), 409 above the stock.
 */
function singlePartUnavailable(error: LinesUnavailable): HttpError {
  const [failure] = error.failures;
  if (failure?.reason === 'gone') return notFound('No part with this id');
  if (failure?.reason === 'minimum' || failure?.reason === 'pack' || failure?.reason === 'maximum')
    return badRequest(failure.message, { orderQuantity: failure.message });
  return conflict(failure?.message ?? error.message);
}

/**
 * Orders ("bookings"): each call checks its request and answers; placing an order and changing its
 * status, with every side effect, are the order workflow's (workflow.ts); the SQL is in the repositories.
 */
export async function ordersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const workflow = workflowOf(ctx, app.log);
  orderReportRoutes(app, ctx, workflow);
  companyOrderRoutes(app, ctx, workflow);

  route<{ Body: OrderBody }>(
    app,
    endpoints.placeOrder,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Place an order (signed in); name and e-mail come from the account; a company member may name a `locationId` and `poReference`',
        description:
          'Send an `Idempotency-Key` header (a new UUID per order you mean to place) and retry with the same key when the answer ' +
          'is lost: the first answer comes back (with `Idempotent-Replayed: true`) and no second order is made. The same key ' +
          'with another body is refused (422). Keys are kept 24 hours.',
        body: orderBody,
      },
    },
    async (request, reply) => {
      const { bookingId, orderQuantity } = request.body;
      // The spec's one-part order: the order's answer without its lines, timeline and invoice.
      const answer = ({ lines: _lines, updatedAt: _updated, timeline: _timeline, invoice: _invoice, ...order }: OrderDetail) => placedAnswer(order);
      const placing = workflow.place(placeRequest(request, { lines: [{ partId: bookingId, quantity: orderQuantity }], answer }));
      return replyPlaced(request, reply, placing, answer, singlePartUnavailable);
    },
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
          '`POST /booking`: a retry gets the first answer and never makes a second order. A company member may name one of ' +
          'their company’s locations (`locationId`): its address and phone are used where the body leaves them out. Their ' +
          'order may be placed Awaiting approval (above a buyer’s limit) or On hold (above the company’s credit) ' +
          '(docs/companies.md).',
        body: checkoutRequestBody,
      },
    },
    async (request, reply) => {
      const placing = workflow.place(placeRequest(request, { lines: request.body.lines, fromCart: true, answer: placedAnswer }));
      return replyPlaced(request, reply, placing, placedAnswer);
    },
  );
  placedOrderRoutes(app, ctx, workflow);
}

/** An order once placed: its page, the changes of its status, its invoice. */
function placedOrderRoutes(app: FastifyInstance, ctx: AppContext, workflow: OrderWorkflow): void {
  const { db } = ctx;
  route<{ Params: OrderNumberParams }>(
    app,
    buyingEndpoints.getOrder,
    {
      schema: {
        tags,
        summary: 'An order with its lines, by its number: its customer’s, its company’s members’, or any for an admin (404 for anyone else)',
        description: '`canDecide` says whether the caller may approve or reject it now: an approver or company admin of its company, while it awaits approval.',
        params: orderNumberParams,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const order = await findOrder(db, { number: request.params.number });
      // A company's order is read by every member of the company (read now: a member removed a moment ago reads nothing).
      const membership = order?.companyId ? await membershipOf(db, user.id) : undefined;
      const ofCompany = membership !== undefined && membership.companyId === order?.companyId;
      // Someone else's order is not found rather than forbidden: its number says nothing of it.
      if (!order || (order.userId !== user.id && user.role !== 'admin' && !ofCompany)) throw notFound('No order with this number');
      const { userId: _owner, companyId: _company, ...found } = order;
      const detail = { ...found, canDecide: ofCompany && membership.role !== 'buyer' && order.status === 'awaiting_approval' };
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
    async (request) => workflow.changeStatus({ orderId: request.params.id, by: currentUser(request), ...request.body }),
  );

  route<{ Params: OrderNumberParams }>(
    app,
    buyingEndpoints.getInvoice,
    {
      schema: {
        tags,
        summary: 'An order’s invoice, as a PDF: its customer’s or any for an admin (404 for anyone else, and before the order is confirmed)',
        description:
          'Issued when the order is confirmed, numbered `INV-<year>-<6 digits>`, and the same bytes at every download: ' +
          'a later change of a part’s price or name does not reach it.',
        params: orderNumberParams,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const order = await findOrderOwner(db, request.params.number);
      // A company's invoices are also its approvers' and company admins' (its Invoices page).
      const membership = order?.companyId && order.userId !== user.id ? await membershipOf(db, user.id) : undefined;
      requireInvoiceReader(order, membership, user);
      const invoice = await invoicePdf(db, order.id);
      if (!invoice) throw notFound('This order has no invoice yet: it is issued when the order is confirmed');
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${invoice.number}.pdf"`)
        .header('Cache-Control', 'private, no-cache')
        .send(invoice.pdf);
    },
  );
}
