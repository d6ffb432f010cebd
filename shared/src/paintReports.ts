/**
 * When the browser has shown a paint, as far as it says (largest-contentful-paint reports).
 * Without React and without the core, so that the shell's start-up script (shell/src/startup)
 * can use it before any library has loaded, as well as `whenIdle` (idle.ts).
 */

/** Whether this browser reports largest-contentful-paint candidates (Chromium, Firefox). */
export function reportsLargestPaints(): boolean {
  return typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');
}

/**
 * Resolves when the browser reports a largest-contentful-paint candidate after this call (its
 * paint has been shown), at once where the browser reports none, and after `limitMs` at the latest.
 */
export function waitForReportedPaint(limitMs: number): { promise: Promise<void>; cancel(): void } {
  if (!reportsLargestPaints()) return { promise: Promise.resolve(), cancel: () => undefined };
  let observer: PerformanceObserver | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    observer?.disconnect();
    if (timer !== undefined) clearTimeout(timer);
  };
  const promise = new Promise<void>((resolve) => {
    const settle = () => {
      stop();
      resolve();
    };
    // Not `buffered`: only a paint reported from now on counts.
    observer = new PerformanceObserver(settle);
    observer.observe({ type: 'largest-contentful-paint' });
    timer = setTimeout(settle, limitMs);
  });
  return { promise, cancel: stop };
}
