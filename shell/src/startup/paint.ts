/**
 * When the browser has shown a paint, as far as it says (largest-contentful-paint reports), for
 * the start-up path: the first view hands over to the app once its paint is on screen, and the
 * session confirms a remembered sign-in only after the page's largest paint has settled. Without
 * React: the start-up script runs before any library has loaded.
 */

import { reportsLargestPaints } from '@storefront/shared/paint-reports';

export { waitForReportedPaint } from '@storefront/shared/paint-reports';

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
