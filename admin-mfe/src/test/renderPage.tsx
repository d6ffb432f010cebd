import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { SessionContext, ToastContext, apiBaseUrl, type Session } from '@storefront/shared';
import { theme } from '@storefront/shared/ui';
import { MemoryNavigation } from '@storefront/shared/testing';

// Four engineers share two cores: give slow renders time before a `findBy`/`waitFor` gives up.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

/** A canned API answer: a status and a JSON body (or a function computing them per call). */
export interface FakeResponse {
  status?: number;
  body?: unknown;
}

type Handler = FakeResponse | ((init: RequestInit | undefined, url: URL) => FakeResponse | Promise<FakeResponse>);

/**
 * Replaces `global.fetch` (the only thing the tests fake) with a table of `"METHOD /path"`
 * handlers; the path includes the query string. Unknown calls fail the test loudly.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = `${url.pathname}${url.search}`;
    const key = `${method} ${path}`;
    let body: unknown = init?.body;
    if (typeof body === 'string') body = JSON.parse(body);
    calls.push({ method, path, body });
    const handler = routes[key];
    if (!handler) throw new Error(`Unexpected call ${key}`);
    const answer = typeof handler === 'function' ? await handler(init, url) : handler;
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    // jsdom has no `Response`; the API client reads only these.
    return { ok: status >= 200 && status < 300, status, text: async () => text } as unknown as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock, base: apiBaseUrl() };
}

export const adminSession: Session = {
  status: 'signed-in',
  user: { email: 'admin@stitchline.com', displayName: 'Ayesha Admin', photoURL: null, uid: 'admin-uid', emailVerified: true },
  isAdmin: true,
  signOut: async () => undefined,
  refresh: async () => undefined,
  sendEmailVerification: async () => undefined,
};

/** Renders a page with the contexts the shell provides, an isolated SWR cache and a toast spy. */
export function renderPage(page: ReactElement, session: Session = adminSession, url = '/dashboard', params: Record<string, string> = {}) {
  const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
  const navigate = jest.fn();
  const result = render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <SessionContext.Provider value={session}>
          <ToastContext.Provider value={toast}>
            <MemoryNavigation initial={url} params={params} onNavigate={navigate}>
              {page}
            </MemoryNavigation>
          </ToastContext.Provider>
        </SessionContext.Provider>
      </SWRConfig>
    </ThemeProvider>,
  );
  return { ...result, toast, navigate };
}

/** A promise the test resolves when it wants the "server" to answer. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
