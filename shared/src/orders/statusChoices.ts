import type { Choice } from '@storefront/shared/ui';

/** The status filter of an orders list (My Orders, Manage All Orders), in the API's words. */
export const ORDER_STATUS_CHOICES: Choice[] = [
  { value: '', label: 'All' },
  { value: 'awaiting_approval', label: 'Awaiting approval' },
  { value: 'on_hold', label: 'On hold (credit)' },
  { value: 'pending', label: 'Pending' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'cancelled', label: 'Cancelled' },
];
