import type { FastifyInstance } from 'fastify';
import { companyEndpoints } from '@storefront/shared/endpoints';
import { acceptInvitationBody, companyMessages, verifyBeforeJoining, type AcceptInvitationBody } from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import { currentUser } from '../auth/auth';
import { forbidden, HttpError, notFound } from '../http/errors';
import { PRIVATE_ANSWER, route } from '../http/route';
import { companyService, conflict, isUniqueViolation, type CompanyService } from './companies.service';
import { lockMembership } from './membership.repo';
import { findCompany, insertMember, invitationPreview, lockInvitation, markInvitationAccepted } from './companies.repo';

const tags = ['companies'];

/** An invitation's link: what it shows, and joining the company with it (docs/companies.md). */
export async function invitationsRoutes(app: FastifyInstance, ctx: AppContext, service: CompanyService = companyService(ctx)): Promise<void> {
  const { db } = ctx;
  const { companyFor } = service;

  // Invitations' links.

  route<{ Params: AcceptInvitationBody }>(
    app,
    companyEndpoints.previewInvitation,
    {
      schema: { tags, summary: 'What an invitation’s link shows: the company, the address, the role and whether it still works', params: acceptInvitationBody },
    },
    async (request, reply) => {
      // Public (the login page names the invitation), yet no cache keeps it: the link is a secret and its status changes.
      reply.header('Cache-Control', PRIVATE_ANSWER);
      const preview = await invitationPreview(db, request.params.token);
      if (!preview) throw notFound(companyMessages.invitationUnknown);
      return preview;
    },
  );

  route<{ Params: AcceptInvitationBody }>(
    app,
    companyEndpoints.acceptInvitation,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Join the company with the invitation’s role',
        description:
          'The signed-in account’s e-mail must be the invitation’s (403) and verified (403 EMAIL_NOT_VERIFIED); the link works once (409) and until it expires (410); ' +
          'an account in a company already cannot join another (409).',
        params: acceptInvitationBody,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const membership = await db.transaction(async (tx) => {
        const invitation = await lockInvitation(tx, request.params.token);
        if (!invitation) throw notFound(companyMessages.invitationUnknown);
        if (invitation.email !== user.email.toLowerCase()) throw forbidden(companyMessages.invitationWrongAddress);
        if (invitation.accepted) throw conflict(companyMessages.invitationUsed);
        if (invitation.expired) throw new HttpError(410, 'GONE', companyMessages.invitationExpired);
        // A company role needs a verified address, as admin rights do: anyone can sign up at any address.
        if (!user.emailVerified) {
          const company = await findCompany(tx, invitation.companyId);
          throw new HttpError(403, 'EMAIL_NOT_VERIFIED', verifyBeforeJoining(company?.name ?? 'the company'));
        }
        if (await lockMembership(tx, user.id)) throw conflict(companyMessages.alreadyMember);
        try {
          // A buyer invited with spending limits is held to them from the start.
          await insertMember(tx, invitation.companyId, user.id, invitation.role, invitation);
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(companyMessages.alreadyMember);
          throw error;
        }
        await markInvitationAccepted(tx, invitation.id, user.id);
        return lockMembership(tx, user.id);
      });
      if (!membership) throw forbidden(companyMessages.notMember);
      return companyFor(db, user, membership);
    },
  );
}
