import type { FastifyInstance } from 'fastify';
import { buyingEndpoints } from '@storefront/shared/endpoints';
import { INVOICED_STATUSES, orderNumberParams, type OrderNumberParams } from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import { currentUser } from '../auth/auth';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { findOrderOwner } from '../orders/orders.repo';
import { invoicePdf, issueInvoice } from './invoices.repo';

/** An order's invoice, as a PDF, for its customer and for admins. */
export async function invoicesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route<{ Params: OrderNumberParams }>(
    app,
    buyingEndpoints.getInvoice,
    {
      schema: {
        tags: ['orders'],
        summary: 'An order’s invoice, as a PDF: its customer’s or any for an admin (404 for anyone else, and before the order is confirmed)',
        description:
          'Issued when the order is confirmed, numbered `INV-<year>-<6 digits>`, and the same bytes at every download: ' +
          'a later change of a part’s price or name does not reach it.',
        params: orderNumberParams,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const order = await findOrderOwner(ctx.db, request.params.number);
      // Someone else's order is not found, as for the order itself: its number says nothing of it.
      if (!order || (order.userId !== user.id && user.role !== 'admin')) throw notFound('No order with this number');
      // An order confirmed before invoices were issued gets its own now, from the order as it is.
      if (INVOICED_STATUSES.includes(order.status)) {
        await ctx.db.transaction((tx) => issueInvoice(tx, order.id, ctx.config.seller, ctx.config.mail.currency));
      }
      const invoice = await invoicePdf(ctx.db, order.id);
      if (!invoice) throw notFound('This order has no invoice yet: it is issued when the order is confirmed');
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${invoice.number}.pdf"`)
        .header('Cache-Control', 'private, no-cache')
        .send(invoice.pdf);
    },
  );
}
