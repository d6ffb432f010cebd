import { aboveMaximum, buyingMessages, orderAboveStock, orderBelowMinimum, orderMessages } from './index';
import { machineMessages } from './api/machines';
import { lifecycleMessages } from './orderLifecycle';

/**
 * The storefront's voice on the pages added since the spec (the order form, the cart, quick
 * order, checkout, an order's life, find by machine): every message is a full sentence, starting
 * with a capital and ending with its stop, so that no page reads "address is Required" beside
 * "Enter a part number." The spec's own messages (`messages` in messages.ts) stay as it wrote them.
 */
const ours: Record<string, Record<string, string | ((...args: never[]) => string)>> = {
  orderMessages,
  buyingMessages,
  machineMessages,
  lifecycleMessages,
  stock: { belowMinimum: () => orderBelowMinimum(5), aboveStock: () => orderAboveStock(12), soldOut: () => orderAboveStock(0) },
};

describe("the storefront's own messages", () => {
  it('count one unit as one', () => {
    expect([orderBelowMinimum(1), orderBelowMinimum(5)]).toEqual(['The minimum order is 1 unit.', 'The minimum order is 5 units.']);
    expect([orderAboveStock(1), orderAboveStock(2), orderAboveStock(0)]).toEqual([
      'Only 1 unit is in stock.',
      'Only 2 units are in stock.',
      'This part is out of stock.',
    ]);
    expect([aboveMaximum(1), aboveMaximum(50)]).toEqual(['At most 1 unit per order.', 'At most 50 units per order.']);
  });

  const all = Object.entries(ours).flatMap(([group, entries]) =>
    Object.entries(entries).map(
      ([name, message]) => [`${group}.${name}`, typeof message === 'function' ? (message as (name: string) => string)('JUKI DDL-8700') : message] as const,
    ),
  );

  it.each(all)('%s is a sentence: "%s"', (_name, message) => {
    expect(message).toMatch(/^[A-Z0-9"'‘“]/);
    expect(message).toMatch(/[.?!]$/);
    expect(message).not.toMatch(/ is Required/);
  });
});
