import { toCents } from './pricing';
import type { CompanyRole } from './api/companies';

/**
 * Whether a company's order waits for approval (docs/companies.md, "Spending limits and
 * approvals"): one rule for the server, which decides when the order is placed, and checkout,
 * which says so before. Amounts are net, as the limits are.
 */

/** Why an order waits: above the buyer's limit per order, or taking their month above the monthly limit. */
export type ApprovalReason = 'order' | 'month';

/** A member's role and limits (null: no limit); only buyers are held to them. */
export interface SpendingLimits {
  role: CompanyRole;
  orderLimit: number | null;
  monthlyLimit: number | null;
}

/**
 * Why an order of `orderTotal` waits for approval, or null when it does not: a buyer's order above
 * their per-order limit, or one that takes what they spent this month above their monthly limit.
 */
export function approvalReason(member: SpendingLimits, orderTotal: number, spentThisMonth: number): ApprovalReason | null {
  if (member.role !== 'buyer') return null;
  if (member.orderLimit !== null && toCents(orderTotal) > toCents(member.orderLimit)) return 'order';
  if (member.monthlyLimit !== null && toCents(spentThisMonth) + toCents(orderTotal) > toCents(member.monthlyLimit)) return 'month';
  return null;
}

const WAITS = "it will wait for approval by your company's approver before Stitchline confirms it.";

/** What checkout says before an order that will wait is placed, and why. */
export function approvalNotice(
  reason: ApprovalReason,
  member: SpendingLimits,
  orderTotal: number,
  spentThisMonth: number,
  formatPrice: (amount: number) => string,
): string {
  if (reason === 'order') return `This order is above your limit of ${formatPrice(member.orderLimit ?? 0)} an order: ${WAITS}`;
  const month = (toCents(spentThisMonth) + toCents(orderTotal)) / 100;
  return (
    `You have spent ${formatPrice(spentThisMonth)} this month; with this order that is ${formatPrice(month)}, ` +
    `above your limit of ${formatPrice(member.monthlyLimit ?? 0)} a month: ${WAITS}`
  );
}
