import { formatDate, formatDateTime, formatDay, formatNumber, formatPrice, formatTime, formatUnits, STORE_TIME_ZONE } from './format';

describe('formatting', () => {
  it('formats prices in the configured currency with Intl.NumberFormat', () => {
    expect(formatPrice(1250, 'BDT', 'en-US')).toBe(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'BDT' }).format(1250));
    expect(formatPrice(9.5, 'USD', 'en-US')).toBe('$9.50');
  });

  it('formats dates and tolerates bad input', () => {
    expect(formatDate('2026-11-22T10:00:00Z', 'en-US')).toBe('Nov 22, 2026');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes times in the reader’s time zone with the zone named, never in UTC', () => {
    const at = '2026-11-29T04:22:00Z';
    expect(formatDateTime(at, 'en-US', 'Asia/Dhaka')).toBe('Nov 29, 2026, 10:22 AM GMT+6');
    expect(formatDateTime(at, 'en-GB', 'Asia/Dhaka')).toBe('29 Nov 2026, 10:22 GMT+6');
    expect(formatTime(at, 'en-US', 'Asia/Dhaka')).toBe('10:22 AM GMT+6');
    expect(formatTime(at, 'en-US', 'America/New_York')).toBe('11:22 PM EST');
    // The day is the reader's too: late on the 28th in New York is the 29th in Dhaka.
    expect(formatDate(at, 'en-US', 'America/New_York')).toBe('Nov 28, 2026');
    expect(formatDate(at, 'en-US', 'Asia/Dhaka')).toBe('Nov 29, 2026');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatTime('')).toBe('');
  });

  it('writes every moment in the store’s zone, Dhaka’s, named, whatever the browser’s zone', () => {
    expect(STORE_TIME_ZONE).toBe('Asia/Dhaka');
    // 8:06 AM in UTC is 2:06 PM in Dhaka: "Decide by" reads as the approver's e-mail does.
    const at = '2026-12-14T08:06:00Z';
    expect(formatDateTime(at, 'en-US')).toBe('Dec 14, 2026, 2:06 PM GMT+6');
    expect(formatTime(at, 'en-US')).toBe('2:06 PM GMT+6');
    expect(formatDateTime(at, 'en-US')).not.toMatch(/UTC/);
    // A day is Dhaka's: 7 PM UTC on the 14th is already the 15th there.
    expect(formatDate('2026-12-14T19:00:00Z', 'en-US')).toBe('Dec 15, 2026');
    // The language is the reader's unless one is given.
    const reader = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'Asia/Dhaka' });
    expect(formatDate(at)).toBe(reader.format(new Date(at)));
  });

  it('writes a calendar day as that day, wherever it is read', () => {
    expect(formatDay('2026-12-31', 'en-US')).toBe('Dec 31, 2026');
    expect(formatDay('2026-01-01', 'en-US')).toBe('Jan 1, 2026');
    // A day sent as a timestamp at midnight keeps its date.
    expect(formatDay('2026-12-31T00:00:00.000Z', 'en-US')).toBe('Dec 31, 2026');
    expect(formatDay('2026-12-31', 'en-GB')).toBe('31 Dec 2026');
    expect(formatDay('soon')).toBe('');
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
    expect([0, 1, 2, 1200].map((count) => formatUnits(count))).toEqual(['0 units', '1 unit', '2 units', '1,200 units']);
    expect(formatPrice(1234.5, 'EUR', 'de-DE')).toBe(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 2 }).format(1234.5),
    );
  });
});
