import { pdfText } from '../../test/pdf';
import { renderInvoicePdf, type InvoiceData } from './invoice';

const data = (lines: number): InvoiceData => ({
  number: 'INV-2026-000123',
  issuedAt: '2026-11-27T10:00:00.000Z',
  currency: 'BDT',
  seller: {
    company: 'Stitchline Parts',
    address: 'Plot 14, BSCIC Industrial Estate, Tongi, Gazipur 1710, Bangladesh',
    contact: { name: 'Rahim Uddin', phone: '+880 1711-000000', email: 'marketing@partsmanufacturer.com' },
    timeZone: 'Asia/Dhaka',
  },
  buyer: { name: 'Karim <Customer> & Sons', email: 'karim@example.com', address: 'House 12, Road 5, Gazipur', phone: '01711000000' },
  order: { number: 'SO-2026-000042', placedAt: '2026-11-26T10:00:00.000Z', poReference: 'PO-7781' },
  lines: Array.from({ length: lines }, (_, i) => ({
    partNumber: `SL-BC-${1000 + i}`,
    partName: i === 1 ? 'Bobbin case for lockstitch machines, with a name long enough to wrap onto a second line of its cell' : `Part ${i}`,
    quantity: 5 + i,
    unitPrice: '1250.50',
    lineTotal: ((5 + i) * 1250.5).toFixed(2),
  })),
  total: '1234567.50',
});

describe('an invoice as a PDF', () => {
  it('says who sells and who buys, the numbers and dates, every line and the total in its currency', async () => {
    const [page, ...more] = await pdfText(await renderInvoicePdf(data(3)));
    expect(more).toEqual([]);
    // Runs joined as a reader reads them (a wrapped address is two runs).
    const text = page!.replace(/\n/g, ' ');
    for (const expected of [
      'Stitchline Parts',
      'Plot 14, BSCIC Industrial Estate, Tongi, Gazipur 1710, Bangladesh',
      'Rahim Uddin · +880 1711-000000',
      'marketing@partsmanufacturer.com',
      'INVOICE',
      'Invoice number: INV-2026-000123',
      'Issued: 27 November 2026',
      'Order number: SO-2026-000042',
      'Order date: 26 November 2026',
      'Your reference (PO): PO-7781',
      'Karim <Customer> & Sons',
      'karim@example.com',
      'House 12, Road 5, Gazipur',
      'Unit price (BDT)',
      'SL-BC-1000',
      'Part 0',
      '1,250.50', // amounts with thousands separators
      '6,252.50',
      'Total: BDT 1,234,567.50',
      'INV-2026-000123 · Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("dates by the seller's calendar (STORE_TIME_ZONE), and in UTC an invoice issued before the zone was kept", async () => {
    // 20:30 UTC on the 26th is 02:30 on the 27th in Dhaka.
    const late = { ...data(1), order: { ...data(1).order, placedAt: '2026-11-26T20:30:00.000Z' } };
    expect((await pdfText(await renderInvoicePdf(late)))[0]!.replace(/\n/g, ' ')).toContain('Order date: 27 November 2026');
    const older = { ...late, seller: { ...late.seller, timeZone: undefined as unknown as string } };
    expect((await pdfText(await renderInvoicePdf(older)))[0]!.replace(/\n/g, ' ')).toContain('Order date: 26 November 2026');
  });

  it('continues a long order on further pages, each numbered', async () => {
    const pages = await pdfText(await renderInvoicePdf(data(120)));
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => expect(page).toContain(`INV-2026-000123 · Page ${i + 1} of ${pages.length}`));
    // Every line is there once, and the header repeats on each page.
    const all = pages.join('\n');
    for (let i = 0; i < 120; i++) expect(all.split('\n').filter((run) => run === `SL-BC-${1000 + i}`)).toHaveLength(1);
    for (const page of pages.slice(0, -1)) expect(page).toContain('Part number');
    expect(pages.at(-1)).toContain('Total: BDT 1,234,567.50');
  });

  it('is the same bytes for the same invoice', async () => {
    expect((await renderInvoicePdf(data(5))).equals(await renderInvoicePdf(data(5)))).toBe(true);
  });
});
