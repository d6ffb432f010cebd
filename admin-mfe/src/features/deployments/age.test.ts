import { formatAge, formatMoment } from './age';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('formatAge', () => {
  it('says how long ago, in the largest whole unit', () => {
    expect(formatAge(ago(20), NOW)).toBe('this minute');
    expect(formatAge(ago(5 * 60 + 59), NOW)).toBe('5 minutes ago');
    expect(formatAge(ago(3600), NOW)).toBe('1 hour ago');
    expect(formatAge(ago(26 * 3600), NOW)).toBe('yesterday');
    expect(formatAge(ago(9 * 24 * 3600), NOW)).toBe('last week');
    expect(formatAge(ago(400 * 24 * 3600), NOW)).toBe('last year');
  });

  it('treats a clock ahead of the browser as now, and a malformed date as nothing', () => {
    expect(formatAge(ago(-90), NOW)).toBe('this minute');
    expect(formatAge('not a date', NOW)).toBe('');
    expect(formatMoment('not a date')).toBe('');
    expect(formatMoment('2026-11-25T12:00:00Z')).toMatch(/Nov 25, 2026/);
  });
});
