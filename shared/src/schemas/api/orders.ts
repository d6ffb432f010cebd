import * as z from 'zod/mini';
import { messages } from '../messages';
import { LIMITS, entityId, quantityNumber, requiredText } from '../primitives';
import { LIFECYCLE_LIMITS, ORDER_STATUSES } from '../orderLifecycle';

export const orderStatus = z.enum(ORDER_STATUSES, { error: messages.statusInvalid });

/** Optional text, trimmed; empty counts as not given. */
const optionalText = (label: string, max: number) =>
  z.optional(
    z
      .pipe(
        z.string({ error: `${label} must be text` }),
        z.transform((value) => value.trim()),
      )
      .check(z.maxLength(max, `${label} is at most ${max} characters`)),
  );

/** An order's fields; the order form adds the part's own minimum and stock. */
export const orderFields = {
  bookingId: entityId(),
  address: requiredText(messages.addressRequired, LIMITS.address),
  phone: requiredText(messages.phoneRequired, LIMITS.phone),
  orderQuantity: quantityNumber(messages.orderQuantityRequired, messages.orderQuantityWhole),
};

/** POST /booking. `name` and `email` of the spec's payload are ignored: they come from the signed-in user. */
export const orderBody = z.object(orderFields);

/**
 * PATCH /booking/{id}: a change of status along the arrows of `orderLifecycle.ts`; a cancellation
 * says why (required of an admin), a shipment may name its carrier and tracking number.
 */
export const orderStatusBody = z.object({
  status: orderStatus,
  reason: optionalText('reason', LIFECYCLE_LIMITS.reason),
  carrier: optionalText('carrier', LIFECYCLE_LIMITS.carrier),
  trackingNumber: optionalText('tracking number', LIFECYCLE_LIMITS.trackingNumber),
});

export type OrderBody = z.infer<typeof orderBody>;
export type OrderStatusBody = z.infer<typeof orderStatusBody>;
