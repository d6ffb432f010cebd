import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// A preview link's token: which build of which remote a browser tab may run, until when, signed
// with the API's secret under a purpose of its own ("preview."), so it is never an API token and
// an API token is never a preview. `<payload>.<signature>`, both base64url; no server state.
// Node only (`@storefront/shared/preview-token`): the API signs and checks it, and the page server
// checks it to send a preview link's page with the previewed build's HTML.

export interface PreviewClaims {
  remote: string;
  buildId: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const sign = (payload: string, secret: Buffer) => createHmac('sha256', secret).update(`preview.${payload}`).digest('base64url');

export function signPreview(claims: PreviewClaims, secret: Buffer): string {
  const payload = Buffer.from(JSON.stringify({ r: claims.remote, b: claims.buildId, e: claims.exp })).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** The claims of a token signed with `secret`: `invalid` for anything else, `expired` past its time. */
export function verifyPreview(token: string, secret: Buffer, now: number = Date.now()): PreviewClaims | 'invalid' | 'expired' {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return 'invalid';
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  let claims: { r?: unknown; b?: unknown; e?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return 'invalid';
  }
  if (typeof claims.r !== 'string' || typeof claims.b !== 'string' || typeof claims.e !== 'number') return 'invalid';
  if (claims.e * 1000 <= now) return 'expired';
  return { remote: claims.r, buildId: claims.b, exp: claims.e };
}

/** The file in the API's data folder that keeps its signing secret when API_TOKEN_SECRET is not set. */
export const TOKEN_SECRET_FILE = 'api-token-secret';

/**
 * The API's signing secret as configured or as kept in its data folder, read the one way for the
 * API (which makes one when there is none) and the page server (which checks preview links with
 * it): API_TOKEN_SECRET when set, else the stored one if long enough; null otherwise.
 */
export function storedTokenSecret(configured: string | undefined, dataDir: string): Buffer | null {
  if (configured) return Buffer.from(configured, 'utf8');
  try {
    const stored = readFileSync(path.join(dataDir, TOKEN_SECRET_FILE), 'utf8').trim();
    return stored.length >= 32 ? Buffer.from(stored, 'utf8') : null;
  } catch {
    return null;
  }
}
