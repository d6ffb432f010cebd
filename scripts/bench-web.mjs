#!/usr/bin/env node
// `npm run bench:web [-- --build] [--write-readme] [--runs N] [--skip-lighthouse]`
//
// Measures the composed storefront as a visitor gets it: the production builds served by
// scripts/lib/serve-static.mjs, the API and the Auth emulator, all on this script's own ports
// (3300-3303, 4300, 9300-9302) so it never collides with `npm start` or the browser tests.
// For three pages (home, a purchase page and the dashboard, the last two signed in as the demo
// customer) it reports, in headless Debian Chromium:
//   - the JavaScript bytes of a cold load, gzip, split by the origin (app) that served them;
//   - how many copies of React the page created (must be 1);
//   - Lighthouse's performance score, LCP, TBT and CLS (default mobile settings), median of N runs.
// It prints one markdown table; `--write-readme` also puts it in README.md between
// `<!-- bench:web:start -->` and `<!-- bench:web:end -->`. It exits non-zero if a page fails to
// load; missed targets are printed but do not fail the run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { librariesOf } from './lib/bench-chunks.mjs';
import { APPS, DEMO_ACCOUNTS, ROOT, stackOptions, startStack } from './lib/stack.mjs';

const args = process.argv.slice(2);
const has = (name) => args.includes(name);
const valueOf = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
};
if (has('--help') || has('-h')) {
  console.log('usage: npm run bench:web [-- --build] [--write-readme] [--runs N] [--skip-lighthouse]');
  process.exit(0);
}
const RUNS = has('--skip-lighthouse') ? 0 : Math.max(1, Number(valueOf('--runs') ?? 3));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE_VERSION = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
const KB = 1000; // 1 KB = 1000 bytes (the larger, stricter figure against a KB target)
const README = path.join(ROOT, 'README.md');
const START = '<!-- bench:web:start -->';
const END = '<!-- bench:web:end -->';

// The storefront's speed targets.
const TARGETS = { homeJsKb: 150, score: 95, lcpMs: 2000, cls: 0.05, reactCopies: 1 };

// ---------------------------------------------------------------------------------------------
// Clean-up on every way out (normal end, error, Ctrl-C): Chromium profiles, the stack, temp dirs.
const cleanups = [];
let cleaning;
function cleanup() {
  cleaning ??= (async () => {
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch {
        // Cleaning up after a failed run: the next step still runs.
      }
    }
  })();
  return cleaning;
}
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

const log = (...line) => console.log(...line);
const kb = (bytes) => (bytes / KB).toFixed(1);
const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// The 1-minute load average, sampled through the run (it includes this benchmark's own Chromium).
const loadSamples = [];
const loadBefore = os.loadavg()[0];
const sampler = setInterval(() => loadSamples.push(os.loadavg()[0]), 5000);
sampler.unref();

