import * as z from 'zod/mini';
import { issuesToFields, quoteAnswerBody, quoteMessages, quoteRequestBody } from './index';

const A = '0b7c2f0e-1c1a-4c5e-9c1e-0c8a2b3c4d5e';
const fields = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? result.data : issuesToFields(result.error.issues);
};
const line = (extra: Record<string, unknown> = {}) => ({ makerNumber: '110-45608', description: 'Hook set screw', assemblyId: A, quantity: 2, ...extra });

describe("a quote's maker's-number line", () => {
  it('is trimmed and kept', () => {
    expect(fields(quoteRequestBody, { lines: [line({ makerNumber: ' 110-45608 ', description: ' Hook set screw ' })] })).toEqual({ lines: [line()] });
  });

  it('refuses each bad field under its name', () => {
    expect(fields(quoteRequestBody, { lines: [line({ makerNumber: '1\n2', description: 'x'.repeat(121), assemblyId: 'x', quantity: 0 })] })).toEqual({
      'lines.0.makerNumber': quoteMessages.oneLine,
      'lines.0.description': quoteMessages.descriptionTooLong,
      'lines.0.assemblyId': expect.any(String),
      'lines.0.quantity': expect.any(String),
    });
    expect(fields(quoteRequestBody, { lines: [{ makerNumber: '110', quantity: 1 }] })).toEqual({
      'lines.0.description': quoteMessages.descriptionRequired,
      'lines.0.assemblyId': quoteMessages.assemblyRequired,
    });
    expect(fields(quoteRequestBody, { lines: [line({ partId: A })] })).toEqual({ 'lines.0.makerNumber': quoteMessages.partOrMaker });
    expect(fields(quoteRequestBody, { lines: [{ quantity: 1 }] })).toEqual({ 'lines.0.partId': quoteMessages.partOrMakerMissing });
  });

  it('is answered with a part number or id beside the price', () => {
    const body = {
      validUntil: '2099-01-01',
      prices: [
        { lineNo: 1, price: 3, partNumber: ' SL-1 ' },
        { lineNo: 2, price: 4, partId: A },
      ],
    };
    expect(fields(quoteAnswerBody, body)).toMatchObject({ prices: [{ partNumber: 'SL-1' }, { partId: A }] });
    expect(fields(quoteAnswerBody, { ...body, prices: [{ lineNo: 1, price: 3, partNumber: '' }] })).toEqual({
      'prices.0.partNumber': quoteMessages.supplierRequired,
    });
  });
});
