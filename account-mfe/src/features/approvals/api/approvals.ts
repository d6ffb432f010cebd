import { plural, t, type Order } from '@storefront/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why an order waits for an approver, as the Approvals list says it. */
export function heldForText(heldFor: Order['heldFor']): string {
  if (heldFor === 'order') return t('Above the order limit');
  if (heldFor === 'month') return t('Above the monthly limit');
  if (heldFor === 'credit') return t('Above the credit limit');
  return t('Above a limit');
}

/** How long is left to decide before the order is cancelled: "3 days", "1 day", "Less than a day". */
export function daysLeftText(approvalDueAt: string | null | undefined, now = Date.now()): string {
  if (!approvalDueAt) return '–';
  const left = Date.parse(approvalDueAt) - now;
  if (left <= 0) return t('Due now');
  const days = Math.floor(left / DAY_MS);
  if (days === 0) return t('Less than a day');
  return plural(days, { one: '# day', other: '# days' });
}
