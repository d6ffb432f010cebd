import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { companyEndpoints } from '@storefront/shared/endpoints';
import { companyMessages, invoicesQuery, paymentBody, type CompanyInvoices, type InvoicesQuery, type PaymentBody } from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import { currentUser } from '../auth/auth';
import { companyCredit } from '../companies/credit.repo';
import { membershipOf } from '../companies/membership.repo';
import { forbidden, notFound } from '../http/errors';
import { route } from '../http/route';
import { companyInvoices, recordPayment } from './invoices.repo';

const tags = ['invoices'];

const invoiceParams = z.object({ number: z.string().check(z.regex(/^INV-\d{4}-\d{6,}$/, { error: 'Not an invoice number' })) });

/** A company's invoices with its credit (its company admins and approvers), and the storefront admin's payments against an invoice. */
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

  route<{ Params: z.infer<typeof invoiceParams>; Body: PaymentBody }>(
    app,
    companyEndpoints.recordPayment,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Record a payment against an invoice (admin): partial payments add up; Paid when they reach its total (409 once paid, 400 above what is open)',
        params: invoiceParams,
        body: paymentBody,
      },
    },
    async (request, reply) => {
      const summary = await recordPayment(db, request.params.number, request.body, currentUser(request).id);
      return reply.status(201).send(summary);
    },
  );
}
