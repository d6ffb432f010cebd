import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

/**
 * The Bangla font of the invoices: Noto Sans Bengali (OFL, @fontsource/noto-sans-bengali), whose
 * Bengali subset pdfkit embeds and shapes with fontkit: conjuncts joined, vowel signs in place.
 * Its subset holds Bengali and spaces only: what else a Bangla line says goes in Helvetica
 * (mixed-text.ts).
 */
export const BANGLA = 'NotoSansBengali';
export const BANGLA_BOLD = 'NotoSansBengali-Bold';

// Resolved by their literal names, which tells knip the package is used.
const FILES = () => ({
  [BANGLA]: require.resolve('@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff'),
  [BANGLA_BOLD]: require.resolve('@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff'),
});

/** The fonts' bytes, read once a process. */
let files: Record<string, Buffer> | undefined;

/** Registers the Bangla fonts with the document, by the names BANGLA and BANGLA_BOLD. */
export function registerBanglaFonts(doc: PDFKit.PDFDocument): void {
  for (const name of Object.keys(shaped)) if (Object.keys(shaped[name]!).length > SHAPED_WORDS) delete shaped[name];
  files ??= Object.fromEntries(Object.entries(FILES()).map(([name, file]) => [name, sfntOf(readFileSync(file))]));
  for (const [name, bytes] of Object.entries(files)) doc.registerFont(name, bytes);
}

/**
 * A WOFF font as the TrueType file it wraps, its tables inflated once: fontkit reads a WOFF's
 * table anew (with a slow inflate) at every glyph pdfkit embeds.
 */
