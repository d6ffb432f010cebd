/**
 * The CSS of an uploaded drawing (its `<style>` elements, `style` attributes and presentation
 * attributes) kept only where it can fetch nothing. CSS reaches outside through `url()` and its
 * spellings (`src()`, `image()`, `image-set()`, `-webkit-image-set()`, `cross-fade()`, `element()`…,
 * where even a bare string is a URL) and through at-rules (`@import`). Rather than list those,
 * the rules are an allow-list read as the browser tokenizes CSS: a function not in
 * SAFE_FUNCTIONS, a `url()` to anything but `#id`, or any at-rule drops its declaration, rule or
 * attribute; a string alone is inert (only an at-rule or one of those functions makes it a URL).
 * A CSS escape could spell any name, so a style with a backslash is dropped whole; comments are
 * read as the space that separates tokens, and the kept CSS is written out without them.
 */

/** Functions that fetch nothing: colours, arithmetic, custom properties, transforms and the selectors' own. */
const SAFE_FUNCTIONS = new Set(
  (
    'rgb rgba hsl hsla hwb lab lch oklab oklch color color-mix calc min max clamp var ' +
    'matrix translate translatex translatey scale scalex scaley rotate skewx skewy cubic-bezier steps ' +
    'blur brightness contrast drop-shadow grayscale hue-rotate invert opacity saturate sepia ' +
    'not is where has nth-child nth-last-child nth-of-type nth-last-of-type lang dir'
  ).split(' '),
);

const isSpace = (char: string | undefined) => char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f';
const isNewline = (char: string | undefined) => char === '\n' || char === '\r' || char === '\f';
/** A character of a CSS name (escapes aside, refused before). */
const NAME_CHAR = /[\w\u0080-\uffff-]/;

interface Scanned {
  /** The CSS without its comments (each read as a space). */
  text: string;
  /** The same, the same length, with the contents of strings and `url(…)` blanked: its structure. */
  plain: string;
  /** Where something that could reach outside starts. */
  hazards: number[];
  /** Where a string left open starts (it would run on into what follows it when the CSS is written again). */
  unclosed: number[];
}

