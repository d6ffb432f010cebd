import { Outlet, useLocation } from 'react-router-dom';
import { NavLink } from '../links';
import { useSession } from '@storefront/shared';
import { mountedRoutes, useRemoteRegistry, type MountedRoute } from '../remotes/RemoteRegistry';
import { DashboardFrame } from './DashboardFrame';
import { visibleTo } from './Guard';

/** The sidebar, built from the pages the remotes published and the session's access. */
export function sidebarItems(routes: MountedRoute[], session: Parameters<typeof visibleTo>[1]): MountedRoute[] {
  return routes.filter((route) => route.sidebar && visibleTo(route.access, session)).sort((a, b) => (a.sidebar?.order ?? 0) - (b.sidebar?.order ?? 0));
}

export function DashboardLayout() {
  const session = useSession();
  const { remotes } = useRemoteRegistry();
  const items = sidebarItems(mountedRoutes(remotes), session);
  const { pathname } = useLocation();
  const current = items.find((item) => item.path === pathname.replace(/\/+$/, ''))?.sidebar?.label;
  return (
    <DashboardFrame
      current={current}
      links={items.map((item) => (
        <li key={item.path}>
          <NavLink to={item.path} end>
            {item.sidebar?.label}
          </NavLink>
        </li>
      ))}
    >
      <Outlet />
    </DashboardFrame>
  );
}
