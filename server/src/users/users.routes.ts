import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@storefront/shared/endpoints';
import { route } from '../http/route';
import {
  defaultSort,
  emailParams,
  idParams,
  messages,
  tokenExchangeBody,
  usersQuery,
  type EmailParams,
  type IdParams,
  type Role,
  type User,
  type UsersQuery,
  type UsersSort,
} from '@storefront/shared/schemas';
import { likePattern, listPage, type ListOrder } from '../http/paging';
import type { AppContext } from '../context';
import { ACCOUNT_REMOVED_MESSAGE, bearerToken, currentUser, effectiveRole } from '../auth/auth';
import { AccountDisabledError, type FirebaseIdentity } from '../auth/firebase';
import { signApiToken } from '../auth/api-token';
import { conflict, forbidden, HttpError, notFound, unauthorized } from '../http/errors';

const tags = ['users'];

declare module 'fastify' {
  interface FastifyRequest {
    firebaseIdentity?: FirebaseIdentity;
  }
}

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
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
export const USER_SEARCH = `(email || ' ' || name)`;

/** Users: the token exchange, the admin check, and user management for admins. */
export async function usersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config } = ctx;
  app.decorateRequest('firebaseIdentity', undefined);

  route<{ Params: EmailParams }>(
    app,
    endpoints.exchangeToken,
    {
      config: { ...ctx.tokenLimit },
      // The Firebase ID token is checked before the body is read, and after the rate limit
      // (an onRequest hook), so failed attempts count towards the limit too.
      preParsing: async (request, _reply, payload) => {
        const idToken = bearerToken(request);
        if (!idToken) throw unauthorized('Send the Firebase ID token as Authorization: Bearer <token>');
        try {
          request.firebaseIdentity = await ctx.firebase.verify(idToken);
        } catch (error) {
          if (error instanceof AccountDisabledError) throw new HttpError(403, 'ACCOUNT_REMOVED', ACCOUNT_REMOVED_MESSAGE);
          throw unauthorized('The Firebase ID token is invalid or has expired');
        }
        return payload;
      },
      schema: {
        tags,
        summary: 'Exchange a Firebase ID token (Authorization: Bearer) for an API token',
        description:
          'The verified token’s e-mail must be {email}. Creates the user on first sign-in; ADMIN_EMAILS become admins. A `role` in the body is ignored.',
        params: emailParams,
        body: tokenExchangeBody,
      },
    },
    async (request) => {
      const identity = request.firebaseIdentity;
      if (!identity) throw unauthorized();
      const email = request.params.email;
      if (!identity.email || identity.email !== email) throw forbidden('The token belongs to another e-mail');
      // A removed account stays removed, whichever address it now has; a new Firebase account at
      // a removed account's address (another uid) is a new customer and inherits nothing.
      const removed = await db.query('SELECT 1 FROM users WHERE firebase_uid = $1 AND removed_at IS NOT NULL', [identity.uid]);
      if (removed.rows.length > 0) throw new HttpError(403, 'ACCOUNT_REMOVED', ACCOUNT_REMOVED_MESSAGE);
      // ADMIN_EMAILS bootstrap: only a verified address becomes admin (anyone can sign up unverified).
      const role = identity.emailVerified && config.adminEmails.includes(email) ? 'admin' : 'customer';
      const result = await db.query<{ id: string; email: string }>(
        `INSERT INTO users (id, email, name, role, firebase_uid, email_verified) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (email) WHERE removed_at IS NULL DO UPDATE SET
           name = CASE WHEN EXCLUDED.name <> '' THEN EXCLUDED.name ELSE users.name END,
           role = CASE WHEN EXCLUDED.role = 'admin' THEN 'admin' ELSE users.role END,
           firebase_uid = EXCLUDED.firebase_uid,
           email_verified = EXCLUDED.email_verified
         RETURNING id::text AS id, email`,
        [randomUUID(), email, identity.name?.trim().slice(0, 200) ?? '', role, identity.uid, identity.emailVerified],
      );
      const user = result.rows[0];
      if (!user) throw new Error('upsert returned no row');
      return { token: signApiToken(user, ctx.tokenSecret, config.apiTokenTtlSeconds) };
    },
  );

  route<{ Params: EmailParams }>(
    app,
    endpoints.isAdmin,
    { schema: { tags, summary: 'Whether a user is an admin (yourself, or any as an admin)', params: emailParams } },
    async (request) => {
      const user = currentUser(request);
      const email = request.params.email;
      if (email !== user.email && user.role !== 'admin') throw forbidden('You may only ask about yourself');
      if (email === user.email) return { admin: user.role === 'admin' };
      const found = await db.query<{ role: Role; email_verified: boolean }>('SELECT role, email_verified FROM users WHERE email = $1 AND removed_at IS NULL', [
        email,
      ]);
      const row = found.rows[0];
      return { admin: row !== undefined && effectiveRole(row) === 'admin' };
    },
  );

  route<{ Querystring: UsersQuery }>(
    app,
    endpoints.listUsers,
    {
      config: {},
      schema: {
        tags,
        summary: 'A page of users, oldest first unless sorted (admin); ?removed=true lists the removed ones',
        description: 'Search (`q`) looks in the e-mail and the name; `role` filters; `sort` is created (default), -created, email, -email, name or -name.',
        querystring: usersQuery,
      },
    },
    async (request) => {
      const { q, role, removed, sort, limit, cursor } = request.query;
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
    },
  );

  route<{ Params: EmailParams }>(
    app,
    endpoints.makeAdmin,
    {
      config: { ...ctx.writeLimit },
      schema: { tags, summary: 'Make a user admin (admin; the user’s e-mail must be verified)', params: emailParams },
    },
    async (request) => {
      const found = await db.query<{ role: string; email_verified: boolean }>(
        'SELECT role, email_verified FROM users WHERE email = $1 AND removed_at IS NULL',
        [request.params.email],
      );
      const target = found.rows[0];
      if (!target) throw notFound('No user with this e-mail');
      if (!target.email_verified) throw conflict(messages.adminNeedsVerifiedEmail);
      const result = await db.query(`UPDATE users SET role = 'admin' WHERE email = $1 AND removed_at IS NULL AND role <> 'admin'`, [request.params.email]);
      return { acknowledged: true, modifiedCount: result.rowCount };
    },
  );

  route<{ Params: EmailParams }>(
    app,
    endpoints.removeUser,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Remove a user (admin; not yourself, not the last admin)',
        description:
          'Blocks the account: disabled in Firebase, marked removed here, its API tokens stop working at once and the ' +
          'token exchange refuses it. Its orders stay (shown as a removed customer’s); its profile is deleted.',
        params: emailParams,
      },
    },
    async (request) => {
      const me = currentUser(request);
      const email = request.params.email;
      if (email === me.email) throw conflict('You cannot remove yourself');
      const removed = await db.transaction(async (tx) => {
        // Lock the admins so two admins removing each other cannot leave none.
        const admins = await tx.query<{ email: string }>(`SELECT email FROM users WHERE role = 'admin' AND email_verified AND removed_at IS NULL FOR UPDATE`);
        const target = await tx.query<{ id: string; role: Role; email_verified: boolean; firebase_uid: string | null }>(
          'SELECT id::text AS id, role, email_verified, firebase_uid FROM users WHERE email = $1 AND removed_at IS NULL FOR UPDATE',
          [email],
        );
        const row = target.rows[0];
        if (!row) throw notFound('No user with this e-mail');
        if (effectiveRole(row) === 'admin' && admins.rows.length <= 1) throw conflict('You cannot remove the last admin');
        await tx.query('UPDATE users SET removed_at = now(), removed_by = $2 WHERE id = $1::uuid', [row.id, me.email]);
        await tx.query('DELETE FROM profiles WHERE email = $1', [email]);
        return row;
      });
      // The database already refuses the account; disabling it in Firebase stops its sign-ins too.
      if (removed.firebase_uid) {
        await ctx.firebase.setDisabled(removed.firebase_uid, true).catch((error: unknown) => {
          request.log.error({ err: error, email }, 'could not disable the removed account in Firebase');
        });
      }
      return { acknowledged: true, deletedCount: 1 };
    },
  );

  route<{ Params: IdParams }>(
    app,
    endpoints.restoreUser,
    {
      config: { ...ctx.writeLimit },
      schema: { tags, summary: 'Restore a removed user (admin), unless their address has a new account', params: idParams },
    },
    async (request) => {
      const restored = await db.transaction(async (tx) => {
        const found = await tx.query<{ email: string; firebase_uid: string | null; removed: boolean }>(
          'SELECT email, firebase_uid, removed_at IS NOT NULL AS removed FROM users WHERE id = $1::uuid FOR UPDATE',
          [request.params.id],
        );
        const row = found.rows[0];
        if (!row) throw notFound('No user with this id');
        if (!row.removed) throw conflict('This user is not removed');
        const taken = await tx.query('SELECT 1 FROM users WHERE email = $1 AND removed_at IS NULL', [row.email]);
        if (taken.rows.length > 0) throw conflict('A newer account uses this e-mail address now');
        await tx.query('UPDATE users SET removed_at = NULL, removed_by = NULL WHERE id = $1::uuid', [request.params.id]);
        return row;
      });
      if (restored.firebase_uid) await ctx.firebase.setDisabled(restored.firebase_uid, false);
      return { acknowledged: true, modifiedCount: 1 };
    },
  );
}
