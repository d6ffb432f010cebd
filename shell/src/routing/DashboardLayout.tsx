import { matchPath, Outlet, useLocation } from 'react-router-dom';
import { NavLink } from '../links';
import { useSession, UUID } from '@storefront/shared';
import { mountedRoutes, useRemoteRegistry, type MountedRoute } from '../remotes/RemoteRegistry';
import { DashboardFrame } from './DashboardFrame';
import { RefusedNotice, visibleTo } from './Guard';
import { routeName } from '../i18n/routeNames';

/** The sidebar, built from the pages the remotes published and the session's access and company role. */
export function sidebarItems(routes: MountedRoute[], session: Parameters<typeof visibleTo>[1]): MountedRoute[] {
  return routes
    .filter((route) => route.sidebar && visibleTo(route.access, session, route.companyRoles))
    .sort((a, b) => (a.sidebar?.order ?? 0) - (b.sidebar?.order ?? 0));
}

/**
 * The name of the dashboard page at `pathname` in the page's language, as its menu on a phone shows it: its sidebar label
 * ("My Orders"), or for a page without one its title with what its address names ("Order
 * SL-2026-000123"); an id means nothing to a reader ("Parts book", not "Parts book 3f1c…").
 */
export function currentPageName(routes: MountedRoute[], pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const route of routes) {
    const match = matchPath({ path: route.path, end: true }, path);
    if (!match) continue;
    if (route.sidebar) return routeName(route.sidebar.label);
    const named = Object.values(match.params).filter((value): value is string => Boolean(value) && !UUID.test(value ?? ''));
    return [routeName(route.title), ...named].join(' ');
  }
  return undefined;
}

export function DashboardLayout() {
  const session = useSession();
  const { remotes } = useRemoteRegistry();
  const items = sidebarItems(mountedRoutes(remotes), session);
  const { pathname } = useLocation();
  const current = currentPageName(
    mountedRoutes(remotes).filter((route) => visibleTo(route.access, session, route.companyRoles)),
    pathname,
  );
  return (
    <DashboardFrame
      current={current}
      links={items.map((item) => (
        <li key={item.path}>
          <NavLink to={item.path} end>
            {item.sidebar && routeName(item.sidebar.label)}
          </NavLink>
        </li>
      ))}
    >
      <RefusedNotice />
      <Outlet />
    </DashboardFrame>
  );
}
