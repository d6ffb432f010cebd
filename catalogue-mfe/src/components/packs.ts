import type { Part } from '@storefront/shared';
import { t } from '@storefront/shared';
import { localNumber } from '../i18n/localName';

/** What a quantity field reads of a part's pack and maximum per order (both optional for parts read before them). */
export type PackPart = Pick<Part, 'min_order_Quantity'> & Partial<Pick<Part, 'pack_Size' | 'max_order_Quantity'>>;

/** A quantity field's `step` and `min`: whole packs, from the minimum order. */
export const packAttributes = (part: PackPart) => ({ step: part.pack_Size ?? 1, min: part.min_order_Quantity });

/** "Sold in packs of 10", "At most 500 per order": the part's pack and maximum, where set. */
export function packHints(part: PackPart): string[] {
  const hints: string[] = [];
  if ((part.pack_Size ?? 1) > 1) hints.push(t('Sold in packs of {size}', { size: localNumber(part.pack_Size ?? 1) }));
  if (part.max_order_Quantity != null) hints.push(t('At most {max} per order', { max: localNumber(part.max_order_Quantity) }));
  return hints;
}
