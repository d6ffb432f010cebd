import { t } from '@storefront/shared';
import type { AssemblyLine, Hotspot } from '@storefront/shared/schemas';

/** A hotspot as the editor holds it until saved: `key` tells hotspots apart before they have ids. */
export interface DraftHotspot {
  key: string;
  callout: string;
  x: number;
  y: number;
}

let counter = 0;
export const draftKey = () => `new-${++counter}`;

export const draftsOf = (hotspots: readonly Hotspot[]): DraftHotspot[] =>
  hotspots.map((hotspot) => ({ key: hotspot._id, callout: hotspot.callout, x: hotspot.x, y: hotspot.y }));

const clamp = (value: number) => Math.min(1, Math.max(0, value));
/** Four decimals: a ten-thousandth of the drawing is finer than any screen shows it. */
const round = (value: number) => Math.round(clamp(value) * 10_000) / 10_000;

/** Where a point on screen lies on the drawing's box, as fractions of its width and height (0 to 1). */
export function fractionAt(clientX: number, clientY: number, box: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>): { x: number; y: number } {
  if (box.width <= 0 || box.height <= 0) return { x: 0, y: 0 };
  return { x: round((clientX - box.left) / box.width), y: round((clientY - box.top) / box.height) };
}

/** One arrow key's step: a hundredth of the drawing, a tenth with Shift. */
export function moved(spot: Pick<DraftHotspot, 'x' | 'y'>, key: string, large: boolean): { x: number; y: number } | null {
  const step = large ? 0.1 : 0.01;
  const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[key];
  if (!delta) return null;
  return { x: round(spot.x + delta[0]!), y: round(spot.y + delta[1]!) };
}

/** A drawing's own coordinates: an SVG's viewBox (or its width and height). */
export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A `<text>` of the drawing: its content and the centre of its box in the drawing's coordinates. */
export interface CalloutText {
  text: string;
  cx: number;
  cy: number;
}

/**
 * Find callouts, the pure part: every text that is a listed callout and has no hotspot yet gets
 * one at its centre, as fractions of the viewBox. A callout printed twice gets two.
 */
export function calloutHotspots(
  texts: readonly CalloutText[],
  view: ViewBox,
  listed: readonly string[],
  placed: readonly string[],
): Omit<DraftHotspot, 'key'>[] {
  if (view.width <= 0 || view.height <= 0) return [];
  const wanted = new Set(listed);
  const already = new Set(placed);
  const found: Omit<DraftHotspot, 'key'>[] = [];
  for (const text of texts) {
    const callout = text.text.trim();
    if (!wanted.has(callout) || already.has(callout)) continue;
    const x = (text.cx - view.x) / view.width;
    const y = (text.cy - view.y) / view.height;
    if (x < 0 || x > 1 || y < 0 || y > 1) continue;
    found.push({ callout, x: round(x), y: round(y) });
  }
  return found;
}

/** An SVG root's viewBox, or its width and height when it has none; null when it has neither. */
export function viewBoxOf(svg: Element): ViewBox | null {
  const box = (svg.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0) return { x: box[0]!, y: box[1]!, width: box[2]!, height: box[3]! };
  const width = parseFloat(svg.getAttribute('width') ?? '');
  const height = parseFloat(svg.getAttribute('height') ?? '');
  return width > 0 && height > 0 ? { x: 0, y: 0, width, height } : null;
}

/** An SVG transform's six numbers (a DOMMatrix or SVGMatrix is one). */
type Affine = Pick<DOMMatrix, 'a' | 'b' | 'c' | 'd' | 'e' | 'f'>;

/** A point through a transform. */
const apply = (m: Affine, x: number, y: number) => ({ x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f });

/** A point back through a transform (null when it flattens the drawing). */
function applyInverse(m: Affine, x: number, y: number): { x: number; y: number } | null {
  const det = m.a * m.d - m.b * m.c;
  if (!det) return null;
  const dx = x - m.e;
  const dy = y - m.f;
  return { x: (m.d * dx - m.c * dy) / det, y: (m.a * dy - m.b * dx) / det };
}

/**
 * The texts of an SVG drawing laid out in the page: each `<text>`'s box (getBBox) centred and
 * carried through its transforms to the screen and back through the root's (`getScreenCTM`),
 * which lands it in the root's user space, the viewBox's coordinates, whatever groups and
 * transforms lie between.
 */
function svgTexts(svg: SVGSVGElement): CalloutText[] {
  const root = svg.getScreenCTM();
  const texts: CalloutText[] = [];
  for (const text of Array.from(svg.querySelectorAll('text'))) {
    const content = text.textContent ?? '';
    if (!content.trim()) continue;
    const box = text.getBBox();
    let point: { x: number; y: number } | null = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const own = text.getScreenCTM();
    if (own && root) {
      const screen = apply(own, point.x, point.y);
      point = applyInverse(root, screen.x, screen.y);
    }
    if (point) texts.push({ text: content, cx: point.x, cy: point.y });
  }
  return texts;
}

/**
 * Lays the SVG's text out off screen (laid out, so getBBox measures it, but invisible and out of
 * the accessibility tree), reads its callouts' places and takes it away again. Scripts and
 * handlers are left out: only the shapes and texts matter here.
 */
export function findCalloutsInSvg(source: string, listed: readonly string[], placed: readonly string[]): Omit<DraftHotspot, 'key'>[] {
  const parsed = new DOMParser().parseFromString(source, 'image/svg+xml');
  const root = parsed.documentElement;
  if (!root || root.nodeName.toLowerCase() !== 'svg' || parsed.getElementsByTagName('parsererror').length) {
    throw new Error(t('The drawing is no SVG whose texts can be read.'));
  }
  const view = viewBoxOf(root);
  if (!view) throw new Error(t('The drawing has no viewBox or size to measure its texts by.'));
  for (const script of Array.from(root.querySelectorAll('script, foreignObject'))) script.remove();
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText = 'position:absolute;left:-100000px;top:0;width:800px;height:800px;overflow:hidden;visibility:hidden;pointer-events:none';
  const svg = document.importNode(root, true) as unknown as SVGSVGElement;
  for (const element of [svg, ...Array.from(svg.querySelectorAll('*'))]) {
    for (const attribute of Array.from(element.attributes)) if (/^on/i.test(attribute.name)) element.removeAttribute(attribute.name);
  }
  // Laid out at a size of its own; its user space stays the viewBox's.
  svg.setAttribute('viewBox', `${view.x} ${view.y} ${view.width} ${view.height}`);
  svg.setAttribute('width', '800');
  svg.setAttribute('height', '800');
  host.appendChild(svg);
  document.body.appendChild(host);
  try {
    return calloutHotspots(svgTexts(svg), view, listed, placed);
  } finally {
    host.remove();
  }
}

/** A hotspot's accessible name: its callout and the row's part ("12: Feed dog, SL-FD-0003"). */
export function hotspotName(callout: string, lines: readonly AssemblyLine[]): string {
  const line = lines.find((row) => row.callout === callout);
  if (!line) return t('{callout}: no row in the list', { callout });
  return `${callout}: ${lineLabel(line)}`;
}

/** What a row names: this manufacturer's part and number, or the maker's number of a part not sold here. */
export function lineLabel(line: AssemblyLine): string {
  if (line.part) return `${line.part.name}, ${line.part.sku}`;
  return [line.description, line.makerNumber].filter(Boolean).join(', ') || t('not sold here');
}
