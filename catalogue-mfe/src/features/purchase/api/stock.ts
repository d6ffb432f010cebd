import { formatNumber, type Part, t } from '@storefront/shared';
import { packHints } from '../../../components/packs';

type Stock = Pick<Part, 'min_order_Quantity' | 'available_Quantity'> & Partial<Pick<Part, 'pack_Size' | 'max_order_Quantity'>>;

/** Whether anyone can order this part right now. */
export function canOrder(part: Stock): boolean {
  return part.available_Quantity >= part.min_order_Quantity && part.available_Quantity > 0;
}

/**
 * The order rule as the page shows it under its quantity (the form's, and a visitor's Add to
 * cart): the minimum and the stock, then the pack ("Sold in packs of 10.") and the maximum per
 * order ("At most 500 per order.") where the part has them.
 */
export function quantityRule(part: Stock): string {
  const base = t('Whole units only: at least {min} (minimum order), at most {max} (in stock).', {
    min: formatNumber(part.min_order_Quantity),
    max: formatNumber(part.available_Quantity),
  });
  return [base, ...packHints(part).map((hint) => t('{hint}.', { hint }))].join(' ');
}
