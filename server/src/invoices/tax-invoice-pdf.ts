import { PAYMENT_TERMS_LABEL, vatRateText } from '@storefront/shared/schemas';
import { BN_PAYMENT_TERMS, bnAmount, bnDate, bnDay, bnMoney, bnNumber, bnPlace, bnTime } from '../mail/bangla';
import { registerBanglaFonts } from './bangla-font';
import type { InvoiceData, TaxInvoiceData } from './invoice';
import { renderLegacyInvoicePdf } from './legacy-invoice';
import { mixedHeight, mixedText, type MixedStyle } from './mixed-text';
import { BRAND, INK, MARGIN, MUTED, invoiceDocument, linesTable, roomFor, ruleAcross, type TableColumn } from './pdf-document';

/**
 * The invoice as a PDF (pdfkit, A4). Invoices issued before invoices carried terms and VAT keep
 * their own layout (legacy-invoice.ts); the same data give the same bytes either way.
 */
export function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  return data.version === 2 ? renderTaxInvoicePdf(data) : renderLegacyInvoicePdf(data);
}

/** A party's BIN without the label it may have been typed with ("BIN 000123456-0101", "BIN/VAT: …"). */
const bareBin = (taxNumber: string) => taxNumber.trim().replace(/^(?:BIN|VAT)(?:\s*\/\s*(?:BIN|VAT))?\s*(?:no\.?|number)?\s*[:#.-]?\s*/i, '');

/**
 * A party's BIN as the invoice prints it, labelled once: "BIN: 000123456-0101", whether the number
 * was kept bare or typed with its label ("BIN 000123456-0101", "BIN/VAT: …").
 */
export function binLine(taxNumber: string): string {
  return `BIN: ${bareBin(taxNumber)}`;
}

/** The same in Bangla: "বিআইএন: 000123456-0101" (the number as it is). */
const bnBinLine = (taxNumber: string) => `বিআইএন: ${bareBin(taxNumber)}`;

/**
 * When an invoice was issued, to the minute, in the seller's zone named by its city: an accounts
 * department files it by date and time ("7 December 2026, 14:05 (Dhaka)").
 */
export function issueTime(iso: string, timeZone: string): string {
  const at = new Date(iso);
  const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone }).format(at);
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(at);
  const place = timeZone.split('/').pop()!.replace(/_/g, ' ');
  return `${date}, ${time} (${place})`;
}

/** A rate in percent as the invoice writes it: "15 %", "7.5 %"; in Bangla "১৫ %". */
const ratePercent = vatRateText;
const bnRate = (rate: number) => `${bnNumber(rate)} %`;

/** What every section of a tax invoice draws with: the document, its data, the text's width and halves, money and dates. */
interface TaxPage {
  doc: PDFKit.PDFDocument;
  data: TaxInvoiceData;
  width: number;
  half: number;
  /** Where the right half starts. */
  right: number;
  /** Below this, no line is drawn: the page's footer is there. */
  bottom: number;
  rate: string;
  amount(value: string): string;
  /** The due date as people read it (it is a day already), in English and in Bangla. */
  dueDay: string;
  bnDueDay: string;
}

/**
 * A tax invoice as a PDF, a Mushak 6.3 (মূসক-৬.৩, the tax invoice of Bangladesh's VAT rules) in
 * Bangla with English beside it: each English line as it always was, its Bangla under it (numbers,
 * money and dates in bn-BD; invoice, order and part numbers and BINs as they are). The seller with
 * its BIN and accounts contact, and the invoice's number, date and time of issue, terms and due
 * date at the top; bill-to (the company, its BIN and billing address, or a lone customer) and
 * ship-to; every line with its part number, description (its Bangla name too, when the part had
 * one), quantity, unit price, value before VAT, VAT rate, VAT and gross; the totals and how to pay.
 * Long tables continue on further pages under their header; each page says "Page n of m". The
 * document's dates are the invoice's, so the same data gives the same bytes.
 */
function renderTaxInvoicePdf(data: TaxInvoiceData): Promise<Buffer> {
  const { doc, finish } = invoiceDocument(data);
  registerBanglaFonts(doc);
  const page = pageOf(doc, data);
  const top = sellerAndTerms(page, authority(page));
  const y = billAndShipTo(page, top);
  taxTotals(page, taxLines(page, y));
  return finish();
}