async function main() {
  log(
    `bench:web — ${os.cpus().length} CPU cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  if (loadBefore > 2) log(`warning: the machine is busy (load ${loadBefore.toFixed(2)}); numbers will be noisy.`);

  // 1. Production builds: reuse them unless one is missing or --build asks for a fresh one.
  // (The shell's build has an index.html; a remote's production build only its remoteEntry.js.)
  const built = (app) => path.join(app.dir, 'dist', app.name === 'shell' ? 'index.html' : 'remoteEntry.js');
  const missing = [...APPS.map(built), path.join('server', 'dist', 'main.js')].filter((file) => !fs.existsSync(path.join(ROOT, file)));
  if (has('--build') || missing.length) {
    log(has('--build') ? 'Building (--build)…' : `Building (missing: ${missing.join(', ')})…`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const build = spawnSync(npm, ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`npm run build failed (${build.status ?? build.signal})`);
  } else {
    log('Using the existing production builds (pass --build to rebuild).');
  }

  // 2. The stack on its own ports and a fresh data folder.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-data-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const options = stackOptions({
    ...process.env,
    SHELL_PORT: '3300',
    CATALOGUE_PORT: '3301',
    ACCOUNT_PORT: '3302',
    ADMIN_PORT: '3303',
    API_PORT: '4300',
    AUTH_EMULATOR_PORT: '9300', // the emulator also takes 9301 (hub) and 9302 (logging)
    DATA_DIR: dataDir,
  });
  log('Starting the stack (emulator, API, four static servers)…');
  const starting = startStack({ mode: 'production', options, quiet: true });
  // Registered before it resolves, so Ctrl-C during start-up still stops what has started.
  cleanups.push(async () => (await starting.catch(() => null))?.stop());
  const stack = await starting;
  if (signalled) return;
  log(`Stack up: ${stack.url} (API ${stack.apiUrl})`);
  const appByPort = new Map(Object.entries(options.ports).map(([name, port]) => [String(port), name]));

  const parts = await (await fetch(`${stack.apiUrl}/parts`)).json();
  if (!Array.isArray(parts) || !parts.length) throw new Error(`GET ${stack.apiUrl}/parts returned no parts`);
  const part = parts[0];

  const pages = [
    {
      key: 'home',
      label: 'Home `/`',
      path: '/',
      profile: 'visitor',
      ready: (page) => page.locator('#parts-title').waitFor({ state: 'visible', timeout: 60000 }),
    },
    {
      key: 'purchase',
      label: 'Purchase `/parts/:id`',
      path: `/parts/${encodeURIComponent(part._id)}`,
      profile: 'customer',
      ready: (page) => page.locator('#part-title', { hasText: part.name }).waitFor({ state: 'visible', timeout: 60000 }),
    },
    {
      key: 'dashboard',
      label: 'Dashboard `/dashboard`',
      path: '/dashboard',
      profile: 'customer',
      ready: (page) => page.getByRole('heading', { name: 'My Profile', exact: true }).waitFor({ state: 'visible', timeout: 60000 }),
    },
  ];

  // 3. Two Chromium profiles: a visitor (never signed in) and the demo customer.
  const profiles = { visitor: await launchChromium('visitor'), customer: await launchChromium('customer') };
  await signIn(profiles.customer, stack.url, DEMO_ACCOUNTS.customer);
  log(`Signed in as ${DEMO_ACCOUNTS.customer.email} in the customer profile.`);

  const results = {};
  let failed = false;
  for (const page of pages) {
    const url = stack.url + page.path;
    log(`\n[${page.key}] cold load for bytes and React copies: ${url}`);
    try {
      results[page.key] = { page, load: await measureLoad(profiles[page.profile], url, page, appByPort), lighthouse: [] };
      const load = results[page.key].load;
      log(`  ${kb(load.total)} KB of JS in ${load.scripts.length} scripts; React copies ${load.react.copies}`);
    } catch (error) {
      failed = true;
      results[page.key] = { page, error: error.message, lighthouse: [] };
      console.error(`  FAILED to load ${url}: ${error.message}`);
    }
  }

  // Lighthouse, round-robin over the pages so a noisy minute does not hit one page only.
  for (let run = 1; run <= RUNS; run++) {
    for (const page of pages) {
      const result = results[page.key];
      if (result.error) continue;
      const url = stack.url + page.path;
      process.stdout.write(`Lighthouse ${run}/${RUNS} ${page.key}… `);
      try {
        const lh = await runLighthouse(profiles[page.profile], url, page.path);
        result.lighthouse.push(lh);
        log(`score ${lh.score}, LCP ${(lh.lcp / 1000).toFixed(2)} s, TBT ${Math.round(lh.tbt)} ms, CLS ${lh.cls.toFixed(3)}`);
      } catch (error) {
        result.lighthouse.push({ error: error.message });
        log(`failed: ${error.message}`);
      }
    }
  }
  for (const page of pages) {
    const result = results[page.key];
    if (RUNS && !result.error && !result.lighthouse.some((lh) => !lh.error)) {
      failed = true;
      result.error = `every Lighthouse run failed (${result.lighthouse.map((lh) => lh.error).join('; ')})`;
    }
  }

  // 4. Report.
  const load = { before: loadBefore, median: median(loadSamples.length ? loadSamples : [os.loadavg()[0]]), max: Math.max(...loadSamples, os.loadavg()[0]) };
  // Lighthouse's own measure of the CPU at each run (higher is faster; its mobile settings assume
  // a machine of about 1000-2000+ and slow it down 4x): the same page scores lower when it drops.
  const indexes = Object.values(results)
    .flatMap((result) => result.lighthouse.filter((lh) => !lh.error).map((lh) => lh.benchmarkIndex))
    .filter(Number.isFinite);
  load.cpuIndex = indexes.length ? { median: median(indexes), min: Math.min(...indexes), max: Math.max(...indexes) } : null;
  const summary = summarize(pages, results);
  const table = markdownTable(pages, results, summary);
  log("\nWhere the bytes go (cold load, gzip, estimated by library from the chunks' contents):");
  for (const page of pages) if (results[page.key].load) printBytes(page, results[page.key].load);
  if (RUNS) log('\nLighthouse details (script transfer it saw: Chromium picks the encoding there):');
  for (const page of pages) {
    const runs = results[page.key].lighthouse.filter((lh) => !lh.error);
    if (!runs.length) continue;
    const last = runs.at(-1);
    log(
      `  ${page.key}: ${kb(median(runs.map((lh) => lh.scriptTransfer)))} KB of scripts, FCP ${(median(runs.map((lh) => lh.fcp)) / 1000).toFixed(2)} s; scores ${runs.map((lh) => lh.score).join(', ')}`,
    );
    log(`    LCP element (last run): ${last.lcpElement}`);
    if (last.shifts.length) log(`    biggest layout shifts (last run): ${last.shifts.join(' | ')}`);
    for (const warning of new Set(runs.flatMap((lh) => lh.warnings))) log(`    Lighthouse warning: ${warning}`);
  }
  log(
    `\nLoad average (1 min): ${load.before.toFixed(2)} before the run; during it, median ${load.median.toFixed(2)}, max ${load.max.toFixed(2)} (includes this benchmark's Chromium).`,
  );
  if (load.cpuIndex)
    log(`Lighthouse CPU benchmark index: median ${Math.round(load.cpuIndex.median)} (${Math.round(load.cpuIndex.min)}–${Math.round(load.cpuIndex.max)}).`);
  log(`Lighthouse ${LIGHTHOUSE_VERSION}, default MOBILE settings (simulated slow 4G, 4x CPU slowdown), median of ${RUNS} run${RUNS === 1 ? '' : 's'}.\n`);
  log(table);
  const missed = summary.checks.filter((check) => !check.ok);
  log('');
  for (const check of summary.checks) log(`${check.ok ? 'ok    ' : 'MISSED'}  ${check.text}`);
  if (missed.length) log(`\n${missed.length} target(s) missed (reported, not a failure).`);

  if (has('--write-readme')) {
    if (failed || !RUNS) log('\nREADME.md left as it is: only a complete run (every page loaded, Lighthouse run) is written there.');
    else {
      writeReadme(readmeSection(table, summary, load));
      log('\nREADME.md: the "Speed, measured" section is updated.');
    }
  }
  if (failed) {
    console.error('\nA page failed to load: see above.');
    process.exitCode = 1;
  }
}

// ---------------------------------------------------------------------------------------------
// Chromium

async function launchChromium(name) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-web-${name}-`));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox'],
    userDataDir,
    handleSIGINT: false, // ours stops the stack too
    logLevel: 'silent',
  });
  cleanups.push(async () => {
    await chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  });
  return { name, port: chrome.port, cdpUrl: `http://127.0.0.1:${chrome.port}` };
}

