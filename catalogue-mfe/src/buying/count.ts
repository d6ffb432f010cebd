import { useEffect, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import { onCartChangedElsewhere, useApi, useSession, type Cart } from '@storefront/shared';
import { CART_KEY } from './keys';
import { subscribeVisitorCart, visitorLines, type StoredLine } from './visitorCart';

/**
 * What the header's cart link needs, and no more (it loads with every page): the number of lines
 * of the visitor's cart in this browser, or of the account's cart on the server (SWR key
 * `/cart`), current in every tab: the visitor's through the `storage` event, the account's
 * through `onCartChangedElsewhere` (`@storefront/shared`).
 */

const EMPTY: StoredLine[] = [];

/** The visitor's lines in this browser, kept current across tabs. */
export function useVisitorLines(): StoredLine[] {
  return useSyncExternalStore(subscribeVisitorCart, visitorLines, () => EMPTY);
}

/** Reads `/cart` again when another tab changed it. */
export function useCartFromOtherTabs(signedIn: boolean): void {
  const { mutate } = useSWRConfig();
  useEffect(() => (signedIn ? onCartChangedElsewhere(() => void mutate(CART_KEY)) : undefined), [signedIn, mutate]);
}

/** How many lines the cart has (undefined until known). */
export function useCartCount(): number | undefined {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const visitor = useVisitorLines();
  const server = useApi<Cart>(signedIn ? CART_KEY : null);
  useCartFromOtherTabs(signedIn);
  if (session.status === 'loading') return undefined;
  return signedIn ? server.data?.lines.length : visitor.length;
}
