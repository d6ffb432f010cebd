import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CALLOUT } from '@storefront/shared/schemas';
import { SEED_IMAGES_DIR } from '../paths';
import { BENCH_ASSEMBLY, BENCH_DRAWING, benchDrawingSvg } from './demo-parts-book-volume';

describe('the benchmark’s drawing of 200 callouts', () => {
  const file = path.join(SEED_IMAGES_DIR, BENCH_DRAWING.file);

  it('is the generator’s output (UPDATE_DRAWINGS=1 rewrites the file)', () => {
    if (process.env.UPDATE_DRAWINGS) writeFileSync(file, benchDrawingSvg());
    // Out of date: run this test with UPDATE_DRAWINGS=1.
    expect(readFileSync(file, 'utf8') === benchDrawingSvg()).toBe(true);
  });

  it('prints each of its 200 callouts once, on its hotspot, and nothing else a callout could be taken for', () => {
    const svg = benchDrawingSvg();
    expect(svg).toContain(`viewBox="0 0 ${BENCH_DRAWING.width} ${BENCH_DRAWING.height}"`);
    expect(svg).not.toMatch(/<script|\son[a-z]+\s*=|href\s*=|url\(/i);
    const texts = [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)"[^>]*>([^<]*)<\/text>/g)]
      .map(([, x, y, content]) => ({ callout: content!, x: Number(x), y: Number(y) }))
      .filter((t) => CALLOUT.test(t.callout));
    expect(texts).toHaveLength(BENCH_ASSEMBLY.callouts);
    expect(new Set(BENCH_DRAWING.callouts.map((c) => c.callout)).size).toBe(BENCH_ASSEMBLY.callouts);
    for (const callout of BENCH_DRAWING.callouts) {
      const text = texts.find((t) => t.callout === callout.callout)!;
      expect(Math.hypot(text.x - callout.x, text.y - callout.y)).toBeLessThan(10);
      expect(callout.x).toBeLessThan(BENCH_DRAWING.width);
      expect(callout.y).toBeLessThan(BENCH_DRAWING.height);
    }
  });
});
