import * as z from 'zod/mini';
import { messages, orderAboveStock, orderBelowMinimum } from '../messages';
import { LIMITS, PART_NUMBER, WHOLE_NUMBER_TEXT, entityId, quantityNumber, requiredText } from '../primitives';

/**
 * Buying many parts at once (DECISIONS.md "Buying many parts at once"): the cart, quick order by
 * part number and checkout. The forms and the API check with these same rules and messages.
 */

/** Most lines a cart, a quick order or a checkout holds (a CSV of up to 500 lines). */
export const MAX_ORDER_LINES = 500;
/** A purchase-order reference: the buyer's own number for the order. */
export const PO_REFERENCE_MAX = 40;

export const buyingMessages = {
  tooManyLines: `At most ${MAX_ORDER_LINES} lines at once`,
  noLines: 'Add at least one line',
  partNumberRequired: 'Enter a part number',
  unknownPartNumber: 'No part has this number',
  partGone: 'This part is no longer sold',
  poReferenceTooLong: `A purchase-order reference is at most ${PO_REFERENCE_MAX} characters`,
} as const;

/** A line's quantity is held to the order rules: these say why it was changed or refused. */
export const quantityProblem = (quantity: number, part: { min: number; available: number }): string | undefined => {
  if (part.available < part.min) return orderAboveStock(0);
  if (quantity < part.min) return orderBelowMinimum(part.min);
  if (quantity > part.available) return orderAboveStock(part.available);
  return undefined;
};

/** Holds a quantity to the rules: at least the minimum, at most the stock (0 when none can be ordered). */
export const heldQuantity = (quantity: number, part: { min: number; available: number }): number =>
  part.available < part.min ? 0 : Math.min(Math.max(quantity, part.min), part.available);

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

/** What a row says about itself before any part is looked up: the same on screen and in the API. */
export function rowFormProblem(row: { partNumber: string; quantity: string }): { partNumber?: string; quantity?: string } | undefined {
  const problem: { partNumber?: string; quantity?: string } = {};
  const number = row.partNumber.trim().toUpperCase();
  if (!number) problem.partNumber = buyingMessages.partNumberRequired;
  else if (!PART_NUMBER.test(number)) problem.partNumber = messages.partNumberInvalid;
  const quantity = row.quantity.trim();
  if (!quantity) problem.quantity = messages.orderQuantityRequired;
  else if (!WHOLE_NUMBER_TEXT.test(quantity) || Number(quantity) < 1) problem.quantity = messages.orderQuantityWhole;
  return problem.partNumber || problem.quantity ? problem : undefined;
}

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

/** A price in a message: two decimals, no currency (the page around it names the currency). */
const amount = (value: number) => value.toFixed(2);

/** The price changed between adding a line and now. */
export const priceChanged = (was: number, now: number): string => `The price changed from ${amount(was)} to ${amount(now)} since you added it`;

/**
 * What a cart line says about itself against the part as it is now: gone, out of stock, above the
 * stock, below the minimum, or a changed price (the line can still be ordered at the new price).
 * The server's carts and the browser's visitor cart say the same.
 */
export function cartLineProblem(
  line: { quantity: number; addedPrice: number },
  part: { price: number; available_Quantity: number; min_order_Quantity: number } | null,
): { kind: 'deleted' | 'unavailable' | 'stock' | 'minimum' | 'price'; message: string } | null {
  if (!part) return { kind: 'deleted', message: buyingMessages.partGone };
  if (part.available_Quantity < part.min_order_Quantity) return { kind: 'unavailable', message: orderAboveStock(0) };
  if (line.quantity > part.available_Quantity) return { kind: 'stock', message: orderAboveStock(part.available_Quantity) };
  if (line.quantity < part.min_order_Quantity) return { kind: 'minimum', message: orderBelowMinimum(part.min_order_Quantity) };
  if (Math.abs(part.price - line.addedPrice) >= 0.005) return { kind: 'price', message: priceChanged(line.addedPrice, part.price) };
  return null;
}

/** Whether a line with this problem can be checked out as it is (a changed price can). */
export const canOrderLine = (problem: { kind: string } | null): boolean => problem === null || problem.kind === 'price';

/** The cart's total: the lines that can be ordered, at today's prices, summed in cents. */
export function cartTotal(lines: { quantity: number; part: { price: number } | null; problem: { kind: string } | null }[]): number {
  const cents = lines.reduce((sum, line) => (line.part && canOrderLine(line.problem) ? sum + Math.round(line.part.price * 100) * line.quantity : sum), 0);
  return cents / 100;
}
