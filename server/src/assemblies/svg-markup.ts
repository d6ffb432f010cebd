/**
 * How deep and how many an uploaded drawing's elements are, read from its text before it is parsed:
 * jsdom's tree walks take time quadratic in the nesting (2,000 levels ≈ 1 s, 5,000 overflow the
 * stack), so a drawing past the limits is refused without building its DOM. One linear pass reads
 * the tags as the HTML parser DOMPurify uses tokenizes them: comments, CDATA sections, processing
 * instructions and the doctype hide what they hold, a quoted attribute value may hold `>`, `/>`
 * closes an element in SVG (in HTML only a void one), and `<style>`, `<textarea>`… hold text in HTML.
 * Markup written to be read otherwise by the HTML tree builder is bounded by the worker's deadline
 * and memory (`svg.ts`), not here.
 */

export interface MarkupLimits {
  /** Elements open inside one another. */
  depth: number;
  /** Elements in all. */
  elements: number;
}

export type MarkupExcess = 'depth' | 'elements';

/** An element still open: its name and how the parser reads what it holds. */
interface Open {
  name: string;
  /** Its children are SVG or MathML (a self-closing tag closes, CDATA is a section). */
  foreign: boolean;
  /** An HTML end tag looking for its element does not go past this one (the parser's special and formatting elements, integration points). */
  barrier: boolean;
}