function pageOf(doc: PDFKit.PDFDocument, data: TaxInvoiceData): TaxPage {
  const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const width = doc.page.width - 2 * MARGIN;
  return {
    doc,
    data,
    width,
    half: width / 2 - 10,
    right: MARGIN + width / 2,
    bottom: doc.page.height - MARGIN - 30,
    rate: ratePercent(data.seller.vatRate),
    amount: (value) => money.format(Number(value)),
    dueDay: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${data.dueDate}T00:00:00Z`)),
    bnDueDay: bnDay(data.dueDate),
  };
}

/** Bangla under English: a smaller line in the English one's colour. */
const bn = (size: number, more: Partial<MixedStyle> = {}): MixedStyle => ({ size, color: INK, ...more });

/** Whose form it is, across the top: the government and its revenue board, in Bangla and English. Answers where the invoice starts. */
function authority({ doc, width }: TaxPage): number {
  const y = mixedText(doc, 'গণপ্রজাতন্ত্রী বাংলাদেশ সরকার · জাতীয় রাজস্ব বোর্ড', MARGIN, MARGIN - 14, width, bn(8, { color: MUTED, align: 'center' }));
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(7)
    .text('Government of the People’s Republic of Bangladesh · National Board of Revenue', MARGIN, y, { width, align: 'center' });
  return doc.y + 10;
}

/** The seller, left; the invoice's title, number, dates and terms, right. Answers where the parties go. */
function sellerAndTerms({ doc, data, width, half, right, dueDay, bnDueDay }: TaxPage, from: number): number {
  // The seller's calendar day (STORE_TIME_ZONE); the due date is a day already.
  const zone = data.seller.timeZone;
  const day = (iso: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: zone }).format(new Date(iso));
  mixedText(doc, 'নিবন্ধিত ব্যক্তির নাম, ঠিকানা ও বিআইএন · Seller', MARGIN, from, half, bn(8, { color: MUTED }));
  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(18).text(data.seller.company, MARGIN, doc.y, { width: half });
  doc.fillColor(MUTED).font('Helvetica').fontSize(9);
  if (data.seller.address) doc.text(data.seller.address, { width: half });
  if (data.seller.taxNumber) {
    doc.text(binLine(data.seller.taxNumber), { width: half });
    mixedText(doc, bnBinLine(data.seller.taxNumber), MARGIN, doc.y, half, bn(8.5, { color: MUTED }));
  }
  doc.text(`${data.seller.contact.name} · ${data.seller.contact.phone}`, MARGIN, doc.y, { width: half });
  doc.text(data.seller.contact.email, { width: half });
  const sellerBottom = doc.y;
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(22)
    .text('TAX INVOICE', right, from, { width: width / 2, align: 'right' });
  mixedText(doc, 'কর চালানপত্র · মূসক-৬.৩', right, doc.y, width / 2, { size: 14, bold: true, color: INK, align: 'right' });
  mixedText(doc, '[বিধি ৪০ এর উপ-বিধি (১) এর দফা (গ) ও দফা (চ) দ্রষ্টব্য]', right, doc.y, width / 2, bn(7, { color: MUTED, align: 'right' }));
  const issued = `${bnDate(data.issuedAt, zone)}, সময়: ${bnTime(data.issuedAt, zone)} (${bnPlace(zone)})`;
  // A number is the same in both languages: its Bangla label beside the English one; a date or a term says itself in each.
  for (const [label, value, bangla] of [
    ['Invoice number', data.number, 'চালানপত্র নম্বর'],
    ['Issued', issueTime(data.issuedAt, zone), `ইস্যুর তারিখ: ${issued}`],
    ['Order number', data.order.number, 'অর্ডার নম্বর'],
    ['Order date', day(data.order.placedAt), `অর্ডারের তারিখ: ${bnDate(data.order.placedAt, zone)}`],
    ...(data.order.poReference ? [['Your reference (PO)', data.order.poReference, 'আপনার রেফারেন্স (পিও)']] : []),
    ['Payment terms', PAYMENT_TERMS_LABEL[data.terms], `পরিশোধের শর্ত: ${BN_PAYMENT_TERMS[data.terms]}`],
    ['Due date', dueDay, `পরিশোধের শেষ তারিখ: ${bnDueDay}`],
  ] as [string, string, string][]) {
    if (!bangla.includes(':')) {
      mixedText(doc, `${bangla} · ${label}: ${value}`, right, doc.y + 1, width / 2, { size: 9.5, color: INK, align: 'right' });
      continue;
    }
    doc
      .fillColor(INK)
      .font('Helvetica')
      .fontSize(9.5)
      .text(`${label}: ${value}`, right, doc.y + 1, { width: width / 2, align: 'right' });
    mixedText(doc, bangla, right, doc.y, width / 2, bn(8.5, { color: MUTED, align: 'right' }));
  }
  return Math.max(sellerBottom, doc.y) + 18;
}

/** Bill to, left (the company, or a lone customer); ship to, right. Answers where the lines go. */
function billAndShipTo({ doc, data, half, right }: TaxPage, top: number): number {
  /** Each row in English, and in Bangla under it where it says more than a name or an address. */
  const block = (x: number, title: [string, string], name: string, rows: [string, string?][]) => {
    doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(title[0], x, top, { width: half });
    mixedText(doc, title[1], x, doc.y, half, bn(8, { color: MUTED }));
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(name, x, doc.y + 1, { width: half });
    for (const [row, bangla] of rows.filter(([row]) => row)) {
      doc.fillColor(INK).font('Helvetica').fontSize(10).text(row, x, doc.y, { width: half });
      if (bangla) mixedText(doc, bangla, x, doc.y, half, bn(8.5, { color: MUTED }));
    }
    return doc.y;
  };
  const { company, buyer, shipTo } = data;
  const billTo: [string, string] = ['BILL TO', 'ক্রেতার নাম, ঠিকানা ও বিআইএন'];
  const billBottom = company
    ? block(MARGIN, billTo, company.name, [
        [company.taxNumber ? binLine(company.taxNumber) : '', company.taxNumber ? bnBinLine(company.taxNumber) : undefined],
        [company.billingAddress],
        [`Ordered by: ${buyer.name} · ${buyer.email}`, `অর্ডার করেছেন: ${buyer.name}`],
      ])
    : block(MARGIN, billTo, buyer.name, [[buyer.email], [buyer.address], [buyer.phone]]);
  const shipBottom = block(right + 10, ['SHIP TO', 'সরবরাহের গন্তব্যস্থল'], shipTo.location ?? company?.name ?? buyer.name, [[shipTo.address], [shipTo.phone]]);
  return Math.max(billBottom, shipBottom) + 16;
}

/** A table's column: its headings in Bangla over English, its width, its alignment. */
type ColumnSpec = [bangla: string, english: string, width: number, align: 'left' | 'right'];

/** The headings of the lines' table at `y` (Bangla over English), a rule under them; answers where the first line goes. */
function bilingualHeader(doc: PDFKit.PDFDocument, columns: (TableColumn & { bangla: string })[], y: number): number {
  const banglaStyle = (c: TableColumn): MixedStyle => ({ size: 7, bold: true, color: MUTED, align: c.align });
  const banglaHeight = Math.max(...columns.map((c) => mixedHeight(doc, c.bangla, c.w, banglaStyle(c))));
  for (const c of columns) mixedText(doc, c.bangla, c.x, y, c.w, banglaStyle(c));
  doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(8);
  const englishHeight = Math.max(...columns.map((c) => doc.heightOfString(c.title, { width: c.w })));
  for (const c of columns) doc.text(c.title, c.x, y + banglaHeight, { width: c.w, align: c.align });
  const below = y + banglaHeight + englishHeight + 4;
  ruleAcross(doc, below);
  doc.fillColor(INK).font('Helvetica').fontSize(8);
  return below + 6;
}

/** Every line, net, with its VAT and gross, under headings repeated on each page. Answers where the table ends. */
function taxLines({ doc, data, width, bottom, rate, amount }: TaxPage, y: number): number {
  // Part numbers are up to 32 characters: the longest wrap at a hyphen.
  const specs: ColumnSpec[] = [
    ['পার্ট নম্বর', 'Part number', 88, 'left'],
    ['পণ্যের বিবরণ', 'Description', 0, 'left'],
    ['পরিমাণ', 'Qty', 30, 'right'],
    ['একক মূল্য', 'Unit price', 52, 'right'],
    ['মূসক ব্যতীত মূল্য', 'Net', 56, 'right'],
    ['মূসকের হার', 'VAT rate', 32, 'right'],
    ['মূসকের পরিমাণ', 'VAT', 50, 'right'],
    ['মূসকসহ মূল্য', 'Gross', 56, 'right'],
  ];
  const GAP = 4;
  specs[1]![2] = width - specs.reduce((sum, [, , w]) => sum + w, 0) - GAP * (specs.length - 1);
  const columns = specs.map(([bangla, title, w, align], i) => ({
    bangla,
    title,
    w,
    align,
    x: MARGIN + specs.slice(0, i).reduce((sum, [, , cw]) => sum + cw + GAP, 0),
  }));
  doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(`Amounts in ${data.currency}. Prices are net; VAT is added at ${rate}.`, MARGIN, y, { width });
  const bnRateText = bnRate(data.seller.vatRate);
  mixedText(doc, `অঙ্কসমূহ ${data.currency}-এ। মূল্যে মূসক ধরা নেই; ${bnRateText} হারে মূসক যোগ করা হয়েছে।`, MARGIN, doc.y, width, bn(8.5, { color: MUTED }));
  return linesTable(doc, {
    columns,
    rows: data.lines.map((line) => [
      line.partNumber ?? '—',
      line.priceNote ? `${line.partName}\n${line.priceNote}` : line.partName,
      String(line.quantity),
      amount(line.unitPrice),
      amount(line.net),
      rate,
      amount(line.vat),
      amount(line.gross),
    ]),
    // Under each cell but the part number, its Bangla: the part's Bangla name, the numbers in bn-BD.
    under: data.lines.map((line) => [
      '',
      [line.partNameBn, line.bnPriceNote].filter(Boolean).join('\n'),
      bnNumber(line.quantity),
      bnAmount(Number(line.unitPrice)),
      bnAmount(Number(line.net)),
      bnRateText,
      bnAmount(Number(line.vat)),
      bnAmount(Number(line.gross)),
    ]),
    underStyle: { size: 7.5, color: MUTED },
    rowSize: 8,
    y: doc.y + 6,
    bottom,
    header: (at) => bilingualHeader(doc, columns, at),
  });
}

/** The totals (net, VAT, gross) and how to pay, together on one page, each in English and Bangla. */
function taxTotals({ doc, data, width, bottom, rate, amount, dueDay, bnDueDay }: TaxPage, from: number): void {
  const { contact } = data.seller;
  const payment = data.seller.bankDetails ? data.seller.bankDetails.split('\n') : [`Ask ${contact.name} (${contact.phone}, ${contact.email}) how to pay.`];
  let y = roomFor(doc, from, 130 + 13 * (payment.length + 4), bottom);
  ruleAcross(doc, y);
  y += 8;
  const money = bnMoney(data.currency);
  const total = (english: string, bangla: string, size: number, bold: boolean) => {
    doc
      .fillColor(INK)
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .text(english, MARGIN, doc.y + 2, { width, align: 'right' });
    mixedText(doc, bangla, MARGIN, doc.y, width, { size: size - 1, bold, color: bold ? INK : MUTED, align: 'right' });
  };
  doc.y = y;
  total(`Net total: ${data.currency} ${amount(data.net)}`, `মূসক ব্যতীত মোট মূল্য: ${money.format(Number(data.net))}`, 10, false);
  total(`VAT (${rate}): ${data.currency} ${amount(data.vat)}`, `মূসক (${bnRate(data.seller.vatRate)}): ${money.format(Number(data.vat))}`, 10, false);
  total(`Total (gross): ${data.currency} ${amount(data.total)}`, `সর্বমোট (মূসকসহ): ${money.format(Number(data.total))}`, 12, true);

  y = doc.y + 16;
  doc.fillColor(MUTED).font('Helvetica').fontSize(9).text('HOW TO PAY', MARGIN, y, { width });
  mixedText(doc, 'পরিশোধের নিয়ম', MARGIN, doc.y, width, bn(8, { color: MUTED }));
  const line = (english: string, bangla?: string) => {
    doc.fillColor(INK).font('Helvetica').fontSize(10).text(english, MARGIN, doc.y, { width });
    if (bangla) mixedText(doc, bangla, MARGIN, doc.y, width, bn(9, { color: MUTED }));
  };
  if (data.terms === 'prepaid') line(`Payment terms: Prepaid. Due on ${dueDay}.`, `পরিশোধের শর্ত: অগ্রিম পরিশোধ। পরিশোধের তারিখ ${bnDueDay}।`);
  else
    line(
      `Payment terms: ${PAYMENT_TERMS_LABEL[data.terms]}. Due by ${dueDay}.`,
      `পরিশোধের শর্ত: ${BN_PAYMENT_TERMS[data.terms]}। ${bnDueDay}-এর মধ্যে পরিশোধ করুন।`,
    );
  if (data.seller.bankDetails) for (const row of payment) line(row);
  else line(payment[0]!, `কীভাবে পরিশোধ করবেন, ${contact.name} (${contact.phone}, ${contact.email})-এর কাছে জেনে নিন।`);
  line(`Please quote invoice number ${data.number} with your payment.`, `পরিশোধের সময় চালানপত্র নম্বর ${data.number} উল্লেখ করুন।`);
}
