// The benchmark's report: the summary against the targets, the markdown table, where the bytes
// go, and the block of docs/performance.md it keeps (bench:web, written by --write-docs).
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { APPS } from '../lib/stack.mjs';
import { librariesOf } from './chunks.mjs';
import { CHROMIUM, KB, kb, LIGHTHOUSE_VERSION, log, median, TARGETS } from './common.mjs';

export function summarize(pages, results) {
  const rows = {};
  for (const page of pages) {
    const result = results[page.key];
    const runs = result.lighthouse.filter((lh) => !lh.error);
    rows[page.key] = {
      ok: !result.error,
      error: result.error,
      total: result.load?.total,
      byApp: result.load?.byApp ?? {},
      scripts: result.load?.scripts.length,
      reactCopies: result.load?.react.copies,
      score: median(runs.map((lh) => lh.score)),
      seo: median(runs.map((lh) => lh.seo).filter(Number.isFinite)),
      lcp: median(runs.map((lh) => lh.lcp)),
      tbt: median(runs.map((lh) => lh.tbt)),
      cls: median(runs.map((lh) => lh.cls)),
      runs: runs.length,
      tti: median(result.tti ?? []),
      observedTbt: median(result.observedTbt ?? []),
      observedLcp: median(result.observedLcp ?? []),
    };
  }
  // One line per target of the issue, over every page that loaded (the JS budget is the home's).
  const loaded = pages.filter((page) => rows[page.key].ok);
  const measured = loaded.filter((page) => rows[page.key].runs);
  const target = (name, list, pass, show) =>
    list.length
      ? { ok: list.every((page) => pass(rows[page.key])), text: `${name}: ${list.map((page) => `${page.key} ${show(rows[page.key])}`).join(', ')}` }
      : undefined;
  const checks = [
    ...pages.filter((page) => !rows[page.key].ok).map((page) => ({ ok: false, text: `${page.key} failed to load: ${rows[page.key].error}` })),
    target(
      `home first-load JS under ${TARGETS.homeJsKb} KB gzipped`,
      loaded.filter((page) => page.key === 'home'),
      (row) => row.total < TARGETS.homeJsKb * KB,
      (row) => `${kb(row.total)} KB`,
    ),
    target(
      `Lighthouse performance ≥ ${TARGETS.score}`,
      measured,
      (row) => row.score >= TARGETS.score,
      (row) => String(row.score),
    ),
    target(
      `LCP < ${TARGETS.lcpMs / 1000} s`,
      measured,
      (row) => row.lcp < TARGETS.lcpMs,
      (row) => `${(row.lcp / 1000).toFixed(2)} s`,
    ),
    target(
      `CLS < ${TARGETS.cls}`,
      measured,
      (row) => row.cls < TARGETS.cls,
      (row) => row.cls.toFixed(3),
    ),
    target(
      'Lighthouse SEO = 100 on the public pages',
      measured.filter((page) => page.profile === 'visitor'),
      (row) => row.seo === 100,
      (row) => String(row.seo),
    ),
    target(
      `React copies = ${TARGETS.reactCopies}`,
      loaded,
      (row) => row.reactCopies === TARGETS.reactCopies,
      (row) => String(row.reactCopies),
    ),
  ].filter(Boolean);
  return { rows, checks };
}

