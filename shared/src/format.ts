import { useMemo } from 'react';
import { useConfig } from './config';

const formatters = new Map<string, Intl.NumberFormat>();

/** Prices are numbers in the configured currency (DECISIONS.md), formatted for people. */
export function formatPrice(amount: number, currency = 'BDT', locale = 'en-US'): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 2 });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

export function formatNumber(value: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale).format(value);
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
