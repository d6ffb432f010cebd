import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { announceCartChanged, useApi, useSession, type Cart, type CartChange } from '@storefront/shared';
import { addAccountLines } from './actions';
import { removeLine, setLine, visitorCart, visitorParts, visitorPartsKey } from './cartApi';
import { useCartFromOtherTabs, useVisitorLines } from './count';
import { CART_KEY } from './keys';
import { saveVisitorLines, visitorLines } from './visitorCart';

/**
 * The cart for the catalogue's pages: a visitor's in this browser, a signed-in customer's on the
 * server (SWR key `/cart`), each line against its part as it is now.
 */

export interface CartState {
  /** Whose cart: the browser's (a visitor) or the account's. */
  owner: 'visitor' | 'account' | 'unknown';
  cart: Cart | undefined;
  error: Error | undefined;
  retry(): void;
  setQuantity(partId: string, quantity: number): Promise<void>;
  remove(partId: string): Promise<void>;
}

export function useCart(): CartState {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const visitor = useVisitorLines();
  const server = useApi<Cart>(signedIn ? CART_KEY : null);
  const ids = session.status === 'signed-out' ? visitor.map((l) => l.partId) : [];
  const parts = useApi(visitorPartsKey(ids), { fetcher: visitorParts, keepPreviousData: true });
  useCartFromOtherTabs(signedIn);
  const { mutate } = useSWRConfig();

  const setQuantity = useCallback(
    async (partId: string, quantity: number) => {
      if (!signedIn) return saveVisitorLines(visitorLines().map((l) => (l.partId === partId ? { ...l, quantity } : l)));
      await mutate(CART_KEY, await setLine(partId, quantity), { revalidate: false });
      announceCartChanged();
    },
    [signedIn, mutate],
  );
  const remove = useCallback(
    async (partId: string) => {
      if (!signedIn) return saveVisitorLines(visitorLines().filter((l) => l.partId !== partId));
      await mutate(CART_KEY, await removeLine(partId), { revalidate: false });
      announceCartChanged();
    },
    [signedIn, mutate],
  );

  if (signedIn) {
    return { owner: 'account', cart: server.data, error: server.error, retry: () => void server.mutate(), setQuantity, remove };
  }
  if (session.status === 'loading') return { owner: 'unknown', cart: undefined, error: undefined, retry: () => undefined, setQuantity, remove };
  const cart = visitor.length === 0 ? { lines: [], total: 0 } : parts.data ? visitorCart(visitor, parts.data) : undefined;
  return { owner: 'visitor', cart, error: parts.error, retry: () => void parts.mutate(), setQuantity, remove };
}

/** Adds lines to the account's cart by part id (quick order, Order again): what had to change. */
export function useAddLinesById(): (lines: { partId: string; quantity: number }[]) => Promise<CartChange[]> {
  const { mutate } = useSWRConfig();
  return useCallback((lines) => addAccountLines(mutate, lines), [mutate]);
}
