import { healthReportEndpoint } from '@storefront/shared';
import type { HealthEvent, HealthState } from './healthEvents';

/** How long events gather before they go, in one beacon. */
export const REPORT_DELAY_MS = 1000;
/** Events per beacon at most (the API takes up to 50). */
const PER_BEACON = 50;

/**
 * Sends the queued events with `navigator.sendBeacon` (a text/plain body holding JSON: no CORS
 * preflight, and it still goes when the page is closing): 1 s after the first event of a batch,
 * and at once when the page is hidden. The web vitals join the queue from healthVitals.ts.
 */
export function startReporter(
  apiUrl: string,
  state: HealthState,
  send: (url: string, body: string) => boolean = (url, body) => navigator.sendBeacon(url, body),
): () => void {
  const url = `${apiUrl.replace(/\/+$/, '')}${healthReportEndpoint.path}`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flushNow = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    while (state.queue.length > 0) {
      const batch: HealthEvent[] = state.queue.splice(0, PER_BEACON);
      send(url, JSON.stringify({ events: batch }));
    }
  };
  state.flush = () => {
    timer ??= setTimeout(flushNow, REPORT_DELAY_MS);
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flushNow();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flushNow);

  if (state.queue.length > 0) state.flush();
  return () => {
    flushNow();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', flushNow);
    state.flush = undefined;
  };
}