/** Runs `fn(page, cdp)` in a new tab of the profile (Playwright over CDP), then disconnects. */
async function withTab(profile, fn) {
  const browser = await chromium.connectOverCDP(profile.cdpUrl);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    try {
      const cdp = await context.newCDPSession(page);
      return await fn(page, cdp);
    } finally {
      await page.close().catch(() => {});
    }
  } finally {
    await browser.close().catch(() => {}); // a CDP connection: disconnects, Chromium keeps running
  }
}

async function signIn(profile, shellUrl, account) {
  await withTab(profile, async (page) => {
    await page.goto(`${shellUrl}/login`, { waitUntil: 'load', timeout: 60000 });
    await page.getByLabel('Email').fill(account.email, { timeout: 60000 });
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    // A returning customer: the API token and the admin answer the shell remembers (without the
    // latter, the next page load would start the sign-in SDK to ask again).
    await page.waitForFunction(() => Boolean(localStorage.getItem('accessToken') && localStorage.getItem('storefront:isAdmin')), null, { timeout: 60000 });
  });
}

/**
 * Counts React at run time, installed before any page script runs.
 *
 * react.production.js creates its internals once per copy and publishes them with
 * `exports.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE = …` (react-dom does the
 * same with `__DOM_INTERNALS_…`). Those export names survive minification. A setter for those
 * names on Object.prototype is therefore called once for every copy of React that is actually
 * *executed*, whatever chunk, remote or bundle it came from; it records the internals object and
 * then stores the value as an ordinary own property, so React works as usual. Copies are the
 * distinct internals objects (code that copies React's exports elsewhere passes the same one). A copy that is
 * downloaded but never run (a remote's fallback chunk) does not count, a copy bundled into a
 * remote outside federation does. A stub React DevTools hook also counts the renderers that
 * register (one per react-dom client copy). As a cross-check the script also counts loaded chunks
 * that define that export (the static way).
 */
