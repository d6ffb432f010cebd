import type { OrderStatus } from '@storefront/shared/schemas';
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
};

/** The e-mail that tells the customer their order reached `status`, if any. */
export const emailOfStatus = (status: OrderStatus): OrderEmailEvent | undefined => EMAIL_OF_STATUS[status];
