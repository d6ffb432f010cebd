#!/usr/bin/env node
// `npm run bench:web [-- --build] [--write-docs] [--runs N] [--skip-lighthouse] [--tti-runs N] [--skip-tti] [--list-scripts]`
//
// Measures the composed storefront as a visitor gets it: the production builds served by the
// production server (page-server/), the API and the Auth emulator, all on this script's own ports
// (3300-3303, 4300, 9300-9302) so it never collides with `npm start` or the browser tests.
// For five pages (home, all parts and a part's page as a visitor; the part's page and the
// dashboard signed in as the demo customer) it reports, in headless Debian Chromium:
//   - the JavaScript bytes of a cold load, gzip, split by the origin (app) that served them;
//   - how many copies of React the page created (must be 1);
//   - the observed time to interactive of a throttled cold load (scripts/bench/tti.mjs), median of N;
//   - Lighthouse's performance score, LCP, TBT and CLS (default mobile settings), median of N runs,
//     and its SEO score (100 is the target of the public pages);
// and for home and a part's page, the HTML's time to first byte: kept by the page server, and
// made for the request (SERVER_PAGES=off measures the shell's index.html alone, to compare).
// It prints one markdown table; `--write-docs` (or its older name `--write-readme`) also puts it in
// docs/performance.md between `<!-- bench:web:start -->` and `<!-- bench:web:end -->`; `--list-scripts` lists each page's
// scripts with their bytes, biggest first (what to trim). It exits non-zero if a page fails to
// load; missed targets are printed but do not fail the run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, DEMO_ACCOUNTS, ROOT, stackOptions, startStack } from '../lib/stack.mjs';
import { launchChromium, signIn } from './chromium.mjs';
import { cleanup, cleanups, kb, LIGHTHOUSE_VERSION, log, median } from './common.mjs';
import { measureLoad } from './load.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { measureTti, THROTTLING } from './tti.mjs';
import { measureTtfb } from './ttfb.mjs';
import { publishAssembly200 } from './assembly200.mjs';
import { parseCli, numberOption } from '../lib/cli.mjs';
import { writeFigures } from './figures.mjs';
import { figuresSection, markdownTable, printBytes, summarize } from './report.mjs';
import { describeStartupCode, startupCode } from './startup-code.mjs';

const { flags, RUNS, TTI_RUNS } = parseCli({
  usage: 'usage: npm run bench:web [-- --build] [--write-docs] [--runs N] [--skip-lighthouse] [--tti-runs N] [--skip-tti] [--list-scripts]',
  options: {
    build: { type: 'boolean', default: false },
    'write-docs': { type: 'boolean', default: false },
    'write-readme': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'tti-runs': { type: 'string', default: '5' },
    'skip-tti': { type: 'boolean', default: false },
    'list-scripts': { type: 'boolean', default: false },
  },
  check: ({ values }) => ({
    flags: { build: values.build, writeDocs: values['write-docs'] || values['write-readme'], listScripts: values['list-scripts'] },
    RUNS: values['skip-lighthouse'] ? 0 : numberOption('runs', values.runs, { min: 1 }),
    TTI_RUNS: values['skip-tti'] ? 0 : numberOption('tti-runs', values['tti-runs'], { min: 1 }),
  }),
});

let signalled = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (signalled) {
      console.error('Stopping now (the stack may still be stopping).');
      process.exit(130);
    }
    signalled = true;
    console.error(`\n${signal}: stopping the stack and Chromium…`);
    cleanup().finally(() => process.exit(130));
  });
}

// The 1-minute load average, sampled through the run (it includes this benchmark's own Chromium).
const loadSamples = [];
const loadBefore = os.loadavg()[0];
const sampler = setInterval(() => loadSamples.push(os.loadavg()[0]), 5000);
sampler.unref();

