import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SessionContext, type Session } from '@storefront/shared';
import { theme } from '@storefront/shared/ui';
import { decide, Guard, RefusedNotice, refusalText } from './Guard';

const signedOut = { status: 'signed-out', isAdmin: false } as const;
const loading = { status: 'loading', isAdmin: undefined } as const;
const customer = { status: 'signed-in', isAdmin: false } as const;
const admin = { status: 'signed-in', isAdmin: true } as const;
const checking = { status: 'signed-in', isAdmin: undefined } as const;

describe('decide', () => {
  it('lets everyone see public pages, even while the session loads', () => {
    for (const session of [signedOut, loading, customer, admin]) expect(decide('public', session)).toBe('allow');
  });

  it('waits while the session or the admin check loads', () => {
    expect(decide('signed-in', loading)).toBe('wait');
    expect(decide('admin', checking)).toBe('wait');
    expect(decide('customer', checking)).toBe('wait');
  });

  it('sends visitors to login from every guarded page', () => {
    for (const access of ['signed-in', 'customer', 'admin'] as const) expect(decide(access, signedOut)).toBe('login');
  });

  it('keeps customer and admin pages apart without signing anyone out', () => {
    expect(decide('admin', customer)).toBe('dashboard');
    expect(decide('customer', admin)).toBe('dashboard');
    expect(decide('admin', admin)).toBe('allow');
    expect(decide('customer', customer)).toBe('allow');
    expect(decide('signed-in', admin)).toBe('allow');
    expect(decide('signed-in', customer)).toBe('allow');
  });
});

describe('decide, for a company’s pages', () => {
  const member = (companyRole: 'company_admin' | 'approver' | 'buyer' | null | undefined) => ({ ...customer, companyRole });
  const adminsAndApprovers = ['company_admin', 'approver'] as const;

  it('lets in members with one of the page’s company roles', () => {
    expect(decide('customer', member('company_admin'), ['company_admin'])).toBe('allow');
    expect(decide('customer', member('approver'), adminsAndApprovers)).toBe('allow');
  });

  it('sends other members, customers without a company and admins to the dashboard', () => {
    expect(decide('customer', member('buyer'), adminsAndApprovers)).toBe('dashboard');
    expect(decide('customer', member('approver'), ['company_admin'])).toBe('dashboard');
    expect(decide('customer', member(null), ['company_admin'])).toBe('dashboard');
    expect(decide('customer', { ...admin, companyRole: null }, ['company_admin'])).toBe('dashboard');
  });

  it('waits while the company role is unknown, and sends visitors to login', () => {
    expect(decide('customer', member(undefined), ['company_admin'])).toBe('wait');
    expect(decide('customer', signedOut, ['company_admin'])).toBe('login');
  });
});

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <p>login page, from {from}</p>;
}

function renderGuard(
  session: Pick<Session, 'status' | 'isAdmin' | 'companyRole'>,
  access: 'admin' | 'customer',
  path: string,
  companyRoles?: ('company_admin' | 'approver')[],
  title?: string,
) {
  const value: Session = {
    ...session,
    user: null,
    signOut: async () => undefined,
    refresh: async () => undefined,
    sendEmailVerification: async () => undefined,
  };
  return render(
    <ThemeProvider theme={theme}>
      <SessionContext.Provider value={value}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/login" element={<LoginProbe />} />
            <Route
              path="/dashboard"
              element={
                <>
                  <RefusedNotice />
                  <p>dashboard home</p>
                </>
              }
            />
            <Route
              path="*"
              element={
                <Guard access={access} companyRoles={companyRoles} title={title}>
                  <p>secret page</p>
                </Guard>
              }
            />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
    </ThemeProvider>,
  );
}

describe('Guard', () => {
  it('redirects a visitor to /login, remembering where they were going', () => {
    renderGuard(signedOut, 'customer', '/dashboard/orders');
    expect(screen.getByText('login page, from /dashboard/orders')).toBeInTheDocument();
  });

  it('shows a spinner while the admin check runs', () => {
    renderGuard(checking, 'admin', '/dashboard/users');
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    expect(screen.queryByText('secret page')).not.toBeInTheDocument();
  });

  it('sends an admin away from a customer page to the dashboard', () => {
    renderGuard(admin, 'customer', '/dashboard/orders');
    expect(screen.getByText('dashboard home')).toBeInTheDocument();
  });

  it('sends a member without the page’s company role to the dashboard, and shows it to one with it', () => {
    renderGuard({ ...customer, companyRole: 'buyer' }, 'customer', '/dashboard/company', ['company_admin']);
    expect(screen.getByText('dashboard home')).toBeInTheDocument();
  });

  it('shows a company’s page to its company admin', () => {
    renderGuard({ ...customer, companyRole: 'company_admin' }, 'customer', '/dashboard/company', ['company_admin']);
    expect(screen.getByText('secret page')).toBeInTheDocument();
  });

  it('shows the page to whom it belongs', () => {
    renderGuard(admin, 'admin', '/dashboard/users');
    expect(screen.getByText('secret page')).toBeInTheDocument();
  });

  it('says on the dashboard why a page was not theirs: a customer on an admin’s page, an admin on a customer’s, a member without the role', () => {
    const { unmount } = renderGuard(customer, 'admin', '/dashboard/manageProduct', undefined, 'Manage Products');
    expect(screen.getByText('dashboard home')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Manage Products is for the storefront’s admins. Your account is not one of them.');
    unmount();
    const admins = renderGuard(admin, 'customer', '/dashboard/orders', undefined, 'My Orders');
    expect(screen.getByRole('status')).toHaveTextContent('My Orders is for customers buying parts. Your account is one of the storefront’s admins.');
    admins.unmount();
    renderGuard({ ...customer, companyRole: 'buyer' }, 'customer', '/dashboard/approvals', ['company_admin', 'approver'], 'Approvals');
    expect(screen.getByRole('status')).toHaveTextContent('Approvals is for a company’s admins and approvers. Your account is not one of them.');
  });

  it('says nothing on a dashboard reached by its own link', () => {
    renderGuard(admin, 'admin', '/dashboard');
    expect(screen.getByText('dashboard home')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('refusalText', () => {
  it('names the page and whom it is for', () => {
    expect(refusalText({ page: 'Company', for: 'company', companyRoles: ['company_admin'] })).toBe(
      'Company is for a company’s admins. Your account is not one of them.',
    );
  });
});
