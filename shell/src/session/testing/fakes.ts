import { endpoints } from '@storefront/shared';
import type { AuthClient, AuthUser } from '../authClient';

/** The shell's view of the provider, faked: Firebase's ESM build does not run under jest. */
export class FakeAuth implements AuthClient {
  readonly usesLocalGoogle = true;
  private listeners = new Set<(user: AuthUser | null) => void>();
  signOutCalls = 0;
  /** How many times the session subscribed: 0 while the SDK has not been started. */
  subscriptions = 0;

  /** `user`: the user the provider has stored (signed in before this page), if any. */
  constructor(public user: AuthUser | null = null) {}

  onIdTokenChanged(callback: (user: AuthUser | null) => void) {
    this.subscriptions += 1;
    this.listeners.add(callback);
    callback(this.user);
    return () => this.listeners.delete(callback);
  }
  emit(user: AuthUser | null) {
    this.user = user;
    for (const listener of this.listeners) listener(user);
  }
  async signInWithPassword(email: string) {
    this.emit(fakeUser(email, 'Karim'));
  }
  async signUp(name: string, email: string) {
    this.emit(fakeUser(email, name));
  }
  async signInWithGoogle() {
    this.emit(fakeUser('google@example.com', 'Gina'));
  }
  async signOut() {
    this.signOutCalls += 1;
    this.emit(null);
  }
  currentUser() {
    return this.user;
  }
  /** What the provider's reload finds: set by a test to play "the user opened the link". */
  verifiedOnReload = false;
  verificationsSent = 0;
  async reload() {
    if (this.user && this.verifiedOnReload) this.user.emailVerified = true;
  }
  async sendEmailVerification() {
    this.verificationsSent += 1;
  }
}

export function fakeUser(email: string, displayName: string): AuthUser {
  return { uid: `uid-${email}`, email, displayName, photoURL: null, emailVerified: false, getIdToken: async () => `firebase-id-token-${email}` };
}

/** A JWT-shaped token with these claims (the client reads only the payload). */
export const jwt = (claims: object) => `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;

export type Handler = (url: URL, init: RequestInit) => { status: number; body?: unknown };
/** An API error answer, as the server sends it. */
export const apiError = (status: number, code: string, message: string) => ({ status, body: { error: { code, message } } });
export const calls: { method: string; path: string; auth?: string }[] = [];
let handler: Handler;
/** Answers the API's calls differently for one test; the next test starts from the default. */
export function answerWith(next: Handler): void {
  handler = next;
}

/** jsdom has no `Response`; the API client reads only these. */
function json(status: number, body?: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, text: async () => text } as Response;
}

export const defaultHandler: Handler = (url, init) => {
  const method = init.method ?? 'GET';
  if (method === 'PUT' && url.pathname.startsWith('/user/')) return { status: 200, body: { token: 'api-token-1' } };
  if (url.pathname.startsWith('/admin/')) return { status: 200, body: { admin: url.pathname.includes('admin%40') } };
  if (url.pathname === endpoints.listOrders.path) {
    const auth = (init.headers as Record<string, string>).Authorization;
    return auth === 'Bearer api-token-1' ? { status: 200, body: [] } : apiError(401, 'UNAUTHORIZED', 'The token is invalid or has expired: sign in again');
  }
  return apiError(404, 'NOT_FOUND', 'no');
};

/** Before each test: the default answers, no calls, empty storage, and fetch answered by the fake API. */
export function resetFakeApi(): void {
  calls.length = 0;
  handler = defaultHandler;
  localStorage.clear();
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({ method: init.method ?? 'GET', path: url.pathname + url.search, auth: headers.Authorization });
    const { status, body } = handler(url, init);
    return json(status, body);
  }) as typeof fetch;
}

/**
 * Resolves once every promise callback queued so far has run (one turn of the event loop): the
 * fake API and provider answer with promises only, so an answer let go just before has been taken
 * in full by then. For checking that a late answer changed nothing, where no event says so.
 */
export const promisesSettled = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Until `check` passes: promises of the fake provider and API settle in a few turns. */
export async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !check(); i += 1) await promisesSettled();
  expect(check()).toBe(true);
}