/** The gzip KB of the shell's web-vitals chunk, which only the sampled page loads fetch (config.json `vitalsSample`). */
function vitalsChunkKb() {
  const dist = path.join(ROOT, 'shell', 'dist');
  const file = fs.existsSync(dist) ? fs.readdirSync(dist).find((name) => /^health-vitals\.[\w]+\.js\.gz$/.test(name)) : undefined;
  return file ? fs.statSync(path.join(dist, file)).size / 1000 : null;
}

/** 1. Production builds: reuse them unless one is missing or --build asks for a fresh one. */
function ensureBuilds() {
  // (The shell's build has an index.html; a remote's production build only its remoteEntry.js.)
  const built = (app) => path.join(app.dir, 'dist', app.name === 'shell' ? 'index.html' : 'remoteEntry.js');
  const missing = [...APPS.map(built), path.join('server', 'dist', 'main.js')].filter((file) => !fs.existsSync(path.join(ROOT, file)));
  if (flags.build || missing.length) {
    log(flags.build ? 'Building (--build)…' : `Building (missing: ${missing.join(', ')})…`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const build = spawnSync(npm, ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`npm run build failed (${build.status ?? build.signal})`);
  } else {
    log('Using the existing production builds (pass --build to rebuild).');
  }
}

/** 2. The stack on its own ports and a fresh data folder; null when a signal stopped the run meanwhile. */
async function startBenchStack() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-data-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const options = stackOptions({
    ...process.env,
    SHELL_PORT: '3300',
    CATALOGUE_PORT: '3301',
    ACCOUNT_PORT: '3302',
    ADMIN_PORT: '3303',
    API_PORT: '4300',
    AUTH_EMULATOR_PORT: '9300',
    AUTH_EMULATOR_HUB_PORT: '9301',
    AUTH_EMULATOR_LOGGING_PORT: '9302',
    DATA_DIR: dataDir,
    // A page load outside the web vitals' sample, as most are; a sampled one adds the chunk below.
    VITALS_SAMPLE: process.env.VITALS_SAMPLE ?? '0',
  });
  const vitalsKb = vitalsChunkKb();
  log('Starting the stack (emulator, API, four static servers)…');
  const starting = startStack({ mode: 'production', options, quiet: true });
  // Registered before it resolves, so Ctrl-C during start-up still stops what has started.
  cleanups.push(async () => (await starting.catch(() => null))?.stop());
  const stack = await starting;
  if (signalled) return null;
  log(`Stack up: ${stack.url} (API ${stack.apiUrl})`);
  const appByPort = new Map(Object.entries(options.ports).map(([name, port]) => [String(port), name]));
  return { stack, options, vitalsKb, appByPort };
}

/** The five pages measured, each with what shows it is ready, `part` the part whose page is measured. */
function benchPages(part) {
  const visible = (locator) => locator.waitFor({ state: 'visible', timeout: 60000 });
  const partPath = `/parts/${encodeURIComponent(part._id)}`;
  return [
    { key: 'home', label: 'Home `/`', path: '/', profile: 'visitor', ready: (page) => visible(page.locator('#parts-title')) },
    { key: 'parts', label: 'All parts `/parts`', path: '/parts', profile: 'visitor', ready: (page) => visible(page.locator('#root article').first()) },
    {
      key: 'part',
      label: 'Part `/parts/:id` (visitor)',
      path: partPath,
      profile: 'visitor',
      ready: (page) => visible(page.locator('#part-title', { hasText: part.name })),
    },
    {
      key: 'purchase',
      label: 'Purchase `/parts/:id`',
      path: partPath,
      profile: 'customer',
      ready: (page) => visible(page.locator('#part-title', { hasText: part.name })),
    },
    {
      key: 'dashboard',
      label: 'Dashboard `/dashboard`',
      path: '/dashboard',
      profile: 'customer',
      ready: (page) => visible(page.getByRole('heading', { name: 'My Profile', exact: true })),
    },
  ];
}

