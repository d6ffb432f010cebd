import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Endpoint } from '@storefront/shared/endpoints';
import type { Role } from '@storefront/shared/schemas';
import { forbidden, HttpError, unauthorized } from '../http/errors';
import { verifyApiToken } from './api-token';
import type { AccountsCache } from './accounts-cache';

/** Who may call a route: the access words of the API's table (`@storefront/shared/endpoints`). */
export type Access = Endpoint['access'];

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** What a removed account is told, at the token exchange and on any call with an old token. */
export const ACCOUNT_REMOVED_MESSAGE = 'This account has been removed by the shop. Contact us if you think this is a mistake.';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer +([^\s]+)\s*$/i.exec(header);
  return match?.[1];
}

/** The role a stored user acts with: a stored admin role counts only for a verified e-mail. */
export const effectiveRole = (row: { role: Role; email_verified: boolean }): Role => (row.role === 'admin' && row.email_verified ? 'admin' : 'customer');

/**
 * Checks the API token on every route that needs a user, then reads the user (and so the role):
 * from the database, or from the accounts cache, which every change to `users` empties at commit,
 * so a role change or a removal takes effect on the next call either way.
 */
export function installAuth(app: FastifyInstance, accounts: Pick<AccountsCache, 'get'>, secret: Buffer): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access ?? 'public';
    const token = bearerToken(request);
    if (access === 'public') return;
    if (!token) throw unauthorized('Sign in first: send Authorization: Bearer <token>');
    const claims = verifyApiToken(token, secret);
    if (!claims) throw unauthorized('The token is invalid or has expired: sign in again');
    const row = await accounts.get(claims.sub);
    if (!row || row.email !== claims.email) throw unauthorized('This account no longer exists: sign in again');
    if (row.removed) throw new HttpError(401, 'ACCOUNT_REMOVED', ACCOUNT_REMOVED_MESSAGE);
    const user: AuthUser = { id: row.id, email: row.email, name: row.name, role: effectiveRole(row) };
    request.user = user;
    if (access === 'admin' && user.role !== 'admin') throw forbidden('Only an admin may do this');
  });
}

/** The signed-in user of a route declared with access `signed-in` or `admin`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
