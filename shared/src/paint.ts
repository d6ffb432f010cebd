import { startTransition, useCallback, useEffect, useState, type SyntheticEvent } from 'react';

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
    // A frame callback runs before that frame's paint, and the paint reaches the screen a little
    // later still: waiting for the next frame's callback, then a task, puts what follows after
    // the first paint was shown (and after the moment browsers record as the largest paint).
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(finish, 0);
      });
    });
    // A tab in the background has no frames: it does not wait for one.
    const fallback = setTimeout(finish, 250);
    return () => {
      done = true;
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
      clearTimeout(fallback);
    };
  }, [ready, painted]);
  return painted;
}

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
