import { apiFetch, partKey, type CartChange, type Part } from '@storefront/shared';
import type { ScopedMutator } from 'swr';

/** What the assembly's page reads and sends beyond the assembly itself (no React). */

/** The parts sold today in place of the replaced rows' parts, read together (one SWR entry for the set of ids). */
export const currentPartsKey = (ids: readonly string[]) => (ids.length ? `parts-book-current:${[...ids].sort().join(',')}` : null);
export async function currentParts(key: string): Promise<Record<string, Part>> {
  const ids = key.slice(key.indexOf(':') + 1).split(',');
  const parts = await Promise.all(ids.map((id) => apiFetch<Part>(partKey(id), { anonymous: true }).catch(() => null)));
  return Object.fromEntries(parts.filter((part): part is Part => part !== null).map((part) => [part._id, part]));
}

/**
 * Adds several rows' parts at once to whichever cart the buyer has (the account's in one call, a
 * visitor's in this browser), held to the order rules: what had to change. The cart's code loads
 * on the first add, as a card's Add to cart loads it.
 */
export async function addParts(signedIn: boolean, mutate: ScopedMutator, lines: { part: Part; quantity: number }[]): Promise<CartChange[]> {
  const { addToCart } = await import(/* webpackChunkName: "cart-actions" */ '../../../buying/actions');
  return addToCart(signedIn, mutate, lines);
}