/** Elements that make the parser leave SVG for HTML (`font` only with color, face or size). */
const BREAKOUT = new Set(
  'b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li listing menu meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var'.split(
    ' ',
  ),
);
/** Foreign elements whose children are HTML. */
const INTEGRATION_POINTS = new Set(['foreignobject', 'desc', 'title', 'mi', 'mo', 'mn', 'ms', 'mtext', 'annotation-xml']);
/** HTML elements that never hold children. */
const VOID = new Set('area base basefont bgsound br col embed frame hr img input keygen link meta param source track wbr'.split(' '));
/** HTML elements whose content is text up to their end tag (scripting is off: `<noscript>` holds markup). */
const RAW_TEXT = new Set(['style', 'script', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes']);
/** HTML elements an end tag of another name does not close through: the parser's special category and the formatting elements. */
const BARRIERS = new Set(
  (
    'address applet area article aside base basefont bgsound blockquote body br button caption center col colgroup dd details dir div dl dt embed ' +
    'fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html iframe img input keygen li link listing main ' +
    'marquee menu meta nav noembed noframes noscript object ol p param plaintext pre script search section select source style summary table tbody td ' +
    'template textarea tfoot th thead title tr track ul wbr xmp a b big code em font i nobr s small strike strong tt u'
  ).split(' '),
);
/** End tags the parser does not close an element with, or not the ones above it. */
const NEVER_CLOSES = new Set(['body', 'html', 'form', 'br']);

const isSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d;
const isLetter = (code: number) => (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;

interface Tag {
  name: string;
  /** Where the text after the tag starts; -1: the tag runs to the end of the text, which the parser drops. */
  end: number;
  selfClosing: boolean;
  /** Attribute names, lowercased (read for `font` only). */
  attributes: string[];
}

/** A start or end tag from `<` or `</` (at `from`, the first letter of its name), as the HTML tokenizer reads it. */
function readTag(text: string, from: number): Tag {
  const length = text.length;
  let at = from;
  while (at < length && !isSpace(text.charCodeAt(at)) && text[at] !== '/' && text[at] !== '>') at++;
  const tag: Tag = { name: text.slice(from, at).toLowerCase(), end: -1, selfClosing: false, attributes: [] };
  const withAttributes = tag.name === 'font';
  for (;;) {
    while (at < length && isSpace(text.charCodeAt(at))) at++;
    if (at >= length) return tag;
    if (text[at] === '>') return { ...tag, end: at + 1 };
    if (text[at] === '/') {
      if (text[at + 1] === '>') return { ...tag, end: at + 2, selfClosing: true };
      at++;
      continue;
    }
    // An attribute's name: its first character may be anything (even `=` or a quote), then up to a space, `/`, `>` or `=`.
    const nameStart = at++;
    while (at < length && !isSpace(text.charCodeAt(at)) && text[at] !== '/' && text[at] !== '>' && text[at] !== '=') at++;
    if (withAttributes) tag.attributes.push(text.slice(nameStart, at).toLowerCase());
    while (at < length && isSpace(text.charCodeAt(at))) at++;
    if (text[at] !== '=') continue;
    at++;
    while (at < length && isSpace(text.charCodeAt(at))) at++;
    const quote = text[at];
    if (quote === '"' || quote === "'") {
      const close = text.indexOf(quote, at + 1);
      if (close < 0) return tag;
      at = close + 1;
    } else {
      // Unquoted: up to a space or `>` (`/` belongs to the value).
      while (at < length && !isSpace(text.charCodeAt(at)) && text[at] !== '>') at++;
    }
  }
}

/** Where the text after a comment opened at `from` (`<!--`) starts: `<!-->` and `<!--->` close at once. */
function afterComment(text: string, from: number): number {
  const dashes = text.indexOf('-->', from + 2);
  const bang = text.indexOf('--!>', from + 4);
  const ends = [dashes < 0 ? Infinity : dashes + 3, bang < 0 ? Infinity : bang + 4];
  const end = Math.min(...ends);
  return Number.isFinite(end) ? end : text.length;
}

/** Where the text after a construct that ends at the next `>` starts (doctype, `<?…>`, bogus comments). */
const afterGreaterThan = (text: string, from: number) => {
  const close = text.indexOf('>', from);
  return close < 0 ? text.length : close + 1;
};

/** Where the first end tag of `name` starts at or after `from` (`</name` then a space, `/` or `>`), or the end. */
function endTagOf(text: string, name: string, from: number): number {
  let at = from;
  for (;;) {
    const found = text.indexOf('</', at);
    if (found < 0) return text.length;
    const after = found + 2 + name.length;
    if (
      text.slice(found + 2, after).toLowerCase() === name &&
      (after >= text.length || isSpace(text.charCodeAt(after)) || text[after] === '/' || text[after] === '>')
    ) {
      return found;
    }
    at = found + 2;
  }
}

/**
 * Which limit the drawing's markup goes past, if any: its elements nested deeper than
 * `limits.depth`, or more of them than `limits.elements`. Stops at the first excess.
 */
export function markupExcess(text: string, limits: MarkupLimits): MarkupExcess | undefined {
  const open: Open[] = [];
  let elements = 0;
  let at = 0;
  const length = text.length;
  while (at < length) {
    const lt = text.indexOf('<', at);
    if (lt < 0 || lt + 1 >= length) break;
    const marker = text.charCodeAt(lt + 1);
    const top = open[open.length - 1];
    const foreign = top?.foreign ?? false;

    if (isLetter(marker)) {
      const tag = readTag(text, lt + 1);
      if (tag.end < 0) break;
      at = tag.end;
      elements++;
      if (elements > limits.elements) return 'elements';
      const { name } = tag;
      const breaksOut = BREAKOUT.has(name) || (name === 'font' && tag.attributes.some((a) => a === 'color' || a === 'face' || a === 'size'));
      let entry: Open | undefined;
      if (foreign && !breaksOut) {
        // An SVG or MathML element: `/>` closes it; an integration point holds HTML.
        if (!tag.selfClosing) entry = { name, foreign: !INTEGRATION_POINTS.has(name), barrier: INTEGRATION_POINTS.has(name) };
      } else if (name === 'svg' || name === 'math') {
        if (!tag.selfClosing) entry = { name, foreign: true, barrier: false };
      } else if (name === 'plaintext') {
        // Everything after it is text.
        break;
      } else if (!VOID.has(name)) {
        // An HTML element stays open whatever its tag says.
        entry = { name, foreign: false, barrier: BARRIERS.has(name) };
        if (RAW_TEXT.has(name)) at = endTagOf(text, name, at);
      }
      if (entry) {
        open.push(entry);
        if (open.length > limits.depth) return 'depth';
      }
      continue;
    }

    if (marker === 0x2f /* / */) {
      const first = text.charCodeAt(lt + 2);
      if (isLetter(first)) {
        const tag = readTag(text, lt + 2);
        if (tag.end < 0) break;
        at = tag.end;
        if (NEVER_CLOSES.has(tag.name)) continue;
        // Close the nearest open element of that name, unless one the parser stops at is above it.
        for (let index = open.length - 1; index >= 0; index--) {
          if (open[index]!.name === tag.name) {
            open.length = index;
            break;
          }
          if (open[index]!.barrier) break;
        }
        continue;
      }
      at = text[lt + 2] === '>' ? lt + 3 : afterGreaterThan(text, lt + 2);
      continue;
    }

    if (marker === 0x21 /* ! */) {
      if (text.startsWith('--', lt + 2)) at = afterComment(text, lt);
      else if (foreign && text.startsWith('[CDATA[', lt + 2)) {
        const close = text.indexOf(']]>', lt + 9);
        at = close < 0 ? length : close + 3;
      } else at = afterGreaterThan(text, lt + 2);
      continue;
    }

    if (marker === 0x3f /* ? */) {
      at = afterGreaterThan(text, lt + 2);
      continue;
    }
    at = lt + 1;
  }
  return undefined;
}
