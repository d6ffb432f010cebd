import { BRAND, INK, MARGIN, MUTED, invoiceDocument, linesTable, roomFor, ruleAcross, tableHeader, type TableColumn } from './pdf-document';
import { PAYMENT_TERMS_DAYS, PAYMENT_TERMS_LABEL, vatRateText, vatTotals, type OrderDetail, type PaymentTerms } from '@storefront/shared/schemas';
import type { Config } from '../config';
import { renderLegacyInvoicePdf, type LegacyInvoiceData } from './legacy-invoice';
import { priceNote } from '../mail/price-note';

/** Who sells, as the invoice names them: the company, its BIN, its accounts contact, its VAT rate and bank details. */
export type Seller = Config['seller'];

/** One line of a tax invoice: its net amount (the storefront's prices are net), the VAT on it and the gross. Amounts are text with two decimals. */
interface InvoiceLine {
  partNumber: string | null;
  partName: string;
  quantity: number;
  unitPrice: string;
  net: string;
  vat: string;
  gross: string;
  /** Where a price other than the part's own came from ("50+ price", "Price list: <name>", "Quote <number>"); absent for the part's price. */
  priceNote?: string;
}

/** The company an invoice is issued to, as it was at issue. */
interface InvoicedCompany {
  name: string;
  taxNumber: string;
  billingAddress: string;
}

/**
 * What a tax invoice says, frozen when it is issued: the seller (with its BIN/VAT number, VAT
 * rate and bank details), the company it is issued to (none for a lone customer), who ordered it,
 * where it ships (the company's location), the payment terms and due date, every line with its
 * net amount, VAT and gross, and the totals. Amounts are text with their two decimals.
 */
export interface TaxInvoiceData {
  version: 2;
  number: string;
  /** ISO 8601. */
  issuedAt: string;
  currency: string;
  seller: Seller;
  company: InvoicedCompany | null;
  /** Who placed the order. */
  buyer: { name: string; email: string; address: string; phone: string };
  shipTo: { location: string | null; address: string; phone: string };
  order: { number: string; placedAt: string; poReference: string | null };
  terms: PaymentTerms;
  /** YYYY-MM-DD: the issue date in the seller's time zone, plus the terms' days. */
  dueDate: string;
  lines: InvoiceLine[];
  net: string;
  vat: string;
  /** Gross: net plus VAT. */
  total: string;
}

/** An invoice's frozen data: a tax invoice, or one issued before invoices carried terms and VAT. */
export type InvoiceData = TaxInvoiceData | LegacyInvoiceData;

/** What an invoice says of its order. */
export type InvoicedOrder = Pick<OrderDetail, 'name' | 'email' | 'address' | 'phone' | 'number' | 'createdAt' | 'poReference' | 'lines' | 'totalPrice'>;

/** Whom an invoice bills and on what terms: the order's company and location, or a lone customer's prepaid invoice. */
export interface Billing {
  company: InvoicedCompany | null;
  locationName: string | null;
  terms: PaymentTerms;
}

export const LONE_CUSTOMER: Billing = { company: null, locationName: null, terms: 'prepaid' };

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

/** The due date: the issue's day in the seller's time zone plus the terms' days (prepaid: that day). */
export function dueDateOf(issuedAt: string, timeZone: string, terms: PaymentTerms): string {
  const [year, month, day] = dayIn(issuedAt, timeZone).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + PAYMENT_TERMS_DAYS[terms])).toISOString().slice(0, 10);
}

/** An amount in cents as text with two decimals. */
const text = (cents: number) => (cents / 100).toFixed(2);

// VAT is the shared computation the cart, checkout and a quote's page show before the invoice (schemas/vat.ts).
export { vatCents } from '@storefront/shared/schemas';

