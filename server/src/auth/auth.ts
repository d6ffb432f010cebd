import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@storefront/shared/schemas';
import type { Database } from '../db';
import { forbidden, unauthorized } from '../http/errors';
import { verifyApiToken } from './api-token';

/** Who may call a route. `firebase` is the token exchange, which checks its own token. */
export type Access = 'public' | 'user' | 'admin';

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

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer +([^\s]+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * Checks the API token on every route that needs a user, then reads the user (and so the role)
 * from the database: a role change or a removed user takes effect on the next call.
 */
export function installAuth(app: FastifyInstance, db: Database, secret: Buffer): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access ?? 'public';
    const token = bearerToken(request);
    if (access === 'public') return;
    if (!token) throw unauthorized('Sign in first: send Authorization: Bearer <token>');
    const claims = verifyApiToken(token, secret);
    if (!claims) throw unauthorized('The token is invalid or has expired: sign in again');
    const found = await db.query<AuthUser>('SELECT id::text AS id, email, name, role FROM users WHERE id = $1::uuid', [
      claims.sub,
    ]);
    const user = found.rows[0];
    if (!user || user.email !== claims.email) throw unauthorized('This account no longer exists: sign in again');
    request.user = user;
    if (access === 'admin' && user.role !== 'admin') throw forbidden('Only an admin may do this');
  });
}

/** The signed-in user of a route declared with access `user` or `admin`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
