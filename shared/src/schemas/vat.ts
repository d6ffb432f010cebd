import { toCents } from './pricing';

/**
 * VAT on the storefront's prices (docs/companies.md, "Prices are net"): every price a page shows
 * is net, and the invoice adds VAT. One computation for the invoice and the pages (the cart,
 * checkout, a quote), so that what a buyer is told before ordering is what the invoice says.
 */

/** The VAT rate, in percent, when `VAT_RATE` does not set another: Bangladesh's standard rate. */
export const DEFAULT_VAT_RATE = 15;

/**
 * VAT on a net amount, in cents, rounded half up; the rate in percent with at most two decimals
 * (so `cents × basis points` is an exact integer).
 */
export function vatCents(netCents: number, ratePercent: number): number {
  return Math.round((netCents * Math.round(ratePercent * 100)) / 10_000);
}

/** One line's net amount, the VAT on it and the gross, in cents. */
export interface VatLineCents {
  net: number;
  vat: number;
  gross: number;
}

/** What lines come to: the net, the VAT and the total (gross), as amounts, and each line in cents. */
export interface VatTotals {
  net: number;
  vat: number;
  total: number;
  lines: VatLineCents[];
}

/**
 * Lines' net amounts with their VAT: each line's VAT rounded to the cent, the VAT the sum of the
 * lines' (as the invoice prints it, line by line), and the total net plus VAT.
 */
export function vatTotals(lineNets: readonly number[], ratePercent: number): VatTotals {
  let net = 0;
  let vat = 0;
  const lines = lineNets.map((amount) => {
    const lineNet = toCents(amount);
    const lineVat = vatCents(lineNet, ratePercent);
    net += lineNet;
    vat += lineVat;
    return { net: lineNet, vat: lineVat, gross: lineNet + lineVat };
  });
  return { net: net / 100, vat: vat / 100, total: (net + vat) / 100, lines };
}

/** A rate as the pages and the invoice write it: "15 %", "7.5 %". */
export const vatRateText = (ratePercent: number): string => `${ratePercent} %`;
