import type { Order } from '@storefront/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why an order waits for an approver, as the Approvals list says it. */
export function heldForText(heldFor: Order['heldFor']): string {
  if (heldFor === 'order') return 'Above the order limit';
  if (heldFor === 'month') return 'Above the monthly limit';
  if (heldFor === 'credit') return 'Above the credit limit';
  return 'Above a limit';
}

/** How long is left to decide before the order is cancelled: "3 days", "1 day", "Less than a day". */
export function daysLeftText(approvalDueAt: string | null | undefined, now = Date.now()): string {
  if (!approvalDueAt) return '–';
  const left = Date.parse(approvalDueAt) - now;
  if (left <= 0) return 'Due now';
  const days = Math.floor(left / DAY_MS);
  if (days === 0) return 'Less than a day';
  return days === 1 ? '1 day' : `${days} days`;
}
