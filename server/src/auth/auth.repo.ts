import type { Role } from '@storefront/shared/schemas';
import type { Queryable } from '../db';

/** What a request's token names, as the database has it now: a role change or removal counts at once. */
export interface TokenHolder {
  id: string;
  email: string;
  name: string;
  role: Role;
  email_verified: boolean;
  removed: boolean;
}

/** The account a verified token belongs to, if it still exists. */
export async function tokenHolder(db: Queryable, userId: string): Promise<TokenHolder | undefined> {
  const found = await db.query<TokenHolder>(
    `SELECT id::text AS id, email, name, role, email_verified, removed_at IS NOT NULL AS removed
     FROM users WHERE id = $1::uuid`,
    [userId],
  );
  return found.rows[0];
}
