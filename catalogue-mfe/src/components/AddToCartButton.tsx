import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useNavigate, useSession, useToast, type Part, msg, t } from '@storefront/shared';
import { Button } from '@storefront/shared/ui';
import { localName } from '../i18n/localName';

export type CartPart = Pick<Part, '_id' | 'sku' | 'name' | 'nameBn' | 'price' | 'available_Quantity' | 'min_order_Quantity'> &
  Partial<Pick<Part, 'pack_Size' | 'max_order_Quantity'>>;

const ADD_FAILED = msg('The part could not be added to your cart. Try again.');

export const soldOut = (part: CartPart): boolean => part.available_Quantity < part.min_order_Quantity;

/**
 * Adds to the cart and says so: that it is in, or what had to change, with a link to the cart. The cart's code
 * (`buying/actions`) loads on the first add: the home page's cards carry only their button.
 */
export function useAddPart(part: CartPart) {
  const session = useSession();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signedIn = session.status === 'signed-in';
  const run = async (quantity: number): Promise<boolean> => {
    setBusy(true);
    try {
      const { addPartAndSay } = await import(/* webpackChunkName: "cart-actions" */ '../buying/actions');
      return await addPartAndSay({ signedIn, mutate, toast, navigate }, part, quantity);
    } catch {
      toast.error(t(ADD_FAILED));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, ready: session.status !== 'loading' };
}

/**
 * A part card's Add to cart: its minimum order quantity (the cart page changes it). Its name is
 * the words it shows, then the part's ("Add to cart, Bobbin Case"): a card among many says which
 * part, and someone who speaks or reads the button's label finds it by what it shows (WCAG 2.5.3).
 */
export function AddToCartButton({ part }: { part: CartPart }) {
  const { run, busy, ready } = useAddPart(part);
  const label = soldOut(part) ? t('Out of stock') : t('Add to cart');
  return (
    <Button
      $variant="secondary"
      $block
      disabled={busy || !ready || soldOut(part)}
      aria-label={`${label}, ${localName(part)}`}
      onClick={() => void run(part.min_order_Quantity)}
    >
      {label}
    </Button>
  );
}
