import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Endpoint } from '@storefront/shared/endpoints';
import type { Role } from '@storefront/shared/schemas';
import { forbidden, HttpError, unauthorized } from '../http/errors';
import { verifyApiToken, type ApiTokenClaims } from './api-token';
import type { AccountsCache } from './accounts-cache';
import type { TokenHolder } from './auth.repo';

/** Who may call a route: the access words of the API's table (`@storefront/shared/endpoints`). */
type Access = Endpoint['access'];

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** Firebase's word at the last token exchange: admin rights and a company's membership need it. */
  emailVerified: boolean;
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
export function installAuth(app: FastifyInstance, accounts: Pick<AccountsCache, 'get' | 'peek'>, secret: Buffer): void {
  // Tokens whose signature this process has checked, with their claims: a token's next calls
  // skip the HMAC, never the expiry. Only a token that passed the check is kept, under its whole
  // text (signature included), so nothing unsigned gets in.
  const verified = new LRUCache<string, ApiTokenClaims>({ max: 10_000 });
  const claimsOf = (token: string): ApiTokenClaims | null => {
    const kept = verified.get(token);
    if (kept) return kept.exp * 1000 > Date.now() ? kept : null;
    const claims = verifyApiToken(token, secret);
    if (claims) verified.set(token, claims);
    return claims;
  };
  /** Lets the caller in as the account the token names, or says why not. */
  const admit = (request: FastifyRequest, access: Access, claims: ApiTokenClaims, row: TokenHolder | undefined): void => {
    if (!row || row.email !== claims.email) throw unauthorized('This account no longer exists: sign in again');
    if (row.removed) throw new HttpError(401, 'ACCOUNT_REMOVED', ACCOUNT_REMOVED_MESSAGE);
    const user: AuthUser = { id: row.id, email: row.email, name: row.name, role: effectiveRole(row), emailVerified: row.email_verified };
    request.user = user;
    if (access === 'admin' && user.role !== 'admin') throw forbidden('Only an admin may do this');
  };
  app.decorateRequest('user', null);
  // Each route that needs a user checks it first among its own onRequest hooks (a public route
  // does nothing here); a caller whose account is in memory goes on at once, without a promise's turn.
  app.addHook('onRoute', (route) => {
    const access: Access = route.config?.access ?? 'public';
    if (access === 'public') return;
    const check: onRequestHookHandler = (request, _reply, done) => {
      try {
        const token = bearerToken(request);
        if (!token) throw unauthorized('Sign in first: send Authorization: Bearer <token>');
        const claims = claimsOf(token);
        if (!claims) throw unauthorized('The token is invalid or has expired: sign in again');
        const known = accounts.peek(claims.sub);
        if (known !== undefined) {
          admit(request, access, claims, known || undefined);
          return done();
        }
        accounts.get(claims.sub).then(
          (row) => {
            try {
              admit(request, access, claims, row);
              done();
            } catch (error) {
              done(error as Error);
            }
          },
          (error: Error) => done(error),
        );
      } catch (error) {
        done(error as Error);
      }
    };
    const own = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [check, ...own];
  });
}

/** The signed-in user of a route declared with access `signed-in` or `admin`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
