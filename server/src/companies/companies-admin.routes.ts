import type { FastifyInstance } from 'fastify';
import { companyEndpoints } from '@storefront/shared/endpoints';
import {
  adminCompanyBody,
  companiesQuery,
  companyMessages,
  idParams,
  type AdminCompanyBody,
  type CompaniesQuery,
  type CompanyAdminView,
  type CompanyRole,
  type IdParams,
} from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import { currentUser } from '../auth/auth';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { companyService, conflictOn, isUniqueViolation, type CompanyService } from './companies.service';
import { companyPriceList, insertCompany, listCompanies, nameTaken, updateCompanyAsAdmin } from './companies.repo';

const tags = ['companies'];

/** The storefront admin's companies (`/companies…`): list, create (inviting the first company admin), read and change. */
export async function adminCompaniesRoutes(app: FastifyInstance, ctx: AppContext, service: CompanyService = companyService(ctx)): Promise<void> {
  const { db } = ctx;
  const { invite } = service;
  /** The company as the admin sees it, with the price list it buys at. */
  const adminView = async (id: string): Promise<CompanyAdminView> => {
    const [view, priceList] = await Promise.all([service.adminView(id), companyPriceList(db, id)]);
    return { ...view, priceList };
  };

  // The storefront admin's companies.

  route<{ Querystring: CompaniesQuery }>(
    app,
    companyEndpoints.listCompanies,
    {
      schema: {
        tags,
        summary: 'A page of companies by name, searched in the name and tax number (admin)',
        description: 'Each with its member count and open balance.',
        querystring: companiesQuery,
      },
    },
    async (request) => listCompanies(db, request.query),
  );

  route<{ Body: AdminCompanyBody }>(
    app,
    companyEndpoints.addCompany,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Create a company (admin) and, with `adminEmail`, invite its first company admin; 409 for a name taken',
        body: adminCompanyBody,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      let id: string;
      try {
        id = await db.transaction(async (tx) => {
          if (await nameTaken(tx, body.name)) throw conflictOn('name', companyMessages.nameTaken);
          const created = await insertCompany(tx, body);
          if (body.adminEmail) await invite(tx, created, body.name, { email: body.adminEmail, role: 'company_admin' as CompanyRole }, null);
          return created;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflictOn('name', companyMessages.nameTaken);
        throw error;
      }
      if (body.adminEmail) ctx.mail.wake();
      request.log.info({ company: id, by: user.email }, 'company created');
      return reply.status(201).send(await adminView(id));
    },
  );

  route<{ Params: IdParams }>(
    app,
    companyEndpoints.getCompany,
    { schema: { tags, summary: 'A company with its locations, members, invitations and credit (admin)', params: idParams } },
    async (request) => adminView(request.params.id),
  );

  route<{ Params: IdParams; Body: AdminCompanyBody }>(
    app,
    companyEndpoints.editCompany,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Change a company’s details, payment terms, credit limit and whether a PO reference is required (admin)',
        params: idParams,
        body: adminCompanyBody,
      },
    },
    async (request) => {
      const id = request.params.id;
      if (await nameTaken(db, request.body.name, id)) throw conflictOn('name', companyMessages.nameTaken);
      try {
        if (!(await updateCompanyAsAdmin(db, id, request.body))) throw notFound('No such company.');
      } catch (error) {
        if (isUniqueViolation(error)) throw conflictOn('name', companyMessages.nameTaken);
        throw error;
      }
      return adminView(id);
    },
  );
}
