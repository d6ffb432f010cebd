// The text of a PDF, page by page, read with pdfjs-dist (Mozilla's PDF reader): what a person
// reading the invoice sees, for tests. `node scripts/lib/pdf-text.mjs < file.pdf` prints it, one
// line per run of text, pages separated by a form feed.
import { fileURLToPath } from 'node:url';
import { parseCli } from './cli.mjs';

/** Each page's text, its runs joined by new lines. */
export async function pdfText(bytes) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const pages = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .filter((text) => text.trim() !== '')
        .join('\n'),
    );
  }
  await document.destroy();
  return pages;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  parseCli({ usage: 'usage: node scripts/lib/pdf-text.mjs < file.pdf   (prints its text, pages separated by a form feed)' });
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  process.stdout.write((await pdfText(Buffer.concat(chunks))).join('\f'));
}
