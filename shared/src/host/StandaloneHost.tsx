import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { configureApi, SessionContext, setAccessToken, type RouteDefinition, type Session, type StorefrontConfig } from '@storefront/shared';
import { PageSpinner } from '../ui';
import { AppProviders } from './AppProviders';
import { loadRuntimeConfig } from './config';
import { createExpiringCache } from './swr';
import { RouterBridge } from './RouterBridge';
import { DEMO_ACCOUNTS, devSignIn, type DemoRole } from './devSession';

/**
 * A remote's own page for its team: the shell's providers, the remote's routes, and a one-click
 * demo session against the local emulator. `npm run dev -w <remote>` serves it.
 */
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  padding: 8px 16px;
  background: #1b2430;
  color: #fff;
  font-size: 0.875rem;
  a { color: #fff; }
  select { padding: 2px 6px; }
`;

function useDevSession(config: StorefrontConfig): Session {
  const [role, setRole] = useState<DemoRole | 'signed-out'>(() => (localStorage.getItem('standaloneRole') as DemoRole | null) ?? 'signed-out');
  const [state, setState] = useState<Pick<Session, 'status' | 'user' | 'isAdmin'>>({
    status: 'loading',
    user: null,
    isAdmin: undefined,
  });
  useEffect(() => {
    localStorage.setItem('standaloneRole', role);
    if (role === 'signed-out') {
      setAccessToken(null);
      setState({ status: 'signed-out', user: null, isAdmin: false });
      return;
    }
    setState({ status: 'loading', user: null, isAdmin: undefined });
    devSignIn(config, role).then(
      ({ user, isAdmin }) => setState({ status: 'signed-in', user, isAdmin }),
      (error: Error) => {
        console.error('Demo sign-in failed; is `npm run dev` (emulator and API) running?', error);
        setState({ status: 'signed-out', user: null, isAdmin: false });
      },
    );
  }, [role, config]);
  return useMemo<Session>(
    () => ({
      ...state,
      signOut: async () => setRole('signed-out'),
      refresh: async () => undefined,
      sendEmailVerification: async () => undefined,
      // Exposed for the toolbar below.
      ...({ setRole } as object),
    }),
    [state],
  );
}

function Toolbar({ name, session, routes }: { name: string; session: Session; routes: RouteDefinition[] }) {
  const setRole = (session as unknown as { setRole: (role: DemoRole | 'signed-out') => void }).setRole;
  const current = session.status === 'signed-in' ? (session.isAdmin ? 'admin' : 'customer') : 'signed-out';
  return (
    <Bar>
      <strong>{name} (standalone)</strong>
      {routes
        .filter((route) => !route.path.includes(':'))
        .map((route) => (
          <Link key={route.path} to={route.path}>
            {route.title}
          </Link>
        ))}
      <label>
        Session{' '}
        <select value={current} onChange={(event) => setRole(event.target.value as DemoRole | 'signed-out')}>
          <option value="signed-out">signed out</option>
          <option value="customer">{DEMO_ACCOUNTS.customer.email}</option>
          <option value="admin">{DEMO_ACCOUNTS.admin.email}</option>
        </select>
      </label>
    </Bar>
  );
}

function Host({
  name,
  config,
  routes,
  pages,
}: {
  name: string;
  config: StorefrontConfig;
  routes: RouteDefinition[];
  pages: Record<string, () => Promise<{ default: ComponentType }>>;
}) {
  const cache = useMemo(() => createExpiringCache(), []);
  const session = useDevSession(config);
  const elements = useMemo(
    () =>
      routes.map((route) => {
        const loader = pages[route.module];
        const Page = loader ? lazy(loader) : () => <p>No page for {route.module}</p>;
        return { route, Page };
      }),
    [routes, pages],
  );
  return (
    <AppProviders config={config} cache={cache}>
      <BrowserRouter>
        <SessionContext.Provider value={session}>
          <Toolbar name={name} session={session} routes={routes} />
          <Suspense fallback={<PageSpinner />}>
            <Routes>
              {elements.map(({ route, Page }) => (
                <Route
                  key={route.path}
                  path={route.path}
                  element={
                    <Gate access={route.access} session={session}>
                      <RouterBridge>
                        <Page />
                      </RouterBridge>
                    </Gate>
                  }
                />
              ))}
              <Route path="*" element={<p style={{ padding: 24 }}>Not a page of {name}.</p>} />
            </Routes>
          </Suspense>
        </SessionContext.Provider>
      </BrowserRouter>
    </AppProviders>
  );
}

function Gate({ access, session, children }: { access: RouteDefinition['access']; session: Session; children: ReactNode }) {
  if (access === 'public') return <>{children}</>;
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status !== 'signed-in') return <p style={{ padding: 24 }}>Choose a demo session in the bar above.</p>;
  return <>{children}</>;
}

export async function startStandaloneHost(options: {
  name: string;
  routes: RouteDefinition[];
  pages: Record<string, () => Promise<{ default: ComponentType }>>;
}): Promise<void> {
  const config = await loadRuntimeConfig('/standalone-config.json');
  configureApi({ baseUrl: config.apiUrl });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(<Host name={options.name} config={config} routes={options.routes} pages={options.pages} />);
}
