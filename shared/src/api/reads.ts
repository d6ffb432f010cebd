/**
 * Which API reads a page starts with, as pure functions without dependencies: the shell's
 * start-up script uses them before any library has loaded (`@storefront/shared/reads`), the
 * shared API client and the shell's pages after.
 */
import type { RouteDefinition } from '../routes';

/**
 * The URL parameters of a path for a route's pattern (`/parts/:id`), decoded as the router
 * decodes them; null when the path is not the route's.
 */
export function routeParams(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = have[i] ?? '';
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        params[part.slice(1)] = value;
      }
    } else if (part !== value) return null;
  }
  return params;
}

/** An image path the API serves (`/images/…`), or a full URL, as the browser asks for it. */
export function apiAssetUrl(baseUrl: string, img: string): string {
  if (/^(https?:|data:|blob:)/i.test(img)) return img;
  return `${baseUrl}${img.startsWith('/') ? '' : '/'}${img}`;
}

/** Headers of a read, as apiFetch sends them (the shell's start-up script sends the same). */
export function readHeaders(token: string | null): Record<string, string> {
  return token ? { Accept: 'application/json', Authorization: `Bearer ${token}` } : { Accept: 'application/json' };
}

/**
 * Whether an API token (a JWT) is still good for `marginMs`: a read sent with an expired one
 * would be refused, and a refused token ends the session, while the shell would have renewed it
 * first. Unreadable tokens count as expired.
 */
export function tokenFresh(token: string, now = Date.now(), marginMs = 60_000): boolean {
  const exp = jwtClaims(token)?.exp;
  return typeof exp === 'number' && exp * 1000 > now + marginMs;
}

/** The claims of a JWT (not verified: the server does that); null when unreadable. */
export function jwtClaims(token: string): Record<string, unknown> | null {
  try {
    const claims: unknown = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Public reads: the catalogue and the reviews (the API's table of calls says which). Everything else is read with the user's token. */
export { isPublicRead } from './endpoints';

/**
 * The API paths a route's page reads first, for this URL and user: `:name` takes the URL's
 * parameter and `{email}` the signed-in user's e-mail, each URI-encoded as the page's own keys
 * are. A read whose value is missing is left out.
 */
export function routeReads(route: Pick<RouteDefinition, 'reads'>, params: Record<string, string | undefined>, user: { email: string } | null): string[] {
  const paths: string[] = [];
  for (const pattern of Array.isArray(route.reads) ? route.reads : []) {
    if (typeof pattern !== 'string') continue;
    let missing = false;
    const path = pattern
      .replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
        const value = params[name];
        if (value === undefined) missing = true;
        return encodeURIComponent(value ?? '');
      })
      .replace(/\{email\}/g, () => {
        if (!user) missing = true;
        return encodeURIComponent(user?.email ?? '');
      });
    if (!missing) paths.push(path);
  }
  return paths;
}

/**
 * The image a route's page shows first, named by a field of one of its first reads' answers
 * (`route.image`; `answers` is keyed by the read as written in the route): a path the API serves
 * (`/images/…`) or a full URL. Null when there is none.
 */
export function firstImage(route: Pick<RouteDefinition, 'image'>, answers: Record<string, unknown>): string | null {
  const { read, field } = imageOf(route);
  if (typeof read !== 'string' || typeof field !== 'string') return null;
  const answer = answers[read];
  const value = answer && typeof answer === 'object' ? (answer as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' && value !== '' ? value : null;
}

/** `route.image` as an object whatever it holds: a route list is another app's file. */
function imageOf(route: Pick<RouteDefinition, 'image'>): Record<string, unknown> {
  const image: unknown = route.image;
  return image !== null && typeof image === 'object' ? (image as Record<string, unknown>) : {};
}

/** The read (as written in the route) whose answer names the route's first image, if any. */
export function imageRead(route: Pick<RouteDefinition, 'image'>): string | null {
  const { read, field } = imageOf(route);
  return typeof read === 'string' && typeof field === 'string' ? read : null;
}

/** The route's first image when the remote ships it (`image.asset`, relative to its entry). */
export function shippedImage(route: Pick<RouteDefinition, 'image'>): string | null {
  const { asset } = imageOf(route);
  return typeof asset === 'string' && asset !== '' ? asset : null;
}
