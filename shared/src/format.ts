import { useMemo } from 'react';
import { useConfig } from './config';
import { unitCount } from './schemas/units';
import { currentLanguage } from './i18n/language';

/** The page's locale for numbers and money: bn-BD on Bangla pages (৳ and Bangla digits), else en-US. */
function pageLocale(): string {
  return currentLanguage() === 'bn' ? 'bn-BD' : 'en-US';
}

const formatters = new Map<string, Intl.NumberFormat>();

/*
 * The first use of Intl in a page loads its locale data: 15-40 ms on a desktop here, four times
 * that on a mid-range phone, spent while the first page renders (a part's price is part of the
 * purchase page's first paint). The storefront's default format, en-US with a currency that
 * en-US writes as its code (BDT), is produced here without Intl, exactly as Intl writes it
 * (checked against Intl over many values in format.test.ts); anything else goes to Intl.
 */

/** en-US digit grouping of a string of digits. */
function group(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * `value` (not negative) with exactly two decimals, rounded half away from zero on its shortest
 * decimal form as Intl rounds; null when that form has an exponent or the digits are not exact.
 */
function twoDecimals(value: number): [string, string] | null {
  const text = String(value);
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= 2) return [whole, fraction.padEnd(2, '0')];
  const cents = Number(whole + fraction.slice(0, 2)) + (fraction.charCodeAt(2) >= 53 /* '5' */ ? 1 : 0);
  if (!Number.isSafeInteger(cents)) return null;
  const digits = String(cents).padStart(3, '0');
  return [digits.slice(0, -2), digits.slice(-2)];
}

/** Currencies en-US writes as their code followed by a no-break space. */
const CODE_CURRENCIES = new Set(['BDT']);

/** Prices are numbers in the configured currency (DECISIONS.md), formatted for people. */
export function formatPrice(amount: number, currency = 'BDT', locale = pageLocale()): string {
  if (locale === 'en-US' && CODE_CURRENCIES.has(currency) && Number.isFinite(amount)) {
    const parts = twoDecimals(Math.abs(amount));
    if (parts) return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}${currency}\u00a0${group(parts[0])}.${parts[1]}`;
  }
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 2 });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

export function formatNumber(value: number, locale = pageLocale()): string {
  if (locale === 'en-US' && Number.isSafeInteger(value)) return `${value < 0 || Object.is(value, -0) ? '-' : ''}${group(String(Math.abs(value)))}`;
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale);
    formatters.set(locale, formatter);
  }
  return formatter.format(value);
}

/** A count of a part's units on a page: "1 unit", "1,200 units". */
export function formatUnits(count: number, locale = pageLocale()): string {
  return unitCount(count, formatNumber(count, locale));
}

/*
 * Dates and times are the business's: every page writes them in the store's zone, Dhaka's, as its
 * e-mails do (the server's STORE_TIME_ZONE), whatever the zone of the browser reading them, so a
 * buyer, an approver and the storefront's admin read the same "Decide by" wherever they sit. A
 * time names its zone ("Nov 29, 2026, 10:22 AM GMT+6"); a language is the reader's unless given.
 */
export const STORE_TIME_ZONE = 'Asia/Dhaka';

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(kind: 'date' | 'dateTime' | 'time', locale: string | undefined, timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}|${locale ?? ''}|${timeZone}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    const date = kind === 'time' ? {} : ({ year: 'numeric', month: 'short', day: 'numeric' } as const);
    const time = kind === 'date' ? {} : ({ hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const);
    formatter = new Intl.DateTimeFormat(locale, { ...date, ...time, timeZone });
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

function formatWith(kind: 'date' | 'dateTime' | 'time', iso: string, locale?: string, timeZone = STORE_TIME_ZONE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // A Bangla page writes its dates in bn-BD unless told otherwise.
  return dateFormatter(kind, locale ?? (currentLanguage() === 'bn' ? 'bn-BD' : undefined), timeZone).format(date);
}

/** The day of a moment ("Nov 29, 2026"), in the store's time zone; '' for a malformed date. */
export function formatDate(iso: string, locale?: string, timeZone?: string): string {
  return formatWith('date', iso, locale, timeZone);
}

/** A moment to the minute with its zone named ("Nov 29, 2026, 10:22 AM GMT+6"), in the store's time zone. */
export function formatDateTime(iso: string, locale?: string, timeZone?: string): string {
  return formatWith('dateTime', iso, locale, timeZone);
}

/** A time of day with its zone named ("10:22 AM GMT+6"), in the store's time zone. */
export function formatTime(iso: string, locale?: string, timeZone?: string): string {
  return formatWith('time', iso, locale, timeZone);
}

/**
 * A calendar day the API sends as `YYYY-MM-DD` (a due date, a quote's valid until, a price list's
 * days): that very day ("Dec 31, 2026"), which no time zone moves; '' for a malformed day.
 */
export function formatDay(day: string, locale?: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(day);
  // Written at noon UTC in UTC: the day's own date, whichever zone the formatter is asked for.
  return match ? formatWith('date', `${match[1]}T12:00:00Z`, locale, 'UTC') : '';
}

/** `formatPrice` bound to the run-time configuration. */
export function useFormatPrice(): (amount: number) => string {
  const { currency, locale: configured } = useConfig();
  const locale = currentLanguage() === 'bn' ? 'bn-BD' : configured;
  return useMemo(() => (amount: number) => formatPrice(amount, currency, locale), [currency, locale]);
}
