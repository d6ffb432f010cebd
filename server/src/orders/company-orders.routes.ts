import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { companyEndpoints } from '@storefront/shared/endpoints';
import {
  companyMessages,
  orderNumberParams,
  ordersQuery,
  paymentBody,
  rejectOrderBody,
  type OrderNumberParams,
  type OrdersQuery,
  type PaymentBody,
  type RejectOrderBody,
} from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import { currentUser } from '../auth/auth';
import { membershipOf } from '../companies/membership.repo';
import { badRequest, forbidden } from '../http/errors';
import { todayIn } from '../prices/my-prices';
import { route } from '../http/route';
import { listCompanyOrders } from './orders.repo';
import type { OrderWorkflow } from './workflow';

const tags = ['companies'];

const invoiceParams = z.object({ number: z.string().check(z.regex(/^INV-\d{4}-\d{6,}$/, { error: 'Not an invoice number' })) });

/**
 * A company's orders (docs/companies.md): every member reads them all (Company orders), its
 * approvers and company admins what waits for them (Approvals) and decide on it; the storefront's
 * admin releases an order on credit hold and records payments against an order's invoice. The membership is read on every call, so a member
 * removed a moment ago is refused even with a token issued before.
 */
export function companyOrderRoutes(app: FastifyInstance, ctx: AppContext, workflow: OrderWorkflow): void {
  const { db } = ctx;

  /** The caller's membership, or 403 when they belong to no company. */
  const memberOf = async (userId: string) => {
    const membership = await membershipOf(db, userId);
    if (!membership) throw forbidden(companyMessages.notMember);
    return membership;
  };

  route<{ Querystring: OrdersQuery }>(
    app,
    companyEndpoints.companyOrders,
    {
      schema: {
        tags,
        summary: 'A page of the caller’s company’s orders, newest first, with who placed each (every member; 403 without a company)',
        description: 'The same search, filters and sorts as `GET /booking`.',
        querystring: ordersQuery,
      },
    },
    async (request, reply) => {
      const membership = await memberOf(currentUser(request).id);
      const page = await listCompanyOrders(db, membership.companyId, request.query);
      return reply.header('Cache-Control', 'private, no-cache').send(page);
    },
  );

  route<{ Querystring: OrdersQuery }>(
    app,
    companyEndpoints.approvals,
    {
      schema: {
        tags,
        summary: 'A page of the company’s orders awaiting approval, oldest first (approvers and company admins; a buyer 403)',
        querystring: ordersQuery,
      },
    },
    async (request, reply) => {
      const membership = await memberOf(currentUser(request).id);
      if (membership.role === 'buyer') throw forbidden(companyMessages.approverOnly);
      const page = await listCompanyOrders(db, membership.companyId, { ...request.query, awaiting: true });
      return reply.header('Cache-Control', 'private, no-cache').send(page);
    },
  );

  route<{ Params: OrderNumberParams }>(
    app,
    companyEndpoints.approveOrder,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Approve a company’s order awaiting approval: pending, or on hold when it would take the company above its credit',
        description:
          'An approver or company admin of the order’s company; a buyer or the storefront’s admin 403, anyone else 404. An ' +
          'order not awaiting approval (decided already, by another approver at the same moment) is 409.',
        params: orderNumberParams,
      },
    },
    async (request) => workflow.approve({ number: request.params.number, by: currentUser(request) }),
  );

  route<{ Params: OrderNumberParams; Body: RejectOrderBody }>(
    app,
    companyEndpoints.rejectOrder,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Reject a company’s order awaiting approval, saying why: cancelled, its stock returned, its buyer told',
        description: 'Who may: as for approving. The reason is required.',
        params: orderNumberParams,
        body: rejectOrderBody,
      },
    },
    async (request) => workflow.reject({ number: request.params.number, by: currentUser(request), reason: request.body.reason }),
  );

  route<{ Params: OrderNumberParams }>(
    app,
    companyEndpoints.releaseOrder,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Release an order on credit hold to pending (the storefront’s admin); cancelling it is `PATCH /booking/{id}`',
        description: 'An order not on hold is 409.',
        params: orderNumberParams,
      },
    },
    async (request) => workflow.release({ number: request.params.number, by: currentUser(request) }),
  );

  route<{ Params: z.infer<typeof invoiceParams>; Body: PaymentBody }>(
    app,
    companyEndpoints.recordPayment,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags: ['invoices'],
        summary: 'Record a payment against an invoice (admin): partial payments add up; Paid when they reach its total (409 once paid, 400 above what is open)',
        description:
          'The payment is on the order’s timeline and its customer is sent an e-mail of it; the invoice’s PDF stays the same. ' +
          'An amount finer than cents, or a day after today in the store’s time zone, is 400.',
        params: invoiceParams,
        body: paymentBody,
      },
    },
    async (request, reply) => {
      // Money arrives on a day that has come: today or before in the store's time zone (Dhaka's by default).
      if (request.body.paidOn > todayIn(ctx.config.seller.timeZone)) {
        throw badRequest(companyMessages.paymentDateFuture, { paidOn: companyMessages.paymentDateFuture });
      }
      const summary = await workflow.recordPayment({ invoiceNumber: request.params.number, payment: request.body, by: currentUser(request) });
      return reply.status(201).send(summary);
    },
  );
}