/** The CSS read token by token as a browser does, or undefined when it holds an escape. */
function scan(css: string): Scanned | undefined {
  if (css.includes('\\')) return undefined;
  let text = '';
  let plain = '';
  const hazards: number[] = [];
  const unclosed: number[] = [];
  let at = 0;
  while (at < css.length) {
    const char = css[at]!;
    if (char === '/' && css[at + 1] === '*') {
      const close = css.indexOf('*/', at + 2);
      at = close < 0 ? css.length : close + 2;
      text += ' ';
      plain += ' ';
    } else if (char === '"' || char === "'") {
      // To the same quote; a newline ends it too (a bad string) and is read after it.
      let end = at + 1;
      while (end < css.length && css[end] !== char && !isNewline(css[end])) end++;
      if (css[end] === char) end++;
      else unclosed.push(at);
      text += css.slice(at, end);
      plain += char + ' '.repeat(end - at - 1);
      at = end;
    } else if (NAME_CHAR.test(char)) {
      let end = at;
      while (end < css.length && NAME_CHAR.test(css[end]!)) end++;
      const name = css.slice(at, end);
      text += name;
      plain += name;
      if (css[end] !== '(') {
        at = end;
        continue;
      }
      if (name.toLowerCase() !== 'url') {
        if (!SAFE_FUNCTIONS.has(name.toLowerCase())) hazards.push(at);
        at = end;
        continue;
      }
      let target = end + 1;
      while (isSpace(css[target])) target++;
      if (css[target] === '"' || css[target] === "'") {
        // url("…"): the string that follows is its target.
        if (css[target + 1] !== '#') hazards.push(at);
        text += '(';
        plain += '(';
        at = end + 1;
        continue;
      }
      // url(…) unquoted: one token up to `)`, whatever it holds; only `#id` is kept.
      const close = css.indexOf(')', target);
      const stop = close < 0 ? css.length : close + 1;
      if (!/^\(\s*#[^\s"'()]*\s*\)$/.test(css.slice(end, stop))) hazards.push(at);
      text += css.slice(end, stop);
      plain += close < 0 ? '(' + ' '.repeat(stop - end - 1) : '(' + ' '.repeat(stop - end - 2) + ')';
      at = stop;
    } else {
      if (char === '@') hazards.push(at);
      text += char;
      plain += char;
      at++;
    }
  }
  return { text, plain, hazards, unclosed };
}

/** Whether one of the positions (in ascending order) lies from `start` to before `end`. */
function within(positions: number[], start: number, end: number): boolean {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (positions[middle]! < start) low = middle + 1;
    else high = middle;
  }
  return low < positions.length && positions[low]! < end;
}

const CLOSER: Record<string, string> = { '{': '}', '(': ')', '[': ']' };

/** Where the block, parenthesis or bracket opened at `from` closes (after it), or the end; a closer of another kind inside is a plain character, as in CSS. */
function afterBlock(plain: string, from: number): number {
  const expected: string[] = [];
  for (let at = from; at < plain.length; at++) {
    const char = plain[at]!;
    if (CLOSER[char]) expected.push(CLOSER[char]);
    else if (char === expected[expected.length - 1]) {
      expected.pop();
      if (expected.length === 0) return at + 1;
    }
  }
  return plain.length;
}

/** The next `stop` character at the top level from `from` (outside strings and nested brackets), or the end. */
function nextTopLevel(plain: string, from: number, stops: string): number {
  for (let at = from; at < plain.length;) {
    const char = plain[at]!;
    if (stops.includes(char)) return at;
    at = char === '(' || char === '[' || (char === '{' && !stops.includes('{')) ? afterBlock(plain, at) : at + 1;
  }
  return plain.length;
}

/** The declarations of a list (a style attribute, a rule's block) that are safe, joined again. */
function keptDeclarations(scanned: Scanned, start: number, end: number): string[] {
  const kept: string[] = [];
  for (let at = start; at < end;) {
    const stop = Math.min(nextTopLevel(scanned.plain, at, ';'), end);
    const declaration = scanned.text.slice(at, stop).trim();
    const nested = /[{}]/.test(scanned.plain.slice(at, stop));
    const unsafe = within(scanned.hazards, at, stop) || within(scanned.unclosed, at, stop);
    if (declaration && !nested && !unsafe) kept.push(declaration);
    at = stop + 1;
  }
  return kept;
}

/** Whether the CSS holds nothing that could reach outside (what is kept is checked again as a whole). */
const clean = (css: string) => {
  const scanned = scan(css);
  return Boolean(scanned && scanned.hazards.length === 0);
};

/** A `<style>` element's stylesheet with what could reach outside removed: every at-rule, a rule whose selector could, each such declaration. */
export function safeStylesheet(css: string): string {
  const scanned = scan(css);
  if (!scanned) return '';
  const { plain, text, hazards } = scanned;
  const rules: string[] = [];
  for (let at = 0; at < plain.length;) {
    while (isSpace(plain[at])) at++;
    if (at >= plain.length) break;
    if (plain[at] === '@') {
      // An at-rule: to its `;` or through its block.
      const stop = nextTopLevel(plain, at, ';{');
      at = plain[stop] === '{' ? afterBlock(plain, stop) : stop + 1;
      continue;
    }
    const open = nextTopLevel(plain, at, '{');
    if (open >= plain.length) break;
    const close = afterBlock(plain, open);
    const selector = text.slice(at, open).trim();
    const declarations = keptDeclarations(scanned, open + 1, plain[close - 1] === '}' ? close - 1 : close);
    const unsafe = within(hazards, at, open) || within(scanned.unclosed, at, open);
    if (selector && !/[{};]/.test(plain.slice(at, open)) && !unsafe && declarations.length) {
      rules.push(`${selector} { ${declarations.join('; ')} }`);
    }
    at = close;
  }
  const sheet = rules.join('\n');
  return clean(sheet) ? sheet : '';
}

/** A `style` attribute's declarations that are safe, or undefined when none is. */
export function safeDeclarations(css: string): string | undefined {
  const scanned = scan(css);
  if (!scanned) return undefined;
  const kept = keptDeclarations(scanned, 0, scanned.plain.length).join('; ');
  return kept && clean(kept) ? kept : undefined;
}

/**
 * Whether another attribute's value is safe as it is: presentation attributes (`fill`, `mask`,
 * `cursor`…) are read as CSS, and without `(`, `@` or a backslash no value can reach outside.
 */
export const safeCssValue = (value: string) => !/[(@\\]/.test(value) || clean(value);
