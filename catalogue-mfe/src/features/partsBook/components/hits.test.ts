import { HIT_SIZE, hitBoxes, type HitBox } from './hits';

const rect = (p: { x: number; y: number }, b: HitBox) => ({ x1: p.x - b.left, x2: p.x + b.right, y1: p.y - b.up, y2: p.y + b.down });
const overlaps = (a: ReturnType<typeof rect>, b: ReturnType<typeof rect>) =>
  a.x1 < b.x2 - 0.01 && b.x1 < a.x2 - 0.01 && a.y1 < b.y2 - 0.01 && b.y1 < a.y2 - 0.01;

function expectApart(points: { x: number; y: number }[], boxes: HitBox[]) {
  const rects = points.map((p, i) => rect(p, boxes[i]!));
  for (let i = 0; i < rects.length; i++) {
    // The 28 px marker stays inside its box.
    expect(Math.min(boxes[i]!.left, boxes[i]!.right, boxes[i]!.up, boxes[i]!.down)).toBeGreaterThanOrEqual(14);
    for (let j = i + 1; j < rects.length; j++) expect(overlaps(rects[i]!, rects[j]!)).toBe(false);
  }
}

describe("the hotspots' touch targets", () => {
  it('are 44 px squares about their markers where there is room', () => {
    const points = [
      { x: 50, y: 50 },
      { x: 150, y: 60 },
    ];
    expect(hitBoxes(points)).toEqual([
      { left: 22, right: 22, up: 22, down: 22 },
      { left: 22, right: 22, up: 22, down: 22 },
    ]);
  });

  it('part two markers 36 px apart (callouts 3 and 7 of the feed mechanism on a phone) and keep both 44 px', () => {
    const points = [
      { x: 209.6, y: 201 },
      { x: 173.8, y: 202 },
    ];
    const boxes = hitBoxes(points);
    expectApart(points, boxes);
    for (const box of boxes) {
      expect(box.left + box.right).toBeGreaterThanOrEqual(HIT_SIZE - 0.01);
      expect(box.up + box.down).toBeGreaterThanOrEqual(HIT_SIZE - 0.01);
    }
  });

  it('never overlap, however crowded (cut at the middle when moving is not enough)', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 300;
    const points = Array.from({ length: 60 }, () => ({ x: random(), y: random() })).filter((p, i, all) =>
      // Markers that do not cover each other.
      all.slice(0, i).every((q) => Math.max(Math.abs(p.x - q.x), Math.abs(p.y - q.y)) >= 28),
    );
    expectApart(points, hitBoxes(points));
  });
});
