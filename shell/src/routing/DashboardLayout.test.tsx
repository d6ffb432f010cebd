import { currentPageName, sidebarItems } from './DashboardLayout';
import type { MountedRoute } from '../remotes/RemoteRegistry';
import accountRoutes from '../../../account-mfe/routes.json';
import adminRoutes from '../../../admin-mfe/routes.json';

const routes: MountedRoute[] = [
  ...accountRoutes.routes.map((route) => ({ ...route, remote: 'account' }) as MountedRoute),
  ...adminRoutes.routes.map((route) => ({ ...route, remote: 'admin' }) as MountedRoute),
];

describe('the dashboard sidebar, built from the remotes’ published routes', () => {
  it('lists the customer pages for a non-admin (spec section 2)', () => {
    const labels = sidebarItems(routes, { status: 'signed-in', isAdmin: false }).map((item) => item.sidebar?.label);
    expect(labels).toEqual(['My Profile', 'My Orders', 'My Quotes', 'My Machines', 'Add A Review']);
  });

  it('lists the admin pages for an admin (spec section 2, and the Deployments page of the team deploys)', () => {
    const labels = sidebarItems(routes, { status: 'signed-in', isAdmin: true }).map((item) => item.sidebar?.label);
    expect(labels).toEqual([
      'My Profile',
      'Make Admin',
      'Add Product',
      'Manage Products',
      'Manage Machines',
      'Manage Companies',
      'Manage Price Lists',
      'Manage Quotes',
      'Manage All Orders',
      'Deployments',
    ]);
  });

  it('lists a company’s pages only to members with their company roles', () => {
    const labelsFor = (companyRole: 'company_admin' | 'approver' | 'buyer' | null) =>
      sidebarItems(routes, { status: 'signed-in', isAdmin: false, companyRole }).map((item) => item.sidebar?.label);
    expect(labelsFor('company_admin')).toEqual(['My Profile', 'My Orders', 'My Quotes', 'Approvals', 'Invoices', 'My Machines', 'Add A Review', 'Company']);
    expect(labelsFor('approver')).toEqual(['My Profile', 'My Orders', 'My Quotes', 'Approvals', 'Invoices', 'My Machines', 'Add A Review']);
    expect(labelsFor('buyer')).toEqual(['My Profile', 'My Orders', 'My Quotes', 'My Machines', 'Add A Review']);
    expect(labelsFor(null)).toEqual(['My Profile', 'My Orders', 'My Quotes', 'My Machines', 'Add A Review']);
    expect(sidebarItems(routes, { status: 'signed-in', isAdmin: true, companyRole: null }).map((item) => item.sidebar?.label)).not.toContain('Company');
  });

  it('shows only what is certain while the admin check runs', () => {
    const labels = sidebarItems(routes, { status: 'signed-in', isAdmin: undefined }).map((item) => item.sidebar?.label);
    expect(labels).toEqual(['My Profile']);
  });
});

describe('the dashboard menu on a phone names the page it is on', () => {
  it('names a sidebar page by its label', () => {
    expect(currentPageName(routes, '/dashboard/orders')).toBe('My Orders');
    expect(currentPageName(routes, '/dashboard/orders/')).toBe('My Orders');
    expect(currentPageName(routes, '/dashboard')).toBe('My Profile');
  });

  it('names an order’s page by its number', () => {
    expect(currentPageName(routes, '/dashboard/orders/SL-2026-000123')).toBe('Order SL-2026-000123');
    expect(currentPageName(routes, '/dashboard/manageorders/SL-2026-000124')).toBe('Order SL-2026-000124');
  });

  it('names a page whose address holds an id by its title alone', () => {
    const withId = [
      ...routes,
      { path: '/dashboard/assemblies/:id', module: './AssemblyEditorPage', access: 'admin', title: 'Assembly', remote: 'admin' },
    ] as typeof routes;
    expect(currentPageName(withId, '/dashboard/assemblies/3f1c2a4b-0000-4000-8000-00000000abcd')).toBe('Assembly');
  });

  it('names nothing for an address no page has', () => {
    expect(currentPageName(routes, '/dashboard/nowhere/at/all')).toBeUndefined();
  });
});
