#!/usr/bin/env node
// `npm test`: every test of every workspace, then the browser tests of the composed storefront.
// Prints one line per suite and, last, the total as `N passed, N failed`.
//
//   npm test                  everything (type check, lint, unit, API, build, browser)
//   npm test -- --only unit   just the jest suites of the front-end workspaces (and node --test's)
//   npm test -- --only api    just the server's suites (PGlite, and PostgreSQL when reachable)
//   npm test -- --only e2e    just the browser tests (builds first unless --skip-build)
//
// Two stages run at a time (the machines have 2 cores, and most stages keep one busy): the
// production build, then the browser tests, and the rest beside them. A stage's output is kept
// until it ends, then printed whole under its name; the summary gives each stage's seconds.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCli, UsageError } from './lib/cli.mjs';

const PARTS = ['unit', 'api', 'e2e'];
const { only, skipBuild } = parseCli({
  usage: 'usage: npm test [-- --only unit|api|e2e] [--skip-build]',
  options: { only: { type: 'string' }, 'skip-build': { type: 'boolean', default: false } },
  check: ({ values }) => {
    if (values.only !== undefined && !PARTS.includes(values.only)) throw new UsageError(`--only takes ${PARTS.join(', ')}, got '${values.only}'.`);
    return { only: values.only ?? null, skipBuild: values['skip-build'] };
  },
});

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, '.test-results');
const FRONT_ENDS = ['shared', 'shell', 'catalogue-mfe', 'account-mfe', 'admin-mfe'];
/** What the production build builds besides the server (which the API stage builds first). */
const BUILT_APPS = ['shell', 'catalogue-mfe', 'account-mfe', 'admin-mfe', 'page-server'];

fs.rmSync(RESULTS, { recursive: true, force: true });
fs.mkdirSync(RESULTS, { recursive: true });

const began = Date.now();
const since = (time) => Math.round((time - began) / 1000);
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
/** Summary rows by stage, printed in the order the stages are declared (not the order they end in). */
const rows = new Map();
const skippedSuites = new Set();
const row = (key, value) => rows.set(key, value);

