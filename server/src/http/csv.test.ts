import { CsvUnreadable, readCsvRecords } from './csv';

describe('readCsvRecords', () => {
  it("reads a spreadsheet's export: a byte-order mark, quotes, the separator its first line has most of, the lines each record ends on", () => {
    expect(readCsvRecords('\ufeffcallout;number;quantity\n12; SL-FD-0003 ;1\n\n"12A";"B1818-280-000";"2"\n')).toEqual([
      { cells: ['callout', 'number', 'quantity'], line: 1 },
      { cells: ['12', 'SL-FD-0003', '1'], line: 2 },
      { cells: ['12A', 'B1818-280-000', '2'], line: 4 },
    ]);
    expect(readCsvRecords('a\tb\n"x, y"\tz')).toEqual([
      { cells: ['a', 'b'], line: 1 },
      { cells: ['x, y', 'z'], line: 2 },
    ]);
  });

  it('says where a file it cannot read goes wrong', () => {
    expect(() => readCsvRecords('a,b\n"open,quote\nc,d')).toThrow(CsvUnreadable);
  });
});