const REACT_PROBE = `(() => {
  const found = { react: [], reactDom: [], renderers: [] };
  Object.defineProperty(window, '__benchReact', { value: found });
  for (const [key, list] of [
    ['__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE', found.react],
    ['__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED', found.react], // React 18 and older
    ['__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE', found.reactDom],
  ]) {
    Object.defineProperty(Object.prototype, key, {
      configurable: true,
      get() { return undefined; },
      set(value) {
        Object.defineProperty(this, key, { value, writable: true, enumerable: true, configurable: true });
        // Only the internals object itself: webpack's interop helper also assigns getter
        // functions under the same names when it wraps React's exports in a namespace.
        if (typeof value !== 'object' || value === null) return;
        const where = (new Error().stack || '').split('\\n').slice(2, 4).map((l) => l.trim()).join(' < ');
        list.push({ exports: this, internals: value, where });
      },
    });
  }
  let id = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { found.renderers.push(renderer); this.renderers.set(++id, renderer); return id; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
})();`;
const DEFINES_REACT = /\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=[^=]/;

/**
 * A cold load: HTTP cache cleared and disabled, `Accept-Encoding: gzip` only, so every script
 * arrives as the server's precompressed .gz (or plain when too small to have one). Counts the
 * body bytes on the wire of every script response (Content-Length, else encoded length minus
 * headers), by origin port, plus the scripts written into the page itself (the shell's start-up
 * script), as their gzip (level 9) would weigh on their own.
 */
