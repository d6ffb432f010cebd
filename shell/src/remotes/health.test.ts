import { healthState, reportHealth, showingRemote, startHealthReports, trackBuilds } from './health';
import { startReporter, REPORT_DELAY_MS } from './healthReporter';
import { startVitals } from './healthVitals';

const vitals: Record<string, (metric: { value: number }) => void> = {};
jest.mock('web-vitals', () => ({
  onLCP: (callback: (metric: { value: number }) => void) => (vitals.lcp = callback),
  onINP: (callback: (metric: { value: number }) => void) => (vitals.inp = callback),
  onCLS: (callback: (metric: { value: number }) => void) => (vitals.cls = callback),
}));

const BUILDS = {
  catalogue: { entry: 'http://127.0.0.1:3001/cat-b/remoteEntry.js', buildId: 'cat-b', via: 'canary' as const },
  account: { entry: 'http://127.0.0.1:3002/remoteEntry.js', buildId: null, via: 'config' as const },
};

beforeEach(() => {
  const state = healthState();
  state.queue = [];
  state.counted.clear();
  state.landing = undefined;
  state.startPath = window.location.pathname;
  state.flush = undefined;
  trackBuilds(BUILDS);
});

describe('reportHealth', () => {
  it('names the build of each event, config.json’s as config, and ignores remotes it does not run', () => {
    reportHealth('catalogue', 'view');
    reportHealth('account', 'view');
    reportHealth('admin', 'view');
    expect(healthState().queue).toEqual([
      { remote: 'catalogue', build: 'cat-b', kind: 'view' },
      { remote: 'account', build: 'config', kind: 'view' },
    ]);
  });

  it('counts a page load, a load failure and an error once per remote, whatever retries follow', () => {
    for (let i = 0; i < 3; i += 1) {
      reportHealth('catalogue', 'view');
      reportHealth('catalogue', 'load-failure');
      reportHealth('catalogue', 'error');
    }
    expect(healthState().queue.map((event) => event.kind)).toEqual(['view', 'load-failure', 'error']);
  });
});

describe('startReporter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends what was queued before it ran, and later events together a moment after the first', () => {
    const sent: [string, unknown][] = [];
    reportHealth('catalogue', 'view');
    const stop = startReporter('http://127.0.0.1:4000/', healthState(), (url, body) => sent.push([url, JSON.parse(body)]) > 0);
    jest.advanceTimersByTime(REPORT_DELAY_MS);
    expect(sent).toEqual([['http://127.0.0.1:4000/deployments/health', { events: [{ remote: 'catalogue', build: 'cat-b', kind: 'view' }] }]]);
    reportHealth('catalogue', 'load-failure');
    reportHealth('account', 'view');
    expect(sent).toHaveLength(1);
    jest.advanceTimersByTime(REPORT_DELAY_MS);
    expect(sent[1]?.[1]).toEqual({
      events: [
        { remote: 'catalogue', build: 'cat-b', kind: 'load-failure' },
        { remote: 'account', build: 'config', kind: 'view' },
      ],
    });
    stop();
  });

  it('sends at once when the page is hidden, at most 50 events a beacon', () => {
    const sent: { events: unknown[] }[] = [];
    const stop = startReporter('http://127.0.0.1:4000', healthState(), (_url, body) => sent.push(JSON.parse(body) as { events: unknown[] }) > 0);
    for (let i = 0; i < 60; i += 1) healthState().queue.push({ remote: 'catalogue', build: 'cat-b', kind: 'lcp', value: i });
    window.dispatchEvent(new Event('pagehide'));
    expect(sent.map((beacon) => beacon.events.length)).toEqual([50, 10]);
    expect(healthState().queue).toEqual([]);
    stop();
  });

  it('reports the landing page’s web vitals for its remote, and none for a document opened on a shell page', () => {
    const sent: { events: unknown[] }[] = [];
    const stop = startReporter('http://127.0.0.1:4000', healthState(), (_url, body) => sent.push(JSON.parse(body) as { events: unknown[] }) > 0);
    startVitals(healthState());
    vitals.lcp?.({ value: 1234.6 });
    jest.advanceTimersByTime(REPORT_DELAY_MS);
    expect(sent).toEqual([]); // no remote page shown yet
    showingRemote('catalogue');
    showingRemote('account'); // a later page does not take the landing page's vitals
    vitals.lcp?.({ value: 1234.6 });
    vitals.inp?.({ value: 96 });
    vitals.cls?.({ value: 0.021 });
    jest.advanceTimersByTime(REPORT_DELAY_MS);
    expect(sent[0]?.events).toEqual([
      { remote: 'catalogue', build: 'cat-b', kind: 'lcp', value: 1235 },
      { remote: 'catalogue', build: 'cat-b', kind: 'inp', value: 96 },
      { remote: 'catalogue', build: 'cat-b', kind: 'cls', value: 0.021 },
    ]);
    stop();

    healthState().landing = undefined;
    healthState().startPath = '/somewhere-else';
    showingRemote('catalogue');
    expect(healthState().landing).toBeNull();
  });
});

describe('startHealthReports', () => {
  /** Until `check` passes: the reporter's modules arrive through a few promise turns. */
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i += 1) await Promise.resolve();
    return check();
  };

  it('starts the reporter on every page load, and the web vitals only on the sampled share', async () => {
    for (const key of Object.keys(vitals)) delete vitals[key];
    startHealthReports(
      'http://127.0.0.1:4000',
      () => Promise.resolve(),
      0.1,
      () => 0.5,
    );
    expect(await until(() => healthState().flush !== undefined)).toBe(true);
    await until(() => vitals.lcp !== undefined);
    expect(vitals.lcp).toBeUndefined(); // not in the sample: web-vitals is never loaded

    healthState().flush = undefined;
    startHealthReports(
      'http://127.0.0.1:4000',
      () => Promise.resolve(),
      0.1,
      () => 0.05,
    );
    expect(await until(() => healthState().flush !== undefined && vitals.lcp !== undefined)).toBe(true);
  });
});

describe('startVitals', () => {
  it('caps the values the API would refuse, and drops a value that is not a number', () => {
    for (const key of Object.keys(vitals)) delete vitals[key];
    const state = healthState();
    startVitals(state);
    showingRemote('catalogue');
    vitals.lcp?.({ value: 10_000_000 });
    vitals.cls?.({ value: 250 });
    vitals.inp?.({ value: Number.NaN });
    expect(state.queue).toEqual([
      { remote: 'catalogue', build: 'cat-b', kind: 'lcp', value: 600_000 },
      { remote: 'catalogue', build: 'cat-b', kind: 'cls', value: 100 },
    ]);
  });
});