/** The HTML's time to first byte, kept by the page server and made for the request, before any browser runs. */
async function measureTtfbs(stack, options, part) {
  const ttfb = [];
  const assembly200 = await publishAssembly200(stack);
  for (const [label, pagePath] of [
    ['home', '/'],
    ['part', `/parts/${encodeURIComponent(part._id)}`],
    ['assembly, 200 hotspots', assembly200],
  ]) {
    const kept = await measureTtfb(stack.url + pagePath);
    const made = await measureTtfb(stack.url + pagePath, { fresh: true });
    ttfb.push({ label, kept, made });
    log(
      `TTFB ${label}: kept ${kept.median.toFixed(1)} ms (p95 ${kept.p95.toFixed(1)}), made for the request ${made.median.toFixed(1)} ms (p95 ${made.p95.toFixed(1)}; its last byte ${made.whole.toFixed(1)})${options.serverPages ? '' : ' [SERVER_PAGES=off]'}`,
    );
  }
  return ttfb;
}

/** Each page's cold load: its JavaScript bytes by app and its copies of React. `failed` when a page did not load. */
async function measureLoads(pages, profiles, stack, appByPort) {
  const results = {};
  let failed = false;
  for (const page of pages) {
    const url = stack.url + page.path;
    log(`\n[${page.key}] cold load for bytes and React copies: ${url}`);
    try {
      results[page.key] = { page, load: await measureLoad(profiles[page.profile], url, page, appByPort), lighthouse: [] };
      const load = results[page.key].load;
      log(`  ${kb(load.total)} KB of JS in ${load.scripts.length} scripts; React copies ${load.react.copies}`);
      if (flags.listScripts) for (const s of [...load.scripts].sort((a, b) => b.bytes - a.bytes)) log(`    ${kb(s.bytes).padStart(6)} KB  ${s.app}/${s.file}`);
    } catch (error) {
      failed = true;
      results[page.key] = { page, error: error.message, lighthouse: [] };
      console.error(`  FAILED to load ${url}: ${error.message}`);
    }
  }
  return { results, failed };
}

/** Observed time to interactive, throttled, round-robin over the pages (into each page's result). */
async function measureTtis(pages, results, profiles, stack) {
  for (let run = 1; run <= TTI_RUNS; run++) {
    for (const page of pages) {
      const result = results[page.key];
      if (result.error) continue;
      result.tti ??= [];
      result.observedLcp ??= [];
      result.observedTbt ??= [];
      process.stdout.write(`Observed TTI ${run}/${TTI_RUNS} ${page.key}… `);
      try {
        const measured = await measureTti(profiles[page.profile], stack.url + page.path, page);
        result.tti.push(measured.tti);
        result.observedTbt.push(measured.tbt);
        if (measured.lcp !== null) result.observedLcp.push(measured.lcp);
        log(
          `${(measured.tti / 1000).toFixed(2)} s (FCP ${(measured.fcp / 1000).toFixed(2)} s, LCP ${measured.lcp === null ? 'n/a' : `${(measured.lcp / 1000).toFixed(2)} s`}, ${measured.longTasks} long tasks, the longest ${Math.round(measured.longest)} ms, TBT ${Math.round(measured.tbt)} ms)`,
        );
      } catch (error) {
        log(`failed: ${error.message.split('\n')[0]}`);
      }
    }
  }
}

/**
 * Lighthouse, round-robin over the pages so a noisy minute does not hit one page only (into each
 * page's result). True when a page had no run that worked.
 */
async function runLighthouses(pages, results, profiles, stack) {
  for (let run = 1; run <= RUNS; run++) {
    for (const page of pages) {
      const result = results[page.key];
      if (result.error) continue;
      process.stdout.write(`Lighthouse ${run}/${RUNS} ${page.key}… `);
      try {
        const lh = await runLighthouse(profiles[page.profile], stack.url + page.path, page.path);
        result.lighthouse.push(lh);
        log(`score ${lh.score}, LCP ${(lh.lcp / 1000).toFixed(2)} s, TBT ${Math.round(lh.tbt)} ms, CLS ${lh.cls.toFixed(3)}`);
      } catch (error) {
        result.lighthouse.push({ error: error.message });
        log(`failed: ${error.message}`);
      }
    }
  }
  let failed = false;
  for (const page of pages) {
    const result = results[page.key];
    if (RUNS && !result.error && !result.lighthouse.some((lh) => !lh.error)) {
      failed = true;
      result.error = `every Lighthouse run failed (${result.lighthouse.map((lh) => lh.error).join('; ')})`;
    }
  }
  return failed;
}

