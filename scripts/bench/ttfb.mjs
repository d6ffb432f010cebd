// Time to first byte of a page's HTML, as a client with no cache sees it: from the request to the
// answer's headers, over a new connection each time, asking for brotli as a browser does. The
// requests go from a thread of their own: the benchmark's stack serves pages in this process, and a
// client on the same event loop would see the headers only once the server had finished the page
// (a page sent as it renders writes its head first, then renders for milliseconds without a pause).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

function once(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { headers: { 'Accept-Encoding': 'br, gzip', Cookie: 'storefront-bucket=9999' }, agent: false }, (response) => {
      const ttfb = performance.now() - started;
      response.resume();
      response.on('end', () => resolve({ ttfb, whole: performance.now() - started, status: response.statusCode }));
    });
    request.on('error', reject);
    request.setTimeout(10_000, () => request.destroy(new Error(`${url}: no answer in 10 s`)));
  });
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length - 1) * p))];

/** The measurement itself, in the worker. */
async function measure({ url, runs, fresh }) {
  const times = [];
  const wholes = [];
  await once(url); // the first one may read ahead for the rest
  for (let i = 0; i < runs; i++) {
    const target = fresh ? `${url}${url.includes('?') ? '&' : '?'}ttfb=${Date.now().toString(36)}${i}` : url;
    const { ttfb, whole, status } = await once(target);
    if (status >= 500) throw new Error(`${target} answered ${status}`);
    times.push(ttfb);
    wholes.push(whole);
  }
  // `whole`: the median time to the answer's last byte (a page sent as it renders: its content too).
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95), whole: percentile(wholes, 0.5) };
}

if (!isMainThread && workerData?.ttfb) {
  measure(workerData.ttfb).then(
    (result) => parentPort.postMessage({ result }),
    (error) => parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
}

/**
 * `runs` requests of `url`, one at a time, from a worker thread: the same address each time (the
 * page server's kept HTML, `fresh: false`), or a new query string each time (a page it has not
 * made yet). The median and p95 to the first byte, and the median to the last (`whole`).
 */
export function measureTtfb(url, { runs = 30, fresh = false } = {}) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { ttfb: { url, runs, fresh } } });
    worker.once('message', ({ result, error }) => (error ? reject(new Error(error)) : resolve(result)));
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`the time-to-first-byte worker exited with ${code}`)));
  });
}
