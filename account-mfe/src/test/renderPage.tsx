import type { ReactElement } from 'react';
import { configure, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { SessionContext, ToastContext, type Session } from '@storefront/shared';
import { formFieldsRegistered, MemoryNavigation } from '@storefront/shared/testing';
import { theme } from '@storefront/shared/ui';

// Four engineers share two cores: give slow renders time before a `findBy`/`waitFor` gives up.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

interface FakeResponse {
  status?: number;
  body?: unknown;
}
type Handler = FakeResponse | ((init: RequestInit | undefined, url: URL) => FakeResponse | Promise<FakeResponse>);

/** Replaces `global.fetch` (the only thing faked) with `"METHOD /path?query"` handlers; unknown calls fail loudly. */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown; auth?: string }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = `${url.pathname}${url.search}`;
    let body: unknown = init?.body;
    if (typeof body === 'string') body = JSON.parse(body);
    calls.push({ method, path, body, auth: (init?.headers as Record<string, string> | undefined)?.Authorization });
    const handler = routes[`${method} ${path}`];
    if (!handler) throw new Error(`Unexpected call ${method} ${path}`);
    const answer = typeof handler === 'function' ? await handler(init, url) : handler;
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    // jsdom has no `Response`; the API client reads only these.
    return { ok: status >= 200 && status < 300, status, text: async () => text } as unknown as Response;
  }) as unknown as typeof fetch;
  return { calls };
}

export const customerSession: Session = {
  status: 'signed-in',
  user: { email: 'customer@stitchline.com', displayName: 'Karim Customer', photoURL: null, uid: 'customer-uid', emailVerified: false },
  isAdmin: false,
  signOut: async () => undefined,
  refresh: async () => undefined,
  sendEmailVerification: async () => undefined,
};

/** Renders a page inside the contexts the shell provides, with an isolated SWR cache and spies. */
export function renderPage(page: ReactElement, session: Session = customerSession, url = '/dashboard', params: Record<string, string> = {}) {
  const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
  const navigate = jest.fn();
  const cache = new Map();
  const result = render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ provider: () => cache, dedupingInterval: 0, shouldRetryOnError: false }}>
        <MemoryNavigation initial={url} params={params} onNavigate={navigate}>
          <SessionContext.Provider value={session}>
            <ToastContext.Provider value={toast}>{page}</ToastContext.Provider>
          </SessionContext.Provider>
        </MemoryNavigation>
      </SWRConfig>
    </ThemeProvider>,
  );
  return { ...result, toast, navigate, cache };
}

/** A tiny PNG as a File, as the browser's file picker gives it. */
export function pngFile(name = 'photo.png'): File {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });
}

/**
 * Waits for a form that mounts after its data arrived (outside `act`), then lets its effects run:
 * react-final-form registers its fields in effects, and a change before that is lost.
 */
export async function findForm(submitLabel: string): Promise<void> {
  await screen.findByRole('button', { name: submitLabel });
  await formFieldsRegistered();
}