/** How busy the machine was: the load average before and during the run, and Lighthouse's CPU index at each run. */
function machineLoad(results) {
  const load = { before: loadBefore, median: median(loadSamples.length ? loadSamples : [os.loadavg()[0]]), max: Math.max(...loadSamples, os.loadavg()[0]) };
  // Lighthouse's own measure of the CPU at each run (higher is faster; its mobile settings assume
  // a machine of about 1000-2000+ and slow it down 4x): the same page scores lower when it drops.
  const indexes = Object.values(results)
    .flatMap((result) => result.lighthouse.filter((lh) => !lh.error).map((lh) => lh.benchmarkIndex))
    .filter(Number.isFinite);
  load.cpuIndex = indexes.length ? { median: median(indexes), min: Math.min(...indexes), max: Math.max(...indexes) } : null;
  return load;
}

/** Each page's Lighthouse details: script transfer, FCP, scores, LCP element, SEO, layout shifts, warnings. */
function printLighthouseDetails(pages, results) {
  if (RUNS) log('\nLighthouse details (script transfer it saw: Chromium picks the encoding there):');
  for (const page of pages) {
    const runs = results[page.key].lighthouse.filter((lh) => !lh.error);
    if (!runs.length) continue;
    const last = runs.at(-1);
    log(
      `  ${page.key}: ${kb(median(runs.map((lh) => lh.scriptTransfer)))} KB of scripts, FCP ${(median(runs.map((lh) => lh.fcp)) / 1000).toFixed(2)} s; scores ${runs.map((lh) => lh.score).join(', ')}`,
    );
    log(`    LCP element (last run): ${last.lcpElement}`);
    const seoMissed = [...new Set(runs.flatMap((lh) => lh.seoMissed ?? []))];
    log(`    SEO ${runs.map((lh) => lh.seo).join(', ')}${seoMissed.length ? `; missed: ${seoMissed.join('; ')}` : ''}`);
    if (last.shifts.length) log(`    biggest layout shifts (last run): ${last.shifts.join(' | ')}`);
    for (const warning of new Set(runs.flatMap((lh) => lh.warnings))) log(`    Lighthouse warning: ${warning}`);
  }
}

/** The machine's load and the Lighthouse settings the figures were taken under. */
function printConditions(load) {
  log(
    `\nLoad average (1 min): ${load.before.toFixed(2)} before the run; during it, median ${load.median.toFixed(2)}, max ${load.max.toFixed(2)} (includes this benchmark's Chromium).`,
  );
  if (load.cpuIndex)
    log(`Lighthouse CPU benchmark index: median ${Math.round(load.cpuIndex.median)} (${Math.round(load.cpuIndex.min)}–${Math.round(load.cpuIndex.max)}).`);
  log(`Lighthouse ${LIGHTHOUSE_VERSION}, default MOBILE settings (simulated slow 4G, 4x CPU slowdown), median of ${RUNS} run${RUNS === 1 ? '' : 's'}.\n`);
}

