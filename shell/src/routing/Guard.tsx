import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession, type Access } from '@storefront/shared';
import { PageSpinner } from '@storefront/shared/ui';

export type GuardDecision = 'allow' | 'wait' | 'login' | 'dashboard';

/**
 * The one guard of the storefront, as a pure rule: who may open a page of a given access.
 * Admins opening a customer-only page (and customers an admin page) go to the dashboard, still
 * signed in (DECISIONS.md). The server enforces the same rules on every call.
 */
export function decide(access: Access, session: Pick<ReturnType<typeof useSession>, 'status' | 'isAdmin'>): GuardDecision {
  if (access === 'public') return 'allow';
  if (session.status === 'loading') return 'wait';
  if (session.status === 'signed-out') return 'login';
  if (access === 'signed-in') return 'allow';
  if (session.isAdmin === undefined) return 'wait';
  if (access === 'admin') return session.isAdmin ? 'allow' : 'dashboard';
  return session.isAdmin ? 'dashboard' : 'allow';
}

/** Whether a page of this access appears for the session (used for the sidebar). */
export function visibleTo(access: Access, session: Pick<ReturnType<typeof useSession>, 'status' | 'isAdmin'>): boolean {
  return decide(access, session) === 'allow';
}

export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  switch (decide(access, session)) {
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
