/**
 * An order's life after it is placed (DECISIONS.md "After the order"), without the validation
 * library: the API enforces it, the account's and the admin's pages offer only what it allows.
 *
 *   pending → confirmed (an admin accepts it) → shipped (carrier, tracking number) → delivered
 *   pending → cancelled (its customer or an admin); confirmed → cancelled (an admin, with a reason)
 *
 * A company's order may wait before pending (docs/companies.md):
 *   awaiting_approval → pending (an approver approves) or cancelled (an approver rejects, saying
 *     why; its buyer or an admin cancels; the expiry job after 7 days)
 *   on_hold (above the company's credit) → pending (the storefront's admin releases) or cancelled
 */

import { msg } from '../i18n/translate';

export const ORDER_STATUSES = [
  'awaiting_approval',
  'on_hold',
  'pending',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
] as const satisfies readonly OrderStatus[];

/** Who changes an order: its own customer, an admin, or an approver of the order's company. */
export type OrderActor = 'customer' | 'admin' | 'approver';

const ARROWS: Record<OrderStatus, Partial<Record<OrderStatus, readonly OrderActor[]>>> = {
  awaiting_approval: { pending: ['approver'], cancelled: ['approver', 'customer', 'admin'] },
  on_hold: { pending: ['admin'], cancelled: ['customer', 'admin'] },
  pending: { confirmed: ['admin'], cancelled: ['customer', 'admin'] },
  confirmed: { shipped: ['admin'], cancelled: ['admin'] },
  shipped: { delivered: ['admin'] },
  delivered: {},
  cancelled: {},
};

/** A cancellation's reason, a carrier's name and a tracking number: at most this long. */
/** The statuses of an order that was confirmed: each has its invoice. */
export const INVOICED_STATUSES: readonly OrderStatus[] = ['confirmed', 'shipped', 'delivered'];

export const LIFECYCLE_LIMITS = { reason: 500, carrier: 60, trackingNumber: 60 } as const;

export const lifecycleMessages = {
  reasonRequired: msg('Say why the order is cancelled.'),
  adminOnly: msg('Only an admin may confirm, ship or deliver an order.'),
  notYours: msg('Only the customer who placed an order or an admin may cancel it.'),
} as const;

/** The statuses an order in `from` may move to next, for this actor (in the arrows' order). */
export function nextStatuses(from: OrderStatus, actor: OrderActor): OrderStatus[] {
  return (Object.entries(ARROWS[from]) as [OrderStatus, readonly OrderActor[]][]).filter(([, who]) => who.includes(actor)).map(([to]) => to);
}

/** Why an order in `from` cannot become `to` for this actor (a 409), or nothing when it may. */
export function transitionRefusal(from: OrderStatus, to: OrderStatus, actor: OrderActor): string | undefined {
  const who = ARROWS[from][to];
  if (who?.includes(actor)) return undefined;
  if (from === to) return `The order is already ${from}`;
  if (to === 'pending') return 'An order cannot go back to pending';
  if (to === 'cancelled' && who) return `The order is already ${from}: contact us to cancel it`;
  if (to === 'cancelled') return `The order is already ${from} and can no longer be cancelled`;
  if (from === 'cancelled' || from === 'delivered') return `The order is ${from}: it cannot be marked ${to}`;
  return `A ${from} order cannot be marked ${to}`;
}

/** What a change is called, on buttons, the timeline and the toasts. */
export const STATUS_ACTION: Record<Exclude<OrderStatus, 'pending' | 'awaiting_approval' | 'on_hold'>, string> = {
  confirmed: 'Confirm',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  cancelled: 'Cancel',
};

export type OrderStatus = 'awaiting_approval' | 'on_hold' | 'pending' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled';

/** What a status is called where people read it (a list's badge, the timeline, a filter). */
export const STATUS_LABEL: Record<OrderStatus, string> = {
  awaiting_approval: msg('Awaiting approval'),
  on_hold: msg('On hold (credit)'),
  pending: msg('Pending'),
  confirmed: msg('Confirmed'),
  shipped: msg('Shipped'),
  delivered: msg('Delivered'),
  cancelled: msg('Cancelled'),
};