async function measureLoad(profile, url, spec, appByPort) {
  return withTab(profile, async (page, cdp) => {
    await page.setViewportSize({ width: 412, height: 823 }); // Lighthouse's mobile viewport
    await page.addInitScript(REACT_PROBE);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });
    const responses = new Map();
    const failures = [];
    cdp.on('Network.responseReceived', (event) => {
      if (event.type !== 'Script') return;
      const headers = Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      responses.set(event.requestId, {
        url: event.response.url,
        status: event.response.status,
        encoding: headers['content-encoding'] ?? 'identity',
        contentLength: headers['content-length'] === undefined ? undefined : Number(headers['content-length']),
        headerBytes: event.response.encodedDataLength ?? 0,
      });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const response = responses.get(event.requestId);
      if (response) response.encoded = event.encodedDataLength;
    });
    cdp.on('Network.loadingFailed', (event) => {
      if (event.type === 'Script' || responses.has(event.requestId))
        failures.push(`${event.errorText} (${responses.get(event.requestId)?.url ?? event.requestId})`);
    });
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    const response = await page.goto(url, { waitUntil: 'load', timeout: 60000 });
    if (!response || response.status() >= 400) throw new Error(`the document answered ${response?.status() ?? 'nothing'}`);
    try {
      await spec.ready(page);
    } catch (error) {
      throw new Error(
        `the page did not show its content (at ${page.url()}): ${error.message.split('\n')[0]}${pageErrors.length ? `; page errors: ${pageErrors.join('; ')}` : ''}`,
        { cause: error },
      );
    }
    if (new URL(page.url()).pathname !== spec.path) throw new Error(`ended at ${page.url()} instead of ${spec.path}`);
    await page.waitForLoadState('networkidle', { timeout: 30000 }).catch(() => {});
    await page.waitForTimeout(1000); // late chunks (idle-time prefetches) would show up here

    const react = await page.evaluate(() => {
      const found = window.__benchReact;
      // Distinct internals objects, not distinct exports objects: code that copies React's
      // exports onto another object with plain assignment (an interop namespace) also calls the
      // setter, with the same internals.
      const distinct = (list) => [...new Map(list.map((e) => [e.internals, e])).values()];
      const reacts = distinct(found.react);
      return {
        copies: reacts.length,
        versions: reacts.map((e) => e.exports.version ?? '?'),
        where: reacts.map((e) => e.where),
        assignments: found.react.length,
        allWhere: found.react.map((e) => e.where),
        reactDomCopies: distinct(found.reactDom).length,
        renderers: found.renderers.map((r) => `${r.rendererPackageName}@${r.version}`),
        // distinct React internals the renderers are bound to
        rendererReacts: new Set(found.renderers.map((r) => r.currentDispatcherRef)).size,
        renderersOnKnownReact: found.renderers.every((r) => reacts.some((e) => e.internals === r.currentDispatcherRef)),
      };
    });
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')].map((script) => script.textContent ?? '').filter((code) => code.trim() !== ''),
    );
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });

    const inPage = inline.map((source, index) => ({
      url: `${url} (inline script ${index + 1})`,
      app: 'shell',
      file: `index.html (inline script ${index + 1})`,
      status: 200,
      encoding: 'gzip',
      bytes: zlib.gzipSync(source, { level: 9 }).length,
      source,
    }));
    const fetched = [...responses.values()].map((r) => {
      const u = new URL(r.url);
      const app = appByPort.get(u.port) ?? 'other';
      const bytes = r.contentLength ?? Math.max(0, (r.encoded ?? 0) - r.headerBytes);
      const appDir = APPS.find((a) => a.name === app)?.dir;
      const file = appDir ? path.join(ROOT, appDir, 'dist', decodeURIComponent(u.pathname)) : undefined;
      const source = file && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
      return { url: r.url, app, file: u.pathname.slice(1), status: r.status, encoding: r.encoding, bytes, source };
    });
    const scripts = [...inPage, ...fetched];
    const byApp = {};
    for (const s of scripts) byApp[s.app] = (byApp[s.app] ?? 0) + s.bytes;
    // Static cross-check: loaded chunks that contain React's own module (the definition above).
    react.chunksWithReact = scripts.filter((s) => s.source && DEFINES_REACT.test(s.source)).map((s) => `${s.app}/${s.file}`);
    return {
      total: scripts.reduce((sum, s) => sum + s.bytes, 0),
      byApp,
      scripts,
      react,
      failures,
      pageErrors,
      notGzip: scripts.filter((s) => s.encoding !== 'gzip').map((s) => `${s.app}/${s.file} (${s.encoding}, ${s.bytes} B)`),
      badStatus: scripts.filter((s) => s.status >= 400).map((s) => `${s.url} ${s.status}`),
    };
  });
}

/**
 * One Lighthouse run in the profile. `disableStorageReset` keeps the session (localStorage and
 * IndexedDB) but also skips Lighthouse's cache clearing, so the HTTP cache is cleared here first
 * to keep every run a cold load.
 */
