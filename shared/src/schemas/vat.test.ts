import { DEFAULT_VAT_RATE, vatCents, vatRateText, vatTotals } from './vat';

describe('VAT on net prices', () => {
  it('rounds each amount half up to the cent', () => {
    expect(vatCents(625250, 15)).toBe(93788); // 937.875 → 937.88
    expect(vatCents(1, 15)).toBe(0);
    expect(vatCents(10, 15)).toBe(2); // 1.5 cents → 2
    expect(vatCents(1000, 7.5)).toBe(75);
  });

  it('adds 15 % unless told otherwise: 21,000.00 approved is 24,150.00 invoiced', () => {
    expect(DEFAULT_VAT_RATE).toBe(15);
    expect(vatTotals([21000], DEFAULT_VAT_RATE)).toEqual({ net: 21000, vat: 3150, total: 24150, lines: [{ net: 2100000, vat: 315000, gross: 2415000 }] });
  });

  it('sums the VAT of each line, as the invoice prints it, not the VAT of the sum', () => {
    // Each line's VAT is 0.015 → 0.02; on the sum (0.20 net) it would be 0.03.
    const totals = vatTotals([0.1, 0.1], 15);
    expect(totals.lines.map((l) => l.vat)).toEqual([2, 2]);
    expect(totals).toMatchObject({ net: 0.2, vat: 0.04, total: 0.24 });
  });

  it('adds up amounts without float error, and nothing to no lines', () => {
    expect(vatTotals([653.25, 0.1, 0.2], 15)).toMatchObject({ net: 653.55, vat: 98.04, total: 751.59 });
    expect(vatTotals([], 15)).toEqual({ net: 0, vat: 0, total: 0, lines: [] });
    expect(vatTotals([100], 0)).toMatchObject({ net: 100, vat: 0, total: 100 });
  });

  it('writes the rate as the invoice does', () => {
    expect(vatRateText(15)).toBe('15 %');
    expect(vatRateText(7.5)).toBe('7.5 %');
  });
});
