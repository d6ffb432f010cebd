import { messages, PRICE_LIST_LIMITS, priceListMessages } from '@storefront/shared/schemas';
import { readPriceCsv, writePriceCsv } from './price-csv';

describe('readPriceCsv', () => {
  it('reads quoted cells: a quoted part number is read, a quoted "1,234.50" is still not a price', () => {
    const csv = '"Part Number","Min Quantity","Price"\n"sl-bc-0001","1","420.00"\n" SL-BC-0001 ",200,"400"\nSL-FD-0003,1,"1,234.50"\n';
    expect(readPriceCsv(csv)).toEqual({
      entries: [
        { line: 2, partNumber: 'SL-BC-0001', minQuantity: 1, price: 420 },
        { line: 3, partNumber: 'SL-BC-0001', minQuantity: 200, price: 400 },
      ],
      errors: [{ line: 4, message: priceListMessages.priceInvalid }],
    });
  });

  it("reads a spreadsheet's semicolon-separated file", () => {
    expect(readPriceCsv('part number;min quantity;price\r\nSL-BC-0001;1;420.00\r\nSL-FD-0003;100;470\r\n')).toEqual({
      entries: [
        { line: 2, partNumber: 'SL-BC-0001', minQuantity: 1, price: 420 },
        { line: 3, partNumber: 'SL-FD-0003', minQuantity: 100, price: 470 },
      ],
      errors: [],
    });
  });

  it('reads a file that starts with a byte-order mark', () => {
    expect(readPriceCsv('\ufeffpart number,min quantity,price\nSL-BC-0001,1,420.00\n')).toEqual({
      entries: [{ line: 2, partNumber: 'SL-BC-0001', minQuantity: 1, price: 420 }],
      errors: [],
    });
  });

  it('names an unclosed quote by its line and imports nothing', () => {
    const { entries, errors } = readPriceCsv('part number,min quantity,price\nSL-BC-0001,1,420.00\n"SL-FD-0003,1,490.00\nSL-NB-0002,1,720.00\n');
    expect(entries).toEqual([]);
    expect(errors).toEqual([{ line: 4, message: expect.stringMatching(/^The file is not CSV the import can read: .*quote/i) }]);
  });

  it('numbers each bad line as the file has it, empty lines counted (1 is the header)', () => {
    const csv = 'part number,min quantity,price\n\nSL-BC-0001,1,420.00\n   \n\nNO PART,1,5\nSL-BC-0001,0,5\n\nSL-BC-0001,1,419\nSL-BC-0001,2,3,4\n';
    expect(readPriceCsv(csv).errors).toEqual([
      { line: 6, message: messages.partNumberInvalid },
      { line: 7, message: priceListMessages.minQuantityInvalid },
      { line: 9, message: priceListMessages.entryTwice },
      { line: 10, message: priceListMessages.csvHeader },
    ]);
  });

  it('refuses a wrong header, and a file without prices', () => {
    expect(readPriceCsv('sku;qty;price\nSL-BC-0001;1;420\n').errors).toEqual([{ line: 1, message: priceListMessages.csvHeader }]);
    expect(readPriceCsv('').errors).toEqual([{ line: 1, message: priceListMessages.csvEmpty }]);
    expect(readPriceCsv('part number,min quantity,price\n\n').errors).toEqual([{ line: 1, message: priceListMessages.csvEmpty }]);
    expect(readPriceCsv('\n\n').errors).toEqual([{ line: 1, message: priceListMessages.csvEmpty }]);
  });

  it('refuses more prices than a list holds, at the first line beyond', () => {
    const rows = Array.from({ length: PRICE_LIST_LIMITS.entries + 1 }, (_, i) => `SL-BC-0001,${i + 1},1`);
    const { errors } = readPriceCsv(['part number,min quantity,price', '', ...rows].join('\n'));
    expect(errors).toEqual([{ line: PRICE_LIST_LIMITS.entries + 3, message: messages.tooLong }]);
  });

  it('reads back what the export writes', () => {
    const csv = writePriceCsv([
      { partNumber: 'SL-BC-0001', minQuantity: 1, price: '420.00' },
      { partNumber: 'SL-BC-0001', minQuantity: 200, price: '400.00' },
    ]);
    expect(readPriceCsv(csv).entries.map(({ partNumber, minQuantity, price }) => [partNumber, minQuantity, price])).toEqual([
      ['SL-BC-0001', 1, 420],
      ['SL-BC-0001', 200, 400],
    ]);
  });
});