async function runLighthouse(profile, url, expectedPath) {
  await withTab(profile, async (_page, cdp) => {
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true }); // evicts the memory cache
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  });
  const result = await lighthouse(url, {
    port: profile.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
    maxWaitForLoad: 60000,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('no result');
  // BENCH_SAVE_LHR=<folder> keeps every Lighthouse report, to see where the time goes, and beside
  // it what Lighthouse's simulation was computed from (`scripts/lantern-graph.mjs` replays it).
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
  return {
    score: Math.round(score * 100),
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

// ---------------------------------------------------------------------------------------------
// Report

function summarize(pages, results) {
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
      lcp: median(runs.map((lh) => lh.lcp)),
      tbt: median(runs.map((lh) => lh.tbt)),
      cls: median(runs.map((lh) => lh.cls)),
      runs: runs.length,
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
      `React copies = ${TARGETS.reactCopies}`,
      loaded,
      (row) => row.reactCopies === TARGETS.reactCopies,
      (row) => String(row.reactCopies),
    ),
  ].filter(Boolean);
  return { rows, checks };
}

function markdownTable(pages, results, summary) {
  const apps = APPS.map((app) => app.name);
  const showOther = pages.some((page) => summary.rows[page.key].byApp.other);
  const columns = [
    'page',
    'JS, gzip (KB)',
    ...apps.map((a) => `${a}`),
    ...(showOther ? ['other'] : []),
    'React copies',
    'Lighthouse perf.',
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
      row.runs ? String(row.score) : 'n/a',
      row.runs ? `${(row.lcp / 1000).toFixed(2)} s` : 'n/a',
      row.runs ? `${Math.round(row.tbt)} ms` : 'n/a',
      row.runs ? row.cls.toFixed(3) : 'n/a',
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

function printBytes(page, load) {
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

function readmeSection(table, summary, load) {
  const date = new Date().toISOString().slice(0, 10);
  const chromiumVersion = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout?.trim().split(' built')[0] ?? 'Chromium';
  return [
    START,
    `Measured with \`npm run bench:web\` on ${date}: production builds served by \`scripts/lib/serve-static.mjs\` on 127.0.0.1,`,
    `${chromiumVersion} headless, Node ${process.versions.node}, a shared machine with ${os.cpus().length} CPU cores`,
    `(1-minute load average ${load.before.toFixed(2)} before the run, median ${load.median.toFixed(2)} during it with the benchmark's own`,
    `Chromium${load.cpuIndex ? `; Lighthouse's CPU benchmark index ${Math.round(load.cpuIndex.median)}, ${Math.round(load.cpuIndex.min)}–${Math.round(load.cpuIndex.max)} across runs: the same page scores lower when it drops` : ''}).`,
    'Purchase and dashboard are opened signed in as the demo customer.',
    '',
    '- **JS**: every script response of a cold load (empty cache), gzip (requested with `Accept-Encoding: gzip`',
    "  only), body bytes on the wire, split by the app that served it, plus the shell's start-up script written",
    '  into its HTML (its gzip on its own); 1 KB = 1000 bytes.',
    '- **React copies**: copies of the `react` package that ran in the page, counted at run time.',
    `- **Lighthouse** ${LIGHTHOUSE_VERSION}, performance only, its default **mobile** settings (simulated slow 4G, 4× CPU`,
    `  slowdown), median of ${RUNS} cold runs per page.`,
    '',
    table,
    '',
    `Targets: home first load under ${TARGETS.homeJsKb} KB of gzipped JS, Lighthouse performance ≥ ${TARGETS.score},`,
    `LCP < ${TARGETS.lcpMs / 1000} s, CLS < ${TARGETS.cls}, one copy of React. This run:`,
    '',
    ...summary.checks.map((check) => `- ${check.ok ? '✅' : '❌'} ${check.text}`),
    END,
  ].join('\n');
}

function writeReadme(section) {
  let text = fs.readFileSync(README, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start >= 0 && end > start) {
    text = text.slice(0, start) + section + text.slice(end + END.length);
  } else {
    const block = `## Speed, measured\n\n${section}\n\n`;
    const anchor = text.indexOf('## How the pieces fit');
    text = anchor >= 0 ? text.slice(0, anchor) + block + text.slice(anchor) : `${text.trimEnd()}\n\n${block.trimEnd()}\n`;
  }
  fs.writeFileSync(README, text);
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