export function markdownTable(pages, results, summary) {
  const apps = APPS.map((app) => app.name);
  const showOther = pages.some((page) => summary.rows[page.key].byApp.other);
  const columns = [
    'page',
    'JS, gzip (KB)',
    ...apps.map((a) => `${a}`),
    ...(showOther ? ['other'] : []),
    'React copies',
    'TTI (observed)',
    'TBT (observed)',
    'LCP (observed)',
    'Lighthouse perf.',
    'SEO',
    'LCP',
    'TBT',
    'CLS',
  ];
  const lines = [`| ${columns.join(' | ')} |`, `| ${columns.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`];
  for (const page of pages) {
    const row = summary.rows[page.key];
    if (!row.ok) {
      lines.push(
        `| ${page.label} | failed to load | ${columns
          .slice(2)
          .map(() => '')
          .join(' | ')} |`,
      );
      continue;
    }
    const cells = [
      page.label,
      `**${kb(row.total)}**`,
      ...apps.map((a) => (row.byApp[a] ? kb(row.byApp[a]) : '0')),
      ...(showOther ? [row.byApp.other ? kb(row.byApp.other) : '0'] : []),
      String(row.reactCopies),
      Number.isFinite(row.tti) ? `${(row.tti / 1000).toFixed(2)} s` : 'n/a',
      Number.isFinite(row.observedTbt) ? `${Math.round(row.observedTbt)} ms` : 'n/a',
      Number.isFinite(row.observedLcp) ? `${(row.observedLcp / 1000).toFixed(2)} s` : 'n/a',
      row.runs ? String(row.score) : 'n/a',
      row.runs && Number.isFinite(row.seo) ? String(row.seo) : 'n/a',
      row.runs ? `${(row.lcp / 1000).toFixed(2)} s` : 'n/a',
      row.runs ? `${Math.round(row.tbt)} ms` : 'n/a',
      row.runs ? row.cls.toFixed(3) : 'n/a',
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

export function printBytes(page, load) {
  const libraries = new Map();
  for (const script of load.scripts) {
    const split = script.source ? librariesOf(script.source, script.bytes) : [{ library: 'unknown', bytes: script.bytes }];
    script.libraries = split;
    for (const { library, bytes } of split) libraries.set(library, (libraries.get(library) ?? 0) + bytes);
  }
  log(
    `  ${page.key} (${kb(load.total)} KB): ${[...libraries]
      .sort((a, b) => b[1] - a[1])
      .map(([lib, bytes]) => `${lib} ${kb(bytes)}`)
      .join(', ')}`,
  );
  if (page.key === 'home') {
    log('    biggest scripts:');
    for (const script of [...load.scripts].sort((a, b) => b.bytes - a.bytes).slice(0, 12)) {
      log(
        `      ${kb(script.bytes).padStart(6)} KB  ${`${script.app}/${script.file}`.padEnd(46)} ${script.libraries.map((l) => `${l.library} ${kb(l.bytes)}`).join(', ')}`,
      );
    }
  }
  const r = load.react;
  log(
    `    React: ${r.copies} ${r.copies === 1 ? 'copy' : 'copies'} ran (${r.versions.join(', ')}; ${r.assignments} export assignments); react-dom ${r.reactDomCopies}; ` +
      `renderers ${r.renderers.join(', ') || 'none'} bound to ${r.rendererReacts} React${r.renderersOnKnownReact ? '' : ' (NOT one counted above)'}; ` +
      `loaded chunks defining React: ${r.chunksWithReact.join(', ') || 'none'}`,
  );
  if (r.copies !== 1) log(`    ANOMALY React created by: ${r.where.join(' | ')}`);
  if (process.env.BENCH_WEB_DEBUG) log(`    React export assignments by: ${r.allWhere.join(' | ')}`);
  if (load.notGzip.length) log(`    not gzip: ${load.notGzip.join(', ')}`);
  if (load.badStatus.length) log(`    ANOMALY failed scripts: ${load.badStatus.join(', ')}`);
  if (load.failures.length) log(`    ANOMALY network failures: ${load.failures.join(', ')}`);
  if (load.pageErrors.length) log(`    ANOMALY page errors: ${load.pageErrors.join(' | ')}`);
}

export function figuresSection(table, summary, load, runs, tti, startup, vitals = null) {
  const date = new Date().toISOString().slice(0, 10);
  const chromiumVersion = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout?.trim().split(' built')[0] ?? 'Chromium';
  return [
    `Measured with \`npm run bench:web\` on ${date}: production builds served by the storefront's production server (\`page-server/\`) on 127.0.0.1,`,
    `${chromiumVersion} headless, Node ${process.versions.node}, a shared machine with ${os.cpus().length} CPU cores`,
    `(1-minute load average ${load.before.toFixed(2)} before the run, median ${load.median.toFixed(2)} during it with the benchmark's own`,
    `Chromium${load.cpuIndex ? `; Lighthouse's CPU benchmark index ${Math.round(load.cpuIndex.median)}, ${Math.round(load.cpuIndex.min)}–${Math.round(load.cpuIndex.max)} across runs: the same page scores lower when it drops` : ''}).`,
    'Purchase and dashboard are opened signed in as the demo customer.',
    '',
    '- **JS**: every script response of a cold load (empty cache), gzip (requested with `Accept-Encoding: gzip`',
    "  only), body bytes on the wire, split by the app that served it, plus the shell's start-up script written",
    '  into its HTML (its gzip on its own); 1 KB = 1000 bytes.' +
      (vitals
        ? ` Page loads outside the web vitals' sample (vitalsSample ${vitals.sample}), as most are: a sampled one (config.json` +
          ` \`vitalsSample\`, 0.1 by default) also fetches the web-vitals chunk once the page is idle${vitals.kb === null ? '' : `, ${vitals.kb.toFixed(1)} KB`}.`
        : ''),
    '- **React copies**: copies of the `react` package that ran in the page, counted at run time.',
    `- **TTI (observed)**: a cold load in Chromium throttled over the DevTools protocol (CPU ${tti.cpuSlowdown}× slower, ${tti.latencyMs} ms`,
    `  round trips, ${tti.downKbps / 1000} Mbit/s down), the latest of FCP, DOMContentLoaded and the end of the last long task before`,
    `  5 s without one (Lighthouse's rule, on what the page reports), median of ${tti.runs} loads (\`scripts/bench/tti.mjs\`);`,
    "  **TBT (observed)** is the time each long task of those loads took beyond 50 ms after FCP (Lighthouse's rule), and",
    "  **LCP (observed)** the browser's own largest contentful paint, medians of the same loads.",
    `- **Lighthouse** ${LIGHTHOUSE_VERSION}, performance only, its default **mobile** settings (simulated slow 4G, 4× CPU`,
    `  slowdown), median of ${runs} cold runs per page.`,
    '',
    table,
    '',
    `Targets: home first load under ${TARGETS.homeJsKb} KB of gzipped JS, Lighthouse performance ≥ ${TARGETS.score},`,
    `LCP < ${TARGETS.lcpMs / 1000} s, CLS < ${TARGETS.cls}, one copy of React. This run:`,
    '',
    ...summary.checks.map((check) => `- ${check.ok ? '✅' : '❌'} ${check.text}`),
    '',
    `Code at this commit: the ${startup} (\`node scripts/bench/startup-code.mjs [commit]\`).`,
  ].join('\n');
}
