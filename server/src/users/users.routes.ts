import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { emailParams, tokenExchangeBody, type EmailParams, type User } from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import { bearerToken, currentUser } from '../auth/auth';
import type { FirebaseIdentity } from '../auth/firebase';
import { signApiToken } from '../auth/api-token';
import { conflict, forbidden, notFound, unauthorized } from '../http/errors';

const tags = ['users'];

declare module 'fastify' {
  interface FastifyRequest {
    firebaseIdentity?: FirebaseIdentity;
  }
}

const USER_COLUMNS = `id::text AS "_id", email, role, name,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`;

/** Users: the token exchange, the admin check, and user management for admins. */
export async function usersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config } = ctx;
  app.decorateRequest('firebaseIdentity', undefined);

  app.put<{ Params: EmailParams }>(
    '/user/:email',
    {
      config: { access: 'public', ...ctx.tokenLimit },
      // The Firebase ID token is checked before the body is read, and after the rate limit
      // (an onRequest hook), so failed attempts count towards the limit too.
      preParsing: async (request, _reply, payload) => {
        const idToken = bearerToken(request);
        if (!idToken) throw unauthorized('Send the Firebase ID token as Authorization: Bearer <token>');
        try {
          request.firebaseIdentity = await ctx.firebase.verify(idToken);
        } catch {
          throw unauthorized('The Firebase ID token is invalid or has expired');
        }
        return payload;
      },
      schema: {
        tags,
        summary: 'Exchange a Firebase ID token (Authorization: Bearer) for an API token',
        description: 'The verified token’s e-mail must be {email}. Creates the user on first sign-in; ADMIN_EMAILS become admins. A `role` in the body is ignored.',
        params: emailParams,
        body: tokenExchangeBody,
      },
    },
    async (request) => {
      const identity = request.firebaseIdentity;
      if (!identity) throw unauthorized();
      const email = request.params.email;
      if (!identity.email || identity.email !== email) throw forbidden('The token belongs to another e-mail');
      const role = config.adminEmails.includes(email) ? 'admin' : 'customer';
      const result = await db.query<{ id: string; email: string }>(
        `INSERT INTO users (id, email, name, role, firebase_uid) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (email) DO UPDATE SET
           name = CASE WHEN EXCLUDED.name <> '' THEN EXCLUDED.name ELSE users.name END,
           role = CASE WHEN EXCLUDED.role = 'admin' THEN 'admin' ELSE users.role END,
           firebase_uid = EXCLUDED.firebase_uid
         RETURNING id::text AS id, email`,
        [randomUUID(), email, identity.name?.trim().slice(0, 200) ?? '', role, identity.uid],
      );
      const user = result.rows[0];
      if (!user) throw new Error('upsert returned no row');
      return { token: signApiToken(user, ctx.tokenSecret, config.apiTokenTtlSeconds) };
    },
  );

  app.get<{ Params: EmailParams }>(
    '/admin/:email',
    { config: { access: 'user' }, schema: { tags, summary: 'Whether a user is an admin (yourself, or any as an admin)', params: emailParams } },
    async (request) => {
      const user = currentUser(request);
      const email = request.params.email;
      if (email !== user.email && user.role !== 'admin') throw forbidden('You may only ask about yourself');
      if (email === user.email) return { admin: user.role === 'admin' };
      const found = await db.query<{ role: string }>('SELECT role FROM users WHERE email = $1', [email]);
      return { admin: found.rows[0]?.role === 'admin' };
    },
  );

  app.get('/user', { config: { access: 'admin' }, schema: { tags, summary: 'All users, oldest first (admin)' } }, async () => {
    return (await db.query<User>(`SELECT ${USER_COLUMNS} FROM users ORDER BY created_at, email`)).rows;
  });

  app.put<{ Params: EmailParams }>(
    '/user/admin/:email',
    { config: { access: 'admin', ...ctx.writeLimit }, schema: { tags, summary: 'Make a user admin (admin)', params: emailParams } },
    async (request) => {
      const found = await db.query<{ role: string }>('SELECT role FROM users WHERE email = $1', [request.params.email]);
      if (found.rows.length === 0) throw notFound('No user with this e-mail');
      const result = await db.query(`UPDATE users SET role = 'admin' WHERE email = $1 AND role <> 'admin'`, [
        request.params.email,
      ]);
      return { acknowledged: true, modifiedCount: result.rowCount };
    },
  );

  app.delete<{ Params: EmailParams }>(
    '/user/:email',
    {
      config: { access: 'admin', ...ctx.writeLimit },
      schema: { tags, summary: 'Remove a user (admin; not yourself, not the last admin)', params: emailParams },
    },
    async (request) => {
      const me = currentUser(request);
      const email = request.params.email;
      if (email === me.email) throw conflict('You cannot remove yourself');
      return db.transaction(async (tx) => {
        // Lock the admins so two admins removing each other cannot leave none.
        const admins = await tx.query<{ email: string }>(`SELECT email FROM users WHERE role = 'admin' FOR UPDATE`);
        const target = await tx.query<{ role: string }>('SELECT role FROM users WHERE email = $1 FOR UPDATE', [email]);
        const role = target.rows[0]?.role;
        if (!role) throw notFound('No user with this e-mail');
        if (role === 'admin' && admins.rows.length <= 1) throw conflict('You cannot remove the last admin');
        const result = await tx.query('DELETE FROM users WHERE email = $1', [email]);
        await tx.query('DELETE FROM profiles WHERE email = $1', [email]);
        return { acknowledged: true, deletedCount: result.rowCount };
      });
    },
  );
}
