/**
 * The cart belongs to the catalogue, but another remote may change it (the account's Order
 * again): they tell each other through this event, never by importing each other. In the tab
 * that made the change, the shared SWR cache already holds the new cart (`GET /cart`'s key);
 * the browser's other tabs hear of it here and read `/cart` again.
 */

const CART_CHANNEL = 'storefront-cart';

/** Tells the browser's other tabs that the signed-in customer's cart changed. */
export function announceCartChanged(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CART_CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/** Calls `listener` when another tab of this browser changed the cart; returns the unsubscribe. */
export function onCartChangedElsewhere(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CART_CHANNEL);
  channel.onmessage = () => listener();
  return () => channel.close();
}
