import { companyMessages, COMPANY_ROLE_LABEL, type Company, type CompanyAdminView, type InvitationBody } from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import type { Queryable } from '../db';
import type { AuthUser } from '../auth/auth';
import { forbidden, HttpError, notFound } from '../http/errors';
import { enqueueInvitationEmail } from '../mail/outbox.repo';
import { companyCredit } from './credit.repo';
import { membershipOf, type Membership } from './membership.repo';
import { addressInACompany, companyInvitations, companyLocations, companyMember, companyMembers, findCompany, insertInvitation } from './companies.repo';

/** A 409 that names the field it is about (a form shows it beside the field). */
export const conflictOn = (field: string, message: string) => new HttpError(409, 'CONFLICT', message, { [field]: message });
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);
export const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

export type CompanyService = ReturnType<typeof companyService>;

/** What the companies' routes share: who the caller is in their company, the answers, and inviting. */
export function companyService(ctx: AppContext) {
  const { db } = ctx;
  const timeZone = ctx.config.mail.timeZone;
  const storefrontUrl = () => ctx.config.mail.storefrontUrl.replace(/\/+$/, '');
  /** The Message-IDs' domain: the storefront's own. */
  const mailDomain = () => new URL(ctx.config.mail.storefrontUrl).hostname || 'storefront.local';

  /** The caller's membership; 403 for an account in no company. */
  const member = async (user: AuthUser): Promise<Membership> => {
    const membership = await membershipOf(db, user.id);
    if (!membership) throw forbidden(companyMessages.notMember);
    return membership;
  };
  /** The caller's membership as a company admin; 403 for any other role. */
  const companyAdmin = async (user: AuthUser): Promise<Membership> => {
    const membership = await member(user);
    if (membership.role !== 'company_admin') throw forbidden(companyMessages.companyAdminOnly);
    return membership;
  };

  /** The company as this member sees it: members and invitations for company admins only. */
  const companyFor = async (q: Queryable, user: AuthUser, membership: Membership): Promise<Company & { credit: { available: number } }> => {
    const company = await findCompany(q, membership.companyId);
    const me = await companyMember(q, membership.companyId, user.id, timeZone);
    if (!company || !me) throw forbidden(companyMessages.notMember);
    const isAdmin = membership.role === 'company_admin';
    const [locations, members, invitations, credit] = await Promise.all([
      companyLocations(q, company._id),
      isAdmin ? companyMembers(q, company._id, timeZone) : Promise.resolve([]),
      isAdmin ? companyInvitations(q, company._id) : Promise.resolve([]),
      companyCredit(q, company._id, ctx.config.seller.vatRate),
    ]);
    const { createdAt: _createdAt, ...details } = company;
    return {
      ...details,
      locations,
      me: { role: me.role, orderLimit: me.orderLimit, monthlyLimit: me.monthlyLimit, spentThisMonth: me.spentThisMonth },
      members,
      invitations,
      credit: { available: credit.available },
    };
  };

  const adminView = async (id: string): Promise<CompanyAdminView> => {
    const company = await findCompany(db, id);
    if (!company) throw notFound('No such company.');
    const [locations, members, invitations, credit] = await Promise.all([
      companyLocations(db, id),
      companyMembers(db, id, timeZone),
      companyInvitations(db, id),
      companyCredit(db, id, ctx.config.seller.vatRate),
    ]);
    return { ...company, memberCount: members.length, openBalance: credit.openBalance, locations, members, invitations, credit };
  };

  /** Invites `email` to the company with `role`: the invitation, and its e-mail in the same transaction. */
  const invite = async (q: Queryable, companyId: string, companyName: string, body: InvitationBody, invitedBy: AuthUser | null) => {
    if (await addressInACompany(q, body.email)) throw conflictOn('email', companyMessages.alreadyMember);
    const { invitation, token } = await insertInvitation(q, {
      companyId,
      email: body.email,
      role: body.role,
      invitedBy: invitedBy?.id ?? null,
      orderLimit: body.orderLimit,
      monthlyLimit: body.monthlyLimit,
    });
    await enqueueInvitationEmail(
      q,
      invitation.email,
      {
        companyName,
        roleLabel: COMPANY_ROLE_LABEL[body.role],
        invitedBy: invitedBy ? invitedBy.name || invitedBy.email : null,
        expiresAt: invitation.expiresAt,
        link: `${storefrontUrl()}/invitations/${token}`,
      },
      mailDomain(),
    );
    return invitation;
  };

  return { member, companyAdmin, companyFor, adminView, invite, timeZone };
}
