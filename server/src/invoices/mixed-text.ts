import { BANGLA, BANGLA_BOLD, setFont } from './bangla-font';

/**
 * A Bangla line of an invoice, which also holds what stays as it is (numbers such as INV-2026-000123,
 * BINs, names and addresses in English, signs such as "," "." "%" "(" ")"): Bengali script in the
 * Bangla font, the rest in Helvetica, on one baseline, wrapped at spaces within a width.
 */
export interface MixedStyle {
  size: number;
  bold?: boolean;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

interface Run {
  text: string;
  font: string;
  width: number;
}

interface Line {
  runs: Run[];
  width: number;
}

/** Bengali script, with the joiners and the dandas its sentences use. */
const BENGALI = /[\u0980-\u09FF\u0964\u0965\u200C\u200D]/;

/** A line's height for a size: room for the vowel signs above and below Bengali letters. */
const mixedLineHeight = (size: number) => size * 1.4;

/** The text's runs of one font each: a space goes with the run before it (with the one after at the start). */
function runsOf(doc: PDFKit.PDFDocument, text: string, style: MixedStyle): Run[] {
  const fonts = style.bold ? { bangla: BANGLA_BOLD, latin: 'Helvetica-Bold' } : { bangla: BANGLA, latin: 'Helvetica' };
  const runs: { text: string; font: string }[] = [];
  for (const char of text) {
    const font = char === ' ' ? (runs.at(-1)?.font ?? null) : BENGALI.test(char) ? fonts.bangla : fonts.latin;
    const last = runs.at(-1);
    if (last && (font === null || last.font === font)) last.text += char;
    else runs.push({ text: char, font: font ?? (BENGALI.test(text.trimStart()[0] ?? '') ? fonts.bangla : fonts.latin) });
  }
  return runs.map((run) => ({ ...run, width: setFont(doc, run.font).fontSize(style.size).widthOfString(run.text) }));
}

/** The text's lines within `width`: broken at its new lines, and at spaces where a line would be wider. */
function mixedLines(doc: PDFKit.PDFDocument, text: string, width: number, style: MixedStyle): Line[] {
  const lines: Line[] = [];
  for (const paragraph of text.split('\n')) {
    let line: Line = { runs: [], width: 0 };
    for (const word of paragraph.split(/(?<= )/)) {
      const runs = runsOf(doc, word, style);
      const wide = runs.reduce((sum, r) => sum + r.width, 0);
      // Where it breaks, the space before it is not measured.
      const bare = runs.reduce((sum, r, i) => sum + (i === runs.length - 1 ? setFont(doc, r.font).widthOfString(r.text.trimEnd()) : r.width), 0);
      if (line.runs.length > 0 && line.width + bare > width) {
        lines.push(line);
        line = { runs: [], width: 0 };
      }
      for (const run of runs) {
        const last = line.runs.at(-1);
        if (last?.font === run.font) line.runs[line.runs.length - 1] = { ...last, text: last.text + run.text, width: last.width + run.width };
        else line.runs.push(run);
      }
      line.width += wide;
    }
    lines.push(line);
  }
  return lines;
}

/** The height of the text within `width`. */
export function mixedHeight(doc: PDFKit.PDFDocument, text: string, width: number, style: MixedStyle): number {
  return mixedLines(doc, text, width, style).length * mixedLineHeight(style.size);
}

/** Writes the text from `y` within `width` at `x`; answers where it ends. The document's font is Helvetica after. */
export function mixedText(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, style: MixedStyle): number {
  let top = y;
  for (const line of mixedLines(doc, text, width, style)) {
    const trailing = line.runs.at(-1)?.text.endsWith(' ') ? setFont(doc, line.runs.at(-1)!.font).widthOfString(' ') : 0;
    const lineWidth = line.width - trailing;
    let at = style.align === 'right' ? x + width - lineWidth : style.align === 'center' ? x + (width - lineWidth) / 2 : x;
    const baseline = top + style.size * 1.05;
    for (const run of line.runs) {
      setFont(doc, run.font)
        .fontSize(style.size)
        .fillColor(style.color ?? '#1d2939')
        .text(run.text, at, baseline, { lineBreak: false, baseline: 'alphabetic' });
      at += run.width;
    }
    top += mixedLineHeight(style.size);
  }
  doc.font('Helvetica');
  doc.x = x;
  doc.y = top;
  return top;
}
