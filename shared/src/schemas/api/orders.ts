import * as z from 'zod/mini';
import { messages } from '../messages';
import { LIMITS, emailAddress, entityId, quantityNumber, requiredText } from '../primitives';
import { pageCursor, pageLimit, day, searchText, sortOf } from './listQuery';
import { SORTS } from './params';

export const orderStatus = z.enum(['pending', 'shipped', 'cancelled'], { error: messages.statusInvalid });

/**
 * GET /booking: a customer's own orders (`email`), or for an admin every order, searched by the
 * customer's e-mail or name, the part's name or the order's id.
 */
export const ordersQuery = z
  .object({
    email: z.optional(emailAddress()),
    status: z.optional(orderStatus),
    q: searchText(),
    from: day('from'),
    to: day('to'),
    sort: sortOf(SORTS.orders),
    cursor: pageCursor(),
    limit: pageLimit(),
  })
  .check(z.refine((query) => !query.from || !query.to || query.from <= query.to, { error: 'from must not be after to', path: ['from'] }));

/** GET /booking/export: the same search and filters as the orders list, every matching order as CSV. */
export const ordersExportQuery = z.object({
  status: z.optional(orderStatus),
  q: searchText(),
  from: day('from'),
  to: day('to'),
  sort: sortOf(SORTS.orders),
});

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

export type OrdersQuery = z.infer<typeof ordersQuery>;
export type OrdersExportQuery = z.infer<typeof ordersExportQuery>;
export type OrderBody = z.infer<typeof orderBody>;
export type OrderStatusBody = z.infer<typeof orderStatusBody>;
