import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { msg, t, useSession, type Access, type Session } from '@storefront/shared';
import type { CompanyRole } from '@storefront/shared/schemas';
import { PageSpinner } from '@storefront/shared/ui';
import styled from 'styled-components';
import { routeName } from '../i18n/routeNames';

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

/**
 * Why the guard sent someone to the dashboard, carried in the navigation's state so the page they
 * land on can say it: the page's title and whom it is for.
 */
export interface Refusal {
  page: string;
  /** `admins`: an admin's page; `customers`: a customer's page opened by an admin; `company`: a company role's page. */
  for: 'admins' | 'customers' | 'company';
  companyRoles?: readonly CompanyRole[];
}

const ROLE_NAMES: Record<CompanyRole, string> = { company_admin: msg('admins'), approver: msg('approvers'), buyer: msg('buyers') };

/** Why a refused page is not theirs, in two plain sentences ("Manage Products is for the storefront's admins. …"). */
export function refusalText(refusal: Refusal): string {
  const page = routeName(refusal.page);
  if (refusal.for === 'admins') return t('{page} is for the storefront’s admins. Your account is not one of them.', { page });
  if (refusal.for === 'customers') return t('{page} is for customers buying parts. Your account is one of the storefront’s admins.', { page });
  const roles = (refusal.companyRoles ?? []).map((role) => t(ROLE_NAMES[role]));
  const whom =
    roles.length > 1 ? t('{first} and {second}', { first: roles.slice(0, -1).join(', '), second: roles[roles.length - 1]! }) : (roles[0] ?? t('some members'));
  return t('{page} is for a company’s {whom}. Your account is not one of them.', { page, whom });
}

/** The refusal read from a location's state, when the guard sent the reader there. */
function refusalOf(state: unknown): Refusal | null {
  const refused = (state as { refused?: Refusal } | null)?.refused;
  return refused && typeof refused.page === 'string' && typeof refused.for === 'string' ? refused : null;
}

const Refused = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Above the dashboard's page: why the guard brought the reader here instead of the page they opened. */
export function RefusedNotice() {
  const refused = refusalOf(useLocation().state);
  return refused ? <Refused role="status">{refusalText(refused)}</Refused> : null;
}

/** Why `decide` answered 'dashboard' for this page and session. */
function refusal(page: string, access: Access, session: GuardSession, companyRoles?: readonly CompanyRole[]): Refusal {
  if (access === 'admin' && !session.isAdmin) return { page, for: 'admins' };
  if (access === 'customer' && session.isAdmin) return { page, for: 'customers' };
  return { page, for: 'company', companyRoles };
}

/** Whether a page of this access (and company roles) appears for the session (used for the sidebar). */
export function visibleTo(access: Access, session: GuardSession, companyRoles?: readonly CompanyRole[]): boolean {
  return decide(access, session, companyRoles) === 'allow';
}

export function Guard({
  access,
  companyRoles,
  title,
  children,
}: {
  access: Access;
  companyRoles?: readonly CompanyRole[];
  /** The page's title, named when a reader it is not for is sent to the dashboard. */
  title?: string;
  children: ReactNode;
}) {
  const session = useSession();
  const location = useLocation();
  switch (decide(access, session, companyRoles)) {
    case 'allow':
      return <>{children}</>;
    case 'wait':
      return <PageSpinner label={t('Checking your session')} />;
    case 'login':
      return <Navigate to="/login" replace state={{ from: location }} />;
    case 'dashboard':
      // Not in silence: the dashboard says whom the page is for (RefusedNotice).
      return <Navigate to="/dashboard" replace state={title ? { refused: refusal(title, access, session, companyRoles) } : undefined} />;
  }
}
