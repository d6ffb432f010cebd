import PDFDocument from 'pdfkit';
import { mixedHeight, mixedText, type MixedStyle } from './mixed-text';

/** The invoices' page and colours, the same in every layout. */
export const MARGIN = 50;
export const INK = '#1d2939';
export const MUTED = '#475467';
export const BRAND = '#0b3c5d';
const RULE = '#d0d5dd';

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

/** A thin rule across the page's text width at `y`. */
export function ruleAcross(doc: PDFKit.PDFDocument, y: number): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + (doc.page.width - 2 * MARGIN), y)
    .strokeColor(RULE)
    .stroke();
}

/** Where what takes `needed` points goes: at `y`, or at the top of a new page when it would pass `bottom`. */
export function roomFor(doc: PDFKit.PDFDocument, y: number, needed: number, bottom: number): number {
  if (y + needed <= bottom) return y;
  doc.addPage();
  return MARGIN;
}

/** A column of an invoice's lines: its heading, where it starts, its width and alignment. */
export interface TableColumn {
  title: string;
  x: number;
  w: number;
  align: 'left' | 'right';
}

/**
 * The headings of the lines' table at `y`, a rule under them, the lines' font set; answers where
 * the first line goes. `measured`: the headings' height is the tallest's (wrapped headings),
 * rather than where the last one ended.
 */
export function tableHeader(doc: PDFKit.PDFDocument, columns: TableColumn[], y: number, sizes: { title: number; row: number }, measured: boolean): number {
  doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(sizes.title);
  const height = measured ? Math.max(...columns.map((c) => doc.heightOfString(c.title, { width: c.w }))) : 0;
  for (const c of columns) doc.text(c.title, c.x, y, { width: c.w, align: c.align });
  const below = (measured ? y + height : doc.y) + 4;
  ruleAcross(doc, below);
  doc.fillColor(INK).font('Helvetica').fontSize(sizes.row);
  return below + 6;
}

/**
 * The invoice's lines from `y`, under their headings (`header`), each row of cells as tall as its
 * tallest; a row that would pass `bottom` goes to a new page, under the headings again. `under`:
 * what each cell says under it in Bangla (mixed-text.ts), in `underStyle`, its own text being in
 * Helvetica of `rowSize`. Answers where the table ends.
 */
export function linesTable(
  doc: PDFKit.PDFDocument,
  table: {
    columns: TableColumn[];
    rows: string[][];
    under?: string[][];
    underStyle?: MixedStyle;
    rowSize?: number;
    y: number;
    bottom: number;
    header(y: number): number;
  },
): number {
  const { columns, bottom } = table;
  let y = table.header(table.y);
  table.rows.forEach((cells, r) => {
    const under = table.under?.[r];
    const style = (i: number): MixedStyle => ({ size: 8, ...table.underStyle, align: columns[i]!.align });
    const heights = cells.map((cell, i) => {
      if (under) doc.font('Helvetica').fontSize(table.rowSize ?? 8);
      return doc.heightOfString(cell, { width: columns[i]!.w });
    });
    const height = Math.max(...heights.map((h, i) => h + (under?.[i] ? mixedHeight(doc, under[i], columns[i]!.w, style(i)) : 0)));
    if (y + height > bottom) {
      doc.addPage();
      y = table.header(MARGIN);
    }
    cells.forEach((cell, i) => {
      if (under)
        doc
          .fillColor(INK)
          .font('Helvetica')
          .fontSize(table.rowSize ?? 8);
      doc.text(cell, columns[i]!.x, y, { width: columns[i]!.w, align: columns[i]!.align });
      if (under?.[i]) mixedText(doc, under[i], columns[i]!.x, y + heights[i]!, columns[i]!.w, style(i));
    });
    y += height + 6;
  });
  return y;
}
