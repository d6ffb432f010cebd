import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  INVITATION_DAYS,
  type AdminCompanyBody,
  type CompaniesQuery,
  type CompanyDetailsBody,
  type CompanyInvitation,
  type CompanyLocation,
  type CompanyMember,
  type CompanyRole,
  type CompanySummary,
  type InvitationPreview,
  type LocationBody,
  type MemberBody,
  type Page,
} from '@storefront/shared/schemas';
import type { Queryable } from '../db';
import { ISO } from '../db/sql';
import { likePattern, listPage, type ListOrder } from '../http/paging';

/** The company's details as every answer about it starts. */
export interface CompanyRow {
  _id: string;
  name: string;
  taxNumber: string;
  billingAddress: string;
  paymentTerms: CompanySummary['paymentTerms'];
  creditLimit: number;
  poRequired: boolean;
  createdAt: string;
}

const COMPANY_COLUMNS = `c.id::text AS "_id", c.name, c.tax_number AS "taxNumber", c.billing_address AS "billingAddress",
  c.payment_terms AS "paymentTerms", c.credit_limit::float8 AS "creditLimit", c.po_required AS "poRequired", ${ISO('c.created_at')} AS "createdAt"`;

export async function findCompany(db: Queryable, id: string): Promise<CompanyRow | undefined> {
  return (await db.query<CompanyRow>(`SELECT ${COMPANY_COLUMNS} FROM companies c WHERE c.id = $1::uuid`, [id])).rows[0];
}

/** Whether another company has this name (case does not count). */
export async function nameTaken(db: Queryable, name: string, exceptId?: string): Promise<boolean> {
  const found = await db.query('SELECT 1 FROM companies WHERE lower(name) = lower($1) AND ($2::uuid IS NULL OR id <> $2::uuid)', [name, exceptId ?? null]);
  return found.rows.length > 0;
}

