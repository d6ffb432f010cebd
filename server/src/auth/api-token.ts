import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { storedTokenSecret, TOKEN_SECRET_FILE } from '@storefront/shared/preview-token';

/**
 * The API's own bearer token: a compact HS256 JWT carrying only who the caller is (`sub`, `email`).
 * Roles are never read from it: every protected call looks the user up in the database.
 * Written on node:crypto so the rules are explicit: header must be exactly HS256, signature
 * compared in constant time, `exp` required and enforced, issuer checked.
 */

const ISSUER = 'storefront-api';
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export interface ApiTokenClaims {
  sub: string;
  email: string;
  iat: number;
  exp: number;
  iss: string;
}

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

function sign(data: string, secret: Buffer): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

export function signApiToken(subject: { id: string; email: string }, secret: Buffer, ttlSeconds: number, now: number = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const claims: ApiTokenClaims = { sub: subject.id, email: subject.email, iat, exp: iat + ttlSeconds, iss: ISSUER };
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${sign(body, secret)}`;
}

/** The claims of a valid token, or `null` for anything else (malformed, wrong algorithm, bad signature, expired). */
export function verifyApiToken(token: string, secret: Buffer, now: number = Date.now()): ApiTokenClaims | null {
  if (token.length > 4096) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  // Only our exact header is accepted: no `alg: none`, no key confusion.
  if (header !== HEADER) return null;
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claims: Partial<ApiTokenClaims>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<ApiTokenClaims>;
  } catch {
    return null;
  }
  if (
    typeof claims !== 'object' ||
    claims === null ||
    claims.iss !== ISSUER ||
    typeof claims.sub !== 'string' ||
    typeof claims.email !== 'string' ||
    typeof claims.exp !== 'number' ||
    typeof claims.iat !== 'number'
  ) {
    return null;
  }
  if (claims.exp * 1000 <= now) return null;
  return claims as ApiTokenClaims;
}

/**
 * The signing secret: `API_TOKEN_SECRET` when set, otherwise one generated on first start and
 * kept in the data folder (mode 600) so tokens survive restarts.
 */
export function resolveTokenSecret(configured: string | undefined, dataDir: string): Buffer {
  const kept = storedTokenSecret(configured, dataDir);
  if (kept) return kept;
  const file = path.join(dataDir, TOKEN_SECRET_FILE);
  const existed = existsSync(file);
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  if (existed) {
    writeFileSync(file, `${secret}\n`, { mode: 0o600 }); // too short: replaced
    return Buffer.from(secret, 'utf8');
  }
  // Written whole to a file of its own, then linked into place only if still absent: replicas
  // starting together on one data folder agree on the first one, and none reads half a file.
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temp, `${secret}\n`, { mode: 0o600 });
  try {
    linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'utf8');
  } finally {
    rmSync(temp, { force: true });
  }
  return Buffer.from(secret, 'utf8');
}
