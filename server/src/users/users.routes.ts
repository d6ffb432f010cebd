import type { FastifyInstance } from 'fastify';
import { endpoints } from '@storefront/shared/endpoints';
import { route } from '../http/route';
import { emailParams, idParams, messages, tokenExchangeBody, usersQuery, type EmailParams, type IdParams, type UsersQuery } from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import { ACCOUNT_REMOVED_MESSAGE, bearerToken, currentUser, effectiveRole } from '../auth/auth';
import { AccountDisabledError, type FirebaseIdentity } from '../auth/firebase';
import { signApiToken } from '../auth/api-token';
import { membershipOf } from '../companies/membership.repo';
import { conflict, forbidden, HttpError, notFound, unauthorized } from '../http/errors';
import {
  addressTaken,
  findRole,
  grantAdmin,
  isRemovedAccount,
  listUsers,
  lockAdmins,
  lockByEmail,
  lockById,
  markRemoved,
  markRestored,
  upsertSignedIn,
  chosenLanguage,
} from './users.repo';
import { languageRoutes } from './language.routes';

const tags = ['users'];

declare module 'fastify' {
  interface FastifyRequest {
    firebaseIdentity?: FirebaseIdentity;
  }
}

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
      if (await isRemovedAccount(db, identity.uid)) throw new HttpError(403, 'ACCOUNT_REMOVED', ACCOUNT_REMOVED_MESSAGE);
      // ADMIN_EMAILS bootstrap: only a verified address becomes admin (anyone can sign up unverified).
      const role = identity.emailVerified && config.adminEmails.includes(email) ? 'admin' : 'customer';
      const user = await upsertSignedIn(db, {
        email,
        name: identity.name?.trim().slice(0, 200) ?? '',
        role,
        firebaseUid: identity.uid,
        emailVerified: identity.emailVerified,
      });
      return { token: signApiToken(user, ctx.tokenSecret, config.apiTokenTtlSeconds) };
    },
  );

  route<{ Params: EmailParams }>(
    app,
    endpoints.isAdmin,
    { schema: { tags, summary: 'Whether a user is an admin, and their role in their company (yourself, or any as an admin)', params: emailParams } },
    async (request) => {
      const user = currentUser(request);
      const email = request.params.email;
      if (email !== user.email && user.role !== 'admin') throw forbidden('You may only ask about yourself');
      const language = await chosenLanguage(db, email);
      if (email === user.email) return { admin: user.role === 'admin', companyRole: (await membershipOf(db, user.id))?.role ?? null, language };
      const row = await findRole(db, email);
      return {
        admin: row !== undefined && effectiveRole(row) === 'admin',
        companyRole: row ? ((await membershipOf(db, row.id))?.role ?? null) : null,
        language,
      };
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
      return listUsers(db, request.query);
    },
  );
  userAdminRoutes(app, ctx);
  languageRoutes(app, ctx);
}

/** An admin's changes of users: making one an admin, removing one (their account and what is theirs), restoring one. */
function userAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  route<{ Params: EmailParams }>(
    app,
    endpoints.makeAdmin,
    {
      config: { ...ctx.writeLimit },
      schema: { tags, summary: 'Make a user admin (admin; the user’s e-mail must be verified)', params: emailParams },
    },
    async (request) => {
      const target = await findRole(db, request.params.email);
      if (!target) throw notFound('No user with this e-mail');
      if (!target.email_verified) throw conflict(messages.adminNeedsVerifiedEmail);
      return { acknowledged: true, modifiedCount: await grantAdmin(db, request.params.email) };
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
        // The admins first, so two admins removing each other cannot leave none.
        const admins = await lockAdmins(tx);
        const row = await lockByEmail(tx, email);
        if (!row) throw notFound('No user with this e-mail');
        if (effectiveRole(row) === 'admin' && admins <= 1) throw conflict('You cannot remove the last admin');
        await markRemoved(tx, { id: row.id, email }, me.email);
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
        const row = await lockById(tx, request.params.id);
        if (!row) throw notFound('No user with this id');
        if (!row.removed) throw conflict('This user is not removed');
        if (await addressTaken(tx, row.email)) throw conflict('A newer account uses this e-mail address now');
        await markRestored(tx, request.params.id);
        return row;
      });
      if (restored.firebase_uid) await ctx.firebase.setDisabled(restored.firebase_uid, false);
      return { acknowledged: true, modifiedCount: 1 };
    },
  );
}
