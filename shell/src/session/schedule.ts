import { afterContentSettles } from '../startup';

/** When the session's background work runs, so that it never competes with the page. */
export interface SessionSchedule {
  /** Once the browser is idle after the first paint (at the latest after 1.5 s). */
  afterFirstPaint(task: () => void): void;
  /** Once the page has loaded and its largest paint has settled, when the browser is idle. */
  afterPageLoad(task: () => void): void;
}

/** Runs `task` when the browser is idle, or after `timeout` ms at the latest. */
function whenIdle(task: () => void, timeout: number): void {
  const idle = (window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
  if (idle) idle(task, { timeout });
  else setTimeout(task, Math.min(timeout, 200));
}

export const browserSchedule: SessionSchedule = {
  afterFirstPaint: (task) => whenIdle(task, 1500),
  afterPageLoad: (task) => {
    const settled = () => afterContentSettles(() => whenIdle(task, 3000));
    if (document.readyState === 'complete') settled();
    else window.addEventListener('load', settled, { once: true });
  },
};
