import { useMemo } from 'react';
import { useConfig } from './config';

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
export function formatPrice(amount: number, currency = 'BDT', locale = 'en-US'): string {
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

export function formatNumber(value: number, locale = 'en-US'): string {
  if (locale === 'en-US' && Number.isSafeInteger(value)) return `${value < 0 || Object.is(value, -0) ? '-' : ''}${group(String(Math.abs(value)))}`;
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale);
    formatters.set(locale, formatter);
  }
  return formatter.format(value);
}

export function formatDate(iso: string, locale = 'en-US'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(date);
}

/** `formatPrice` bound to the run-time configuration. */
export function useFormatPrice(): (amount: number) => string {
  const { currency, locale } = useConfig();
  return useMemo(() => (amount: number) => formatPrice(amount, currency, locale), [currency, locale]);
}
