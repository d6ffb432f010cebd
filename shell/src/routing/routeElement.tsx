import { createElement, useContext, type ReactElement } from 'react';
import { matchRoutes, UNSAFE_NavigationContext, UNSAFE_RouteContext, useLocation, type RouteObject } from 'react-router-dom';

/**
 * The element of the route table for the current location: react-router's `useRoutes` for the
 * top of a declarative router (no data router, no location given, no parent route), on its public
 * matching (`matchRoutes`) and its route context. `useRoutes` shares its rendering with the data
 * routers, whose branches (error boundaries, hydration fallbacks, redirects thrown by server
 * components) stay in the bundle where nothing uses them: about 1.2 KB of gzip on every page.
 * Each match is rendered as react-router renders it: its `Component` or `element`, else its
 * children's, inside a route context with the matches up to it, their paths encoded as the router
 * encodes them, so `useParams`, `<Outlet>` and relative paths read what they read under
 * `useRoutes` (routeElement.test.tsx renders both).
 */
export function useRouteElement(routes: RouteObject[]): ReactElement | null {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();
  const found = matchRoutes(routes, { pathname });
  if (!found) return null;
  const encode = (path: string) =>
    navigator.encodeLocation ? navigator.encodeLocation(path.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23')).pathname : path;
  const matches = found.map((match) => ({ ...match, pathname: encode(match.pathname), pathnameBase: encode(match.pathnameBase) }));
  return matches.reduceRight<ReactElement | null>((outlet, match, index) => {
    const { Component, element } = match.route;
    const shown = Component ? createElement(Component) : element ? element : outlet;
    return createElement(UNSAFE_RouteContext.Provider, { value: { outlet, matches: matches.slice(0, index + 1), isDataRoute: false } }, shown);
  }, null);
}
