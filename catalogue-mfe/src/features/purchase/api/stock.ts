import type { Part } from '@storefront/shared';

type Stock = Pick<Part, 'min_order_Quantity' | 'available_Quantity'>;

/** Whether anyone can order this part right now. */
export function canOrder(part: Stock): boolean {
  return part.available_Quantity >= part.min_order_Quantity && part.available_Quantity > 0;
}

/** The order rule as the page shows it under its quantity (the form's, and a visitor's Add to cart). */
export function quantityRule(part: Stock): string {
  return `Whole units only: at least ${part.min_order_Quantity} (minimum order), at most ${part.available_Quantity} (in stock).`;
}
