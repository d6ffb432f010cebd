import { parse } from 'csv-parse/sync';

/** A record of a CSV file: its cells, trimmed, and the line it ends on (1 is the first). */
export interface CsvRecord {
  cells: string[];
  line: number;
}

/** The file is not CSV the imports can read: where, and why. */
export class CsvUnreadable extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A spreadsheet's CSV export as its records, for every CSV import of the API (fitment, a parts
 * book's list): quotes, a byte-order mark, and `,`, `;` or a tab as the separator (the one its
 * first line has most of); empty lines skipped, cells trimmed, rows of any length. Throws
 * `CsvUnreadable` for a file csv-parse cannot read (an unclosed quote, say).
 */
export function readCsvRecords(csv: string): CsvRecord[] {
  const firstLine = csv.replace(/^\ufeff/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [',', ';', '\t'].reduce((best, d) => (firstLine.split(d).length > firstLine.split(best).length ? d : best), ',');
  try {
    const records = parse(csv, {
      bom: true,
      delimiter,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ cells: record.map((cell) => cell.trim()), line: info.lines }));
  } catch (error) {
    throw new CsvUnreadable((error as { lines?: number }).lines ?? 1, (error as Error).message);
  }
}

/** What an import says of a file csv-parse cannot read: where, and why. */
export interface CsvLineError {
  line: number;
  message: string;
}

/**
 * `readCsvRecords` for an import that lists bad lines: the records, or the one numbered line
 * error for a file it cannot read ("The file is not CSV the import can read: …").
 */
export function readCsvLines(csv: string): { records: CsvRecord[]; unreadable?: undefined } | { records?: undefined; unreadable: CsvLineError } {
  try {
    return { records: readCsvRecords(csv) };
  } catch (error) {
    if (!(error instanceof CsvUnreadable)) throw error;
    return { unreadable: { line: error.line, message: `The file is not CSV the import can read: ${error.message}` } };
  }
}
