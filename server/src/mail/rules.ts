import type { OrderEvent, OrderStatus } from '@storefront/shared/schemas';
import type { OrderEmailEvent } from './templates';

/**
 * Which e-mail tells the customer of an order's change: its placing, confirmation, shipment and
 * cancellation each send one; a delivery sends none (the customer was there). The order workflow
 * writes the e-mail by this, and the order's timeline shows each change's e-mail by it.
 */
const EMAIL_OF_STATUS: Readonly<Partial<Record<OrderStatus, OrderEmailEvent>>> = {
  pending: 'placed',
  confirmed: 'confirmed',
  shipped: 'shipped',
  cancelled: 'cancelled',
  // A company's order (docs/companies.md): placed to wait for approval, or held for credit.
  awaiting_approval: 'placed',
  on_hold: 'on_hold',
};

type Role = NonNullable<OrderEvent['by']>['role'];

/**
 * The e-mail that tells the customer their order reached `status`, if any. A company's order
 * approved (or released from its credit hold) to pending is told so, and rejected by an
 * approver, why: not as placed or cancelled.
 */
export function emailOfStatus(status: OrderStatus, by?: Role | null): OrderEmailEvent | undefined {
  if (status === 'pending' && (by === 'approver' || by === 'admin')) return 'approved';
  if (status === 'cancelled' && by === 'approver') return 'rejected';
  return EMAIL_OF_STATUS[status];
}