/** The tax invoice's contents from the order as it is when it is confirmed, and whom it bills. */
export function invoiceData(
  order: InvoicedOrder,
  number: string,
  issuedAt: string,
  seller: Seller,
  currency: string,
  billing: Billing = LONE_CUSTOMER,
): TaxInvoiceData {
  const totals = vatTotals(
    order.lines.map((l) => l.lineTotal),
    seller.vatRate,
  );
  const lines = order.lines.map((l, i) => {
    const cents = totals.lines[i]!;
    // The part's own price says nothing more: an invoice of such lines is as it always was.
    const note = priceNote(l);
    return {
      partNumber: l.partNumber,
      partName: l.partName,
      quantity: l.quantity,
      unitPrice: l.unitPrice.toFixed(2),
      net: text(cents.net),
      vat: text(cents.vat),
      gross: text(cents.gross),
      ...(note ? { priceNote: note } : {}),
    };
  });
  return {
    version: 2,
    number,
    issuedAt,
    currency,
    seller,
    company: billing.company,
    buyer: { name: order.name, email: order.email, address: order.address, phone: order.phone },
    shipTo: { location: billing.locationName, address: order.address, phone: order.phone },
    order: { number: order.number, placedAt: order.createdAt, poReference: order.poReference ?? null },
    terms: billing.terms,
    dueDate: dueDateOf(issuedAt, seller.timeZone, billing.terms),
    lines,
    net: totals.net.toFixed(2),
    vat: totals.vat.toFixed(2),
    total: totals.total.toFixed(2),
  };
}

/**
 * The invoice as a PDF (pdfkit, A4). Invoices issued before invoices carried terms and VAT keep
 * their own layout (legacy-invoice.ts); the same data give the same bytes either way.
 */
export function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  return data.version === 2 ? renderTaxInvoicePdf(data) : renderLegacyInvoicePdf(data);
}

/**
 * A party's BIN as the invoice prints it, labelled once: "BIN: 000123456-0101", whether the number
 * was kept bare or typed with its label ("BIN 000123456-0101", "BIN/VAT: …").
 */
export function binLine(taxNumber: string): string {
  return `BIN: ${taxNumber.trim().replace(/^(?:BIN|VAT)(?:\s*\/\s*(?:BIN|VAT))?\s*(?:no\.?|number)?\s*[:#.-]?\s*/i, '')}`;
}

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

/** A rate in percent as the invoice writes it: "15 %", "7.5 %". */
const ratePercent = vatRateText;

/**
 * A tax invoice as a PDF: the seller with its BIN and accounts contact, and the invoice's number,
 * time of issue, dates, terms and due date at the top; bill-to (the company, its tax number and billing address, or a
 * lone customer) and ship-to (the location and the order's address); every line with its part
 * number, quantity, unit price, net amount, VAT rate, VAT and gross; the totals (net, VAT, gross)
 * and how to pay. Long tables continue on further pages under their header; each page says
 * "Page n of m". The document's dates are the invoice's, so the same data gives the same bytes.
 */
function renderTaxInvoicePdf(data: TaxInvoiceData): Promise<Buffer> {
  const { doc, finish } = invoiceDocument(data);
  const page = pageOf(doc, data);
  const top = sellerAndTerms(page);
  const y = billAndShipTo(page, top);
  taxTotals(page, taxLines(page, y));
  return finish();
}

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
  /** The due date as people read it (it is a day already). */
  dueDay: string;
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
  };
}

/** The seller, left; the invoice's title, number, dates and terms, right. Answers where the parties go. */
function sellerAndTerms({ doc, data, width, half, right, dueDay }: TaxPage): number {
  // The seller's calendar day (STORE_TIME_ZONE); the due date is a day already.
  const zone = data.seller.timeZone;
  const day = (iso: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: zone }).format(new Date(iso));
  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(18).text(data.seller.company, MARGIN, MARGIN, { width: half });
  doc.fillColor(MUTED).font('Helvetica').fontSize(9);
  if (data.seller.address) doc.text(data.seller.address, { width: half });
  if (data.seller.taxNumber) doc.text(binLine(data.seller.taxNumber), { width: half });
  doc.text(`${data.seller.contact.name} · ${data.seller.contact.phone}`, { width: half });
  doc.text(data.seller.contact.email, { width: half });
  const sellerBottom = doc.y;
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(22)
    .text('TAX INVOICE', right, MARGIN, { width: width / 2, align: 'right' });
  doc.font('Helvetica').fontSize(10);
  for (const [label, value] of [
    ['Invoice number', data.number],
    ['Issued', issueTime(data.issuedAt, zone)],
    ['Order number', data.order.number],
    ['Order date', day(data.order.placedAt)],
    ...(data.order.poReference ? [['Your reference (PO)', data.order.poReference]] : []),
    ['Payment terms', PAYMENT_TERMS_LABEL[data.terms]],
    ['Due date', dueDay],
  ] as [string, string][]) {
    doc.text(`${label}: ${value}`, right, doc.y, { width: width / 2, align: 'right' });
  }
  return Math.max(sellerBottom, doc.y) + 24;
}

