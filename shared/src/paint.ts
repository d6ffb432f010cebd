import { startTransition, useEffect, useState } from 'react';

/**
 * False while a page renders for the first time, true once the browser has painted that first
 * render. A page shows what a visitor looks at first (the hero, the part, the profile) at once
 * and renders the rest (sections further down, forms and their validation code) right after, so
 * the first paint does not wait for work nobody sees yet. What follows renders as a transition,
 * in slices the browser can interleave with input.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
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
  }, []);
  return painted;
}
