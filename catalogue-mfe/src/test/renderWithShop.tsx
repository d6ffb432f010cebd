import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { MemoryNavigation } from '@storefront/shared/testing';
import {
  ConfigContext,
  defaultConfig,
  SessionContext,
  ToastContext,
  type Navigation,
  type Session,
  type StorefrontConfig,
  type Toaster,
} from '@storefront/shared';
import { theme } from '@storefront/shared/ui';

export interface ShopOptions {
  /** Where the page is: its path, query and the route's parameters (`navigate` moves it, as the router would). */
  navigation?: Partial<Pick<Navigation, 'pathname' | 'search' | 'params'>>;
  session?: Partial<Session>;
  config?: Partial<StorefrontConfig>;
  toast?: Toaster;
}

/**
 * Renders a page the way the shell does: its theme, configuration, session, navigation and
 * toasts, and a fresh SWR cache so that tests never share data. Only `fetch` is mocked.
 */
export function renderWithShop(ui: ReactElement, options: ShopOptions = {}) {
  const navigate = jest.fn();
  const toast: Toaster = options.toast ?? { success: jest.fn(), error: jest.fn(), info: jest.fn() };
  const { pathname = '/', search = '', params = {} } = options.navigation ?? {};
  const session: Session = {
    status: 'signed-in',
    user: { email: 'buyer@example.com', displayName: 'Nadia Buyer', photoURL: null, uid: 'u1', emailVerified: false },
    isAdmin: false,
    signOut: async () => undefined,
    refresh: async () => undefined,
    sendEmailVerification: async () => undefined,
    ...options.session,
  };
  const config = { ...defaultConfig, ...options.config };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ConfigContext.Provider value={config}>
      <ThemeProvider theme={theme}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
          <SessionContext.Provider value={session}>
            <ToastContext.Provider value={toast}>
              <MemoryNavigation initial={`${pathname}${search}`} params={params} onNavigate={navigate}>
                {children}
              </MemoryNavigation>
            </ToastContext.Provider>
          </SessionContext.Provider>
        </SWRConfig>
      </ThemeProvider>
    </ConfigContext.Provider>
  );
  return { ...render(ui, { wrapper }), navigate, toast, config };
}

type Route = (init: RequestInit | undefined, url: URL) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

/**
 * Replaces `fetch` with a tiny fake API: `routes['GET /parts']` answers GET /parts. Unknown
 * requests answer 404 with the API's error body. Returns the jest mock to inspect calls.
 */
export function mockApi(routes: Record<string, Route>) {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    const answer = route ? await route(init, url) : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    // jsdom has no Response; the API client reads only these three members.
    return { ok: status >= 200 && status < 300, status, text: async () => text };
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}
