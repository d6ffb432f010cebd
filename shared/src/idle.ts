import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { waitForReportedPaint } from './paintReports';

/** How long code asked for "when idle" waits at most on a browser that stays busy. */
export const IDLE_WAIT_MS = 1000;

/** How long `whenIdle` waits at most for the browser to report the paint of the frame in progress. */
const PAINT_REPORT_WAIT_MS = 150;

/**
 * Resolves when the browser is idle after the frame in progress (the page around the caller) has
 * been shown: where the browser reports largest paints (Chromium, Firefox), once it has reported
 * one made from now on (150 ms at most; a frame callback alone can come before a busy or
 * headless compositor shows the frame), then at its next idle callback, `limitMs` at the latest.
 * Without idle callbacks, after a short timer.
 */
export function whenIdle(limitMs = IDLE_WAIT_MS): Promise<void> {
  const idle = (globalThis as { requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number }).requestIdleCallback;
  if (typeof idle !== 'function') return new Promise((resolve) => setTimeout(resolve, 1));
  const shown = waitForReportedPaint(PAINT_REPORT_WAIT_MS).promise; // listening from now on
  return shown.then(() => new Promise<void>((resolve) => idle(() => resolve(), { timeout: limitMs })));
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
