import type { Part } from '@storefront/shared';

/** What a quantity field reads of a part's pack and maximum per order (both optional for parts read before them). */
export type PackPart = Pick<Part, 'min_order_Quantity'> & Partial<Pick<Part, 'pack_Size' | 'max_order_Quantity'>>;

/** A quantity field's `step` and `min`: whole packs, from the minimum order. */
export const packAttributes = (part: PackPart) => ({ step: part.pack_Size ?? 1, min: part.min_order_Quantity });

/** "Sold in packs of 10", "At most 500 per order": the part's pack and maximum, where set. */
export function packHints(part: PackPart): string[] {
  const hints: string[] = [];
  if ((part.pack_Size ?? 1) > 1) hints.push(`Sold in packs of ${part.pack_Size}`);
  if (part.max_order_Quantity != null) hints.push(`At most ${part.max_order_Quantity} per order`);
  return hints;
}