/** The HTML's time to first byte as a table, and whether a parts book page of 200 hotspots is made within home's time. */
function printTtfb(ttfb, options) {
  log(`\nHTML, time to first byte over 30 requests each (median / p95)${options.serverPages ? '' : ", SERVER_PAGES=off: the shell's index.html alone"}:`);
  log('| page | kept by the page server | made for the request | made, its last byte (median) |\n| --- | ---: | ---: | ---: |');
  for (const { label, kept, made } of ttfb)
    log(
      `| ${label} | ${kept.median.toFixed(1)} / ${kept.p95.toFixed(1)} ms | ${made.median.toFixed(1)} / ${made.p95.toFixed(1)} ms | ${made.whole.toFixed(1)} ms |`,
    );
  // The parts book's goal: its page of 200 hotspots made as fast as the public pages (home's, the slowest).
  const [home, assembly] = [ttfb[0], ttfb.at(-1)];
  log(
    `${assembly.made.median <= home.made.median * 1.1 ? 'ok    ' : 'MISSED'}  an assembly page of 200 hotspots made for the request within home's time to first byte: ` +
      `${assembly.made.median.toFixed(1)} ms against ${home.made.median.toFixed(1)} ms (median, 10 % allowed)`,
  );
}

/** 4. The report: where the bytes go, Lighthouse's details, the table, the TTFB, the targets met and missed; the docs' figures when asked. */
function report({ pages, results, ttfb, options, vitalsKb, failed }) {
  const load = machineLoad(results);
  const summary = summarize(pages, results);
  const table = markdownTable(pages, results, summary);
  log("\nWhere the bytes go (cold load, gzip, estimated by library from the chunks' contents):");
  for (const page of pages) if (results[page.key].load) printBytes(page, results[page.key].load);
  printLighthouseDetails(pages, results);
  printConditions(load);
  log(table);
  printTtfb(ttfb, options);
  const startup = describeStartupCode(startupCode());
  log(`\nCode: ${startup} (scripts/bench/startup-code.mjs).`);
  const missed = summary.checks.filter((check) => !check.ok);
  log('');
  for (const check of summary.checks) log(`${check.ok ? 'ok    ' : 'MISSED'}  ${check.text}`);
  if (missed.length) log(`\n${missed.length} target(s) missed (reported, not a failure).`);

  if (flags.writeDocs) {
    if (failed || !RUNS) log('\ndocs/performance.md left as it is: only a complete run (every page loaded, Lighthouse run) is written there.');
    else {
      const file = writeFigures(
        'web',
        figuresSection(table, summary, load, RUNS, { runs: TTI_RUNS, ...THROTTLING }, startup, { sample: options.vitalsSample, kb: vitalsKb }),
      );
      log(`\n${file}: the web pages' figures are updated.`);
    }
  }
}

async function main() {
  log(
    `bench:web — ${os.cpus().length} CPU cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  if (loadBefore > 2) log(`warning: the machine is busy (load ${loadBefore.toFixed(2)}); numbers will be noisy.`);
  ensureBuilds();
  const started = await startBenchStack();
  if (!started) return;
  const { stack, options, vitalsKb, appByPort } = started;

  const parts = (await (await fetch(`${stack.apiUrl}/parts`)).json()).items;
  if (!Array.isArray(parts) || !parts.length) throw new Error(`GET ${stack.apiUrl}/parts returned no parts`);
  const part = parts[0];
  const pages = benchPages(part);
  // The HTML's time to first byte, before any browser runs (nothing else is loading the machine).
  const ttfb = await measureTtfbs(stack, options, part);

  // 3. Two Chromium profiles: a visitor (never signed in) and the demo customer.
  const profiles = { visitor: await launchChromium('visitor'), customer: await launchChromium('customer') };
  await signIn(profiles.customer, stack.url, DEMO_ACCOUNTS.customer);
  log(`Signed in as ${DEMO_ACCOUNTS.customer.email} in the customer profile.`);

  const { results, failed: notLoaded } = await measureLoads(pages, profiles, stack, appByPort);
  await measureTtis(pages, results, profiles, stack);
  const noLighthouse = await runLighthouses(pages, results, profiles, stack);
  const failed = notLoaded || noLighthouse;
  report({ pages, results, ttfb, options, vitalsKb, failed });
  if (failed) {
    console.error('\nA page failed to load: see above.');
    process.exitCode = 1;
  }
}

main()
  .catch((error) => {
    console.error(`bench:web failed: ${error.stack ?? error.message}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    clearInterval(sampler);
    await cleanup();
  });
