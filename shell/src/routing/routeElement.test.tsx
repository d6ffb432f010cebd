import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  BrowserRouter,
  MemoryRouter,
  Outlet,
  useHref,
  useLocation,
  useOutlet,
  useParams,
  useResolvedPath,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { useRouteElement } from './routeElement';

/** What a page reads of the router where it is rendered. */
function Probe({ name }: { name: string }) {
  const params = useParams();
  const here = useResolvedPath('.').pathname;
  const child = useResolvedPath('child').pathname;
  const up = useHref('..');
  const { pathname } = useLocation();
  const outlet = useOutlet();
  return (
    <p>
      {name} {JSON.stringify(params)} {here} {child} {up} {pathname} {outlet ? 'with outlet' : 'no outlet'}
    </p>
  );
}

function Frame({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <section>
      <Probe name={name} />
      {children}
      <Outlet />
    </section>
  );
}

function Settings() {
  return <Probe name="settings" />;
}

// The shape of the shell's table: a pathless layout, pages by path, a frame with an index page,
// pages below it and its own fallback, a Component route, and the fallback of everything.
const routes: RouteObject[] = [
  {
    element: <Frame name="layout" />,
    children: [
      { path: '/', element: <Probe name="home" /> },
      { path: '/parts/:id', element: <Probe name="part" /> },
      { path: '/settings', Component: Settings },
      {
        path: '/dashboard',
        element: <Frame name="dashboard" />,
        children: [
          { index: true, element: <Probe name="profile" /> },
          { path: 'orders/:number', element: <Probe name="order" /> },
          { path: 'empty', element: null },
          { path: '*', element: <Probe name="dashboard fallback" /> },
        ],
      },
      { path: '*', element: <Probe name="fallback" /> },
    ],
  },
];

function WithUseRoutes() {
  return useRoutes(routes);
}

function WithRouteElement() {
  return <>{useRouteElement(routes)}</>;
}

const PATHS = [
  '/',
  '/parts/3f1c',
  '/parts/a%20b%25c',
  '/parts/caf%C3%A9',
  '/settings',
  '/dashboard',
  '/dashboard/',
  '/dashboard/orders/1042',
  '/dashboard/empty',
  '/dashboard/nothing/here',
  '/Parts/3F1C',
  '/no/such/page',
];

describe('useRouteElement', () => {
  it.each(PATHS)("renders %s as react-router's useRoutes does, under a MemoryRouter", (path) => {
    const expected = render(
      <MemoryRouter initialEntries={[path]}>
        <WithUseRoutes />
      </MemoryRouter>,
    ).container.innerHTML;
    const actual = render(
      <MemoryRouter initialEntries={[path]}>
        <WithRouteElement />
      </MemoryRouter>,
    ).container.innerHTML;
    expect(actual).toBe(expected);
    expect(actual).not.toBe('');
  });

  it.each(PATHS)("renders %s as react-router's useRoutes does, under the BrowserRouter the shell uses", (path) => {
    window.history.replaceState(null, '', path);
    const expected = render(
      <BrowserRouter>
        <WithUseRoutes />
      </BrowserRouter>,
    ).container.innerHTML;
    const actual = render(
      <BrowserRouter>
        <WithRouteElement />
      </BrowserRouter>,
    ).container.innerHTML;
    expect(actual).toBe(expected);
  });

  it('renders nothing where no route matches, as useRoutes does', () => {
    const only: RouteObject[] = [{ path: '/a', element: <p>a</p> }];
    function Mine() {
      return <>{useRouteElement(only)}</>;
    }
    expect(
      render(
        <MemoryRouter initialEntries={['/b']}>
          <Mine />
        </MemoryRouter>,
      ).container.innerHTML,
    ).toBe('');
  });
});
