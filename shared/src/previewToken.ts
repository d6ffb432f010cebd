import { createHmac, timingSafeEqual } from 'node:crypto';

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
