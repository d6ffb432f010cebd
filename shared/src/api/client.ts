import { apiPath, type Endpoint } from './endpoints';
import type { ApiErrorBody } from '../schemas/api/answers';
import { preload } from 'swr';
import { apiAssetUrl, isPublicRead, readHeaders } from './reads';

/** Where the signed-in user's API token is kept (spec section 3). */
export const ACCESS_TOKEN_KEY = 'accessToken';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ApiSettings {
  baseUrl: string;
  /** Called when the server refuses the API token; the shell signs the user out. */
  onUnauthorized: () => void;
}

const settings: ApiSettings = {
  baseUrl: 'http://127.0.0.1:4000',
  onUnauthorized: () => undefined,
};

/** The shell (or a remote's standalone host) points the client at the API once, at start-up. */
export function configureApi(next: Partial<ApiSettings>): void {
  Object.assign(settings, next);
  if (next.baseUrl) settings.baseUrl = next.baseUrl.replace(/\/+$/, '');
}

export function apiBaseUrl(): string {
  return settings.baseUrl;
}

export function getAccessToken(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setAccessToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(ACCESS_TOKEN_KEY, token);
    else localStorage.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode); the session then lasts for the page only.
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Extra headers; an explicit Authorization header wins over the stored token. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Spec section 4: a 403 on My Orders also means the session is no good. */
  signOutOnForbidden?: boolean;
  /**
   * A public read: send no token even when one is stored. Without an Authorization header the
   * browser sends a cross-origin GET straight away, with no CORS preflight round trip first.
   */
  anonymous?: boolean;
}

/** Resolves a relative image path (`/images/...`) served by the API into a full URL. */
export function assetUrl(img: string | null | undefined): string {
  return img ? apiAssetUrl(settings.baseUrl, img) : '';
}

export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = 'GET', body, signal, signOutOnForbidden = false, anonymous = false } = request;
  const headers = readHeaders(anonymous ? null : getAccessToken());
  Object.assign(headers, request.headers);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const response = fetch(`${settings.baseUrl}${path}`, { method, headers, body: payload, signal });
  return answerOf<T>(response, { usedToken: Boolean(headers.Authorization), signOutOnForbidden });
}

/** The answer's JSON, or an ApiError with the server's code, message and field errors. */
async function answerOf<T>(
  sent: Promise<Response>,
  { usedToken, signOutOnForbidden = false }: { usedToken: boolean; signOutOnForbidden?: boolean },
): Promise<T> {
  let response: Response;
  try {
    response = await sent;
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network', 'Cannot reach the server. Check your connection and try again.');
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    const error = (data as ApiErrorBody | undefined)?.error;
    if (usedToken && (response.status === 401 || (response.status === 403 && signOutOnForbidden))) {
      settings.onUnauthorized();
    }
    throw new ApiError(response.status, error?.code ?? 'http_' + response.status, error?.message ?? `The server answered ${response.status}.`, error?.fields);
  }
  return data as T;
}

/**
 * How a page's SWR fetcher reads a path of the API: public reads (the catalogue, the reviews)
 * without the token, so without a CORS preflight; the others with it.
 */
export const apiFetcher = <T>(path: string): Promise<T> => apiFetch<T>(path);

/** The SWR fetcher for public reads (the catalogue, reviews): no token, so no preflight. */
export const publicApiFetcher = <T>(path: string): Promise<T> => apiFetch<T>(path, { anonymous: true });

/** An early answer the page did not take within this long is not used: the page asks afresh. */
export const FIRST_READ_TTL_MS = 10_000;

/**
 * What SWR's `preload` keeps for a key: the early answer while it is fresh, else (a page that
 * asks for the key only later, after a filter was cleared) a new read at the time it is taken.
 * SWR awaits what it kept when the page's hook first fetches the key, so the age is judged then.
 */
function firstReadAnswer(early: Promise<unknown>, again: () => Promise<unknown>, now = Date.now): PromiseLike<unknown> {
  const sent = now();
  early.catch(() => undefined); // reported by the page's hook, if it takes this one
  return { then: (resolve, reject) => (now() - sent < FIRST_READ_TTL_MS ? early : again()).then(resolve, reject) };
}

/**
 * Early reads. A remote's `routes.json` lists the reads each page starts with; the shell sends
 * them while the page's code downloads (and on a cold load, the start-up script before the app
 * has run). They are handed to SWR's own `preload`: the page's `useSWR`/`useSWRInfinite` takes
 * the answer on its first fetch of that key instead of asking again, and there is no other way
 * in. A guarded page's first read signs out on 401 and 403 (spec section 4 for My Orders).
 */
export function preloadRead(path: string, now = Date.now): void {
  preload(path, () => firstReadAnswer(firstRead(path), () => firstRead(path), now));
}

/** A page's first read of `path`: public reads without the token, the others signing out on 401/403. */
const firstRead = (path: string) => apiFetch(path, isPublicRead(path) ? { anonymous: true } : { signOutOnForbidden: true });

/**
 * A read the start-up script sent before this client was configured (see shell/src/startup),
 * preloaded the same way. It is taken only if it was sent as the page's fetcher would send it:
 * public reads without the token, the others with it. `forbiddenSignsOut: false` for an admin
 * page's read, sent before anyone knew whether the user is an admin: its 403 says "not an admin"
 * (the page's guard then sends them on), not that the session is no good.
 */
export function adoptFirstRead(
  path: string,
  response: Promise<Response>,
  usedToken: boolean,
  { now = Date.now, forbiddenSignsOut = true }: { now?: () => number; forbiddenSignsOut?: boolean } = {},
): void {
  if (usedToken === isPublicRead(path)) return;
  preload(path, () => firstReadAnswer(answerOf(response, { usedToken, signOutOnForbidden: usedToken && forbiddenSignsOut }), () => firstRead(path), now));
}

/**
 * One call of the API's table (`endpoints`): its method and path come from the table, `params`
 * fill the path's `:name`s and `query` its query string; the answer has the endpoint's type.
 */
export function callApi<Answer>(
  target: Endpoint<Answer>,
  { params, query, ...request }: Omit<ApiRequest, 'method'> & { params?: Record<string, string>; query?: Record<string, string | undefined> } = {},
): Promise<Answer> {
  return apiFetch<Answer>(apiPath(target, params, query), { ...request, method: target.method });
}
