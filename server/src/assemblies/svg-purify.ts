/**
 * An uploaded SVG drawing made safe to store and serve (docs/parts-book.md, "The API"), run in the
 * sanitiser's worker (`svg.worker.ts`): DOMPurify's SVG profile on jsdom keeps the drawing's shapes
 * and `<text>` (the editor's Find callouts reads the callout numbers there) and drops `<script>`,
 * event handlers (`onload`…) and `<foreignObject>`; its hooks drop every outside reference: an
 * `href` / `xlink:href` not to `#id`, and any CSS that could fetch (`svg-css.ts`). The HTML parser
 * DOMPurify uses expands no entities and reads no DTD. jsdom is loaded when the thread starts.
 */
import { safeCssValue, safeDeclarations, safeStylesheet } from './svg-css';

export class SvgUnreadableError extends Error {
  constructor() {
    super('not an SVG drawing');
    this.name = 'SvgUnreadableError';
  }
}

export interface SafeSvg {
  /** The drawing as a standalone SVG file (UTF-8). */
  svg: string;
  /** Its size in its own units: the viewBox's, else the width and height. */
  width: number;
  height: number;
}

const REFERENCE_ATTRIBUTES = new Set(['href', 'xlink:href']);

/**
 * What of jsdom's DOM and DOMPurify this module uses, typed here: their own types bring the
 * browser's DOM library into the server's program.
 */
interface SvgNode {
  readonly namespaceURI: string | null;
  textContent: string | null;
  getAttribute(name: string): string | null;
}
interface HookData {
  tagName?: string;
  attrName: string;
  attrValue: string;
  keepAttr: boolean;
}
interface Purify {
  addHook(hook: 'uponSanitizeAttribute' | 'uponSanitizeElement', run: (node: SvgNode, data: HookData) => void): void;
  sanitize(dirty: string, config: Record<string, unknown>): { querySelector(selector: string): SvgNode | null };
}
interface Jsdom {
  JSDOM: new (html: string) => { window: { XMLSerializer: new () => { serializeToString(node: SvgNode): string } } };
}

/** Loaded at run time by name, untyped (see above). */
const load = (name: string): Promise<unknown> => import(name);

let purifier: Promise<{ purify: Purify; serialize: (node: SvgNode) => string }> | undefined;

async function loadPurifier() {
  const [jsdom, dompurify] = (await Promise.all([load('jsdom'), load('dompurify')])) as [
    Jsdom & { default?: Jsdom },
    { default: ((window: unknown) => Purify) & { default?: (window: unknown) => Purify } },
  ];
  // Native import() or a compiled require(): either shape of a CommonJS module.
  const { JSDOM } = jsdom.JSDOM ? jsdom : jsdom.default!;
  const createDOMPurify = dompurify.default.default ?? dompurify.default;
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (REFERENCE_ATTRIBUTES.has(name)) {
      if (!data.attrValue.trim().startsWith('#')) data.keepAttr = false;
    } else if (name === 'style') {
      const kept = safeDeclarations(data.attrValue);
      if (kept === undefined) data.keepAttr = false;
      else data.attrValue = kept;
    } else if (!safeCssValue(data.attrValue)) data.keepAttr = false;
  });
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style') node.textContent = safeStylesheet(node.textContent ?? '');
  });
  const serializer = new window.XMLSerializer();
  return { purify, serialize: (node: SvgNode) => serializer.serializeToString(node) };
}

/** DOMPurify on jsdom, loaded on the first call. */
export const loadPurifierOnce = () => (purifier ??= loadPurifier());

const positive = (value: number) => Number.isFinite(value) && value > 0;

/** A length in user units or pixels (`400`, `400px`); percentages and other units tell no size. */
const userLength = (text: string | null) => (text && /^\s*\d+(\.\d+)?(px)?\s*$/.test(text) ? parseFloat(text) : NaN);

/** The drawing's size: its viewBox, else its width and height. */
function sizeOf(root: SvgNode): { width: number; height: number } {
  const box = (root.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box.length === 4 && box.every(Number.isFinite) && positive(box[2]!) && positive(box[3]!)) return { width: box[2]!, height: box[3]! };
  const width = userLength(root.getAttribute('width'));
  const height = userLength(root.getAttribute('height'));
  if (positive(width) && positive(height)) return { width, height };
  throw new SvgUnreadableError();
}

/**
 * The drawing made safe, with its size. Throws SvgUnreadableError when there is no `<svg>` or it
 * tells no size.
 */
export async function purifySvg(text: string): Promise<SafeSvg> {
  const { purify, serialize } = await loadPurifierOnce();
  const fragment = purify.sanitize(text.replace(/^\ufeff/, ''), {
    USE_PROFILES: { svg: true, svgFilters: true },
    // Repeated shapes; their reference is checked like every other (`#id` only).
    ADD_TAGS: ['use'],
    FORBID_TAGS: ['foreignObject', 'script'],
    RETURN_DOM_FRAGMENT: true,
  });
  const root = fragment.querySelector('svg');
  if (!root || root.namespaceURI !== 'http://www.w3.org/2000/svg') throw new SvgUnreadableError();
  const size = sizeOf(root);
  return { svg: `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(root)}\n`, ...size };
}
