import { BRAND, INK, MARGIN, MUTED, invoiceDocument, linesTable, roomFor, ruleAcross, tableHeader, type TableColumn } from './pdf-document';

/**
 * The invoice as it was issued before invoices carried terms and VAT: its data have no `version`.
 * Such an invoice keeps its layout (and, made again from the same data, its bytes): this file
 * is that layout (the document, its page footers, rules and the lines' table are pdf-document.ts,
 * shared by both).
 */
export interface LegacyInvoiceData {
  version?: undefined;
  number: string;
  /** ISO 8601. */
  issuedAt: string;
  currency: string;
  seller: { company: string; address: string; contact: { name: string; phone: string; email: string }; timeZone: string };
  buyer: { name: string; email: string; address: string; phone: string };
  order: { number: string; placedAt: string; poReference: string | null };
  lines: { partNumber: string | null; partName: string; quantity: number; unitPrice: string; lineTotal: string }[];
  total: string;
}

/**
 * The invoice as a PDF (pdfkit, A4): the seller and the invoice's number and dates at the top,
 * the buyer and the order, every line with its part number, quantity, unit price and line total,
 * and the total in its currency. Long tables continue on further pages under their header; each
 * page says "Page n of m". The document's dates are the invoice's, so the same data gives the
 * same bytes.
 */
export function renderLegacyInvoicePdf(data: LegacyInvoiceData): Promise<Buffer> {
  const { doc, finish } = invoiceDocument(data);

  const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const amount = (value: string) => money.format(Number(value));
  // The seller's calendar day (STORE_TIME_ZONE): an order placed at 2 AM in Dhaka is dated that
  // day, not the day before. Invoices issued before the zone was kept with them stay in UTC.
  const day = (iso: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: data.seller.timeZone || 'UTC' }).format(new Date(iso));
  const width = doc.page.width - 2 * MARGIN;

  // Seller, left; the invoice's title and number, right.
  doc
    .fillColor(BRAND)
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(data.seller.company, MARGIN, MARGIN, { width: width / 2 });
  doc.fillColor(MUTED).font('Helvetica').fontSize(9);
  if (data.seller.address) doc.text(data.seller.address, { width: width / 2 });
  doc.text(`${data.seller.contact.name} · ${data.seller.contact.phone}`, { width: width / 2 });
  doc.text(data.seller.contact.email, { width: width / 2 });
  const sellerBottom = doc.y;
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(22)
    .text('INVOICE', MARGIN + width / 2, MARGIN, { width: width / 2, align: 'right' });
  doc.font('Helvetica').fontSize(10);
  for (const [label, value] of [
    ['Invoice number', data.number],
    ['Issued', day(data.issuedAt)],
    ['Order number', data.order.number],
    ['Order date', day(data.order.placedAt)],
    ...(data.order.poReference ? [['Your reference (PO)', data.order.poReference]] : []),
  ] as [string, string][]) {
    doc.text(`${label}: ${value}`, MARGIN + width / 2, doc.y, { width: width / 2, align: 'right' });
  }

  // The buyer.
  let y = Math.max(sellerBottom, doc.y) + 24;
  doc.fillColor(MUTED).fontSize(9).text('BILL TO', MARGIN, y);
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(data.buyer.name, MARGIN, doc.y + 2, { width });
  doc.font('Helvetica').fontSize(10).text(data.buyer.email, { width }).text(data.buyer.address, { width }).text(data.buyer.phone, { width });
  y = doc.y + 20;

  // The lines.
  // Part numbers are up to 32 characters: most fit their column, the longest wrap at a hyphen.
  const columns: TableColumn[] = [
    { title: 'Part number', x: MARGIN, w: 115, align: 'left' },
    { title: 'Description', x: MARGIN + 120, w: width - 120 - 235, align: 'left' },
    { title: 'Quantity', x: MARGIN + width - 230, w: 50, align: 'right' },
    { title: `Unit price (${data.currency})`, x: MARGIN + width - 175, w: 80, align: 'right' },
    { title: `Line total (${data.currency})`, x: MARGIN + width - 90, w: 90, align: 'right' },
  ];
  const bottom = doc.page.height - MARGIN - 30;
  y = linesTable(doc, {
    columns,
    rows: data.lines.map((line) => [line.partNumber ?? '—', line.partName, String(line.quantity), amount(line.unitPrice), amount(line.lineTotal)]),
    y,
    bottom,
    header: (at) => tableHeader(doc, columns, at, { title: 9, row: 10 }, false),
  });
  y = roomFor(doc, y, 40, bottom);
  ruleAcross(doc, y);
  y += 8;
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(`Total: ${data.currency} ${amount(data.total)}`, MARGIN, y, { width, align: 'right' });

  return finish();
}
