import { randomUUID } from 'node:crypto';
import { defaultSort, type Language, type Page, type Role, type User, type UsersQuery, type UsersSort } from '@storefront/shared/schemas';
import type { Queryable } from '../db';
import { ISO } from '../db/sql';
import { likePattern, listPage, type ListOrder } from '../http/paging';

const USER_COLUMNS = `id::text AS "_id", email, role, name, email_verified AS "emailVerified",
  ${ISO('created_at')} AS "createdAt", ${ISO('removed_at')} AS "removedAt"`;

// Qualified: bare names in ORDER BY would be the answer's columns (`email`, `createdAt`), not the table's.
const ID = { sql: 'users.id', cast: 'uuid' } as const;
const column = (sql: string, cast: 'text' | 'timestamptz') => ({ sql, cast });

/** The users' sorts, each on an index of (column, id). */
const USER_SORTS: Record<UsersSort, ListOrder> = {
  created: { name: 'created', column: column('users.created_at', 'timestamptz'), tieBreaker: ID, descending: false },
  '-created': { name: '-created', column: column('users.created_at', 'timestamptz'), tieBreaker: ID, descending: true },
  email: { name: 'email', column: column('users.email', 'text'), tieBreaker: ID, descending: false },
  '-email': { name: '-email', column: column('users.email', 'text'), tieBreaker: ID, descending: true },
  name: { name: 'name', column: column('lower(users.name)', 'text'), tieBreaker: ID, descending: false },
  '-name': { name: '-name', column: column('lower(users.name)', 'text'), tieBreaker: ID, descending: true },
};

/** The text a users search looks in; a trigram index on the same expression serves it. */
const USER_SEARCH = `(email || ' ' || name)`;

/** One page of users: the removed ones or the others, searched, by role, sorted (oldest first by default). */
export function listUsers(db: Queryable, { q, role, removed, sort, limit, cursor }: UsersQuery): Promise<Page<User>> {
  const where = [removed === 'true' ? 'removed_at IS NOT NULL' : 'removed_at IS NULL'];
  const params: unknown[] = [];
  if (role) {
    params.push(role);
    where.push(`role = $${params.length}`);
  }
  if (q) {
    params.push(likePattern(q));
    where.push(`${USER_SEARCH} ILIKE $${params.length}`);
  }
  return listPage<User>(db, { select: USER_COLUMNS, from: 'users', where, params, order: USER_SORTS[sort ?? defaultSort('users')], limit, cursor });
}

/** Whether this Firebase account was removed (whatever address it has now). */
export async function isRemovedAccount(db: Queryable, firebaseUid: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM users WHERE firebase_uid = $1 AND removed_at IS NOT NULL', [firebaseUid])).rows.length > 0;
}

/**
 * The account of this address, made or brought up to date from the sign-in: a name it had is
 * kept when none comes, an admin stays admin. Its id and e-mail.
 */
export async function upsertSignedIn(
  db: Queryable,
  account: { email: string; name: string; role: Role; firebaseUid: string; emailVerified: boolean },
): Promise<{ id: string; email: string }> {
  const result = await db.query<{ id: string; email: string }>(
    `INSERT INTO users (id, email, name, role, firebase_uid, email_verified) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (email) WHERE removed_at IS NULL DO UPDATE SET
       name = CASE WHEN EXCLUDED.name <> '' THEN EXCLUDED.name ELSE users.name END,
       role = CASE WHEN EXCLUDED.role = 'admin' THEN 'admin' ELSE users.role END,
       firebase_uid = EXCLUDED.firebase_uid,
       email_verified = EXCLUDED.email_verified
     RETURNING id::text AS id, email`,
    [randomUUID(), account.email, account.name, account.role, account.firebaseUid, account.emailVerified],
  );
  const user = result.rows[0];
  if (!user) throw new Error('upsert returned no row');
  return user;
}

/** The role of the account that has this address now (not removed), with what decides whether it counts. */
export async function findRole(db: Queryable, email: string): Promise<{ id: string; role: Role; email_verified: boolean } | undefined> {
  const found = await db.query<{ id: string; role: Role; email_verified: boolean }>(
    'SELECT id::text AS id, role, email_verified FROM users WHERE email = $1 AND removed_at IS NULL',
    [email],
  );
  return found.rows[0];
}

/** Makes the account of this address admin; the rows changed (0 when it already was). */
export async function grantAdmin(db: Queryable, email: string): Promise<number> {
  const result = await db.query(`UPDATE users SET role = 'admin' WHERE email = $1 AND removed_at IS NULL AND role <> 'admin'`, [email]);
  return result.rowCount ?? 0;
}

/** Locks every verified admin (so two admins removing each other cannot leave none); how many there are. */
export async function lockAdmins(tx: Queryable): Promise<number> {
  return (await tx.query(`SELECT email FROM users WHERE role = 'admin' AND email_verified AND removed_at IS NULL FOR UPDATE`)).rows.length;
}

/** The account of this address, locked for the rest of the transaction. */
export async function lockByEmail(tx: Queryable, email: string) {
  const found = await tx.query<{ id: string; role: Role; email_verified: boolean; firebase_uid: string | null }>(
    'SELECT id::text AS id, role, email_verified, firebase_uid FROM users WHERE email = $1 AND removed_at IS NULL FOR UPDATE',
    [email],
  );
  return found.rows[0];
}

/** Marks the account removed by `by` and deletes its profile; its orders stay. */
export async function markRemoved(tx: Queryable, user: { id: string; email: string }, by: string): Promise<void> {
  await tx.query('UPDATE users SET removed_at = now(), removed_by = $2 WHERE id = $1::uuid', [user.id, by]);
  await tx.query('DELETE FROM profiles WHERE email = $1', [user.email]);
}

/** A user by id, locked for the rest of the transaction, with whether it is removed. */
export async function lockById(tx: Queryable, id: string) {
  const found = await tx.query<{ email: string; firebase_uid: string | null; removed: boolean }>(
    'SELECT email, firebase_uid, removed_at IS NOT NULL AS removed FROM users WHERE id = $1::uuid FOR UPDATE',
    [id],
  );
  return found.rows[0];
}

/** Whether an account (not removed) has this address now. */
export async function addressTaken(tx: Queryable, email: string): Promise<boolean> {
  return (await tx.query('SELECT 1 FROM users WHERE email = $1 AND removed_at IS NULL', [email])).rows.length > 0;
}

export async function markRestored(tx: Queryable, id: string): Promise<void> {
  await tx.query('UPDATE users SET removed_at = NULL, removed_by = NULL WHERE id = $1::uuid', [id]);
}

/** The language this address's account (not removed) chose; null when it never chose or there is none. */
export async function chosenLanguage(db: Queryable, email: string): Promise<Language | null> {
  const found = await db.query<{ language: Language | null }>('SELECT language FROM users WHERE email = $1 AND removed_at IS NULL', [email]);
  return found.rows[0]?.language ?? null;
}

/** Keeps the language of this user's account; whether the account is there. */
export async function saveLanguage(db: Queryable, id: string, language: Language): Promise<boolean> {
  const result = await db.query('UPDATE users SET language = $2 WHERE id = $1::uuid AND removed_at IS NULL', [id, language]);
  return (result.rowCount ?? 0) > 0;
}
