import type { FastifyInstance } from 'fastify';
import { companyEndpoints } from '@storefront/shared/endpoints';
import { companyMessages, invoicesQuery, type CompanyInvoices, type InvoicesQuery } from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import { currentUser } from '../auth/auth';
import { companyCredit } from '../companies/credit.repo';
import { membershipOf } from '../companies/membership.repo';
import { forbidden, notFound } from '../http/errors';
import { route } from '../http/route';
import { companyInvoices } from './invoices.repo';

const tags = ['invoices'];

/**
 * A company's invoices with its credit (its company admins and approvers). The storefront admin's
 * payments against an invoice go through the order workflow (orders/company-orders.routes.ts).
 */
export async function invoicesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  route<{ Querystring: InvoicesQuery }>(
    app,
    companyEndpoints.companyInvoices,
    {
      schema: {
        tags,
        summary: 'The caller’s company’s invoices, newest first, with its credit: company admins and approvers (a buyer 403, anyone else 404)',
        querystring: invoicesQuery,
      },
    },
    async (request): Promise<CompanyInvoices> => {
      // Read on every call: a member removed a moment ago is refused, whatever their token says.
      const membership = await membershipOf(db, currentUser(request).id);
      if (!membership) throw notFound(companyMessages.notMember);
      if (membership.role === 'buyer') throw forbidden(companyMessages.invoicesRestricted);
      const credit = await companyCredit(db, membership.companyId, ctx.config.seller.vatRate);
      return { credit, ...(await companyInvoices(db, membership.companyId, request.query)) };
    },
  );
}
