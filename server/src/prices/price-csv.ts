import { LIMITS, messages, PART_NUMBER, PRICE_LIST_LIMITS, priceListMessages, type PriceListImport } from '@storefront/shared/schemas';
import { readCsvLines } from '../http/csv';

/**
 * A price list's CSV (docs/prices-and-quotes.md "Price lists"): `part number, min quantity, price`,
 * a header line first. Reading it names each bad line by its number (1 = the header).
 */

const CSV_HEADER = 'part number,min quantity,price';

/** One price as the file has it: the part by its number. */
export interface CsvEntry {
  line: number;
  partNumber: string;
  minQuantity: number;
  price: number;
}

const PRICE_TEXT = /^\d{1,10}(\.\d{1,2})?$/;

/**
 * The file's prices, or each bad line (the parts' numbers are checked against the catalogue by the
 * caller). The records are read as every CSV import of the API reads them (`readCsvRecords`: quotes,
 * a byte-order mark, `,` `;` or a tab as the separator, empty lines skipped); a file it cannot read
 * is one bad line and nothing is imported.
 */
export function readPriceCsv(csv: string): { entries: CsvEntry[]; errors: PriceListImport['errors'] } {
  const { records, unreadable } = readCsvLines(csv);
  if (unreadable) return { entries: [], errors: [unreadable] };
  if (records.length === 0) return { entries: [], errors: [{ line: 1, message: priceListMessages.csvEmpty }] };
  const errors: PriceListImport['errors'] = [];
  const header = (records[0]?.cells ?? []).map((cell) => cell.toLowerCase().replace(/\s+/g, ' '));
  if (header.join(',') !== CSV_HEADER) return { entries: [], errors: [{ line: 1, message: priceListMessages.csvHeader }] };
  const entries: CsvEntry[] = [];
  const seen = new Set<string>();
  for (const { cells, line } of records.slice(1)) {
    const [number = '', quantityText = '', priceText = '', ...rest] = cells;
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
      continue;
    }
    seen.add(`${partNumber} ${minQuantity}`);
    entries.push({ line, partNumber, minQuantity, price });
  }
  if (errors.length === 0 && entries.length === 0) errors.push({ line: 1, message: priceListMessages.csvEmpty });
  const beyond = entries[PRICE_LIST_LIMITS.entries];
  if (beyond) errors.push({ line: beyond.line, message: messages.tooLong });
  return { entries, errors };
}

/** A list's prices as the CSV the import reads. */
export function writePriceCsv(rows: readonly { partNumber: string; minQuantity: number; price: string }[]): string {
  return [CSV_HEADER, ...rows.map((row) => `${row.partNumber},${row.minQuantity},${row.price}`)].join('\n') + '\n';
}
