import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CALLOUT, hotspotCheck } from '@storefront/shared/schemas';
import { SEED_IMAGES_DIR } from '../paths';
import { DEMO_BOOK_DRAWINGS, LOCKSTITCH_BOOK, OVERLOCK_BOOK, type DemoDrawing } from './demo-parts-book-data';

/** Each `<text>` of a drawing whose words are a callout ("12"), at its x and y. */
function calloutTexts(svg: string): { callout: string; x: number; y: number }[] {
  return [...svg.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)]
    .map(([, attributes, content]) => ({
      callout: content!.trim(),
      x: Number(/\bx="([\d.]+)"/.exec(attributes!)?.[1]),
      y: Number(/\by="([\d.]+)"/.exec(attributes!)?.[1]),
    }))
    .filter((text) => CALLOUT.test(text.callout));
}

const read = (drawing: DemoDrawing) => readFileSync(path.join(SEED_IMAGES_DIR, drawing.file), 'utf8');
/** A callout's number sits in its circle: its baseline a little below the centre. */
const near = (text: { x: number; y: number }, circle: { x: number; y: number }) => Math.hypot(text.x - circle.x, text.y - circle.y) <= 10;

describe('the demo parts books’ drawings', () => {
  it.each(DEMO_BOOK_DRAWINGS.map((d) => [d.file, d] as const))('%s: small, self-contained, its viewBox the size the seed stores', (_, drawing) => {
    const svg = read(drawing);
    expect(svg.length).toBeLessThan(8_000);
    expect(svg).toContain(`viewBox="0 0 ${drawing.width} ${drawing.height}"`);
    expect(svg).not.toMatch(/<script|\son[a-z]+\s*=|href\s*=|url\(|<image|<foreignObject/i);
    expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:/);
  });

  it.each(DEMO_BOOK_DRAWINGS.map((d) => [d.file, d] as const))(
    '%s: every hotspot lies on its printed number and every printed number has a hotspot',
    (_, drawing) => {
      const texts = calloutTexts(read(drawing));
      expect(texts.length).toBeGreaterThanOrEqual(8);
      for (const circle of drawing.callouts) {
        expect([circle, texts.filter((t) => t.callout === circle.callout && near(t, circle))]).toEqual([circle, [expect.anything()]]);
      }
      for (const text of texts) {
        expect([text, drawing.callouts.filter((c) => c.callout === text.callout && near(text, c))]).toEqual([text, [expect.anything()]]);
      }
    },
  );

  it.each([...LOCKSTITCH_BOOK, ...OVERLOCK_BOOK].map((a) => [a.name, a] as const))('%s: every callout has a row and every row a callout', (_, assembly) => {
    expect(hotspotCheck(assembly.rows, assembly.drawing.callouts)).toEqual({ withoutHotspot: [], withoutRow: [] });
    expect(assembly.rows.every((row) => CALLOUT.test(row.callout) && row.quantity >= 1 && row.number.length <= 40)).toBe(true);
  });

  it('puts the Feed Dog at callout 12 of the lockstitch feed mechanism', () => {
    const feed = LOCKSTITCH_BOOK.find((a) => a.name === 'Feed mechanism')!;
    expect(feed.rows.filter((row) => row.callout === '12' && row.part)).toEqual([expect.objectContaining({ part: 'Feed Dog' })]);
  });
});
