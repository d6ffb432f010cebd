import {
  announceCartChanged,
  apiPath,
  callApi,
  endpoints,
  formatNumber,
  plural,
  t,
  type Cart,
  type CartUpdate,
  type Order,
  type OrderDetail,
} from '@storefront/shared';
import { changeMessages, type CartAddMode } from '@storefront/shared/schemas';
import { buyingEndpoints, companyEndpoints } from '@storefront/shared/endpoints';

/** Cancels the customer's own pending order; its units go back to stock. */
export function cancelOrder(id: string): Promise<Order> {
  return callApi(endpoints.setOrderStatus, { params: { id }, body: { status: 'cancelled' } });
}

/** An approver approves an order awaiting approval: it goes on as pending. */
export function approveOrder(number: string): Promise<OrderDetail> {
  return callApi(companyEndpoints.approveOrder, { params: { number } });
}

/** An approver rejects an order awaiting approval, saying why: it is cancelled and its stock goes back. */
export function rejectOrder(number: string, reason: string): Promise<OrderDetail> {
  return callApi(companyEndpoints.rejectOrder, { params: { number }, body: { reason } });
}

/** An order's page reads the order with its lines by its number. */
export const orderKey = (number: string) => apiPath(buyingEndpoints.getOrder, { number });

/** The account's cart, as the catalogue's pages and the header's count read it (SWR key). */
export const CART_KEY = apiPath(buyingEndpoints.cart);

/**
 * Order again: the order's lines go into the account's cart (the catalogue's), held by the API to
 * today's stock and minimums; `add` sums them with the lines already there, `replace` gives those
 * lines the order's quantities. The answer says what changed. The other tabs are told (the
 * catalogue's cart link there reads the cart again); this tab's page puts the answer in the shared SWR cache.
 */
export async function orderAgain(order: OrderDetail, mode: CartAddMode): Promise<CartUpdate> {
  const answer = await callApi(buyingEndpoints.addToCart, { body: { lines: order.lines.map((l) => ({ partId: l.partId, quantity: l.quantity })), mode } });
  announceCartChanged();
  return answer;
}

/** One of the order's parts as Order again shows it: how many the order had, and how many the cart holds now (if any). */
export interface OrderAgainLine {
  partId: string;
  label: string;
  name: string;
  onOrder: number;
  inCart?: number;
}

/** The order's lines (one per part, quantities summed) beside what the cart holds of each. */
export function orderAgainLines(order: OrderDetail, cart: Cart | undefined): OrderAgainLine[] {
  const held = new Map((cart?.lines ?? []).map((l) => [l.partId, l.quantity]));
  const lines = new Map<string, OrderAgainLine>();
  for (const line of order.lines) {
    const seen = lines.get(line.partId);
    if (seen) seen.onOrder += line.quantity;
    else
      lines.set(line.partId, {
        partId: line.partId,
        label: line.partNumber ?? line.partName,
        name: line.partName,
        onOrder: line.quantity,
        inCart: held.get(line.partId),
      });
  }
  return [...lines.values()];
}

/**
 * What Order again did, in a sentence or two: the lines added, each line already there whose
 * quantity changed ("Added 3 lines; SL-FD-0003 now 20 (was 10)."), and what the rules changed. A
 * line of a part no longer sold went in as the part sold today: it counts as added, and its
 * message says so ("SL-NP-0004 is replaced by SL-NP-0012.").
 */
export function orderAgainMessage(lines: OrderAgainLine[], answer: CartUpdate): string {
  const now = new Map(answer.cart.lines.map((l) => [l.partId, l.quantity]));
  const replacedBy = new Map(answer.changes.flatMap((c) => (c.replacedBy ? [[c.partId, c.replacedBy] as const] : [])));
  const added = lines.filter((l) => (l.inCart === undefined || replacedBy.has(l.partId)) && now.has(replacedBy.get(l.partId) ?? l.partId)).length;
  const changed = lines.flatMap((l) => {
    const after = now.get(l.partId);
    return l.inCart !== undefined && after !== undefined && after !== l.inCart
      ? [t('{part} now {quantity} (was {before})', { part: l.label, quantity: formatNumber(after), before: formatNumber(l.inCart) })]
      : [];
  });
  const done = [...(added ? [plural(added, { one: 'Added # line', other: 'Added # lines' })] : []), ...changed];
  const said = done.length
    ? t('{changes}.', { changes: done.join('; ') })
    : lines.some((l) => now.has(replacedBy.get(l.partId) ?? l.partId))
      ? t('Your cart already holds these quantities.')
      : t('None of the order’s parts can be ordered today.');
  const replaced = answer.changes.filter((c) => c.replacedBy).map((c) => c.message);
  const held = answer.changes.filter((c) => !c.replacedBy);
  return [said, ...replaced, ...changeMessages(held).map((m) => (/[.?!।]$/.test(m) ? m : `${m}.`))].join(' ');
}
