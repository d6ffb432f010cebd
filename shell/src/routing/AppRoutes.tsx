import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { DASHBOARD_PATH, isDashboardPath, t, useSession } from '@storefront/shared';
import { PageSpinner } from '@storefront/shared/ui';
import { ErrorState } from '../remotes/LazyErrorState';
import { RouterBridge } from '@storefront/shared/host';
import { mountedRoutes, useRemoteRegistry, type MountedRoute } from '../remotes/RemoteRegistry';
import { LoadBoundary, RemotePage } from '../remotes/RemotePage';
import { headForNavigation, releaseFirstView } from '../startup';
import { forgetFailedLoads, loadable } from '../remotes/loadOnce';
import { Guard } from './Guard';
import { routeName } from '../i18n/routeNames';
import { useRouteElement } from './routeElement';
import { Layout } from '../layout/Layout';
import { shellPages } from '../pages/shellPages';

// The dashboard's layout and the 404 page are not part of a shop page's
// first load (on a dashboard URL the start-up script in index.html preloads the layout's script,
// see runStartup). `loadable` rather than `lazy`: React holds a lazy component back for 300 ms
// after a fallback shows (see loadOnce).
const DashboardLayout = loadable(
  () => import(/* webpackChunkName: "dashboard" */ './DashboardLayout').then((module) => module.DashboardLayout),
  <PageSpinner />,
);
const NotFoundPage = loadable(() => import(/* webpackChunkName: "not-found" */ '../pages/NotFoundPage').then((module) => module.NotFoundPage), <PageSpinner />);

/** One of the shell's own pages: a failed download of its code says so, with a Retry. */
function ShellPage({ children }: { children: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <LoadBoundary
      key={attempt}
      onRetry={() => {
        forgetFailedLoads();
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </LoadBoundary>
  );
}

function remoteElement(route: MountedRoute) {
  return (
    <Guard access={route.access} companyRoles={route.companyRoles} title={route.title}>
      <RouterBridge>
        <RemotePage remote={route.remote} module={route.module} title={route.title} reads={route.reads} />
      </RouterBridge>
    </Guard>
  );
}

/** Unknown paths: wait for remotes still answering, say which area is down, else 'Page not found'. */
function Fallback() {
  const { remotes, retry } = useRemoteRegistry();
  const states = Object.entries(remotes);
  if (states.some(([, state]) => state.status === 'loading')) return <PageSpinner />;
  const failed = states.filter(([, state]) => state.status === 'failed').map(([name]) => name);
  if (failed.length) {
    return (
      <ErrorState
        title={
          failed.length > 1
            ? t('The {areas} areas are unavailable right now', {
                areas: failed.map(routeName).reduce((first, second) => t('{first} and {second}', { first, second })),
              })
            : t('The {remote} area is unavailable right now', { remote: routeName(failed[0]!) })
        }
        message={t('This page belongs to a part of the shop that is not answering. The rest of the shop still works.')}
        retryLabel={t('Retry')}
        onRetry={() => failed.forEach(retry)}
      />
    );
  }
  return (
    <ShellPage>
      <NotFoundPage />
    </ShellPage>
  );
}

function buildRoutes(routes: MountedRoute[]): RouteObject[] {
  const top = routes.filter((route) => !isDashboardPath(route.path));
  const dashboard = routes.filter((route) => isDashboardPath(route.path));
  return [
    {
      element: <Layout />,
      children: [
        // The shell's own pages, at the paths of their one list (which its server pages read too).
        ...Object.entries(shellPages).map(([path, page]) => ({ path, element: <ShellPage>{page}</ShellPage> })),
        ...top.map((route) => ({ path: route.path, element: remoteElement(route) })),
        {
          path: DASHBOARD_PATH,
          element: (
            <Guard access="signed-in">
              <ShellPage>
                <DashboardLayout />
              </ShellPage>
            </Guard>
          ),
          children: [
            ...dashboard.map((route) =>
              route.path === DASHBOARD_PATH
                ? { index: true, element: remoteElement(route) }
                : { path: route.path.slice(DASHBOARD_PATH.length + 1), element: remoteElement(route) },
            ),
            ...(dashboard.some((route) => route.path === DASHBOARD_PATH) ? [] : [{ index: true, element: <Fallback /> }]),
            { path: '*', element: <Fallback /> },
          ],
        },
        { path: '*', element: <Fallback /> },
      ],
    },
  ];
}

/**
 * The first view of the page the visitor arrived on goes as soon as they move to another, and the
 * head the server wrote for that page (its canonical URL, JSON-LD, description) with it.
 */
function useReleaseFirstViewOnNavigation(): void {
  const { pathname } = useLocation();
  const arrivedOn = useRef(pathname);
  const moved = useRef(false);
  useEffect(() => {
    if (pathname === arrivedOn.current && !moved.current) return;
    moved.current = true;
    releaseFirstView();
    headForNavigation(pathname);
  }, [pathname]);
}

export function AppRoutes() {
  const { remotes } = useRemoteRegistry();
  // Re-read the session so that routes re-render when it changes.
  useSession();
  useReleaseFirstViewOnNavigation();
  return useRouteElement(buildRoutes(mountedRoutes(remotes)));
}
