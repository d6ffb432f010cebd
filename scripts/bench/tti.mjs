// Observed time to interactive: a cold load in a real Chromium, throttled over the DevTools
// protocol as Lighthouse's mobile settings simulate it (CPU 4x slower; 150 ms round trips,
// 1.6 Mbit/s down, 750 kbit/s up), measured instead of estimated. TTI follows Lighthouse's rule on
// what the page reports itself: the latest of first contentful paint, DOMContentLoaded and the end
// of the last long task (50 ms or more) that is followed by 5 s without one. The same loads give
// the observed largest contentful paint (the browser's last candidate before the quiet window) and
// the observed total blocking time: what each long task took beyond 50 ms after FCP, up to TTI.
import { withTab } from './chromium.mjs';

export const THROTTLING = { cpuSlowdown: 4, latencyMs: 150, downKbps: 1600, upKbps: 750 };
const QUIET_MS = 5000;

const LONG_TASKS = () => {
  const tasks = [];
  Object.defineProperty(window, '__benchLongTasks', { value: tasks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // The largest contentful paint as the throttled browser reports it (the last candidate).
  const paints = [];
  Object.defineProperty(window, '__benchLargestPaints', { value: paints });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) paints.push(entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

/** One throttled cold load of `url`; `spec.ready(page)` waits for the page's content. */
export async function measureTti(profile, url, spec) {
  return withTab(profile, async (page, cdp) => {
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latencyMs,
      downloadThroughput: (THROTTLING.downKbps * 1000) / 8,
      uploadThroughput: (THROTTLING.upKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
    await page.addInitScript(LONG_TASKS);
    await page.goto(url, { waitUntil: 'load', timeout: 180000 });
    await spec.ready(page);
    // The quiet window: no long task for QUIET_MS (the page says when its last one ended).
    await page.waitForFunction(
      (quiet) => {
        const ends = window.__benchLongTasks.map((task) => task.end);
        return performance.now() - (ends.length ? Math.max(...ends) : 0) >= quiet;
      },
      QUIET_MS,
      { timeout: 120000, polling: 250 },
    );
    return page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const dcl = performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? 0;
      const lcp = window.__benchLargestPaints.at(-1) ?? null;
      const tasks = window.__benchLongTasks;
      // Lighthouse's rule: a task's time past 50 ms, counting only its part after FCP.
      const tbt = tasks.reduce((sum, task) => sum + Math.max(0, task.end - Math.max(task.start, fcp) - 50), 0);
      const longest = tasks.reduce((max, task) => Math.max(max, task.end - task.start), 0);
      return { tti: Math.max(fcp, dcl, ...tasks.map((task) => task.end)), fcp, lcp, tbt, longest, longTasks: tasks.length };
    });
  });
}
