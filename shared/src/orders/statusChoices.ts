import { msg } from '@storefront/shared';
import type { Choice } from '@storefront/shared/ui';

/** The status filter of an orders list (My Orders, Manage All Orders), in the API's words (ChoiceField shows them with t()). */
export const ORDER_STATUS_CHOICES: Choice[] = [
  { value: '', label: msg('All') },
  { value: 'awaiting_approval', label: msg('Awaiting approval') },
  { value: 'on_hold', label: msg('On hold (credit)') },
  { value: 'pending', label: msg('Pending') },
  { value: 'confirmed', label: msg('Confirmed') },
  { value: 'shipped', label: msg('Shipped') },
  { value: 'delivered', label: msg('Delivered') },
  { value: 'cancelled', label: msg('Cancelled') },
];
