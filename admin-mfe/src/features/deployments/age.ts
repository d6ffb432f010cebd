import { formatDateTime } from '@storefront/shared';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** How long ago `iso` was, in words ("5 minutes ago", "yesterday"); '' for a malformed date. */
export function formatAge(iso: string, now: number = Date.now(), locale = 'en-US'): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const seconds = Math.max(0, Math.round((now - then) / 1000));
  const words = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return words.format(-Math.floor(seconds / size), unit);
  }
  return words.format(0, 'minute'); // "this minute"
}

/** A date and time to the minute with its zone named, in the reader's time zone, for a title beside an age. */
export function formatMoment(iso: string, locale = 'en-US'): string {
  return formatDateTime(iso, locale);
}
