import type { QuickOrderRow } from '@storefront/shared/schemas';

/**
 * Quick order's rows from pasted text or a CSV file: one `part number, quantity` a line, the two
 * separated by a tab (a spreadsheet's copy), a comma, a semicolon or spaces. Blank lines are
 * skipped; a first line that names its columns ("Part number, Quantity") is a header; quotes
 * around a cell (CSV) are taken off. A line with one cell has no quantity (the row says so).
 */
export function parseRows(text: string): QuickOrderRow[] {
  const lines = text.replace(/^\ufeff/, '').split(/\r\n|\r|\n/);
  const rows: QuickOrderRow[] = [];
  for (const line of lines) {
    if (!line.trim()) continue;
    const cells = line
      .trim()
      .split(/\t|[,;]|\s+/)
      .map((cell) =>
        cell
          .trim()
          .replace(/^"(.*)"$/, '$1')
          .trim(),
      )
      .filter((cell, index) => cell !== '' || index === 0);
    rows.push({ partNumber: cells[0] ?? '', quantity: cells[1] ?? '' });
  }
  const first = rows[0];
  if (first && /part|sku|number|item/i.test(first.partNumber) && !/^[0-9]+$/.test(first.quantity)) rows.shift();
  return rows;
}

/** Whether text pasted into one field holds several rows (or a row of two cells), to be spread over the grid. */
export const isManyRows = (text: string): boolean => /[\r\n\t]/.test(text.trim()) || /^\S+[\s,;]+\S+$/.test(text.trim());
