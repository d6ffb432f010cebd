import { msg } from '@storefront/shared';
import type { Choice } from '@storefront/shared/ui';
import { QUOTE_STATUS_LABEL, QUOTE_STATUSES, type QuoteStatus } from '../schemas/api/quotes';

/**
 * A quote's status badge's tone, as an order's: waiting on someone is a warning (requested: the
 * storefront; answered: the buyer), accepted is done, declined is refused, expired is past.
 */
export const QUOTE_STATUS_TONE: Record<QuoteStatus, 'neutral' | 'warning' | 'success' | 'danger'> = {
  requested: 'warning',
  answered: 'warning',
  accepted: 'success',
  declined: 'danger',
  expired: 'neutral',
};

/** The status filter of a quotes list (My Quotes, Manage Quotes): every status by its name. */
export const QUOTE_STATUS_CHOICES: Choice[] = [
  { value: '', label: msg('All') },
  ...QUOTE_STATUSES.map((status) => ({ value: status, label: QUOTE_STATUS_LABEL[status] })),
];

/** The page of a quote: the buyer's (account) or the storefront admin's (admin). */
export const quotePagePath = (number: string, customer: boolean): string => (customer ? `/dashboard/quotes/${number}` : `/dashboard/manageQuotes/${number}`);