function sfntOf(woff: Buffer): Buffer {
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + 20 * i;
    const [offset, packed, length] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const stored = woff.subarray(offset, offset + packed);
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data: packed < length ? inflateSync(stored) : stored };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const head = Buffer.alloc(12 + 16 * count);
  head.writeUInt32BE(woff.readUInt32BE(4), 0);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((table, i) => {
    head.writeUInt32BE(table.tag, 12 + 16 * i);
    head.writeUInt32BE(table.checksum, 16 + 16 * i);
    head.writeUInt32BE(offset, 20 + 16 * i);
    head.writeUInt32BE(table.data.length, 24 + 16 * i);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/**
 * Each Bangla font, read (its tables decoded on first use) and its words shaped once a process for
 * every document: fontkit's Bangla shaping takes milliseconds a word, and invoices say the same
 * words. The words are forgotten when there are many (parts' names).
 */
const shared: Record<string, EmbeddedFont['font']> = {};
const shaped: Record<string, Record<string, unknown>> = {};
const SHAPED_WORDS = 20_000;

/** Sets a registered font; a Bangla one writes each word as one glyph of the document (see wordGlyphs). */
export function setFont(doc: PDFKit.PDFDocument, name: string): PDFKit.PDFDocument {
  doc.font(name);
  if (name === BANGLA || name === BANGLA_BOLD) {
    const font = (doc as unknown as { _font: EmbeddedFont })._font;
    if (!font.words) {
      const one = (shared[name] ??= font.font);
      if (font.font !== one) {
        font.font = one;
        font.subset = one.createSubset();
      }
      font.layoutCache = shaped[name] ??= Object.create(null) as Record<string, unknown>;
      wordGlyphs(font);
    }
  }
  return doc;
}

/** What of fontkit's glyphs and positions, and of pdfkit's embedded font and its subset, this file uses. */
interface Glyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
  bbox: { minX: number; minY: number; maxX: number; maxY: number };
}
interface Position {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
}
interface Subset {
  glyphs: number[];
  glyf: Uint8Array[];
  loca: { offsets: number[] };
  hmtx: { metrics: { advance: number; bearing: number }[] };
  offset: number;
  includeGlyph(id: number): number;
  _addGlyph(id: number): number;
  encode(): Buffer;
}
interface EmbeddedFont {
  font: {
    numGlyphs: number;
    maxp: { maxComponentElements: number; maxComponentDepth: number };
    getGlyph(id: number): Glyph;
    glyphForCodePoint(codePoint: number): Glyph;
    createSubset(): Subset;
  };
  subset: Subset;
  scale: number;
  unicode: number[][];
  widths: number[];
  layout(text: string, features?: unknown): { glyphs: Glyph[]; positions: Position[] };
  layoutRun(text: string, features?: unknown): { glyphs: Glyph[]; positions: Position[]; advanceWidth: number };
  encode(text: string, features?: unknown): [string[], Position[]];
  layoutCache?: Record<string, unknown>;
  words?: true;
}

/** One glyph of a syllable, placed in the font's units from the syllable's start. */
interface Component {
  id: number;
  x: number;
  y: number;
}

const NOTHING: Position = { xAdvance: 0, yAdvance: 0, xOffset: 0, yOffset: 0, advanceWidth: 0 };

/**
 * Shaping puts a syllable's glyphs in the order they are seen: the vowel sign ি before the
 * consonant it follows, a reph after the consonant it precedes. A PDF maps each glyph to its
 * characters, so a reader copying the text, searching it or reading it aloud would get "িক" for
 * "কি". Here each syllable of two or more glyphs, or with a mark moved from its place, is written
 * as one glyph of the embedded font (a TrueType composite of its glyphs, as they were placed) that
 * maps to the syllable's characters in their order. What is seen does not change.
 */
function wordGlyphs(font: EmbeddedFont): void {
  if (font.words) return;
  font.words = true;
  const subset = font.subset;
  const composites = new Map<number, { components: Component[]; advance: number }>();
  const idOf = new Map<string, number>();
  /** The id of a glyph made here: a syllable's, or an empty one for a character. */
  const glyphOf = (key: string, components: Component[], advance: number) => {
    let id = idOf.get(key);
    if (id === undefined) {
      id = font.font.numGlyphs + idOf.size;
      idOf.set(key, id);
      composites.set(id, { components, advance: Math.round(advance / font.scale) });
    }
    return id;
  };
  const encodeGlyphs = font.encode.bind(font);
  const layoutRun = font.layoutRun.bind(font);
  // Numbers need no shaping (and each amount is a word of its own): each character its glyph.
  font.layoutRun = (text, features) => {
    if (features || !/^[\u09E6-\u09EF\u09F3 ]+$/.test(text)) {
      try {
        return layoutRun(text, features);
      } catch {
        // fontkit failed on this text (a sequence its shaper does not expect): its letters unshaped rather than no invoice.
      }
    }
    const glyphs = [...text].map((c) => font.font.glyphForCodePoint(c.codePointAt(0)!));
    const positions = glyphs.map((g) => {
      const advance = g.advanceWidth * font.scale;
      return { xAdvance: advance, yAdvance: 0, xOffset: 0, yOffset: 0, advanceWidth: advance };
    });
    return { glyphs, positions, advanceWidth: positions.reduce((sum, p) => sum + p.xAdvance, 0) };
  };
  const addGlyph = subset._addGlyph.bind(subset);
  const encodeSubset = subset.encode.bind(subset);
  subset._addGlyph = (id) => {
    const composite = composites.get(id);
    return composite ? addComposite(font, composite.components, composite.advance) : addGlyph(id);
  };
  subset.encode = () => {
    // A composite of up to a word's glyphs, one level above theirs; the font's own counts kept for the next document.
    const maxp = font.font.maxp;
    const own = { ...maxp };
    maxp.maxComponentElements = Math.max(maxp.maxComponentElements, ...[...composites.values()].map((c) => c.components.length));
    maxp.maxComponentDepth = Math.max(maxp.maxComponentDepth + 1, 1);
    try {
      return encodeSubset();
    } finally {
      Object.assign(maxp, own);
    }
  };
  font.encode = (text, features) => {
    if (features) return encodeGlyphs(text, features);
    const codes: string[] = [];
    const placed: Position[] = [];
    const write = (gid: number, position: Position, unicode: number[]) => {
      font.widths[gid] ??= position.advanceWidth;
      font.unicode[gid] ??= unicode;
      codes.push(`0000${gid.toString(16)}`.slice(-4));
      placed.push(position);
    };
    const space = font.font.glyphForCodePoint(0x20).id;
    // The pieces pdfkit shapes one by one (EmbeddedFont.layout): a word and the space after it.
    for (const piece of text.match(/[^ \t]*[ \t]?/g)!.filter(Boolean)) {
      const { glyphs, positions } = font.layout(piece);
      const spaced = piece.endsWith(' ') && glyphs.at(-1)?.id === space;
      const word = spaced ? piece.slice(0, -1) : piece;
      const count = spaced ? glyphs.length - 1 : glyphs.length;
      const chars = [...word].map((c) => c.codePointAt(0)!);
      const alone = count === 1 && chars.length === 1 && !positions[0]!.xOffset && !positions[0]!.yOffset;
      const gid = alone ? subset.includeGlyph(glyphs[0]!.id) : -1;
      if (alone && (font.unicode[gid] ?? chars).join() === chars.join()) write(gid, positions[0]!, chars);
      else if (count > 0) {
        let x = 0;
        const components = glyphs.slice(0, count).map((glyph, i) => {
          const p = positions[i]!;
          const component = { id: glyph.id, x: Math.round((x + p.xOffset) / font.scale), y: Math.round(p.yOffset / font.scale) };
          x += p.xAdvance;
          return component;
        });
        const whole = glyphOf(`${word}|${components.map((c) => `${c.id},${c.x},${c.y}`).join(';')}`, components, x);
        write(subset.includeGlyph(whole), { xAdvance: x, yAdvance: 0, xOffset: 0, yOffset: 0, advanceWidth: x }, chars.slice(0, 1));
        // Each next character an empty glyph of no width after it, in their order.
        for (const char of chars.slice(1)) write(subset.includeGlyph(glyphOf(`${char}`, [], 0)), NOTHING, [char]);
      }
      if (spaced) write(subset.includeGlyph(space), positions.at(-1)!, [0x20]);
    }
    return [codes, placed];
  };
}

// TrueType composite glyphs (the glyf table): each component's offsets as 16-bit words, in x and y.
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const ARGS_ARE_XY_VALUES = 0x0002;
const MORE_COMPONENTS = 0x0020;

/** Adds a syllable's composite glyph to the subset being written: its glyf entry, its place and its width. */
function addComposite(font: EmbeddedFont, components: Component[], advance: number): number {
  const subset = font.subset;
  if (components.length === 0) {
    subset.glyf.push(new Uint8Array(0));
    subset.loca.offsets.push(subset.offset);
    subset.hmtx.metrics.push({ advance: 0, bearing: 0 });
    return subset.glyf.length - 1;
  }
  const boxes = components.map((c) => ({ box: font.font.getGlyph(c.id).bbox, c }));
  const finite = (n: number) => (Number.isFinite(n) ? Math.round(n) : 0);
  const xMin = finite(Math.min(...boxes.map(({ box, c }) => box.minX + c.x)));
  const yMin = finite(Math.min(...boxes.map(({ box, c }) => box.minY + c.y)));
  const xMax = finite(Math.max(...boxes.map(({ box, c }) => box.maxX + c.x)));
  const yMax = finite(Math.max(...boxes.map(({ box, c }) => box.maxY + c.y)));
  const data = Buffer.alloc(10 + 8 * components.length);
  data.writeInt16BE(-1, 0);
  [xMin, yMin, xMax, yMax].forEach((v, i) => data.writeInt16BE(v, 2 + 2 * i));
  components.forEach((c, i) => {
    const at = 10 + 8 * i;
    data.writeUInt16BE(ARG_1_AND_2_ARE_WORDS | ARGS_ARE_XY_VALUES | (i < components.length - 1 ? MORE_COMPONENTS : 0), at);
    data.writeUInt16BE(subset.includeGlyph(c.id), at + 2);
    data.writeInt16BE(c.x, at + 4);
    data.writeInt16BE(c.y, at + 6);
  });
  subset.glyf.push(data);
  subset.loca.offsets.push(subset.offset);
  subset.hmtx.metrics.push({ advance, bearing: xMin });
  subset.offset += data.length;
  return subset.glyf.length - 1;
}
