import type { CartChange } from '@storefront/shared';
import type { RowPart } from '@storefront/shared/schemas';
import type { ScopedMutator } from 'swr';

/** What the assembly's page sends beyond reading the assembly (no React). */

/**
 * Adds several rows' parts at once to whichever cart the buyer has (the account's in one call, a
 * visitor's in this browser), held to the order rules: what had to change. The cart's code loads
 * on the first add, as a card's Add to cart loads it.
 */
export async function addParts(signedIn: boolean, mutate: ScopedMutator, lines: { part: RowPart; quantity: number }[]): Promise<CartChange[]> {
  const { addToCart } = await import(/* webpackChunkName: "cart-actions" */ '../../../buying/actions');
  return addToCart(signedIn, mutate, lines);
}
