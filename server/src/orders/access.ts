import { companyMessages, lifecycleMessages, type OrderStatus } from '@storefront/shared/schemas';
import type { AuthUser } from '../auth/auth';
import type { Membership } from '../companies/membership.repo';
import { forbidden, notFound } from '../http/errors';

/**
 * Who may do what to an order, apart from what the order's own rules allow (workflow.ts): each
 * check throws the answer for someone who may not (404 where the order is none of theirs to know
 * of, 403 where they know of it but may not act).
 */

/** Whose an order is: its customer, and its company when a member placed it. */
interface Owned {
  userId: string | null;
  companyId: string | null;
}

/** Only the storefront's admin. */
export function requireAdmin(by: Pick<AuthUser, 'role'>): void {
  if (by.role !== 'admin') throw forbidden(lifecycleMessages.adminOnly);
}

/** A change of status: an admin's any; a customer only cancels their own. */
export function requireStatusChanger(order: Owned, status: OrderStatus, by: Pick<AuthUser, 'id' | 'role'>): void {
  const isAdmin = by.role === 'admin';
  if (status !== 'cancelled' && !isAdmin) throw forbidden(lifecycleMessages.adminOnly);
  if (status === 'cancelled' && order.userId !== by.id && !isAdmin) throw forbidden(lifecycleMessages.notYours);
}

/**
 * An approval's decision: an approver or company admin of the order's company (`membership`, read
 * in the deciding transaction). Someone of another company (or none) learns nothing of the order;
 * the storefront's admin reads it, but does not decide.
 */
export function requireDecider(order: Owned, membership: Membership | undefined, by: Pick<AuthUser, 'role'>): void {
  const ofCompany = membership !== undefined && order.companyId !== null && membership.companyId === order.companyId;
  if (!ofCompany && by.role !== 'admin') throw notFound('No order with this number');
  if (!ofCompany || membership.role === 'buyer') throw forbidden(companyMessages.approverOnly);
}

/**
 * An order's invoice: its customer's, an admin's, and its company's approvers' and company admins'
 * (their Invoices page). Anyone else is told there is no such order, as for the order itself.
 */
export function requireInvoiceReader(
  order: Owned | undefined,
  membership: Membership | undefined,
  user: Pick<AuthUser, 'id' | 'role'>,
): asserts order is Owned {
  const companyReader = membership !== undefined && membership.companyId === order?.companyId && membership.role !== 'buyer';
  if (!order || (order.userId !== user.id && user.role !== 'admin' && !companyReader)) throw notFound('No order with this number');
}
