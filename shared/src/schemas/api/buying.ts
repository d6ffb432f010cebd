import * as z from 'zod/mini';
import { messages, orderMessages } from '../messages';
import { LIMITS, entityId, quantityNumber, requiredText } from '../primitives';
import { buyingMessages, MAX_ORDER_LINES, PO_REFERENCE_MAX } from '../buyingRules';
import type { Part } from './parts';
import type { PartReplacement } from './replacement';
import type { LinePrice, NextBreak } from '../pricing';

/**
 * The bodies of the cart, quick order and checkout calls (DECISIONS.md "Buying many parts at
 * once"); their rules and messages are in buyingRules.ts.
 */

const lineQuantity = () => quantityNumber(orderMessages.quantityRequired, orderMessages.quantityWhole);

/** One line of a cart or a checkout: a part and how many. */
export const orderLineBody = z.object({ partId: entityId(), quantity: lineQuantity() });

const lines = () =>
  z.array(orderLineBody).check(z.minLength(1, { error: buyingMessages.noLines }), z.maxLength(MAX_ORDER_LINES, { error: buyingMessages.tooManyLines }));

/** How POST /cart/lines treats a part already in the cart: its quantity grows by the line's, or becomes the line's. */
export const CART_ADD_MODES = ['add', 'replace'] as const;
export type CartAddMode = (typeof CART_ADD_MODES)[number];

/**
 * POST /cart/lines: puts each line in the cart (held to the rules; the answer says what changed).
 * `mode` `add` (the default) adds to a line already there, `replace` sets it to the line's quantity.
 */
export const cartAddBody = z.object({
  lines: lines(),
  mode: z.optional(z.enum(CART_ADD_MODES, { error: 'mode must be add or replace' })),
});
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

/**
 * Checkout's fields as a lone customer fills them (a form picks from these): every order of
 * every line. Name and e-mail come from the account. `locationId`: a company member's ship-to
 * location (docs/companies.md).
 */
export const checkoutBody = z.object({
  address: requiredText(orderMessages.addressRequired, LIMITS.address),
  phone: requiredText(orderMessages.phoneRequired, LIMITS.phone),
  poReference: z.optional(z.string().check(z.trim(), z.maxLength(PO_REFERENCE_MAX, { error: buyingMessages.poReferenceTooLong }))),
  locationId: z.optional(entityId()),
  lines: lines(),
});

/** Optional text, trimmed, at most `max` long; empty counts as not given. */
const optionalTrimmed = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, { error: messages.tooLong })));

/**
 * POST /checkout: the fields above, but the address and phone may be left out when a company
 * location is chosen (its own are used); without one each is required.
 */
export const checkoutRequestBody = z.object({ ...checkoutBody.shape, address: optionalTrimmed(LIMITS.address), phone: optionalTrimmed(LIMITS.phone) }).check(
  z.refine((body) => Boolean(body.locationId || body.address), { error: orderMessages.addressRequired, path: ['address'] }),
  z.refine((body) => Boolean(body.locationId || body.phone), { error: orderMessages.phoneRequired, path: ['phone'] }),
);

/** An order's number: SO-<year>-<6 or more digits>. */
export const ORDER_NUMBER = /^SO-[0-9]{4}-[0-9]{6,}$/;
export const orderNumberParams = z.object({ number: z.string().check(z.regex(ORDER_NUMBER, { error: 'Not an order number' })) });

export type OrderLineBody = z.infer<typeof orderLineBody>;
export type CartAddBody = z.infer<typeof cartAddBody>;
export type CartQuantityBody = z.infer<typeof cartQuantityBody>;
export type QuickOrderRow = z.infer<typeof quickOrderRow>;
export type QuickOrderBody = z.infer<typeof quickOrderBody>;
export type CheckoutBody = z.infer<typeof checkoutRequestBody>;
export type OrderNumberParams = z.infer<typeof orderNumberParams>;

// What the API answers.

/** Why a cart line cannot be ordered as it is, or what changed since it was added. */
export type CartProblem = 'deleted' | 'replaced' | 'unavailable' | 'stock' | 'minimum' | 'pack' | 'maximum' | 'price';

/** One line of a cart, with the part as it is now. */
export interface CartLine {
  partId: string;
  quantity: number;
  /** The part now; null when it was deleted. */
  part: Pick<
    Part,
    'sku' | 'name' | 'price' | 'img' | 'available_Quantity' | 'min_order_Quantity' | 'pack_Size' | 'max_order_Quantity' | 'breaks' | 'replacement'
  > | null;
  /** The unit price when the line was added (a later change of price is shown on the line). */
  addedPrice: number;
  /** What one unit costs at the line's quantity for this buyer, and why (null when the part is gone). */
  price?: LinePrice | null;
  /** The next quantity that lowers the unit price ("add 12 more: BDT 610.00 each"), or null. */
  nextBreak?: NextBreak | null;
  problem: { kind: CartProblem; message: string } | null;
  /** False when the customer has recorded machines and the part fits none of them. */
  fitsMyMachines?: boolean;
}

export interface Cart {
  lines: CartLine[];
  /** The total of the lines that can be ordered, at today's prices for their quantities (breaks, the buyer's list). */
  total: number;
  /** The buyer's price list when one is valid today. */
  priceList?: { id: string; name: string } | null;
  /** The VAT rate (percent) the invoice adds to these net prices; a visitor's cart, kept in the browser, has none. */
  vatRate?: number;
}

/** A line the cart changed while adding (held to the rules, or dropped), and why. */
export interface CartChange {
  partId: string;
  /** The part's number or, failing that, its name. */
  label: string;
  message: string;
  /** The part no longer sold was not added: this part, which replaces it today, was (`message` says so). */
  replacedBy?: string;
}

/** The answer to adding lines: the cart now and what was changed on the way. */
export interface CartUpdate {
  cart: Cart;
  changes: CartChange[];
}

/** One quick-order row, checked: the part it names, or why it cannot be ordered. */
export interface QuickOrderResult {
  partNumber: string;
  quantity: string;
  part?: Pick<Part, '_id' | 'sku' | 'name' | 'price' | 'available_Quantity' | 'min_order_Quantity' | 'pack_Size' | 'max_order_Quantity' | 'breaks'>;
  /** The row's unit price for this buyer at its quantity, when the row can be ordered. */
  price?: LinePrice;
  /** What is wrong with the row, per field. */
  errors?: { partNumber?: string; quantity?: string };
  /** Several rows of the same number were merged into this one (their row numbers, from 1). */
  mergedRows?: number[];
  /** The number typed was a machine maker's (an OEM number) this part replaces: `JUKI 110-45400`. */
  replaces?: string;
  /**
   * The number typed (or the OEM number's part) is no longer sold: where it leads and the message;
   * `part` is the part sold today.
   */
  replacement?: PartReplacement;
  /** False when the customer has recorded machines and the part fits none of them. */
  fitsMyMachines?: boolean;
}

/** A checkout that could not take stock for every line (409): which lines and why. */
export interface CheckoutConflict {
  lines: { partId: string; label: string; message: string }[];
}
