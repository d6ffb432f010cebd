import { formatDate, formatNumber, formatPrice } from './format';

describe('formatting', () => {
  it('formats prices in the configured currency with Intl.NumberFormat', () => {
    expect(formatPrice(1250, 'BDT', 'en-US')).toBe(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'BDT' }).format(1250));
    expect(formatPrice(9.5, 'USD', 'en-US')).toBe('$9.50');
  });

  it('formats dates and tolerates bad input', () => {
    expect(formatDate('2026-11-22T10:00:00Z', 'en-US')).toBe('Nov 22, 2026');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('the en-US formats without Intl', () => {
  const intlPrice = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'BDT', maximumFractionDigits: 2 });
  const intlNumber = new Intl.NumberFormat('en-US');

  it('write prices exactly as Intl does, rounding included', () => {
    const edge = [
      0,
      -0,
      1,
      450,
      999.995,
      1.005,
      2.675,
      0.125,
      0.004,
      -0.004,
      1234567.895,
      -1234567.895,
      1e-7,
      1e20,
      1e21,
      9007199254740.99,
      0.1 + 0.2,
      123456789012.345,
    ];
    const random = Array.from({ length: 3000 }, (_, i) => {
      const scale = 10 ** (i % 10);
      const value = Math.round(Math.random() * scale * 1000) / 1000;
      return i % 3 === 0 ? -value : value;
    });
    for (const value of [...edge, ...random]) expect([value, formatPrice(value, 'BDT', 'en-US')]).toEqual([value, intlPrice.format(value)]);
    for (const value of [NaN, Infinity, -Infinity]) expect(formatPrice(value, 'BDT', 'en-US')).toBe(intlPrice.format(value));
  });

  it('write whole numbers exactly as Intl does, and leave the rest to it', () => {
    for (const value of [0, -0, 7, 999, 1000, -1000, 1234567, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2.5, 1e21, NaN]) {
      expect([value, formatNumber(value)]).toEqual([value, intlNumber.format(value)]);
    }
    expect(formatNumber(1234.5, 'de-DE')).toBe(new Intl.NumberFormat('de-DE').format(1234.5));
    expect(formatPrice(1234.5, 'EUR', 'de-DE')).toBe(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 2 }).format(1234.5),
    );
  });
});
