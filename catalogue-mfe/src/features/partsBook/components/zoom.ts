/**
 * The drawing's zoom and pan, as fractions of the viewer's box: `scale` 1 shows the whole
 * drawing; `x` and `y` are where the drawing's top left corner sits (0 down to 1 − scale), so
 * the drawing always covers the box and never drifts out of it.
 */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export const WHOLE: View = { scale: 1, x: 0, y: 0 };
export const MAX_SCALE = 6;
/** One press of Zoom in or +, and of an arrow key (a tenth of the box). */
export const ZOOM_STEP = 1.5;
const PAN_STEP = 0.1;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The view held to its bounds. */
function held(view: View): View {
  const scale = clamp(view.scale, 1, MAX_SCALE);
  return { scale, x: clamp(view.x, 1 - scale, 0), y: clamp(view.y, 1 - scale, 0) };
}

/** Zoomed to `scale` about a point of the box (fractions; the middle by default), which stays where it is. */
export function zoomTo(view: View, scale: number, at = { x: 0.5, y: 0.5 }): View {
  const next = clamp(scale, 1, MAX_SCALE);
  const ratio = next / view.scale;
  return held({ scale: next, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio });
}

/** Moved by a fraction of the box (a drag, an arrow key). */
export const panBy = (view: View, dx: number, dy: number): View => held({ ...view, x: view.x + dx, y: view.y + dy });

/** The view that brings a point of the drawing (fractions) into the box, changing nothing when it shows already. */
export function showing(view: View, point: { x: number; y: number }, margin = 0.05): View {
  const sx = view.x + point.x * view.scale;
  const sy = view.y + point.y * view.scale;
  if (sx >= margin && sx <= 1 - margin && sy >= margin && sy <= 1 - margin) return view;
  return held({ ...view, x: 0.5 - point.x * view.scale, y: 0.5 - point.y * view.scale });
}

/** What a key does to the view when the drawing has focus, or null for a key it leaves alone. */
export function keyed(view: View, key: string): View | null {
  switch (key) {
    case '+':
    case '=':
      return zoomTo(view, view.scale * ZOOM_STEP);
    case '-':
    case '_':
    case '−':
      return zoomTo(view, view.scale / ZOOM_STEP);
    case '0':
      return WHOLE;
    // The arrow moves the view that way: the drawing slides the other.
    case 'ArrowLeft':
      return panBy(view, PAN_STEP, 0);
    case 'ArrowRight':
      return panBy(view, -PAN_STEP, 0);
    case 'ArrowUp':
      return panBy(view, 0, PAN_STEP);
    case 'ArrowDown':
      return panBy(view, 0, -PAN_STEP);
    default:
      return null;
  }
}