/** Runs one command with its output kept, and prints that output under the stage's name when it ends. */
function run(label, command, commandArgs, options = {}) {
  const started = Date.now();
  console.log(`▶ ${label} (at ${since(started)} s)`);
  return new Promise((resolve) => {
    const output = [];
    const child = spawn(command, commandArgs, {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // A stage that only fills the cores' idle time gives way to the browser tests (its own
    // processes inherit the priority).
    if (options.background && child.pid) {
      try {
        os.setPriority(child.pid, 10);
      } catch {
        // Not allowed here: it runs at the usual priority.
      }
    }
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const done = (status) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const text = Buffer.concat(output).toString('utf8').replace(/\s+$/, '');
      console.log(`\n━━ ${label} (${seconds} s, at ${since(started)}–${since(Date.now())} s) ━━${text ? `\n${text}` : ''}`);
      resolve({ status, seconds });
    };
    child.once('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
    child.once('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A stage that passes or fails as a whole: one row, counted as one test. */
async function gate(label, command, commandArgs, options) {
  const { status, seconds } = await run(label, command, commandArgs, options);
  row(label, { suite: label, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, skipped: 0, seconds, note: status === 0 ? '' : `exit ${status}` });
  return status === 0;
}

/** The rows of one jest report: one per workspace (`groups`: label and folder), from the suites under its folder. */
function jestRows(report, status, seconds, groups) {
  for (const { label, dir } of groups) {
    const results = report.testResults.filter((result) => groups.length === 1 || result.name.startsWith(`${dir}${path.sep}`));
    const count = (state) => results.reduce((n, result) => n + (result.assertionResults ?? []).filter((a) => a.status === state).length, 0);
    // Suites skipped for a missing service carry the reason in their name: say which and why.
    for (const result of results) {
      for (const test of result.assertionResults ?? []) {
        if (test.status === 'pending' && test.ancestorTitles[0]) skippedSuites.add(`${label}: ${test.ancestorTitles[0]}`);
      }
    }
    // A suite that failed without a failed test (it did not load, or its set-up threw).
    const brokenSuites = results.filter((r) => r.status === 'failed' && (r.assertionResults ?? []).every((a) => a.status !== 'failed')).length;
    const failed = count('failed') + brokenSuites;
    // Its own time when several workspaces share a run (their suites' time), else the run's.
    const own = groups.length === 1 ? seconds : Math.round(results.reduce((n, r) => n + (r.endTime - r.startTime || 0), 0) / 1000);
    row(label, {
      suite: label,
      passed: count('passed'),
      failed,
      skipped: count('pending') + count('todo'),
      seconds: own,
      note: groups.length === 1 ? '' : 'its suites’ time',
    });
  }
  const counted = groups.reduce((n, { label }) => n + rows.get(label).failed, 0);
  if (status !== 0 && counted === 0) {
    const first = rows.get(groups[0].label);
    first.failed += 1;
    first.note = `jest exited ${status}`;
  }
}

/** One jest run over `projects` (folders under the root), with one row per project. */
async function jest(label, projects, name, extraArgs = [], options = {}) {
  const output = path.join(RESULTS, `${name}.json`);
  const groups = projects.map((project) => ({ label: projects.length === 1 ? label : project, dir: path.join(ROOT, project) }));
  const args = ['--ci', '--json', `--outputFile=${output}`, ...extraArgs];
  const { status, seconds } =
    projects.length === 1
      ? await run(`${label} (jest)`, bin('jest'), args, { ...options, cwd: path.join(ROOT, projects[0]) })
      : await run(`${label} (jest)`, bin('jest'), [...args, '--projects', ...projects], { ...options, cwd: ROOT });
  const report = readJson(output);
  if (!report) {
    for (const { label: suite } of groups) row(suite, { suite, passed: 0, failed: 1, skipped: 0, seconds, note: `jest exited ${status} without a report` });
    return;
  }
  jestRows(report, status, seconds, groups);
  if (projects.length > 1) row(`${label} run`, { suite: `  (${label}: one jest run)`, passed: 0, failed: 0, skipped: 0, seconds, note: '' });
}

// The front-end workspaces' jest suites, in one run with two workers (five runs of one each before).
const unitJest = (options) => jest('front-end unit', FRONT_ENDS, 'front-end', ['--maxWorkers=2'], options);

// The webpack plugins and loaders (build/webpack/), the message catalogues' tools (build/i18n/) and the scripts' own modules (scripts/lib/).
function tooling() {
  const files = ['build/webpack', 'build/i18n', 'scripts/lib'].flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir))
      .filter((file) => file.endsWith('.test.mjs'))
      .map((file) => `${dir}/${file}`),
  );
  return gate('build tooling (node --test)', process.execPath, ['--test', ...files]);
}

// The production server (page-server/): its jest suites, against its sources (no build needed).
const pageServer = () => jest('page server', ['page-server'], 'page-server');

const serverBuild = () => gate('server build', 'npm', ['run', '--silent', 'build', '-w', 'server']);
const apiSuites = () => jest('server (API, PGlite + PostgreSQL)', ['server'], 'server');

/** One Playwright run of `project`, its counts as the summary's row `key`. */
async function playwrightRun(key, label, project, extraArgs = []) {
  const output = path.join(RESULTS, `e2e-${project}.json`);
  const { status, seconds } = await run(label, bin('playwright'), ['test', '--project', project, ...extraArgs], {
    cwd: path.join(ROOT, 'e2e'),
    env: { PLAYWRIGHT_JSON_OUTPUT: output },
  });
  const stats = readJson(output)?.stats;
  if (!stats) row(key, { suite: key, passed: 0, failed: 1, skipped: 0, seconds, note: `playwright exited ${status} without a report` });
  else
    row(key, {
      suite: key,
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected + (status !== 0 && stats.unexpected === 0 ? 1 : 0),
      skipped: stats.skipped,
      seconds,
      note: stats.flaky ? `${stats.flaky} passed on retry` : '',
    });
}

async function browserTests() {
  // SKIP_E2E=1 leaves out the browser stage.
  if (process.env.SKIP_E2E === '1') {
    console.log('\n━━ browser tests skipped (SKIP_E2E=1) ━━');
    return;
  }
  await playwrightRun('browser', 'browser tests (Playwright, Chromium)', 'storefront');
  // The deploys change which build every page gets, so they run alone, after the others, on a
  // stack of their own, and whatever the others' result: one failure never hides them.
  await playwrightRun('browser (deploys)', 'browser tests: deploys (Playwright, Chromium)', 'deploys', ['--no-deps']);
}

const notRun = (label, why) => row(label, { suite: label, passed: 0, failed: 1, skipped: 0, seconds: 0, note: why });

// The summary's order (stages end in another order when they run side by side).
for (const label of [
  'type check',
  'lint (ESLint, app boundaries)',
  ...FRONT_ENDS,
  'front-end unit run',
  'build tooling (node --test)',
  'page server',
  'server build',
  'server (API, PGlite + PostgreSQL)',
  'production build',
  'browser',
  'browser (deploys)',
])
  rows.set(label, undefined);

if (!only) {
  // The server first (the API suites and the browser tests' stack run its build), then two lanes:
  // - the production build, then the browser tests: the longest stage, started as early as it can;
  // - beside them, the API suites (beside the build, so that the two timed stages, the API's and
  //   the browser's, mostly run apart), then the type check and lint, which nothing times, below the
  //   browser tests' priority, the unit suites and the page server's; the build tooling's suites
  //   read the builds, so they wait for the build.
  const serverBuilt = await serverBuild();
  const built = gate('production build', 'npm', ['run', '--silent', 'build', ...BUILT_APPS.flatMap((app) => ['-w', app])]);
  const browserLane = (async () => {
    if (!(await built)) return notRun('browser', 'the production build failed');
    if (!serverBuilt) return notRun('browser', 'the server build failed');
    await browserTests();
  })();
  const otherLane = (async () => {
    if (serverBuilt) await apiSuites();
    else notRun('server (API, PGlite + PostgreSQL)', 'the server build failed');
    await gate('type check', 'npm', ['run', '--silent', 'typecheck'], { background: true });
    await gate('lint (ESLint, app boundaries)', 'npm', ['run', '--silent', 'lint'], { background: true });
    // Not lowered: its tests wait for elements within a bound, which a starved run would pass.
    await unitJest();
    await pageServer();
    await built;
    await tooling();
  })();
  await Promise.all([browserLane, otherLane]);
} else if (only === 'unit') {
  await Promise.all([unitJest(), tooling()]);
  await pageServer();
} else if (only === 'api') {
  if (await serverBuild()) await apiSuites();
} else if (only === 'e2e') {
  let built = true;
  if (!skipBuild) built = await gate('production build', 'npm', ['run', '--silent', 'build']);
  if (built) await browserTests();
}

const finished = [...rows.values()].filter(Boolean);
const total = finished.reduce((sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
console.log(`\n━━ summary (${since(Date.now())} s in all) ━━`);
for (const r of finished) {
  const counts = r.suite.startsWith('  (')
    ? ' '.repeat(36)
    : `${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${String(r.skipped).padStart(3)} skipped`;
  console.log(`${r.suite.padEnd(36)} ${counts} ${String(r.seconds).padStart(5)} s${r.note ? `  (${r.note})` : ''}`);
}
if (skippedSuites.size > 0) {
  console.log('\nskipped (and why):');
  for (const suite of skippedSuites) console.log(`  ${suite}`);
}
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed ? 1 : 0);
