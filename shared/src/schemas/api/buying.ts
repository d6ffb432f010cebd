import * as z from 'zod/mini';
import { messages } from '../messages';
import { LIMITS, entityId, quantityNumber, requiredText } from '../primitives';
import { buyingMessages, MAX_ORDER_LINES, PO_REFERENCE_MAX } from '../buyingRules';

/**
 * The bodies of the cart, quick order and checkout calls (DECISIONS.md "Buying many parts at
 * once"); their rules and messages are in buyingRules.ts.
 */

const lineQuantity = () => quantityNumber(messages.orderQuantityRequired, messages.orderQuantityWhole);

/** One line of a cart or a checkout: a part and how many. */
export const orderLineBody = z.object({ partId: entityId(), quantity: lineQuantity() });

const lines = () =>
  z.array(orderLineBody).check(z.minLength(1, { error: buyingMessages.noLines }), z.maxLength(MAX_ORDER_LINES, { error: buyingMessages.tooManyLines }));

/** POST /cart/lines: adds each line's quantity to the cart (held to the rules; the answer says what changed). */
export const cartAddBody = z.object({ lines: lines() });
/** PUT /cart/lines/{id}: the line's new quantity, which must keep the rules (400 otherwise). */
export const cartQuantityBody = z.object({ quantity: lineQuantity() });

/**
 * One row of quick order as the buyer typed it: a part number and a quantity, both as text, so
 * that every row comes back with its own message rather than the whole list being refused.
 */
export const quickOrderRow = z.object({
  partNumber: z.string().check(z.maxLength(64, { error: messages.tooLong })),
  quantity: z.string().check(z.maxLength(16, { error: messages.tooLong })),
});
/** POST /quick-order/check. */
export const quickOrderBody = z.object({
  rows: z.array(quickOrderRow).check(z.minLength(1, { error: buyingMessages.noLines }), z.maxLength(MAX_ORDER_LINES, { error: buyingMessages.tooManyLines })),
});

/** POST /checkout: one order of every line. Name and e-mail come from the account. */
export const checkoutBody = z.object({
  address: requiredText(messages.addressRequired, LIMITS.address),
  phone: requiredText(messages.phoneRequired, LIMITS.phone),
  poReference: z.optional(z.string().check(z.trim(), z.maxLength(PO_REFERENCE_MAX, { error: buyingMessages.poReferenceTooLong }))),
  lines: lines(),
});

/** An order's number: SO-<year>-<6 or more digits>. */
export const ORDER_NUMBER = /^SO-[0-9]{4}-[0-9]{6,}$/;
export const orderNumberParams = z.object({ number: z.string().check(z.regex(ORDER_NUMBER, { error: 'Not an order number' })) });

export type OrderLineBody = z.infer<typeof orderLineBody>;
export type CartAddBody = z.infer<typeof cartAddBody>;
export type CartQuantityBody = z.infer<typeof cartQuantityBody>;
export type QuickOrderRow = z.infer<typeof quickOrderRow>;
export type QuickOrderBody = z.infer<typeof quickOrderBody>;
export type CheckoutBody = z.infer<typeof checkoutBody>;
export type OrderNumberParams = z.infer<typeof orderNumberParams>;
