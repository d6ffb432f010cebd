import { startTransition, useCallback, useEffect, useState } from 'react';

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
    // The frame callback runs before the paint; the task it queues runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(finish, 0);
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
