import { formatDate, formatPrice } from './format';

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
