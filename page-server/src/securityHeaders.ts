// The security headers of the storefront's origins, written once: the static server sends them,
// and `npm run headers` prints them for a CDN or a reverse proxy.
//
// Every answer: X-Content-Type-Options: nosniff, Referrer-Policy: strict-origin-when-cross-origin,
// and Strict-Transport-Security when the storefront is served over https (as the API sends it).
// Every HTML answer also: a Content-Security-Policy (no framing; scripts from the storefront's own
// origins plus the start-up script's hash; images from the storefront and the API's image store),
// and X-Frame-Options: DENY for browsers that predate frame-ancestors.

/** Headers for every answer of every origin. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
});

/** HSTS as the API sends it (helmet's default): browsers keep to https for a year, subdomains too. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The headers of every answer for a storefront at `storefrontUrl` (`STOREFRONT_URL`): the common
 * ones, and HSTS when that address is https (over plain http, as locally, a browser ignores it).
 */
export function everyAnswerHeaders(storefrontUrl?: string): Record<string, string> {
  let https: boolean;
  try {
    https = storefrontUrl ? new URL(storefrontUrl).protocol === 'https:' : false;
  } catch {
    https = false;
  }
  return https ? { ...COMMON_HEADERS, 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : { ...COMMON_HEADERS };
}

const originOf = (url: string | undefined): string | undefined => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

const unique = (values: (string | undefined)[]): string[] => [...new Set(values.filter((value): value is string => Boolean(value)))];

/** What the shell's Content-Security-Policy reads of its deploy-time configuration (`config.json`). */
export interface PolicyConfig {
  /** The API (reads, and its image store `/images/...`). */
  apiUrl?: string;
  /** Remote entry URLs (their origins serve scripts, route lists and pictures). */
  remotes?: Record<string, string>;
  firebase?: { authDomain?: string; emulatorHost?: string };
}

/**
 * The shell's Content-Security-Policy for its deploy-time configuration. `scriptHash`: the
 * start-up script's `'sha256-...'`, hashed from the built index.html (see `shellPolicy` in scripts/lib/stack.mjs).
 */
export function shellContentSecurityPolicy(config: PolicyConfig, scriptHash?: string): string {
  const remotes = unique(Object.values(config.remotes ?? {}).map(originOf));
  const api = originOf(config.apiUrl);
  const firebase = config.firebase ?? {};
  const emulator = firebase.emulatorHost ? `http://${firebase.emulatorHost}` : undefined;
  // Firebase Authentication's endpoints (the emulator's host replaces them locally).
  const auth = emulator ? [emulator] : ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://apis.google.com'];
  const authFrame = firebase.authDomain && !emulator ? `https://${firebase.authDomain}` : undefined;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", scriptHash, ...remotes, ...(emulator ? [] : ['https://apis.google.com'])]),
    'style-src': ["'self'", "'unsafe-inline'"], // styled-components writes its rules into <style> tags
    'img-src': unique(["'self'", 'data:', 'blob:', api, ...remotes, 'https://lh3.googleusercontent.com']),
    'font-src': ["'self'", 'data:'],
    'connect-src': unique(["'self'", api, ...remotes, ...auth]),
    'frame-src': unique([authFrame ?? "'none'"]),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** A remote's own HTML (its standalone page): nothing of another origin, never framed. */
export function remoteContentSecurityPolicy(apiUrl: string | undefined): string {
  const api = originOf(apiUrl);
  return unique([
    "default-src 'self'",
    `img-src ${unique(["'self'", 'data:', api]).join(' ')}`,
    `connect-src ${unique(["'self'", api]).join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ]).join('; ');
}

/** The headers of an HTML answer with this policy. */
export function htmlHeaders(contentSecurityPolicy: string): Record<string, string> {
  return { ...COMMON_HEADERS, 'Content-Security-Policy': contentSecurityPolicy, 'X-Frame-Options': 'DENY' };
}
