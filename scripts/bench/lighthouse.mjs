// One Lighthouse run (performance and SEO, default mobile settings) in a benchmark profile.
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { withTab } from './chromium.mjs';

/**
 * One Lighthouse run in the profile. `disableStorageReset` keeps the session (localStorage and
 * IndexedDB) but also skips Lighthouse's cache clearing, so the HTTP cache is cleared here first
 * to keep every run a cold load.
 */
export async function runLighthouse(profile, url, expectedPath) {
  await withTab(profile, async (_page, cdp) => {
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true }); // evicts the memory cache
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  });
  const result = await lighthouse(url, {
    port: profile.port,
    output: 'json',
    logLevel: 'error',
    // SEO beside performance: the public pages' HTML must score 100 (the page server, page-server/).
    onlyCategories: ['performance', 'seo'],
    disableStorageReset: true,
    maxWaitForLoad: 60000,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('no result');
  // BENCH_SAVE_LHR=<folder> keeps every Lighthouse report, to see where the time goes, and beside
  // it what Lighthouse's simulation was computed from (`scripts/bench/lantern-graph.mjs` replays it).
  if (process.env.BENCH_SAVE_LHR) {
    fs.mkdirSync(process.env.BENCH_SAVE_LHR, { recursive: true });
    const base = path.join(process.env.BENCH_SAVE_LHR, `${expectedPath.replace(/\W+/g, '_') || 'home'}-${Date.now()}`);
    fs.writeFileSync(`${base}.json`, JSON.stringify(lhr));
    const { Trace, DevtoolsLog, GatherContext, URL: url } = result.artifacts;
    fs.writeFileSync(`${base}.artifacts.json`, JSON.stringify({ Trace, DevtoolsLog, GatherContext, URL: url, settings: lhr.configSettings }));
  }
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== expectedPath) throw new Error(`ended at ${lhr.finalDisplayedUrl} (not signed in?)`);
  const score = lhr.categories.performance.score;
  if (score === null) throw new Error(`no performance score (${(lhr.runWarnings ?? []).join('; ')})`);
  const scriptRow = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  const clip = (text, n) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);
  const nodeName = (node) =>
    node
      ? `"${clip(
          String(node.nodeLabel ?? '')
            .replace(/\s+/g, ' ')
            .trim(),
          50,
        )}" <${clip(node.selector ?? node.snippet ?? '?', 80)}>`
      : '?';
  const lcpItems = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const lcpNode = lcpItems.flatMap((item) => (item.type === 'table' ? item.items : [item])).find((item) => item.node)?.node;
  const shifts = (lhr.audits['layout-shifts']?.details?.items ?? []).slice(0, 3).map((item) => `${item.score?.toFixed(3)} ${nodeName(item.node)}`);
  const seo = lhr.categories.seo;
  const seoMissed = (seo?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
    .map((ref) => lhr.audits[ref.id].title);
  return {
    score: Math.round(score * 100),
    seo: seo?.score === null || seo?.score === undefined ? NaN : Math.round(seo.score * 100),
    seoMissed,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    scriptTransfer: scriptRow?.transferSize ?? NaN,
    lcpElement: nodeName(lcpNode),
    shifts,
    warnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
  };
}
