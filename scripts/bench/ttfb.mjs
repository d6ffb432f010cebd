// Time to first byte of a page's HTML, as a client with no cache sees it: from the request to the
// answer's headers, over a new connection each time, asking for brotli as a browser does.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

function once(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { headers: { 'Accept-Encoding': 'br, gzip', Cookie: 'storefront-bucket=9999' }, agent: false }, (response) => {
      const ttfb = performance.now() - started;
      response.resume();
      response.on('end', () => resolve({ ttfb, status: response.statusCode }));
    });
    request.on('error', reject);
    request.setTimeout(10_000, () => request.destroy(new Error(`${url}: no answer in 10 s`)));
  });
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length - 1) * p))];

/**
 * `runs` requests of `url`, one at a time: the same address each time (the page server's kept
 * HTML, `fresh: false`), or a new query string each time (a page it has not made yet).
 */
export async function measureTtfb(url, { runs = 30, fresh = false } = {}) {
  const times = [];
  await once(url); // the first one may read ahead for the rest
  for (let i = 0; i < runs; i++) {
    const target = fresh ? `${url}${url.includes('?') ? '&' : '?'}ttfb=${Date.now().toString(36)}${i}` : url;
    const { ttfb, status } = await once(target);
    if (status >= 500) throw new Error(`${target} answered ${status}`);
    times.push(ttfb);
  }
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95) };
}
