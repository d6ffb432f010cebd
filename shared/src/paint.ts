import { startTransition, useCallback, useEffect, useState, type SyntheticEvent } from 'react';
import { reportsLargestPaints, waitForReportedPaint } from './paintReports';

export { waitForReportedPaint } from './paintReports';

/**
 * False until the browser has painted a render in which `ready` was true (by default the first
 * render), then true for good. A page shows what a visitor looks at first (the hero, the part,
 * the profile) at once and renders the rest (sections further down, forms and their validation
 * code) right after, so neither the first paint nor the data and image it needs wait for work
 * nobody sees yet. `ready` is what "shown" means for the page (its data has arrived, its image
 * has loaded). What follows renders as a transition, in slices the browser can interleave with
 * input.
 */
export function useAfterFirstPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      startTransition(() => setPainted(true));
    };
    // Where the browser reports largest paints (Chromium, Firefox), one reported after this render is the
    // proof that its paint reached the screen: a frame callback runs before that frame's paint, and
    // the screen can show it later still (a busy or headless compositor), after what follows has
    // started. Elsewhere, or when nothing on the page grew larger, the frames and a short wait do.
    const presented = waitForReportedPaint(PRESENTATION_WAIT_MS);
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => void presented.promise.then(finish), 0);
      });
    });
    // A tab in the background has no frames: it does not wait for one.
    const fallback = setTimeout(finish, BACKGROUND_WAIT_MS);
    return () => {
      done = true;
      presented.cancel();
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
      clearTimeout(fallback);
    };
  }, [ready, painted]);
  return painted;
}

/** How long a tab without frames (in the background) waits before rendering what follows. */
const BACKGROUND_WAIT_MS = 250;
/** How long after the frames a page waits, at most, for the browser to report the paint. */
const PRESENTATION_WAIT_MS = 150;

/**
 * `[settled, settle]`: settled once `settle` is called (an image's load or error event) or, at
 * the latest, `limitMs` after `active` became true, so a slow image delays what waits for it by
 * that much at most.
 */
export function useSettledWithin(active: boolean, limitMs: number): [boolean, () => void] {
  const [settled, setSettled] = useState(false);
  const settle = useCallback(() => setSettled(true), []);
  useEffect(() => {
    if (!active || settled) return;
    const timer = setTimeout(settle, limitMs);
    return () => clearTimeout(timer);
  }, [active, settled, limitMs, settle]);
  return [settled, settle];
}

/**
 * An `<img>`'s load and error handler that calls `settle` once the picture is decoded, ready to
 * paint. `load` alone can come before that (a picture fetched early is decoded at paint time), and
 * what waits for the picture would then start before the page's largest paint.
 */
export function settleWhenDecoded(settle: () => void): (event: SyntheticEvent<HTMLImageElement>) => void {
  return (event) => {
    const image = event.currentTarget;
    if (event.type === 'error' || typeof image.decode !== 'function') {
      settle();
      return;
    }
    image.decode().then(settle, settle);
  };
}

/**
 * Runs `task` once the page's largest paint has settled: a paint has been reported and nothing
 * larger for `quietMs` (or `capMs` from now at the latest). Background work (confirming a
 * remembered session) then goes out after what the visitor waits to see, not beside it. Where the
 * browser reports no largest paints, it runs at once. Returns a cancel function.
 */
export function afterContentSettles(task: () => void, { quietMs = 500, capMs = 5000 } = {}): () => void {
  if (!reportsLargestPaints()) {
    task();
    return () => undefined;
  }
  const start = performance.now();
  let lastReport: number | null = null;
  // Buffered: a paint reported before this call counts too.
  const observer = new PerformanceObserver(() => (lastReport = performance.now()));
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const now = performance.now();
    if (now - start >= capMs || (lastReport !== null && now - lastReport >= quietMs)) {
      observer.disconnect();
      task();
      return;
    }
    timer = setTimeout(check, 100);
  };
  timer = setTimeout(check, 0);
  return () => {
    observer.disconnect();
    if (timer !== undefined) clearTimeout(timer);
  };
}
