import { announceCartChanged, apiPath, callApi, endpoints, type CartUpdate, type Order, type OrderDetail } from '@storefront/shared';
import { buyingEndpoints } from '@storefront/shared/endpoints';

/** Cancels the customer's own pending order; its units go back to stock. */
export function cancelOrder(id: string): Promise<Order> {
  return callApi(endpoints.setOrderStatus, { params: { id }, body: { status: 'cancelled' } });
}

/** An order's page reads the order with its lines by its number. */
export const orderKey = (number: string) => apiPath(buyingEndpoints.getOrder, { number });

/** The account's cart, as the catalogue's pages and the header's count read it (SWR key). */
export const CART_KEY = apiPath(buyingEndpoints.cart);

/**
 * Order again: the order's lines go into the account's cart (the catalogue's), held by the API to
 * today's stock and minimums; the answer says what changed. The other tabs are told (the
 * catalogue's cart link there reads the cart again); this tab's page puts the answer in the shared SWR cache.
 */
export async function orderAgain(order: OrderDetail): Promise<CartUpdate> {
  const answer = await callApi(buyingEndpoints.addToCart, { body: { lines: order.lines.map((l) => ({ partId: l.partId, quantity: l.quantity })) } });
  announceCartChanged();
  return answer;
}
