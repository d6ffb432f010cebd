import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession, type Access, type Session } from '@storefront/shared';
import type { CompanyRole } from '@storefront/shared/schemas';
import { PageSpinner } from '@storefront/shared/ui';

export type GuardDecision = 'allow' | 'wait' | 'login' | 'dashboard';

/** What the guard reads of the session. */
export type GuardSession = Pick<Session, 'status' | 'isAdmin' | 'companyRole'>;

/**
 * The one guard of the storefront, as a pure rule: who may open a page of a given access.
 * Admins opening a customer-only page (and customers an admin page) go to the dashboard, still
 * signed in (DECISIONS.md). A company's page (`companyRoles`) is for members with one of those
 * company roles; anyone else goes to the dashboard too. The server enforces the same rules on
 * every call.
 */
export function decide(access: Access, session: GuardSession, companyRoles?: readonly CompanyRole[]): GuardDecision {
  if (access === 'public') return 'allow';
  if (session.status === 'loading') return 'wait';
  if (session.status === 'signed-out') return 'login';
  if (access !== 'signed-in') {
    if (session.isAdmin === undefined) return 'wait';
    if (session.isAdmin !== (access === 'admin')) return 'dashboard';
  }
  if (!companyRoles) return 'allow';
  const role = session.companyRole;
  return role === undefined ? 'wait' : role && companyRoles.includes(role) ? 'allow' : 'dashboard';
}

/** Whether a page of this access (and company roles) appears for the session (used for the sidebar). */
export function visibleTo(access: Access, session: GuardSession, companyRoles?: readonly CompanyRole[]): boolean {
  return decide(access, session, companyRoles) === 'allow';
}

export function Guard({ access, companyRoles, children }: { access: Access; companyRoles?: readonly CompanyRole[]; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  switch (decide(access, session, companyRoles)) {
    case 'allow':
      return <>{children}</>;
    case 'wait':
      return <PageSpinner label="Checking your session" />;
    case 'login':
      return <Navigate to="/login" replace state={{ from: location }} />;
    case 'dashboard':
      return <Navigate to="/dashboard" replace />;
  }
}
