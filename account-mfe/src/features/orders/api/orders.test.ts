import type { Cart, CartUpdate, OrderDetail } from '@storefront/shared';
import { orderAgainLines, orderAgainMessage } from './orders';

const A = 'aaaaaaaa-aaaa-4aaa-8aaa-000000000001';
const B = 'aaaaaaaa-aaaa-4aaa-8aaa-000000000002';
const orderLine = (partId: string, partNumber: string | null, quantity: number) => ({
  partId,
  partNumber,
  partName: `Part ${partNumber}`,
  unitPrice: 1,
  quantity,
  lineTotal: quantity,
});
const order = { lines: [orderLine(A, 'SL-FD-0003', 20), orderLine(B, null, 4)] } as OrderDetail;
const cartOf = (lines: [string, number][]): Cart => ({
  lines: lines.map(([partId, quantity]) => ({ partId, quantity, addedPrice: 1, part: null, problem: null })),
  total: 0,
});
const answer = (lines: [string, number][], changes: CartUpdate['changes'] = []): CartUpdate => ({ cart: cartOf(lines), changes });

describe('Order again’s lines and message', () => {
  it('puts what the cart holds beside each of the order’s lines, named by part number or else by name', () => {
    expect(orderAgainLines(order, cartOf([[A, 10]]))).toEqual([
      { partId: A, label: 'SL-FD-0003', name: 'Part SL-FD-0003', onOrder: 20, inCart: 10 },
      { partId: B, label: 'Part null', name: 'Part null', onOrder: 4, inCart: undefined },
    ]);
  });

  it('names what changed: the lines added and each line already there with its new and old quantity', () => {
    const lines = orderAgainLines(order, cartOf([[A, 10]]));
    expect(
      orderAgainMessage(
        lines,
        answer([
          [A, 20],
          [B, 4],
        ]),
      ),
    ).toBe('Added 1 line; SL-FD-0003 now 20 (was 10).');
    expect(
      orderAgainMessage(
        orderAgainLines(order, undefined),
        answer([
          [A, 20],
          [B, 4],
        ]),
      ),
    ).toBe('Added 2 lines.');
  });

  it('counts a line of a part no longer sold as added when the part sold today went in its place, with the message', () => {
    const C = 'aaaaaaaa-aaaa-4aaa-8aaa-000000000003';
    const changes = [{ partId: A, label: 'SL-FD-0003', message: 'SL-FD-0003 is replaced by SL-FD-0013.', replacedBy: C }];
    expect(
      orderAgainMessage(
        orderAgainLines(order, undefined),
        answer(
          [
            [C, 20],
            [B, 4],
          ],
          changes,
        ),
      ),
    ).toBe('Added 2 lines. SL-FD-0003 is replaced by SL-FD-0013.');
  });

  it('says so when the cart already held those quantities (Replace pressed twice), or nothing could be added', () => {
    const lines = orderAgainLines(
      order,
      cartOf([
        [A, 20],
        [B, 4],
      ]),
    );
    expect(
      orderAgainMessage(
        lines,
        answer([
          [A, 20],
          [B, 4],
        ]),
      ),
    ).toBe('Your cart already holds these quantities.');
    const none = answer([], [{ partId: A, label: 'SL-FD-0003', message: 'This part is out of stock. It was not added.' }]);
    expect(orderAgainMessage(orderAgainLines(order, undefined), none)).toBe(
      'None of the order’s parts can be ordered today. SL-FD-0003: This part is out of stock. It was not added.',
    );
  });
});
