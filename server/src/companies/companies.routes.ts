import type { FastifyInstance } from 'fastify';
import { companyEndpoints } from '@storefront/shared/endpoints';
import {
  companyDetailsBody,
  companyMessages,
  idParams,
  INVITATION_DAYS,
  invitationBody,
  locationBody,
  memberBody,
  memberParams,
  type CompanyDetailsBody,
  type IdParams,
  type InvitationBody,
  type LocationBody,
  type MemberBody,
} from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import type { Database, Queryable } from '../db';
import { currentUser } from '../auth/auth';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { invitationsRoutes } from './invitations.routes';
import { adminCompaniesRoutes } from './companies-admin.routes';
import { companyService, conflict, conflictOn, isUniqueViolation, type CompanyService } from './companies.service';
import { membershipOf } from './membership.repo';
import {
  companyMember,
  deleteInvitation,
  deleteLocation,
  deleteMember,
  insertLocation,
  locationNameTaken,
  lockMembers,
  nameTaken,
  updateCompanyDetails,
  updateLocation,
  updateMember,
} from './companies.repo';

const tags = ['companies'];

/**
 * Changes a member of the company (`change`) under its members' lock, so two changes at once are
 * judged one after the other: 404 for someone not a member, 409 when it would leave the company
 * without a company admin (`demotes`: it takes the member's company admin role away).
 */
async function changeMember(db: Database, companyId: string, target: string, demotes: boolean, change: (tx: Queryable) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    const members = await lockMembers(tx, companyId);
    const role = members.get(target);
    if (!role) throw notFound('No such member.');
    const admins = [...members.values()].filter((r) => r === 'company_admin').length;
    if (role === 'company_admin' && demotes && admins <= 1) throw conflict(companyMessages.lastAdmin);
    await change(tx);
  });
}

/**
 * A company's own calls (`/company…`, scoped by the caller's membership, read on every call: a
 * removed member is refused at once), invitations' links, and the storefront admin's companies
 * (`/companies…`). See docs/companies.md.
 */
export async function companiesRoutes(app: FastifyInstance, ctx: AppContext, service: CompanyService = companyService(ctx)): Promise<void> {
  const { db } = ctx;
  const { companyAdmin, companyFor } = service;

  // The caller's company.

  route(
    app,
    companyEndpoints.myCompany,
    { schema: { tags, summary: 'The caller’s company with their role and limits, or null when they belong to none' } },
    async (request) => {
      const user = currentUser(request);
      const membership = await membershipOf(db, user.id);
      return membership ? companyFor(db, user, membership) : null;
    },
  );

  route<{ Body: CompanyDetailsBody }>(
    app,
    companyEndpoints.saveCompany,
    {
      config: { ...ctx.writeLimit },
      schema: { tags, summary: 'Change the company’s name, tax number and billing address (company admins)', body: companyDetailsBody },
    },
    async (request) => {
      const user = currentUser(request);
      const membership = await companyAdmin(user);
      if (await nameTaken(db, request.body.name, membership.companyId)) throw conflictOn('name', companyMessages.nameTaken);
      try {
        await updateCompanyDetails(db, membership.companyId, request.body);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflictOn('name', companyMessages.nameTaken);
        throw error;
      }
      return companyFor(db, user, membership);
    },
  );

  route<{ Body: LocationBody }>(
    app,
    companyEndpoints.addLocation,
    { config: { ...ctx.writeLimit }, schema: { tags, summary: 'Add a ship-to location (company admins)', body: locationBody } },
    async (request, reply) => {
      const membership = await companyAdmin(currentUser(request));
      if (await locationNameTaken(db, membership.companyId, request.body.name)) throw conflictOn('name', companyMessages.locationNameTaken);
      return reply.status(201).send(await insertLocation(db, membership.companyId, request.body));
    },
  );

  route<{ Params: IdParams; Body: LocationBody }>(
    app,
    companyEndpoints.editLocation,
    {
      config: { ...ctx.writeLimit },
      schema: { tags, summary: 'Change a location (company admins); 404 for another company’s', params: idParams, body: locationBody },
    },
    async (request) => {
      const membership = await companyAdmin(currentUser(request));
      if (await locationNameTaken(db, membership.companyId, request.body.name, request.params.id)) throw conflictOn('name', companyMessages.locationNameTaken);
      const location = await updateLocation(db, membership.companyId, request.params.id, request.body);
      if (!location) throw notFound('No such location.');
      return location;
    },
  );

  route<{ Params: IdParams }>(
    app,
    companyEndpoints.removeLocation,
    { config: { ...ctx.writeLimit }, schema: { tags, summary: 'Remove a location (company admins); its orders keep its name', params: idParams } },
    async (request) => {
      const membership = await companyAdmin(currentUser(request));
      if (!(await deleteLocation(db, membership.companyId, request.params.id))) throw notFound('No such location.');
      return { acknowledged: true, deletedCount: 1 };
    },
  );
  companyMemberRoutes(app, ctx, service);
  await invitationsRoutes(app, ctx, service);
  await adminCompaniesRoutes(app, ctx, service);
}

