import { messages } from '@storefront/shared/schemas';
import type { Config } from '../config';
import { badRequest } from '../http/errors';

/** A path the API's image store serves: an upload or a sample image. No `..`, no query. */
const STORE_PATH = /^\/images\/(?:seed\/[a-z0-9-]+\.svg|[a-f0-9]{64}\.(?:png|jpg|webp|gif))$/;

/** Where Google serves the profile photo of a Google account. */
const isGooglePhoto = (url: URL) => url.protocol === 'https:' && (url.hostname === 'googleusercontent.com' || url.hostname.endsWith('.googleusercontent.com'));

/**
 * Whether an image reference points at the API's own image store: a `/images/...` path, or that
 * path on the API's public origin (or on an origin of IMAGE_ORIGINS, such as a CDN in front of
 * the store). A profile may also use the Google photo of a Google sign-in. Anything else would
 * make every visitor's browser call a stranger's server.
 */
export function isOwnImage(value: string, config: Pick<Config, 'publicUrl' | 'imageOrigins'>, options: { googlePhoto?: boolean } = {}): boolean {
  if (value.startsWith('/')) return STORE_PATH.test(value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (options.googlePhoto && isGooglePhoto(url)) return true;
  if (url.search || url.hash || url.username || url.password) return false;
  const origins = new Set([new URL(config.publicUrl).origin, ...config.imageOrigins]);
  return origins.has(url.origin) && STORE_PATH.test(url.pathname);
}

/** 400 naming the field when `value` is not one of the store's images. */
export function assertOwnImage(
  value: string | undefined,
  config: Pick<Config, 'publicUrl' | 'imageOrigins'>,
  options: { field?: string; googlePhoto?: boolean } = {},
): void {
  if (value === undefined || isOwnImage(value, config, options)) return;
  const field = options.field ?? 'img';
  throw badRequest(`${field}: ${messages.imageNotOurs}`, { [field]: messages.imageNotOurs });
}
