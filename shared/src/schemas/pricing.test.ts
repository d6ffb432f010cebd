import { heldToRules, linePrice, nextBreak, notInPacks, priceTable, quantityRule, type PriceInputs } from './pricing';
import { packAndBreaksProblem } from './api/parts';
import { canOrderLine, cartLineProblem } from './buyingRules';

const part: PriceInputs = {
  price: 653.25,
  breaks: [
    { minQuantity: 50, price: 610 },
    { minQuantity: 200, price: 575 },
  ],
};
const withList: PriceInputs = { ...part, contract: { name: 'Dhaka Knitwear 2027', prices: [{ minQuantity: 1, price: 590 }] } };

describe('a line’s price', () => {
  it('is the part’s price below its first break, and the break from its quantity on (edges included)', () => {
    expect(linePrice(part, 1)).toEqual({ unitPrice: 653.25, listPrice: 653.25, source: 'list' });
    expect(linePrice(part, 49).unitPrice).toBe(653.25);
    expect(linePrice(part, 50)).toEqual({ unitPrice: 610, listPrice: 653.25, source: 'break', minQuantity: 50 });
    expect(linePrice(part, 199).unitPrice).toBe(610);
    expect(linePrice(part, 200)).toMatchObject({ unitPrice: 575, minQuantity: 200 });
  });

  it('is the lowest of the part’s price, its break and the buyer’s list for the quantity', () => {
    expect(linePrice(withList, 10)).toEqual({ unitPrice: 590, listPrice: 653.25, source: 'contract', minQuantity: 1, priceListName: 'Dhaka Knitwear 2027' });
    // From 200 the part's own break is lower than the list's price: the buyer pays that.
    expect(linePrice(withList, 200)).toMatchObject({ unitPrice: 575, source: 'break' });
    const listBreaks: PriceInputs = { ...part, contract: { name: 'L', prices: [{ minQuantity: 100, price: 560 }] } };
    expect(linePrice(listBreaks, 99)).toMatchObject({ unitPrice: 610, source: 'break' });
    expect(linePrice(listBreaks, 100)).toMatchObject({ unitPrice: 560, source: 'contract', minQuantity: 100 });
  });

  it('is a quote’s price whatever the quantity', () => {
    expect(linePrice({ ...withList, quote: { number: 'Q-2026-000001', price: 700 } }, 500)).toEqual({
      unitPrice: 700,
      listPrice: 653.25,
      source: 'quote',
      quoteNumber: 'Q-2026-000001',
    });
  });

  it('says what the next break saves, and nothing past the last', () => {
    expect(nextBreak(part, 38)).toEqual({ minQuantity: 50, more: 12, unitPrice: 610 });
    expect(nextBreak(part, 50)).toEqual({ minQuantity: 200, more: 150, unitPrice: 575 });
    expect(nextBreak(part, 200)).toBeNull();
    // The list's 590 is already below the break at 50: the next saving is at 200.
    expect(nextBreak(withList, 1)).toEqual({ minQuantity: 200, more: 199, unitPrice: 575 });
  });

  it('gives the part page its table of breaks, only where the price drops', () => {
    expect(priceTable(part)).toEqual([
      { minQuantity: 1, price: 653.25 },
      { minQuantity: 50, price: 610 },
      { minQuantity: 200, price: 575 },
    ]);
    expect(priceTable(withList)).toEqual([
      { minQuantity: 1, price: 590 },
      { minQuantity: 200, price: 575 },
    ]);
    expect(priceTable({ price: 10, breaks: [] })).toEqual([]);
  });
});

describe('the quantity rule', () => {
  const packs = { min: 10, pack: 10, max: 500, available: 1000 };
  it('refuses what is not whole packs, naming the nearest that are', () => {
    expect(quantityRule(25, packs)).toBe('Sold in packs of 10: 25 is not allowed; 20 or 30?');
    expect(quantityRule(20, packs)).toBeUndefined();
    expect(notInPacks(5, 10, 10)).toBe('Sold in packs of 10: 5 is not allowed; 10?');
  });
  it('checks minimum, packs, maximum and stock in that order', () => {
    expect(quantityRule(5, packs)).toBe('The minimum order is 10 units.');
    expect(quantityRule(510, packs)).toBe('At most 500 units per order.');
    expect(quantityRule(500, { ...packs, available: 300 })).toBe('Only 300 units are in stock.');
    expect(quantityRule(10, { ...packs, available: 5 })).toBe('This part is out of stock.');
    expect(quantityRule(7, { min: 1, pack: 1, max: null, available: 7 })).toBeUndefined();
  });
  it('holds a quantity to whole packs within the maximum and the stock', () => {
    expect(heldToRules(25, packs)).toBe(20);
    expect(heldToRules(900, packs)).toBe(500);
    expect(heldToRules(5, packs)).toBe(10);
    expect(heldToRules(50, { ...packs, available: 35 })).toBe(30);
    expect(heldToRules(50, { ...packs, available: 5 })).toBe(0);
  });
});

describe('a part’s packs and breaks', () => {
  it('keeps the minimum and maximum in whole packs and each break below the one before', () => {
    expect(packAndBreaksProblem({ min_order_Quantity: 15, pack_Size: 10 })).toEqual({
      field: 'min_order_Quantity',
      message: 'The minimum order must be a whole number of packs.',
    });
    expect(packAndBreaksProblem({ min_order_Quantity: 10, pack_Size: 10, max_order_Quantity: 5 })).toMatchObject({ field: 'max_order_Quantity' });
    expect(packAndBreaksProblem({ price: 100, breaks: [{ minQuantity: 50, price: 100 }] })).toMatchObject({ field: 'breaks' });
    expect(packAndBreaksProblem({ price: 100, breaks: [{ minQuantity: 1, price: 90 }] })).toMatchObject({ field: 'breaks' });
    expect(
      packAndBreaksProblem({
        price: 100,
        min_order_Quantity: 10,
        pack_Size: 10,
        max_order_Quantity: 500,
        breaks: [
          { minQuantity: 50, price: 90 },
          { minQuantity: 200, price: 80 },
        ],
      }),
    ).toBeUndefined();
  });
});

describe('a cart line after its part’s packs or maximum changed', () => {
  const part = { price: 12, available_Quantity: 1000, min_order_Quantity: 10, pack_Size: 10, max_order_Quantity: 500 };
  it('says the line is no longer whole packs, or above the most per order, and cannot be ordered as it is', () => {
    const pack = cartLineProblem({ quantity: 25, addedPrice: 12 }, part);
    expect(pack).toEqual({ kind: 'pack', message: 'Sold in packs of 10: 25 is not allowed; 20 or 30?' });
    expect(canOrderLine(pack)).toBe(false);
    expect(cartLineProblem({ quantity: 600, addedPrice: 12 }, part)).toEqual({ kind: 'maximum', message: 'At most 500 units per order.' });
    expect(cartLineProblem({ quantity: 30, addedPrice: 12 }, part)).toBeNull();
  });
});

describe('a cart line after its part was replaced by another', () => {
  it('says the part is no longer sold, with the message naming the part sold today, and cannot be ordered', () => {
    const part = { price: 12, available_Quantity: 1000, min_order_Quantity: 1, replacement: { message: 'SL-NP-0004 is replaced by SL-NP-0012.' } };
    const problem = cartLineProblem({ quantity: 5, addedPrice: 12 }, part);
    expect(problem).toEqual({ kind: 'replaced', message: 'This part is no longer sold. SL-NP-0004 is replaced by SL-NP-0012.' });
    expect(canOrderLine(problem)).toBe(false);
  });
});
