import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import type { HealthKind, HealthState } from './healthEvents';

/**
 * Reports the landing page's LCP, INP and CLS for its remote's build, through the reporter's
 * queue. Loaded (with the web-vitals library) only on the sampled page loads: health.ts.
 */
export function startVitals(state: HealthState): void {
  const vital = (kind: HealthKind) => (metric: Metric) => {
    if (!state.landing) return;
    const build = state.builds[state.landing];
    if (!build || !Number.isFinite(metric.value)) return;
    state.queue.push({ remote: state.landing, build, kind, value: kind === 'cls' ? Math.min(metric.value, 100) : Math.min(Math.round(metric.value), 600_000) });
    state.flush?.();
  };
  onLCP(vital('lcp'));
  onINP(vital('inp'));
  onCLS(vital('cls'));
}
