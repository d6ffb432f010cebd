import type { Part } from '@storefront/shared';

type Stock = Pick<Part, 'min_order_Quantity' | 'available_Quantity'>;

/** Whether anyone can order this part right now. */
export function canOrder(part: Stock): boolean {
  return part.available_Quantity >= part.min_order_Quantity && part.available_Quantity > 0;
}
