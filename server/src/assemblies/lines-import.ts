import { CALLOUT, PARTS_BOOK_LIMITS, partsBookMessages, type AssemblyLinesImportResult } from '@storefront/shared/schemas';
import type { Queryable } from '../db';
import { partsByNumber, replaceLines, type NewLine } from './assemblies.repo';
import { readCsvLines } from '../http/csv';

/**
 * The parts list's CSV (docs/parts-book.md, "The API"): a header line `callout, part number or
 * maker's number, quantity, remarks` (and `subclass` where rows are for one subclass only), then a
 * row per line. Quotes, a byte-order mark, `;` or tab as the separator (a spreadsheet's export)
 * are understood, as in the fitment import. Each bad line is named by its number (1 = the header).
 */

type Errors = AssemblyLinesImportResult['errors'];

/** A row as the file has it: the part by its number, ours or the maker's (told apart later). */
interface CsvLine {
  line: number;
  callout: string;
  number: string;
  quantity: number;
  remarks: string | null;
  subclass: string | null;
}

const COLUMNS = ['callout', 'part number or maker', 'quantity', 'remarks'];
const tooManyColumns = "A line has at most five columns: callout, part number or maker's number, quantity, remarks, subclass.";
const tooLong = (what: string, max: number) => `The ${what} is at most ${max} characters.`;

const headerCell = (cell: string) =>
  cell
    .toLowerCase()
    .replace(/[’']s\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const isHeader = (cells: string[]) =>
  cells.length >= 4 &&
  cells.length <= 5 &&
  COLUMNS.every((name, index) => headerCell(cells[index] ?? '').startsWith(name)) &&
  (cells.length === 4 || headerCell(cells[4] ?? '') === 'subclass');

/** The file's rows, or each bad line (the numbers are looked up by the caller). */
function readLinesCsv(csv: string): { lines: CsvLine[]; errors: Errors } {
  const { records, unreadable } = readCsvLines(csv);
  if (unreadable) return { lines: [], errors: [unreadable] };
  const header = records[0];
  if (!header || !isHeader(header.cells)) return { lines: [], errors: [{ line: 1, message: partsBookMessages.csvHeader }] };
  const rows = records.slice(1);
  if (!rows.length) return { lines: [], errors: [{ line: 1, message: partsBookMessages.csvEmpty }] };
  if (rows.length > PARTS_BOOK_LIMITS.linesPerAssembly)
    return { lines: [], errors: [{ line: rows[PARTS_BOOK_LIMITS.linesPerAssembly]!.line, message: partsBookMessages.csvTooLong }] };

  const lines: CsvLine[] = [];
  const errors: Errors = [];
  for (const { cells: read, line } of rows) {
    const cells = [...read];
    while (cells.length > 4 && cells.at(-1) === '') cells.pop();
    const [callout = '', number = '', quantityText = '', remarks = '', subclass = ''] = cells;
    let message: string | undefined;
    if (cells.length > 5) message = tooManyColumns;
    else if (!CALLOUT.test(callout)) message = partsBookMessages.calloutInvalid;
    else if (!number) message = partsBookMessages.partOrMakerNumber;
    else if (number.length > PARTS_BOOK_LIMITS.makerNumber) message = tooLong("maker's number", PARTS_BOOK_LIMITS.makerNumber);
    else if (!/^\d{1,3}$/.test(quantityText) || Number(quantityText) < 1) message = partsBookMessages.quantityInvalid;
    else if (remarks.length > PARTS_BOOK_LIMITS.remarks) message = tooLong('remarks', PARTS_BOOK_LIMITS.remarks);
    else if (subclass.length > PARTS_BOOK_LIMITS.subclass) message = tooLong('subclass', PARTS_BOOK_LIMITS.subclass);
    if (message) errors.push({ line, message });
    else lines.push({ line, callout, number, quantity: Number(quantityText), remarks: remarks || null, subclass: subclass || null });
  }
  return { lines, errors };
}

/**
 * Replaces the assembly's parts list with the file's rows, in the caller's transaction (the
 * assembly locked). A number that is one of our part numbers names our part, and the row keeps
 * the part's name as its description (a row whose part is deleted still says what it was);
 * anything else is the maker's number of a part not sold here. With any bad line nothing changes
 * and the answer lists each.
 */
export async function importLines(tx: Queryable, assemblyId: string, csv: string): Promise<AssemblyLinesImportResult> {
  const { lines, errors } = readLinesCsv(csv);
  if (errors.length) return { lines: 0, notSoldHere: 0, errors };
  const ours = await partsByNumber(
    tx,
    lines.map((line) => line.number),
  );
  const rows: NewLine[] = lines.map((line) => {
    const part = ours.get(line.number.toUpperCase());
    return {
      callout: line.callout,
      partId: part?.id ?? null,
      makerNumber: part ? null : line.number,
      description: part ? part.name.slice(0, PARTS_BOOK_LIMITS.description) : null,
      quantity: line.quantity,
      remarks: line.remarks,
      subclass: line.subclass,
    };
  });
  await replaceLines(tx, assemblyId, rows);
  return { lines: rows.length, notSoldHere: rows.filter((row) => !row.partId).length, errors: [] };
}
