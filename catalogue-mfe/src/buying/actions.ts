import type { ScopedMutator } from 'swr';
import { announceCartChanged, ApiError, type CartChange, type Part, type Toaster, plural, t } from '@storefront/shared';
import { changeMessages, heldLineMessage, heldToRules, quantityRule, rulesOf } from '@storefront/shared/schemas';
import { addLines } from './cartApi';
import { CART_KEY } from './keys';
import { clearVisitorCart, saveVisitorLines, visitorLines, type StoredLine } from './visitorCart';
import { localName } from '../i18n/localName';

/**
 * Adding to the cart, loaded when a buyer first adds (a part card's button) or signs in with a
 * visitor's cart: the account's cart on the server, the visitor's in this browser, held to the
 * same rules either way.
 */

export type CartPart = Pick<Part, '_id' | 'sku' | 'price' | 'available_Quantity' | 'min_order_Quantity'> &
  Partial<Pick<Part, 'pack_Size' | 'max_order_Quantity'>>;

/**
 * Adds `quantity` of each part to the visitor's lines (to a line already there), held to the
 * order rules as the server holds an account's cart. Returns what had to change.
 */
function addVisitorLines(lines: { part: CartPart; quantity: number }[]): CartChange[] {
  let stored: StoredLine[] = visitorLines();
  const changes: CartChange[] = [];
  for (const { part, quantity } of lines) {
    const existing = stored.find((l) => l.partId === part._id);
    const wanted = (existing?.quantity ?? 0) + quantity;
    const rules = rulesOf(part);
    const held = heldToRules(wanted, rules);
    if (held !== wanted) {
      const why = quantityRule(wanted, rules) as string;
      changes.push({ partId: part._id, label: part.sku, message: heldLineMessage(why, held) });
    }
    if (held === 0) continue;
    const line = { partId: part._id, quantity: held, addedPrice: existing?.addedPrice ?? part.price };
    stored = existing ? stored.map((l) => (l.partId === part._id ? line : l)) : [...stored, line];
  }
  saveVisitorLines(stored);
  return changes;
}

/** Adds lines to the account's cart on the server and tells the other tabs: what had to change. */
export async function addAccountLines(mutate: ScopedMutator, lines: { partId: string; quantity: number }[]): Promise<CartChange[]> {
  const answer = await addLines(lines);
  await mutate(CART_KEY, answer.cart, { revalidate: false });
  announceCartChanged();
  return answer.changes;
}

/** Adds to whichever cart the buyer has now. */
export function addToCart(signedIn: boolean, mutate: ScopedMutator, lines: { part: CartPart; quantity: number }[]): Promise<CartChange[]> {
  if (!signedIn) return Promise.resolve(addVisitorLines(lines));
  return addAccountLines(
    mutate,
    lines.map(({ part, quantity }) => ({ partId: part._id, quantity })),
  );
}

/**
 * Add to cart on a card or a part's page: adds, then says that it is in or what had to change, in
 * a toast below the header (whose Cart count has changed already) that offers View cart.
 */
export async function addPartAndSay(
  buyer: { signedIn: boolean; mutate: ScopedMutator; toast: Toaster; navigate?: (to: string) => void },
  part: CartPart & { name: string; nameBn?: string },
  quantity: number,
): Promise<boolean> {
  try {
    const changes = await addToCart(buyer.signedIn, buyer.mutate, [{ part, quantity }]);
    const link = { label: t('View cart'), to: '/cart', navigate: buyer.navigate };
    if (changes.length === 0) buyer.toast.success(t('{name} is in your cart.', { name: localName(part) }), { link });
    else buyer.toast.info(changeMessages(changes).join(' '), { link });
    return true;
  } catch (error) {
    buyer.toast.error(error instanceof ApiError ? error.message : t('The part could not be added to your cart. Try again.'));
    return false;
  }
}

/** The merge at sign-in, said in a toast; on failure the lines stay in the browser for the next try. */
export async function mergeVisitorCartAndSay(mutate: ScopedMutator, toast: Toaster): Promise<void> {
  try {
    const said = await mergeVisitorCart(mutate);
    if (said) toast[said.tone](said.message);
  } catch {
    toast.error(t('Your cart from before signing in could not be added yet: it is kept in this browser'));
  }
}

/**
 * At sign-in, the lines a visitor chose in this browser join the account's cart (quantities
 * added, held to the rules by the server); then the browser's cart is emptied. Resolves to the
 * message to show.
 */
async function mergeVisitorCart(mutate: ScopedMutator): Promise<{ tone: 'success' | 'info'; message: string } | undefined> {
  const lines = visitorLines();
  if (lines.length === 0) return undefined;
  const changes = await addAccountLines(
    mutate,
    lines.map(({ partId, quantity }) => ({ partId, quantity })),
  );
  clearVisitorCart();
  const n = lines.length;
  const added = plural(n, { one: 'The part you chose before signing in is in your cart', other: 'The # parts you chose before signing in are in your cart' });
  if (changes.length === 0) return { tone: 'success', message: added };
  return { tone: 'info', message: [t('{added}, with changes:', { added }), ...changeMessages(changes)].join(' ') };
}
