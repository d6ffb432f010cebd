import type { CompanyRole, PaymentTerms } from '@storefront/shared/schemas';
import type { Queryable } from '../db';

/** A user's membership of their company, with what the company's rules need (docs/companies.md). */
export interface Membership {
  companyId: string;
  companyName: string;
  role: CompanyRole;
  /** Per order and per calendar month; null: no limit. Only buyers are held to them. */
  orderLimit: number | null;
  monthlyLimit: number | null;
  paymentTerms: PaymentTerms;
  creditLimit: number;
  poRequired: boolean;
}

/**
 * A member acts for their company only while their address is verified (`users.email_verified`,
 * Firebase's claim as of their last token exchange): an unverified account has no company.
 */
export const VERIFIED_MEMBER = `EXISTS (SELECT 1 FROM users u WHERE u.id = m.user_id AND u.email_verified)`;

const MEMBERSHIP = `
  SELECT m.company_id AS "companyId", c.name AS "companyName", m.role,
         m.order_limit::float8 AS "orderLimit", m.monthly_limit::float8 AS "monthlyLimit",
         c.payment_terms AS "paymentTerms", c.credit_limit::float8 AS "creditLimit", c.po_required AS "poRequired"
    FROM company_members m JOIN companies c ON c.id = m.company_id
   WHERE m.user_id = $1::uuid AND ${VERIFIED_MEMBER}`;

/**
 * The user's company and role, or undefined when they belong to none or their address is not
 * verified (read on every company call: a removed member is refused at once).
 */
export async function membershipOf(db: Queryable, userId: string): Promise<Membership | undefined> {
  const { rows } = await db.query<Membership>(MEMBERSHIP, [userId]);
  return rows[0];
}

/**
 * The same, with the member's row locked until the transaction ends: an order placed under a
 * monthly limit takes the month's sum under this lock, so two orders of one buyer at once cannot
 * both pass a limit that only one fits under; a removal or a change of limits waits for it.
 */
export async function lockMembership(tx: Queryable, userId: string): Promise<Membership | undefined> {
  const { rows } = await tx.query<Membership>(`${MEMBERSHIP} FOR UPDATE OF m`, [userId]);
  return rows[0];
}

/** The company's members with one of these roles: who is told that an order waits for approval. */
export async function membersWithRoles(db: Queryable, companyId: string, roles: CompanyRole[]): Promise<{ id: string; email: string; name: string }[]> {
  const { rows } = await db.query<{ id: string; email: string; name: string }>(
    `SELECT u.id, u.email, u.name FROM company_members m JOIN users u ON u.id = m.user_id
      WHERE m.company_id = $1::uuid AND m.role = ANY($2::text[]) AND u.removed_at IS NULL AND u.email_verified ORDER BY u.email`,
    [companyId, roles],
  );
  return rows;
}
