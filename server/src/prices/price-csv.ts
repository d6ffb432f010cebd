import { LIMITS, messages, PART_NUMBER, PRICE_LIST_LIMITS, priceListMessages, type PriceListImport } from '@storefront/shared/schemas';

/**
 * A price list's CSV (docs/prices-and-quotes.md "Price lists"): `part number, min quantity, price`,
 * a header line first. Reading it names each bad line by its number (1 = the header).
 */

export const CSV_HEADER = 'part number,min quantity,price';

/** One price as the file has it: the part by its number. */
export interface CsvEntry {
  line: number;
  partNumber: string;
  minQuantity: number;
  price: number;
}

const cells = (text: string) =>
  text.split(',').map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );
const PRICE_TEXT = /^\d{1,10}(\.\d{1,2})?$/;

/** The file's prices, or each bad line (the parts' numbers are checked against the catalogue by the caller). */
export function readPriceCsv(csv: string): { entries: CsvEntry[]; errors: PriceListImport['errors'] } {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const errors: PriceListImport['errors'] = [];
  const header = cells(lines[0] ?? '').map((cell) => cell.toLowerCase().replace(/\s+/g, ' '));
  if (header.join(',') !== CSV_HEADER) return { entries: [], errors: [{ line: 1, message: priceListMessages.csvHeader }] };
  const entries: CsvEntry[] = [];
  const seen = new Set<string>();
  lines.slice(1).forEach((text, index) => {
    const line = index + 2;
    if (!text.trim()) return;
    const [number = '', quantityText = '', priceText = '', ...rest] = cells(text);
    const partNumber = number.toUpperCase();
    const minQuantity = Number(quantityText);
    const price = Number(priceText);
    let message: string | undefined;
    if (rest.length > 0) message = priceListMessages.csvHeader;
    else if (!PART_NUMBER.test(partNumber)) message = messages.partNumberInvalid;
    else if (!/^\d+$/.test(quantityText) || minQuantity < 1 || minQuantity > LIMITS.maxQuantity) message = priceListMessages.minQuantityInvalid;
    else if (!PRICE_TEXT.test(priceText) || price <= 0 || price > LIMITS.maxPrice) message = priceListMessages.priceInvalid;
    else if (seen.has(`${partNumber} ${minQuantity}`)) message = priceListMessages.entryTwice;
    if (message) {
      errors.push({ line, message });
      return;
    }
    seen.add(`${partNumber} ${minQuantity}`);
    entries.push({ line, partNumber, minQuantity, price });
  });
  if (errors.length === 0 && entries.length === 0) errors.push({ line: 1, message: priceListMessages.csvEmpty });
  if (entries.length > PRICE_LIST_LIMITS.entries) errors.push({ line: PRICE_LIST_LIMITS.entries + 2, message: messages.tooLong });
  return { entries, errors };
}

/** A list's prices as the CSV the import reads. */
export function writePriceCsv(rows: readonly { partNumber: string; minQuantity: number; price: string }[]): string {
  return [CSV_HEADER, ...rows.map((row) => `${row.partNumber},${row.minQuantity},${row.price}`)].join('\n') + '\n';
}