/** A company's people: invitations sent and cancelled, members' roles and limits set, members removed. */
function companyMemberRoutes(app: FastifyInstance, ctx: AppContext, service: CompanyService): void {
  const { db } = ctx;
  const { companyAdmin, invite, timeZone } = service;
  route<{ Body: InvitationBody }>(
    app,
    companyEndpoints.invite,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Invite someone by e-mail with a role (company admins); 409 when that address’s account is in a company',
        description:
          `The invitation's e-mail carries a link that works for ${INVITATION_DAYS} days, once, for that address. ` +
          'A buyer’s invitation may carry their limits per order and per month (whole cents, the month’s at least the order’s), which their membership takes when they accept.',
        body: invitationBody,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const membership = await companyAdmin(user);
      const invitation = await db.transaction((tx) => invite(tx, membership.companyId, membership.companyName, request.body, user));
      ctx.mail.wake();
      return reply.status(201).send(invitation);
    },
  );

  route<{ Params: IdParams }>(
    app,
    companyEndpoints.cancelInvitation,
    { config: { ...ctx.writeLimit }, schema: { tags, summary: 'Withdraw an invitation not accepted yet (company admins)', params: idParams } },
    async (request) => {
      const membership = await companyAdmin(currentUser(request));
      if (!(await deleteInvitation(db, membership.companyId, request.params.id))) throw notFound('No such invitation.');
      return { acknowledged: true, deletedCount: 1 };
    },
  );

  route<{ Params: IdParams; Body: MemberBody }>(
    app,
    companyEndpoints.setMember,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Change a member’s role or spending limits (company admins); the last company admin stays one',
        params: memberParams,
        body: memberBody,
      },
    },
    async (request) => {
      const membership = await companyAdmin(currentUser(request));
      const target = request.params.id;
      const demotes = Boolean(request.body.role && request.body.role !== 'company_admin');
      await changeMember(db, membership.companyId, target, demotes, (tx) => updateMember(tx, membership.companyId, target, request.body));
      const updated = await companyMember(db, membership.companyId, target, timeZone);
      if (!updated) throw notFound('No such member.');
      return updated;
    },
  );

  route<{ Params: IdParams }>(
    app,
    companyEndpoints.removeMember,
    {
      config: { ...ctx.writeLimit },
      schema: { tags, summary: 'Remove a member at once (company admins); their orders stay the company’s', params: memberParams },
    },
    async (request) => {
      const membership = await companyAdmin(currentUser(request));
      const target = request.params.id;
      await changeMember(db, membership.companyId, target, true, (tx) => deleteMember(tx, membership.companyId, target));
      return { acknowledged: true, deletedCount: 1 };
    },
  );
}
