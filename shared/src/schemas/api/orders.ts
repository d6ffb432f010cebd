import * as z from 'zod/mini';
import { messages } from '../messages';
import { LIMITS, entityId, quantityNumber, requiredText } from '../primitives';

export const orderStatus = z.enum(['pending', 'shipped', 'cancelled'], { error: messages.statusInvalid });

/** An order's fields; the order form adds the part's own minimum and stock. */
export const orderFields = {
  bookingId: entityId(),
  address: requiredText(messages.addressRequired, LIMITS.address),
  phone: requiredText(messages.phoneRequired, LIMITS.phone),
  orderQuantity: quantityNumber(messages.orderQuantityRequired, messages.orderQuantityWhole),
};

/** POST /booking. `name` and `email` of the spec's payload are ignored: they come from the signed-in user. */
export const orderBody = z.object(orderFields);

/** PATCH /booking/{id}: an admin marks a pending order shipped; its owner cancels it. */
export const orderStatusBody = z.object({ status: orderStatus });

export type OrderBody = z.infer<typeof orderBody>;
export type OrderStatusBody = z.infer<typeof orderStatusBody>;
