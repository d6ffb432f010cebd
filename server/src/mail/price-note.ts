import type { OrderLine } from '@storefront/shared/schemas';

/**
 * What a line says of its price when it is not the part's own (docs/prices-and-quotes.md): the
 * break it reached ("50+ price"), the buyer's price list ("Price list: Annual 2026") or the quote
 * it was accepted from ("Quote Q-2026-000001"). Undefined for the part's price (and for lines
 * ordered before prices had sources).
 */
export function priceNote(line: Pick<OrderLine, 'priceSource' | 'priceMinQuantity' | 'priceListName' | 'quoteNumber'>): string | undefined {
  if (line.priceSource === 'break' && line.priceMinQuantity) return `${line.priceMinQuantity}+ price`;
  if (line.priceSource === 'contract' && line.priceListName) return `Price list: ${line.priceListName}`;
  if (line.priceSource === 'quote' && line.quoteNumber) return `Quote ${line.quoteNumber}`;
  return undefined;
}

/** The same in Bangla: "৫০+ দাম", "মূল্য তালিকা: Annual 2026", "কোটেশন Q-2026-000001". */
export function bnPriceNote(line: Pick<OrderLine, 'priceSource' | 'priceMinQuantity' | 'priceListName' | 'quoteNumber'>): string | undefined {
  if (line.priceSource === 'break' && line.priceMinQuantity) return `${new Intl.NumberFormat('bn-BD').format(line.priceMinQuantity)}+ দাম`;
  if (line.priceSource === 'contract' && line.priceListName) return `মূল্য তালিকা: ${line.priceListName}`;
  if (line.priceSource === 'quote' && line.quoteNumber) return `কোটেশন ${line.quoteNumber}`;
  return undefined;
}
