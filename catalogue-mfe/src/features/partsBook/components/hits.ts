/**
 * The hotspots' touch targets: an invisible box around each visible marker, 44 px square where
 * the drawing leaves room (a fingertip, WCAG 2.5.5), and never overlapping a neighbour's (WCAG
 * 2.5.8: a tap lands on one callout only). Two markers closer than 44 px move their boxes apart,
 * each at most `SLACK` px off its marker's centre (the marker, 28 px, stays inside its box); what
 * still overlaps is cut at the middle between the two markers.
 */

/** The target's side where there is room. */
export const HIT_SIZE = 44;
/** How far a box may sit off its marker's centre: (44 − 28) / 2, so the marker stays inside. */
const SLACK = 8;

/** A box's extent from its marker's centre, in px: left, right, up and down. */
export interface HitBox {
  left: number;
  right: number;
  up: number;
  down: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * Each marker's box, for markers at these centres (px on screen, the whole drawing shown). Boxes
 * apart at this size stay apart zoomed in: the markers only move further from each other.
 */
export function hitBoxes(points: readonly { x: number; y: number }[], size = HIT_SIZE, slack = SLACK): HitBox[] {
  const half = size / 2;
  const offsets = points.map(() => ({ x: 0, y: 0 }));
  // Pairs whose boxes could meet (each may move by `slack`), with the axis they are furthest
  // apart on: they part along it.
  const reach = size + 2 * slack;
  const near: { i: number; j: number; axis: 'x' | 'y' }[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const dx = Math.abs(points[j]!.x - points[i]!.x);
      const dy = Math.abs(points[j]!.y - points[i]!.y);
      if (dx < reach && dy < reach) near.push({ i, j, axis: dx >= dy ? 'x' : 'y' });
    }
  }
  const apart = (i: number, j: number, axis: 'x' | 'y') => Math.abs(points[j]![axis] + offsets[j]![axis] - points[i]![axis] - offsets[i]![axis]);
  for (let round = 0; round < 12 && near.length; round++) {
    let moved = false;
    for (const { i, j, axis } of near) {
      const other = axis === 'x' ? 'y' : 'x';
      const overlap = size - apart(i, j, axis);
      if (overlap <= 0.01 || apart(i, j, other) >= size) continue;
      // The first of the pair goes the way it already lies (left or up when they coincide).
      const sign = points[j]![axis] >= points[i]![axis] ? 1 : -1;
      offsets[i]![axis] = clamp(offsets[i]![axis] - (sign * overlap) / 2, -slack, slack);
      offsets[j]![axis] = clamp(offsets[j]![axis] + (sign * overlap) / 2, -slack, slack);
      moved = true;
    }
    if (!moved) break;
  }
  const boxes = offsets.map((o) => ({ left: half - o.x, right: half + o.x, up: half - o.y, down: half + o.y }));
  // What the room did not part is cut at the middle between the two markers.
  for (const { i, j, axis } of near) {
    const [p, q] = [points[i]!, points[j]!];
    const first = p[axis] <= q[axis] ? i : j;
    const second = first === i ? j : i;
    const gap = Math.abs(q[axis] - p[axis]);
    const [before, after] = axis === 'x' ? (['right', 'left'] as const) : (['down', 'up'] as const);
    const [across1, across2] = axis === 'x' ? (['up', 'down'] as const) : (['left', 'right'] as const);
    const A = boxes[first]!;
    const B = boxes[second]!;
    const pa = points[first]!;
    const pb = points[second]!;
    const other = axis === 'x' ? 'y' : 'x';
    const overlapsAcross = pa[other] - A[across1] < pb[other] + B[across2] && pb[other] - B[across1] < pa[other] + A[across2];
    if (overlapsAcross && A[before] + B[after] > gap) {
      A[before] = Math.min(A[before], gap / 2);
      B[after] = Math.min(B[after], gap / 2);
    }
  }
  return boxes;
}
