import { createHash } from 'node:crypto';
import { pdfText } from '../../test/pdf';
import { loadConfig } from '../config';
import { dueDateOf, invoiceData, vatCents, type InvoicedOrder } from './invoice';
import { binLine, issueTime, renderInvoicePdf } from './tax-invoice-pdf';
import type { LegacyInvoiceData } from './legacy-invoice';

/** An invoice issued before invoices carried terms and VAT: its data as they were kept. */
const data = (lines: number): LegacyInvoiceData => ({
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

describe('an invoice issued before terms and VAT, as a PDF', () => {
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

  it('is made in its own layout, byte for byte as before tax invoices (with this pdfkit)', async () => {
    const kept: LegacyInvoiceData = {
      number: 'INV-2025-000007',
      issuedAt: '2025-03-04T05:06:07.000Z',
      currency: 'BDT',
      seller: {
        company: 'Stitchline Parts',
        address: 'Plot 14, BSCIC Industrial Estate, Tongi, Gazipur 1710, Bangladesh',
        contact: { name: 'Rahim Uddin', phone: '+880 1711-000000', email: 'marketing@partsmanufacturer.com' },
        timeZone: 'Asia/Dhaka',
      },
      buyer: { name: 'Karim Customer', email: 'karim@example.com', address: 'House 12, Road 5, Gazipur', phone: '01711000000' },
      order: { number: 'SO-2025-000042', placedAt: '2025-03-03T10:00:00.000Z', poReference: 'PO-7781' },
      lines: [
        { partNumber: 'SL-BC-1000', partName: 'Bobbin case', quantity: 5, unitPrice: '1250.50', lineTotal: '6252.50' },
        { partNumber: null, partName: 'Needle plate', quantity: 2, unitPrice: '99.99', lineTotal: '199.98' },
      ],
      total: '6452.48',
    };
    const pdf = await renderInvoicePdf(kept);
    expect(createHash('sha256').update(pdf).digest('hex')).toBe('4b393bb6eeb822cacb245e81069853940901f9db08a2fdd880299481cfcb48e5');
    const text = (await pdfText(pdf)).join(' ').replace(/\n/g, ' ');
    expect(text).toContain('Total: BDT 6,452.48');
    expect(text).not.toContain('VAT');
  });
});

const seller = {
  ...loadConfig({}).seller,
  taxNumber: '000123456-0101',
  bankDetails: 'Dutch-Bangla Bank PLC, Tongi branch\nAccount 123.456.7890 (Stitchline Parts Ltd.)\nRouting 090260434',
};
const order = (lines: number): InvoicedOrder => ({
  name: 'Nasrin Akter',
  email: 'nasrin@knitwear.example',
  address: 'Plot 9, Ashulia Road, Savar, Dhaka',
  phone: '+880 1811-222333',
  number: 'SO-2026-000042',
  createdAt: '2026-11-26T10:00:00.000Z',
  poReference: 'PO-7781',
  lines: Array.from({ length: lines }, (_, i) => ({
    partId: `p${i}`,
    partNumber: `SL-BC-${1000 + i}`,
    partName: i === 1 ? 'Bobbin case for lockstitch machines, with a name long enough to wrap onto a second line of its cell' : `Part ${i}`,
    quantity: 3 + i,
    unitPrice: 1250.5,
    lineTotal: (3 + i) * 1250.5,
    listPrice: 1250.5,
    priceSource: 'list' as const,
  })),
  totalPrice: 0,
});
const company = {
  company: { name: 'Dhaka Knitwear Ltd.', taxNumber: '004455667-0202', billingAddress: 'House 5, Road 11, Banani, Dhaka 1213' },
  locationName: 'Ashulia plant',
  terms: 'net30' as const,
};
const issuedAt = '2026-11-27T20:30:00.000Z'; // 02:30 on the 28th in Dhaka

describe('a tax invoice', () => {
  it('adds VAT to each net line, rounded half up, and totals net, VAT and gross', () => {
    expect(vatCents(625250, 15)).toBe(93788); // 937.875 → 937.88
    expect(vatCents(1, 15)).toBe(0);
    expect(vatCents(10, 15)).toBe(2); // 1.5 cents → 2
    expect(vatCents(1000, 7.5)).toBe(75);
    const data = invoiceData(order(2), 'INV-2026-000123', issuedAt, seller, 'BDT', company);
    expect(data.lines.map(({ net, vat, gross }) => [net, vat, gross])).toEqual([
      ['3751.50', '562.73', '4314.23'],
      ['5002.00', '750.30', '5752.30'],
    ]);
    expect([data.net, data.vat, data.total]).toEqual(['8753.50', '1313.03', '10066.53']);
    const reduced = invoiceData(order(2), 'INV-2026-000123', issuedAt, { ...seller, vatRate: 7.5 }, 'BDT', company);
    expect([reduced.net, reduced.vat, reduced.total]).toEqual(['8753.50', '656.51', '9410.01']);
  });

  it("is due the terms' days after its issue day in the seller's time zone", () => {
    expect(dueDateOf(issuedAt, 'Asia/Dhaka', 'net30')).toBe('2026-12-28');
    expect(dueDateOf(issuedAt, 'UTC', 'net30')).toBe('2026-12-27');
    expect(dueDateOf(issuedAt, 'Asia/Dhaka', 'net15')).toBe('2026-12-13');
    expect(dueDateOf(issuedAt, 'Asia/Dhaka', 'net60')).toBe('2027-01-27');
    expect(dueDateOf(issuedAt, 'Asia/Dhaka', 'prepaid')).toBe('2026-11-28');
    // A lone customer's invoice is prepaid.
    expect(invoiceData(order(1), 'INV-2026-000124', issuedAt, seller, 'BDT')).toMatchObject({ terms: 'prepaid', dueDate: '2026-11-28', company: null });
  });

  it("names the seller's BIN, the buyer company, its tax number, bill-to and ship-to, terms, due date, VAT per line and totals, and how to pay", async () => {
    const [page, ...more] = await pdfText(await renderInvoicePdf(invoiceData(order(2), 'INV-2026-000123', issuedAt, seller, 'BDT', company)));
    expect(more).toEqual([]);
    const text = page!.replace(/\n/g, ' ');
    for (const expected of [
      'Stitchline Parts',
      'BIN: 000123456-0101',
      // The seller's accounts department, not the storefront's marketing contact.
      'Accounts department · +880 1711-000000',
      'accounts@stitchline.example',
      'TAX INVOICE',
      'Invoice number: INV-2026-000123',
      // Its time of issue, to the minute, in the seller's zone.
      'Issued: 28 November 2026, 02:30 (Dhaka)',
      'Payment terms: NET 30',
      'Due date: 28 December 2026',
      'Your reference (PO): PO-7781',
      'BILL TO',
      'Dhaka Knitwear Ltd.',
      'BIN: 004455667-0202',
      'House 5, Road 11, Banani, Dhaka 1213',
      'Ordered by: Nasrin Akter · nasrin@knitwear.example',
      'SHIP TO',
      'Ashulia plant',
      'Plot 9, Ashulia Road, Savar, Dhaka',
      'Prices are net; VAT is added at 15 %.',
      'SL-BC-1000',
      '3,751.50',
      '15 %',
      '562.73',
      '4,314.23',
      'Net total: BDT 8,753.50',
      'VAT (15 %): BDT 1,313.03',
      'Total (gross): BDT 10,066.53',
      'HOW TO PAY',
      'Payment terms: NET 30. Due by 28 December 2026.',
      'Dutch-Bangla Bank PLC, Tongi branch',
      'Account 123.456.7890 (Stitchline Parts Ltd.)',
      'Please quote invoice number INV-2026-000123 with your payment.',
      'INV-2026-000123 · Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    // Each party's BIN once, labelled once.
    expect(text.match(/BIN/g)).toHaveLength(2);
    expect(text).not.toContain('BIN/VAT');
    expect(text).not.toContain('marketing@');
  });

  it('prints a BIN typed with its label once, labelled "BIN", and the time of issue in any zone', async () => {
    const labelled = { ...company, company: { ...company.company, taxNumber: 'BIN/VAT: 004455667-0202' } };
    const text = (
      await pdfText(await renderInvoicePdf(invoiceData(order(1), 'INV-2026-000128', issuedAt, { ...seller, taxNumber: 'BIN 000123456-0101' }, 'BDT', labelled)))
    )
      .join(' ')
      .replace(/\n/g, ' ');
    expect(text.match(/BIN: \S+/g)).toEqual(['BIN: 000123456-0101', 'BIN: 004455667-0202']);
    expect(text).not.toContain('BIN/VAT');
    expect(binLine('bin no. 004455667-0202')).toBe('BIN: 004455667-0202');
    expect(binLine('004455667-0202')).toBe('BIN: 004455667-0202');
    expect(issueTime('2026-12-07T08:05:00.000Z', 'Asia/Dhaka')).toBe('7 December 2026, 14:05 (Dhaka)');
    expect(issueTime('2026-12-07T08:05:00.000Z', 'America/Argentina/Buenos_Aires')).toBe('7 December 2026, 05:05 (Buenos Aires)');
  });

  it('bills a lone customer by name and address, prepaid, and names the contact when no bank details are set', async () => {
    const lone = invoiceData(order(1), 'INV-2026-000125', issuedAt, { ...seller, bankDetails: '', vatRate: 7.5 }, 'BDT');
    const text = (await pdfText(await renderInvoicePdf(lone))).join(' ').replace(/\n/g, ' ');
    for (const expected of [
      'Nasrin Akter',
      'nasrin@knitwear.example',
      'Payment terms: Prepaid',
      'Due date: 28 November 2026',
      'VAT (7.5 %): BDT 281.36',
      'Total (gross): BDT 4,032.86',
      'Ask Accounts department (+880 1711-000000, accounts@stitchline.example) how to pay.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Ordered by');
  });

  it('continues a long order on further pages, each numbered, the totals and payment once at the end', async () => {
    const pages = await pdfText(await renderInvoicePdf(invoiceData(order(120), 'INV-2026-000126', issuedAt, seller, 'BDT', company)));
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => expect(page).toContain(`INV-2026-000126 · Page ${i + 1} of ${pages.length}`));
    const all = pages.join('\n');
    for (let i = 0; i < 120; i++) expect(all.split('\n').filter((run) => run === `SL-BC-${1000 + i}`)).toHaveLength(1);
    for (const page of pages.slice(0, -1)) expect(page).toContain('Part number');
    expect(pages.at(-1)).toContain('HOW TO PAY');
    expect(all.split('HOW TO PAY')).toHaveLength(2);
  });

  it('is the same bytes for the same invoice', async () => {
    const data = invoiceData(order(5), 'INV-2026-000127', issuedAt, seller, 'BDT', company);
    expect((await renderInvoicePdf(data)).equals(await renderInvoicePdf(structuredClone(data)))).toBe(true);
  });
});

describe('a tax invoice as a Mushak 6.3, in Bangla beside English', () => {
  const names = new Map([
    ['p0', 'ববিন কেস'],
    ['p1', 'প্রেসার ফুট'],
  ]);

  it('names the form, the parties, their BINs, the dates, each line and the totals in Bangla, read in their order', async () => {
    const data = invoiceData(order(2), 'INV-2026-000123', issuedAt, seller, 'BDT', company, new Map([...names, ['p9', 'সুই']]));
    expect(data.lines.map((l) => l.partNameBn)).toEqual(['ববিন কেস', 'প্রেসার ফুট']);
    const pdf = await renderInvoicePdf(data);
    // The Bangla font is embedded (a subset), not referred to.
    expect(pdf.toString('latin1')).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansBengali/);
    const [page, ...more] = await pdfText(pdf);
    expect(more).toEqual([]);
    // Bangla and the Latin signs among it (, . : %) are runs of their own: joined, without the spaces between runs, they read as written.
    const joined = page!.replace(/\s/g, '');
    for (const expected of [
      'গণপ্রজাতন্ত্রী বাংলাদেশ সরকার',
      'কর চালানপত্র · মূসক-৬.৩',
      'চালানপত্র নম্বর · Invoice number: INV-2026-000123',
      'ইস্যুর তারিখ: ২৮ নভেম্বর, ২০২৬, সময়: ০২:৩০ (ঢাকা)',
      'বিআইএন: 000123456-0101',
      'বিআইএন: 004455667-0202',
      'ক্রেতার নাম, ঠিকানা ও বিআইএন',
      'সরবরাহের গন্তব্যস্থল',
      'পরিশোধের শর্ত: নিট ৩০ দিন',
      'পরিশোধের শেষ তারিখ: ২৮ ডিসেম্বর, ২০২৬',
      // The parts' Bangla names, their vowel signs after the consonants they follow (কে, বি, প্রে).
      'ববিন কেস',
      'প্রেসার ফুট',
      'পণ্যের বিবরণ',
      'মূসক ব্যতীত মূল্য',
      '১,২৫০.৫০', // a unit price in bn-BD
      '৩,৭৫১.৫০',
      '১৫ %',
      'মূসক ব্যতীত মোট মূল্য: ৮,৭৫৩.৫০৳',
      'সর্বমোট (মূসকসহ): ১০,০৬৬.৫৩৳',
      'পরিশোধের সময় চালানপত্র নম্বর INV-2026-000123 উল্লেখ করুন।',
    ]) {
      expect(joined).toContain(expected.replace(/\s/g, ''));
    }
    // English beside it, as it always was.
    const text = page!.replace(/\n/g, ' ');
    for (const expected of ['TAX INVOICE', 'Invoice number: INV-2026-000123', 'Net total: BDT 8,753.50', 'Total (gross): BDT 10,066.53']) {
      expect(text).toContain(expected);
    }
  });

  it('keeps the English name alone for a part without a Bangla one, and the same bytes for the same invoice', async () => {
    const data = invoiceData(order(2), 'INV-2026-000129', issuedAt, seller, 'BDT', company);
    expect(data.lines.some((l) => 'partNameBn' in l)).toBe(false);
    const pdf = await renderInvoicePdf(data);
    expect(pdf.equals(await renderInvoicePdf(structuredClone(data)))).toBe(true);
    expect((await pdfText(pdf)).join('').replace(/\s/g, '')).toContain('পণ্যেরবিবরণ');
  });
});
