import { apiFetch, ApiError, callApi, partKey, type Cart, type CartLine, type Part } from '@storefront/shared';
import { buyingEndpoints } from '@storefront/shared/endpoints';
import { cartLineProblem, cartTotal, linePrice, nextBreak, type CheckoutBody, type QuickOrderRow } from '@storefront/shared/schemas';
import type { StoredLine } from './visitorCart';

/** The calls of the cart, quick order and checkout (no React): the pages reach them through `hooks.ts`. */

export { CART_KEY } from './keys';

export const addLines = (lines: { partId: string; quantity: number }[]) => callApi(buyingEndpoints.addToCart, { body: { lines } });
export const setLine = (partId: string, quantity: number) => callApi(buyingEndpoints.setCartLine, { params: { id: partId }, body: { quantity } });
export const removeLine = (partId: string) => callApi(buyingEndpoints.removeCartLine, { params: { id: partId } });
export const checkRows = (rows: QuickOrderRow[]) => callApi(buyingEndpoints.checkQuickOrder, { body: { rows } });
export const placeCheckout = (body: CheckoutBody, idempotencyKey: string) =>
  callApi(buyingEndpoints.checkout, { body, headers: { 'Idempotency-Key': idempotencyKey } });

/** A line's part, with its Bangla name when it has one (a Bangla page shows it). */
type CartPart = NonNullable<CartLine['part']> & Partial<Pick<Part, 'nameBn'>>;

/** A part of a visitor's line as it is now (public read), or null when it was deleted. */
async function currentPart(id: string): Promise<CartPart | null> {
  try {
    const part = await apiFetch<Part>(partKey(id), { anonymous: true });
    return {
      sku: part.sku,
      name: part.name,
      ...(part.nameBn ? { nameBn: part.nameBn } : {}),
      price: part.price,
      img: part.img,
      available_Quantity: part.available_Quantity,
      min_order_Quantity: part.min_order_Quantity,
      pack_Size: part.pack_Size ?? 1,
      max_order_Quantity: part.max_order_Quantity ?? null,
      breaks: part.breaks ?? [],
      // No longer sold: the line says so and names the part sold today.
      ...(part.replacement ? { replacement: part.replacement } : {}),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The parts of a visitor's lines, read together (one SWR entry for the set of ids). */
export const visitorPartsKey = (ids: string[]) => (ids.length ? `visitor-cart-parts:${ids.join(',')}` : null);
export async function visitorParts(key: string): Promise<Record<string, CartPart | null>> {
  const ids = key.slice(key.indexOf(':') + 1).split(',');
  const parts = await Promise.all(ids.map(currentPart));
  return Object.fromEntries(ids.map((id, i) => [id, parts[i] ?? null]));
}

/**
 * A visitor's lines as a cart, each against its part as it is now, as the server says an
 * account's: the unit price for the line's quantity and the next break, from the part's public
 * breaks (a visitor has no price list).
 */
export function visitorCart(lines: StoredLine[], parts: Record<string, CartPart | null>): Cart {
  const cartLines: CartLine[] = lines.map((line) => {
    const part = parts[line.partId] ?? null;
    const inputs = part && { price: part.price, breaks: part.breaks ?? [] };
    return {
      ...line,
      part,
      price: inputs && linePrice(inputs, line.quantity),
      nextBreak: inputs && nextBreak(inputs, line.quantity),
      problem: cartLineProblem(line, part),
    };
  });
  return { lines: cartLines, total: cartTotal(cartLines) };
}
