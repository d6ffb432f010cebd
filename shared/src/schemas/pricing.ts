import { orderAboveStock, orderBelowMinimum } from './messages';
import { unitCount } from './units';
import { msg } from '../i18n/translate';

/**
 * What a line costs and which quantities may be ordered (docs/prices-and-quotes.md): one function
 * for each, used by the pages (the part's page, cards, the cart, quick order, checkout) and by the
 * API, which is the authority when an order is placed.
 */

/** From `minQuantity` units on, each costs `price`. */
export interface PriceBreak {
  minQuantity: number;
  price: number;
}

/** Where a line's unit price came from. */
export const PRICE_SOURCES = ['list', 'break', 'contract', 'quote'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

/** What a line's price is decided from: the part's price and breaks, the buyer's price list for it, an accepted quote's price. */
export interface PriceInputs {
  /** The part's own price for one unit (the list price, which public pages show). */
  price: number;
  /** The part's own quantity breaks (each from 2 units on, below its price). */
  breaks: readonly PriceBreak[];
  /** The buyer's price list, when it is valid today and names this part: its prices from each quantity (1 = any). */
  contract?: { name: string; prices: readonly PriceBreak[] } | undefined;
  /** An accepted quote's price for this line: it is the price, whatever the quantity. */
  quote?: { number: string; price: number } | undefined;
}

/** A line's unit price and where it came from. */
export interface LinePrice {
  unitPrice: number;
  /** The part's own price (shown beside a lower one: "List BDT 653.25 · Your price BDT 590.00"). */
  listPrice: number;
  source: PriceSource;
  /** The break's or the list's quantity it applied from (`50` of "50+"). */
  minQuantity?: number;
  /** The price list's name, for `contract`. */
  priceListName?: string;
  /** The quote's number, for `quote`. */
  quoteNumber?: string;
}

/** Cents, to compare and sum money without float error. */
export const toCents = (amount: number): number => Math.round(amount * 100);

/** The highest step of `steps` that `quantity` reaches, or none. */
function stepFor(steps: readonly PriceBreak[], quantity: number): PriceBreak | undefined {
  let found: PriceBreak | undefined;
  for (const step of steps) if (step.minQuantity <= quantity && (!found || step.minQuantity > found.minQuantity)) found = step;
  return found;
}

/**
 * The unit price of `quantity` units: an accepted quote's price when there is one; otherwise the
 * lowest of the part's price, its break for the quantity and the buyer's list price for the
 * quantity (a buyer never pays more for having a list). A tie keeps the simpler source.
 */
export function linePrice(inputs: PriceInputs, quantity: number): LinePrice {
  const listPrice = inputs.price;
  if (inputs.quote) return { unitPrice: inputs.quote.price, listPrice, source: 'quote', quoteNumber: inputs.quote.number };
  let best: LinePrice = { unitPrice: listPrice, listPrice, source: 'list' };
  const partBreak = stepFor(inputs.breaks, quantity);
  if (partBreak && toCents(partBreak.price) < toCents(best.unitPrice)) {
    best = { unitPrice: partBreak.price, listPrice, source: 'break', minQuantity: partBreak.minQuantity };
  }
  const contract = inputs.contract && stepFor(inputs.contract.prices, quantity);
  if (inputs.contract && contract && toCents(contract.price) < toCents(best.unitPrice)) {
    best = { unitPrice: contract.price, listPrice, source: 'contract', minQuantity: contract.minQuantity, priceListName: inputs.contract.name };
  }
  return best;
}

/** A line's total: its unit price × quantity, rounded to cents as an order's line is. */
export const lineTotal = (price: LinePrice, quantity: number): number => (toCents(price.unitPrice) * quantity) / 100;

/** The next quantity that lowers the unit price, and what it would be ("add 12 more: BDT 610.00 each"). */
export interface NextBreak {
  minQuantity: number;
  /** How many more units reach it. */
  more: number;
  unitPrice: number;
}

/** The smallest quantity above `quantity` whose unit price is lower than now, or null (none, or a quote's fixed price). */
export function nextBreak(inputs: PriceInputs, quantity: number): NextBreak | null {
  if (inputs.quote) return null;
  const now = toCents(linePrice(inputs, quantity).unitPrice);
  const steps = [...inputs.breaks, ...(inputs.contract?.prices ?? [])].map((s) => s.minQuantity).filter((q) => q > quantity);
  for (const minQuantity of [...new Set(steps)].sort((a, b) => a - b)) {
    const unitPrice = linePrice(inputs, minQuantity).unitPrice;
    if (toCents(unitPrice) < now) return { minQuantity, more: minQuantity - quantity, unitPrice };
  }
  return null;
}

/**
 * The table a part's page shows ("Buy more, pay less"): 1+ at the starting price, then each
 * quantity from which the price drops, with the price from there. Empty when the price never drops.
 */
export function priceTable(inputs: PriceInputs): PriceBreak[] {
  if (inputs.quote) return [];
  const quantities = [1, ...inputs.breaks.map((b) => b.minQuantity), ...(inputs.contract?.prices ?? []).map((p) => p.minQuantity)];
  const rows: PriceBreak[] = [];
  for (const minQuantity of [...new Set(quantities)].sort((a, b) => a - b)) {
    const price = linePrice(inputs, minQuantity).unitPrice;
    const last = rows[rows.length - 1];
    if (!last || toCents(price) < toCents(last.price)) rows.push({ minQuantity, price });
  }
  return rows.length > 1 ? rows : [];
}

/** What the quantity rule reads of a part: minimum, pack, maximum per order, stock. */
export interface QuantityRules {
  min: number;
  /** Sold in packs of this many (1: any whole number). */
  pack: number;
  /** At most this many per order, or none. */
  max: number | null;
  available: number;
}

export const packMessages = {
  packWhole: msg('The pack size must be a whole number, 1 or more.'),
  minNotInPacks: msg('The minimum order must be a whole number of packs.'),
  maxNotInPacks: msg('The maximum per order must be a whole number of packs.'),
  maxBelowMin: msg('The maximum per order cannot be below the minimum order.'),
  breakTooSmall: msg('A quantity break starts at 2 units or more.'),
  breakNotBelow: msg("Each break's price must be below the part's price and the break before it."),
  breakTwice: msg('Two breaks start at the same quantity.'),
} as const;

/** "Sold in packs of 10: 25 is not allowed; 20 or 30?" (only the larger where the smaller is below the minimum). */
export function notInPacks(quantity: number, pack: number, min = pack): string {
  const lower = Math.floor(quantity / pack) * pack;
  const upper = lower + pack;
  const choices = lower >= Math.max(min, pack) ? `${lower} or ${upper}` : `${upper}`;
  return `Sold in packs of ${pack}: ${quantity} is not allowed; ${choices}?`;
}

/** Above the most one order may hold. */
export const aboveMaximum = (max: number): string => `At most ${unitCount(max)} per order.`;

/**
 * Why `quantity` cannot be ordered, or nothing: sold out, below the minimum, not whole packs,
 * above the maximum per order, above the stock (in that order: the first that applies).
 */
export function quantityRule(quantity: number, part: QuantityRules): string | undefined {
  if (part.available < part.min) return orderAboveStock(0);
  if (quantity < part.min) return orderBelowMinimum(part.min);
  if (part.pack > 1 && quantity % part.pack !== 0) return notInPacks(quantity, part.pack, part.min);
  if (part.max !== null && quantity > part.max) return aboveMaximum(part.max);
  if (quantity > part.available) return orderAboveStock(part.available);
  return undefined;
}

/** The most of a part one order can take now: its stock, its maximum, whole packs. */
export function mostOrderable(part: QuantityRules): number {
  const cap = part.max === null ? part.available : Math.min(part.max, part.available);
  return Math.floor(cap / part.pack) * part.pack;
}

/**
 * A quantity held to the rules (what a cart does with "add 25" of a part sold in tens: 20, never
 * silently; the caller says so): at least the minimum, whole packs down, at most the most
 * orderable; 0 when none can be ordered.
 */
export function heldToRules(quantity: number, part: QuantityRules): number {
  const most = mostOrderable(part);
  if (most < part.min) return 0;
  const packs = Math.floor(Math.min(Math.max(quantity, part.min), most) / part.pack) * part.pack;
  return Math.max(packs, Math.ceil(part.min / part.pack) * part.pack);
}

/** The rules of a part as the API answers it (`pack_Size`, `max_order_Quantity`, ...). */
export const rulesOf = (part: {
  min_order_Quantity: number;
  available_Quantity: number;
  pack_Size?: number | undefined;
  max_order_Quantity?: number | null | undefined;
}): QuantityRules => ({
  min: part.min_order_Quantity,
  pack: part.pack_Size ?? 1,
  max: part.max_order_Quantity ?? null,
  available: part.available_Quantity,
});

/**
 * What a part's own breaks must keep: each from 2 units on, at different quantities, each price
 * below the part's price and the break before it. A message, or nothing.
 */
export function breaksProblem(price: number, breaks: readonly PriceBreak[]): string | undefined {
  const sorted = [...breaks].sort((a, b) => a.minQuantity - b.minQuantity);
  let last = toCents(price);
  for (let i = 0; i < sorted.length; i++) {
    const step = sorted[i] as PriceBreak;
    if (step.minQuantity < 2) return packMessages.breakTooSmall;
    if (i > 0 && step.minQuantity === (sorted[i - 1] as PriceBreak).minQuantity) return packMessages.breakTwice;
    if (toCents(step.price) >= last) return packMessages.breakNotBelow;
    last = toCents(step.price);
  }
  return undefined;
}
