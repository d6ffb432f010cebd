import { messages, orderAboveStock, orderBelowMinimum, orderMessages } from './messages';
import { PART_NUMBER, WHOLE_NUMBER_TEXT } from './patterns';
import { aboveMaximum, notInPacks } from './pricing';
import { msg } from '../i18n/translate';

/**
 * The rules of buying many parts at once (DECISIONS.md "Buying many parts at once"), without the
 * validation library: the cart's count and Add to cart, on the home page, use them, and the API
 * and the schemas of api/buying.ts say the same.
 */

/** The toast after an order is placed (spec section 8), from the purchase page or checkout. */
export const ORDER_SUCCESS = 'order added successfully!!!';

/** Most lines a cart, a quick order or a checkout holds (a CSV of up to 500 lines). */
export const MAX_ORDER_LINES = 500;
/** A purchase-order reference: the buyer's own number for the order. */
export const PO_REFERENCE_MAX = 40;

export const buyingMessages = {
  tooManyLines: `Order at most ${MAX_ORDER_LINES} lines at once.`,
  noLines: msg('Add at least one line.'),
  partNumberRequired: msg('Enter a part number.'),
  unknownPartNumber: msg('No part has this number.'),
  partGone: msg('This part is no longer sold.'),
  poReferenceTooLong: `A purchase-order reference is at most ${PO_REFERENCE_MAX} characters.`,
} as const;

/** Why a quantity breaks the order rules, or nothing: sold out, below the minimum, above the stock. */
export const quantityProblem = (quantity: number, part: { min: number; available: number }): string | undefined => {
  if (part.available < part.min) return orderAboveStock(0);
  if (quantity < part.min) return orderBelowMinimum(part.min);
  if (quantity > part.available) return orderAboveStock(part.available);
  return undefined;
};

/** Holds a quantity to the rules: at least the minimum, at most the stock (0 when none can be ordered). */
export const heldQuantity = (quantity: number, part: { min: number; available: number }): number =>
  part.available < part.min ? 0 : Math.min(Math.max(quantity, part.min), part.available);

/** What is wrong with a quantity as typed (empty, or not a whole number of at least 1), before any part is looked at. */
export function quantityTextProblem(text: string): string | undefined {
  const quantity = text.trim();
  if (!quantity) return orderMessages.quantityRequired;
  if (!WHOLE_NUMBER_TEXT.test(quantity) || Number(quantity) < 1) return orderMessages.quantityWhole;
  return undefined;
}

/** What a row says about itself before any part is looked up: the same on screen and in the API. */
export function rowFormProblem(row: { partNumber: string; quantity: string }): { partNumber?: string; quantity?: string } | undefined {
  const problem: { partNumber?: string; quantity?: string } = {};
  const number = row.partNumber.trim().toUpperCase();
  if (!number) problem.partNumber = buyingMessages.partNumberRequired;
  else if (!PART_NUMBER.test(number)) problem.partNumber = messages.partNumberInvalid;
  problem.quantity = quantityTextProblem(row.quantity);
  return problem.partNumber || problem.quantity ? problem : undefined;
}

/** A price in a message: two decimals, no currency (the page around it names the currency). */
const amount = (value: number) => value.toFixed(2);

/** The price changed between adding a line and now. */
export const priceChanged = (was: number, now: number): string => `The price changed from ${amount(was)} to ${amount(now)} since you added it`;

/**
 * What a cart line says about itself against the part as it is now: gone, replaced by another
 * (docs/parts-book.md "Supersession": the message names the part sold today), out of stock, above the
 * stock, below the minimum, no longer whole packs or above the most per order (the part's pack or
 * maximum changed since), or a changed price (the line can still be ordered at the new price).
 * The server's carts and the browser's visitor cart say the same.
 */
export function cartLineProblem(
  line: { quantity: number; addedPrice: number },
  part: {
    price: number;
    available_Quantity: number;
    min_order_Quantity: number;
    pack_Size?: number | undefined;
    max_order_Quantity?: number | null | undefined;
    replacement?: { message: string } | undefined;
  } | null,
): { kind: 'deleted' | 'replaced' | 'unavailable' | 'stock' | 'minimum' | 'pack' | 'maximum' | 'price'; message: string } | null {
  if (!part) return { kind: 'deleted', message: buyingMessages.partGone };
  if (part.replacement) return { kind: 'replaced', message: `${buyingMessages.partGone} ${part.replacement.message}` };
  if (part.available_Quantity < part.min_order_Quantity) return { kind: 'unavailable', message: orderAboveStock(0) };
  if (line.quantity > part.available_Quantity) return { kind: 'stock', message: orderAboveStock(part.available_Quantity) };
  if (line.quantity < part.min_order_Quantity) return { kind: 'minimum', message: orderBelowMinimum(part.min_order_Quantity) };
  const pack = part.pack_Size ?? 1;
  if (pack > 1 && line.quantity % pack !== 0) return { kind: 'pack', message: notInPacks(line.quantity, pack, part.min_order_Quantity) };
  const max = part.max_order_Quantity ?? null;
  if (max !== null && line.quantity > max) return { kind: 'maximum', message: aboveMaximum(max) };
  if (Math.abs(part.price - line.addedPrice) >= 0.005) return { kind: 'price', message: priceChanged(line.addedPrice, part.price) };
  return null;
}

/** Whether a line with this problem can be checked out as it is (a changed price can). */
export const canOrderLine = (problem: { kind: string } | null): boolean => problem === null || problem.kind === 'price';

/**
 * The cart's total: the lines that can be ordered, at today's prices for their quantities (the
 * line's resolved `price` where known, else the part's own), summed in cents.
 */
export function cartTotal(lines: readonly TotalledLine[]): number {
  return cartLineTotals(lines).reduce((cents, total) => cents + Math.round(total * 100), 0) / 100;
}

type TotalledLine = { quantity: number; part: { price: number } | null; price?: { unitPrice: number } | null; problem: { kind: string } | null };

/** Each line's total that the cart's total counts (the lines that can be ordered), as an order's line: the unit price in cents × quantity. */
export function cartLineTotals(lines: readonly TotalledLine[]): number[] {
  return lines.flatMap((line) =>
    line.part && canOrderLine(line.problem) ? [(Math.round((line.price?.unitPrice ?? line.part.price) * 100) * line.quantity) / 100] : [],
  );
}

/** What a cart did with a line it had to hold to the rules: "Only 5 units are in stock. The cart holds 5." */
export const heldLineMessage = (why: string, held: number): string => (held === 0 ? `${why} It was not added.` : `${why} The cart holds ${held}.`);

/** A message for each line a cart changed: `SL-BC-0001: Only 5 units are in stock. The cart holds 5.`. */
export const changeMessages = (changes: { label: string; message: string }[]): string[] => changes.map((c) => `${c.label}: ${c.message}`);