/** A new company (the storefront's admin): its id. */
export async function insertCompany(db: Queryable, body: AdminCompanyBody): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO companies (id, name, tax_number, billing_address, payment_terms, credit_limit, po_required)
     VALUES ($1::uuid, $2, $3, $4, $5, $6, $7)`,
    [id, body.name, body.taxNumber ?? '', body.billingAddress ?? '', body.paymentTerms ?? 'prepaid', body.creditLimit ?? 0, body.poRequired ?? false],
  );
  return id;
}

/** The storefront admin's changes: what the body leaves out stays. False when there is no such company. */
export async function updateCompanyAsAdmin(db: Queryable, id: string, body: AdminCompanyBody): Promise<boolean> {
  const result = await db.query(
    `UPDATE companies SET name = $2, tax_number = coalesce($3, tax_number), billing_address = coalesce($4, billing_address),
            payment_terms = coalesce($5, payment_terms), credit_limit = coalesce($6, credit_limit), po_required = coalesce($7, po_required),
            updated_at = now()
      WHERE id = $1::uuid`,
    [id, body.name, body.taxNumber ?? null, body.billingAddress ?? null, body.paymentTerms ?? null, body.creditLimit ?? null, body.poRequired ?? null],
  );
  return (result.rowCount ?? 0) > 0;
}

/** A company admin's changes to its own details (name, tax number, billing address); terms stay the storefront's. */
export async function updateCompanyDetails(db: Queryable, id: string, body: CompanyDetailsBody): Promise<void> {
  await db.query(
    `UPDATE companies SET name = $2, tax_number = coalesce($3, tax_number), billing_address = coalesce($4, billing_address), updated_at = now()
      WHERE id = $1::uuid`,
    [id, body.name, body.taxNumber ?? null, body.billingAddress ?? null],
  );
}

// Locations.

const LOCATION_COLUMNS = `l.id::text AS "_id", l.name, l.address, l.phone`;

export async function companyLocations(db: Queryable, companyId: string): Promise<CompanyLocation[]> {
  return (
    await db.query<CompanyLocation>(`SELECT ${LOCATION_COLUMNS} FROM company_locations l WHERE l.company_id = $1::uuid ORDER BY l.name, l.seq`, [companyId])
  ).rows;
}

export async function locationNameTaken(db: Queryable, companyId: string, name: string, exceptId?: string): Promise<boolean> {
  const found = await db.query('SELECT 1 FROM company_locations WHERE company_id = $1::uuid AND name = $2 AND ($3::uuid IS NULL OR id <> $3::uuid)', [
    companyId,
    name,
    exceptId ?? null,
  ]);
  return found.rows.length > 0;
}

export async function insertLocation(db: Queryable, companyId: string, body: LocationBody): Promise<CompanyLocation> {
  const found = await db.query<CompanyLocation>(
    `INSERT INTO company_locations AS l (id, company_id, name, address, phone) VALUES ($1::uuid, $2::uuid, $3, $4, $5) RETURNING ${LOCATION_COLUMNS}`,
    [randomUUID(), companyId, body.name, body.address, body.phone ?? ''],
  );
  return found.rows[0]!;
}

/** Changes a location of this company; undefined when it has none with this id. */
export async function updateLocation(db: Queryable, companyId: string, id: string, body: LocationBody): Promise<CompanyLocation | undefined> {
  const found = await db.query<CompanyLocation>(
    `UPDATE company_locations AS l SET name = $3, address = $4, phone = coalesce($5, phone)
      WHERE l.id = $1::uuid AND l.company_id = $2::uuid RETURNING ${LOCATION_COLUMNS}`,
    [id, companyId, body.name, body.address, body.phone ?? null],
  );
  return found.rows[0];
}

/** Deletes a location of this company (orders keep its name); whether it had one with this id. */
export async function deleteLocation(db: Queryable, companyId: string, id: string): Promise<boolean> {
  const result = await db.query('DELETE FROM company_locations WHERE id = $1::uuid AND company_id = $2::uuid', [id, companyId]);
  return (result.rowCount ?? 0) > 0;
}

// Members.

/** The start of the current calendar month in the store's time zone. */
const MONTH_START = `(date_trunc('month', now() AT TIME ZONE $2) AT TIME ZONE $2)`;

const MEMBER_COLUMNS = `u.id::text AS "_id", u.name, u.email, m.role, m.order_limit::float8 AS "orderLimit", m.monthly_limit::float8 AS "monthlyLimit",
  coalesce((SELECT sum(o.total_price) FROM orders o
             WHERE o.user_id = m.user_id AND o.company_id = m.company_id AND o.status <> 'cancelled' AND o.created_at >= ${MONTH_START}), 0)::float8
    AS "spentThisMonth",
  ${ISO('m.joined_at')} AS "joinedAt"`;

/** Every member of the company, company admins first, then by name. `timeZone`: the store's, where a month begins. */
export async function companyMembers(db: Queryable, companyId: string, timeZone: string): Promise<CompanyMember[]> {
  const found = await db.query<CompanyMember>(
    `SELECT ${MEMBER_COLUMNS} FROM company_members m JOIN users u ON u.id = m.user_id
      WHERE m.company_id = $1::uuid
      ORDER BY CASE m.role WHEN 'company_admin' THEN 0 WHEN 'approver' THEN 1 ELSE 2 END, lower(u.name), u.email`,
    [companyId, timeZone],
  );
  return found.rows;
}

/** One member of the company; undefined when this account is not one of its members. */
export async function companyMember(db: Queryable, companyId: string, userId: string, timeZone: string): Promise<CompanyMember | undefined> {
  const found = await db.query<CompanyMember>(
    `SELECT ${MEMBER_COLUMNS} FROM company_members m JOIN users u ON u.id = m.user_id WHERE m.company_id = $1::uuid AND m.user_id = $3::uuid`,
    [companyId, timeZone, userId],
  );
  return found.rows[0];
}

/**
 * The company's members locked for the rest of the transaction (role by user id): a change of
 * role or a removal counts the company admins under this lock, so two at once cannot leave none.
 */
export async function lockMembers(tx: Queryable, companyId: string): Promise<Map<string, CompanyRole>> {
  const found = await tx.query<{ userId: string; role: CompanyRole }>(
    'SELECT user_id::text AS "userId", role FROM company_members WHERE company_id = $1::uuid ORDER BY user_id FOR UPDATE',
    [companyId],
  );
  return new Map(found.rows.map((row) => [row.userId, row.role]));
}

export async function updateMember(tx: Queryable, companyId: string, userId: string, body: MemberBody): Promise<void> {
  await tx.query(
    `UPDATE company_members SET role = coalesce($3, role),
            order_limit = CASE WHEN $4::boolean THEN $5::numeric ELSE order_limit END,
            monthly_limit = CASE WHEN $6::boolean THEN $7::numeric ELSE monthly_limit END
      WHERE company_id = $1::uuid AND user_id = $2::uuid`,
    [companyId, userId, body.role ?? null, body.orderLimit !== undefined, body.orderLimit ?? null, body.monthlyLimit !== undefined, body.monthlyLimit ?? null],
  );
}

/** Removes a member at once (their orders keep the company's id). */
export async function deleteMember(tx: Queryable, companyId: string, userId: string): Promise<void> {
  await tx.query('DELETE FROM company_members WHERE company_id = $1::uuid AND user_id = $2::uuid', [companyId, userId]);
}

/** A new member with their role and, for a buyer invited with them, their spending limits (none when left out). */
export async function insertMember(
  tx: Queryable,
  companyId: string,
  userId: string,
  role: CompanyRole,
  limits: { orderLimit: number | null; monthlyLimit: number | null } = { orderLimit: null, monthlyLimit: null },
): Promise<void> {
  await tx.query(
    'INSERT INTO company_members (user_id, company_id, role, order_limit, monthly_limit) VALUES ($1::uuid, $2::uuid, $3, $4::numeric, $5::numeric)',
    [userId, companyId, role, limits.orderLimit, limits.monthlyLimit],
  );
}

/** Whether the account (not removed) at this address already belongs to a company. */
export async function addressInACompany(db: Queryable, email: string): Promise<boolean> {
  const found = await db.query('SELECT 1 FROM users u JOIN company_members m ON m.user_id = u.id WHERE u.email = $1 AND u.removed_at IS NULL', [email]);
  return found.rows.length > 0;
}

// Invitations.

const INVITATION_STATUS = `CASE WHEN i.accepted_at IS NOT NULL THEN 'accepted' WHEN i.expires_at <= now() THEN 'expired' ELSE 'waiting' END`;
const INVITATION_COLUMNS = `i.id::text AS "_id", i.email, i.role, i.order_limit::float8 AS "orderLimit", i.monthly_limit::float8 AS "monthlyLimit",
  ${ISO('i.created_at')} AS "invitedAt", ${ISO('i.expires_at')} AS "expiresAt", ${INVITATION_STATUS} AS status`;

/** The SHA-256 of an invitation link's token, as it is kept. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The company's invitations not accepted yet (waiting or expired), newest first. */
export async function companyInvitations(db: Queryable, companyId: string): Promise<CompanyInvitation[]> {
  const found = await db.query<CompanyInvitation>(
    `SELECT ${INVITATION_COLUMNS} FROM company_invitations i WHERE i.company_id = $1::uuid AND i.accepted_at IS NULL ORDER BY i.created_at DESC, i.id`,
    [companyId],
  );
  return found.rows;
}

/** A new invitation valid INVITATION_DAYS: the invitation and the token of its link (only its hash is kept). */
export async function insertInvitation(
  tx: Queryable,
  invitation: { companyId: string; email: string; role: CompanyRole; invitedBy: string | null; orderLimit?: number | null; monthlyLimit?: number | null },
): Promise<{ invitation: CompanyInvitation; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const found = await tx.query<CompanyInvitation>(
    `INSERT INTO company_invitations AS i (id, company_id, email, role, token_hash, invited_by, expires_at, order_limit, monthly_limit)
     VALUES ($1::uuid, $2::uuid, $3, $4, $5, $6::uuid, now() + make_interval(days => $7::int), $8::numeric, $9::numeric)
     RETURNING ${INVITATION_COLUMNS}`,
    [
      randomUUID(),
      invitation.companyId,
      invitation.email.toLowerCase(),
      invitation.role,
      tokenHash(token),
      invitation.invitedBy,
      INVITATION_DAYS,
      invitation.orderLimit ?? null,
      invitation.monthlyLimit ?? null,
    ],
  );
  return { invitation: found.rows[0]!, token };
}

/** Deletes an invitation of this company not accepted yet; whether there was one. */
export async function deleteInvitation(db: Queryable, companyId: string, id: string): Promise<boolean> {
  const result = await db.query('DELETE FROM company_invitations WHERE id = $1::uuid AND company_id = $2::uuid AND accepted_at IS NULL', [id, companyId]);
  return (result.rowCount ?? 0) > 0;
}

/** What an invitation's link shows, by its token; undefined for a token no invitation has. */
export async function invitationPreview(db: Queryable, token: string): Promise<InvitationPreview | undefined> {
  const found = await db.query<InvitationPreview>(
    `SELECT c.name AS "companyName", i.email, i.role, ${ISO('i.expires_at')} AS "expiresAt", ${INVITATION_STATUS} AS status
       FROM company_invitations i JOIN companies c ON c.id = i.company_id WHERE i.token_hash = $1`,
    [tokenHash(token)],
  );
  return found.rows[0];
}

/** The invitation of this token, locked until the transaction ends (two accepts at once: one wins). */
export async function lockInvitation(tx: Queryable, token: string) {
  const found = await tx.query<{
    id: string;
    companyId: string;
    email: string;
    role: CompanyRole;
    orderLimit: number | null;
    monthlyLimit: number | null;
    accepted: boolean;
    expired: boolean;
  }>(
    `SELECT id::text AS id, company_id::text AS "companyId", email, role, order_limit::float8 AS "orderLimit", monthly_limit::float8 AS "monthlyLimit",
            accepted_at IS NOT NULL AS accepted, expires_at <= now() AS expired
       FROM company_invitations WHERE token_hash = $1 FOR UPDATE`,
    [tokenHash(token)],
  );
  return found.rows[0];
}

export async function markInvitationAccepted(tx: Queryable, id: string, userId: string): Promise<void> {
  await tx.query('UPDATE company_invitations SET accepted_at = now(), accepted_by = $2::uuid WHERE id = $1::uuid', [id, userId]);
}

// The storefront admin's list.

const COMPANY_ORDER: ListOrder = { name: 'name', column: { sql: 'lower(c.name)', cast: 'text' }, tieBreaker: { sql: 'c.id', cast: 'uuid' }, descending: false };

/**
 * A page of companies by name, searched in the name and tax number, each with its member count
 * and open balance (its open invoices' unpaid amounts).
 */
export function listCompanies(db: Queryable, { q, cursor, limit }: CompaniesQuery): Promise<Page<CompanySummary>> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q) {
    params.push(likePattern(q));
    where.push(`(c.name ILIKE $${params.length} OR c.tax_number ILIKE $${params.length})`);
  }
  const select = `c.id::text AS "_id", c.name, c.tax_number AS "taxNumber", c.payment_terms AS "paymentTerms", c.credit_limit::float8 AS "creditLimit",
    c.po_required AS "poRequired", ${ISO('c.created_at')} AS "createdAt",
    (SELECT count(*)::int FROM company_members m WHERE m.company_id = c.id) AS "memberCount",
    coalesce((SELECT sum(i.total - coalesce((SELECT sum(p.amount) FROM invoice_payments p WHERE p.order_id = i.order_id), 0))
                FROM invoices i WHERE i.company_id = c.id AND i.paid_at IS NULL AND i.total IS NOT NULL), 0)::float8 AS "openBalance"`;
  return listPage<CompanySummary>(db, { select, from: 'companies c', where, params, order: COMPANY_ORDER, limit, cursor });
}

/** The price list a company buys at (docs/prices-and-quotes.md), for the admin's company page; null when none. */
export async function companyPriceList(db: Queryable, companyId: string): Promise<{ id: string; name: string } | null> {
  const found = await db.query<{ id: string; name: string }>(
    'SELECT l.id::text AS id, l.name FROM companies c JOIN price_lists l ON l.id = c.price_list_id WHERE c.id = $1::uuid',
    [companyId],
  );
  return found.rows[0] ?? null;
}
