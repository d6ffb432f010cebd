import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** How long code asked for "when idle" waits at most on a browser that stays busy. */
export const IDLE_WAIT_MS = 1000;

/**
 * Resolves when the browser is next idle (`requestIdleCallback`: the frame in progress, the page
 * around the caller included, has been rendered), `limitMs` at the latest; after a short timer
 * where the browser has no idle callbacks.
 */
export function whenIdle(limitMs = IDLE_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const idle = (globalThis as { requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number }).requestIdleCallback;
    if (typeof idle === 'function') idle(() => resolve(), { timeout: limitMs });
    else setTimeout(resolve, 1);
  });
}

/**
 * `React.lazy` for a part below what a visitor sees first (a form and its validation code): its
 * code is asked for once the browser is idle after the page around it has rendered, so that it
 * never shares the connection or the main thread with the page's first paint. The usual
 * `<Suspense>` shows its fallback meanwhile.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWhenIdle<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() => whenIdle().then(load));
}
