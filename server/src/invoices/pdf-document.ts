import PDFDocument from 'pdfkit';

/** The invoices' page and colours, the same in every layout. */
export const MARGIN = 50;
export const INK = '#1d2939';
export const MUTED = '#475467';
export const BRAND = '#0b3c5d';
export const RULE = '#d0d5dd';

/** What every layout's document names: the invoice, its seller and order, and when it was issued. */
interface DocumentOf {
  number: string;
  issuedAt: string;
  seller: { company: string };
  order: { number: string };
}

/**
 * An A4 invoice document with its pages kept until the end (for "Page n of m") and its dates
 * the invoice's, so the same data gives the same bytes; `finish` writes each page's footer, ends
 * the document and gives its bytes.
 */
export function invoiceDocument(data: DocumentOf): { doc: PDFKit.PDFDocument; finish(): Promise<Buffer> } {
  const issued = new Date(data.issuedAt);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Invoice ${data.number}`, Author: data.seller.company, Subject: `Order ${data.order.number}`, CreationDate: issued, ModDate: issued },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const finish = () => {
    const width = doc.page.width - 2 * MARGIN;
    const pages = doc.bufferedPageRange();
    for (let i = 0; i < pages.count; i++) {
      doc.switchToPage(pages.start + i);
      // In the bottom margin: no new page for it.
      doc.page.margins.bottom = 0;
      doc
        .fillColor(MUTED)
        .font('Helvetica')
        .fontSize(8)
        .text(`${data.number} · Page ${i + 1} of ${pages.count}`, MARGIN, doc.page.height - MARGIN + 14, { width, align: 'right', lineBreak: false });
    }
    doc.end();
    return done;
  };
  return { doc, finish };
}
