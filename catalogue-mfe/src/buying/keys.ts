import { apiPath, buyingEndpoints, CART_CHANNEL } from '@storefront/shared';

export { CART_CHANNEL };

/** The signed-in customer's cart, as SWR caches it. */
export const CART_KEY = apiPath(buyingEndpoints.cart);

/** Tells the other tabs of this browser that the account's cart changed. */
export function announceCartChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CART_CHANNEL);
  channel.postMessage('changed');
  channel.close();
}
