import { isManyRows, parseRows } from './parseRows';

/** The rows parseRows gives, from [part number, quantity] pairs. */
const rows = (...pairs: [string, string][]) => pairs.map(([partNumber, quantity]) => ({ partNumber, quantity }));

describe('parseRows', () => {
  it('reads a spreadsheet’s copy: number and quantity separated by a tab, a line each', () => {
    expect(parseRows('SL-BC-0001\t10\r\nSL-RH-0002\t5\r\n')).toEqual(rows(['SL-BC-0001', '10'], ['SL-RH-0002', '5']));
  });

  it('takes commas, semicolons and spaces, skips blank lines and a header, and unquotes CSV cells', () => {
    expect(parseRows('\ufeff"Part number","Quantity"\nSL-BC-0001, 10\n\n  sl-rh-0002   5 \nSL-NP-0003;7\n"SL-FD-0004","2"')).toEqual(
      rows(['SL-BC-0001', '10'], ['sl-rh-0002', '5'], ['SL-NP-0003', '7'], ['SL-FD-0004', '2']),
    );
  });

  it('keeps a line it cannot read whole, for its row to say why', () => {
    expect(parseRows('SL-BC-0001\nSL-RH-0002,2.5\n,4')).toEqual(rows(['SL-BC-0001', ''], ['SL-RH-0002', '2.5'], ['', '4']));
  });

  it('knows a paste of several rows from a single value', () => {
    expect(isManyRows('SL-BC-0001')).toBe(false);
    expect(isManyRows('SL-BC-0001\t10')).toBe(true);
    expect(isManyRows('SL-BC-0001 10\nSL-RH-0002 5')).toBe(true);
  });
});