/** Bill to, left (the company, or a lone customer); ship to, right. Answers where the lines go. */
function billAndShipTo({ doc, data, half, right }: TaxPage, top: number): number {
  const block = (x: number, title: string, name: string, rows: string[]) => {
    doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(title, x, top, { width: half });
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(name, x, doc.y + 2, { width: half });
    doc.font('Helvetica').fontSize(10);
    for (const row of rows.filter(Boolean)) doc.text(row, x, doc.y, { width: half });
    return doc.y;
  };
  const { company, buyer, shipTo } = data;
  const billBottom = company
    ? block(MARGIN, 'BILL TO', company.name, [
        company.taxNumber ? binLine(company.taxNumber) : '',
        company.billingAddress,
        `Ordered by: ${buyer.name} · ${buyer.email}`,
      ])
    : block(MARGIN, 'BILL TO', buyer.name, [buyer.email, buyer.address, buyer.phone]);
  const shipBottom = block(right + 10, 'SHIP TO', shipTo.location ?? company?.name ?? buyer.name, [shipTo.address, shipTo.phone]);
  return Math.max(billBottom, shipBottom) + 20;
}

/** Every line, net, with its VAT and gross, under headings repeated on each page. Answers where the table ends. */
function taxLines({ doc, data, width, bottom, rate, amount }: TaxPage, y: number): number {
  // Part numbers are up to 32 characters: the longest wrap at a hyphen.
  const widths: [string, number, 'left' | 'right'][] = [
    ['Part number', 95, 'left'],
    ['Description', 0, 'left'],
    ['Qty', 26, 'right'],
    ['Unit price', 52, 'right'],
    ['Net', 56, 'right'],
    ['VAT rate', 30, 'right'],
    ['VAT', 50, 'right'],
    ['Gross', 56, 'right'],
  ];
  const GAP = 4;
  widths[1]![1] = width - widths.reduce((sum, [, w]) => sum + w, 0) - GAP * (widths.length - 1);
  const columns: TableColumn[] = widths.map(([title, w, align], i) => ({
    title,
    w,
    align,
    x: MARGIN + widths.slice(0, i).reduce((sum, [, cw]) => sum + cw + GAP, 0),
  }));
  doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(`Amounts in ${data.currency}. Prices are net; VAT is added at ${rate}.`, MARGIN, y, { width });
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
    y: doc.y + 8,
    bottom,
    header: (at) => tableHeader(doc, columns, at, { title: 8, row: 8 }, true),
  });
}

/** The totals (net, VAT, gross) and how to pay, together on one page. */
function taxTotals({ doc, data, width, bottom, rate, amount, dueDay }: TaxPage, from: number): void {
  const payment = data.seller.bankDetails
    ? data.seller.bankDetails.split('\n')
    : [`Ask ${data.seller.contact.name} (${data.seller.contact.phone}, ${data.seller.contact.email}) how to pay.`];
  let y = roomFor(doc, from, 80 + 14 * (payment.length + 3), bottom);
  ruleAcross(doc, y);
  y += 8;
  doc.fillColor(INK).font('Helvetica').fontSize(10);
  doc.text(`Net total: ${data.currency} ${amount(data.net)}`, MARGIN, y, { width, align: 'right' });
  doc.text(`VAT (${rate}): ${data.currency} ${amount(data.vat)}`, MARGIN, doc.y + 2, { width, align: 'right' });
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(`Total (gross): ${data.currency} ${amount(data.total)}`, MARGIN, doc.y + 4, { width, align: 'right' });

  y = doc.y + 20;
  doc.fillColor(MUTED).font('Helvetica').fontSize(9).text('HOW TO PAY', MARGIN, y, { width });
  doc.fillColor(INK).fontSize(10);
  doc.text(
    data.terms === 'prepaid' ? `Payment terms: Prepaid. Due on ${dueDay}.` : `Payment terms: ${PAYMENT_TERMS_LABEL[data.terms]}. Due by ${dueDay}.`,
    MARGIN,
    doc.y + 2,
    { width },
  );
  for (const row of payment) doc.text(row, MARGIN, doc.y, { width });
  doc.text(`Please quote invoice number ${data.number} with your payment.`, MARGIN, doc.y + 2, { width });
}
