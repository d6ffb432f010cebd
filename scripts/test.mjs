#!/usr/bin/env node
// `npm test`: every test of every workspace, then the browser tests of the composed storefront.
// Prints one line per suite and, last, the total as `N passed, N failed`.
//
//   npm test                  everything (type check, lint, unit, API, build, browser)
//   npm test -- --only unit   just the jest suites of the front-end workspaces
//   npm test -- --only api    just the server's suites (PGlite, and PostgreSQL when reachable)
//   npm test -- --only e2e    just the browser tests (builds first unless --skip-build)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
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
const wants = (part) => !only || only === part;

fs.rmSync(RESULTS, { recursive: true, force: true });
fs.mkdirSync(RESULTS, { recursive: true });

const rows = [];
const skippedSuites = new Set();
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

function run(label, command, commandArgs, options = {}) {
  console.log(`\n━━ ${label} ━━`);
  const started = Date.now();
  const result = spawnSync(command, commandArgs, { cwd: options.cwd ?? ROOT, stdio: 'inherit', env: { ...process.env, ...options.env } });
  return { status: result.status ?? 1, seconds: Math.round((Date.now() - started) / 1000) };
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function jestSuite(workspace, label = workspace) {
  const output = path.join(RESULTS, `${workspace}.json`);
  const { status, seconds } = run(`${label} (jest)`, bin('jest'), ['--ci', '--json', `--outputFile=${output}`], {
    cwd: path.join(ROOT, workspace),
  });
  const report = readJson(output);
  if (!report) {
    rows.push({ suite: label, passed: 0, failed: 1, skipped: 0, seconds, note: `jest exited ${status} without a report` });
    return;
  }
  // Suites skipped for a missing service carry the reason in their name: say which and why.
  for (const result of report.testResults) {
    for (const test of result.assertionResults ?? []) {
      if (test.status === 'pending' && test.ancestorTitles[0]) skippedSuites.add(`${label}: ${test.ancestorTitles[0]}`);
    }
  }
  const brokenSuites = report.testResults.filter((r) => r.status === 'failed' && (r.assertionResults ?? []).every((a) => a.status !== 'failed')).length;
  rows.push({
    suite: label,
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenSuites,
    skipped: report.numPendingTests + report.numTodoTests,
    seconds,
    note: status !== 0 && report.numFailedTests + brokenSuites === 0 ? `jest exited ${status}` : '',
  });
  if (status !== 0 && report.numFailedTests + brokenSuites === 0) rows[rows.length - 1].failed += 1;
}

function gate(label, command, commandArgs, options) {
  const { status, seconds } = run(label, command, commandArgs, options);
  rows.push({ suite: label, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, skipped: 0, seconds, note: status === 0 ? '' : `exit ${status}` });
  return status === 0;
}

if (!only) gate('type check', 'npm', ['run', '--silent', 'typecheck']);
if (!only) gate('lint (ESLint, app boundaries)', 'npm', ['run', '--silent', 'lint']);

if (wants('unit')) {
  for (const workspace of ['shared', 'shell', 'catalogue-mfe', 'account-mfe', 'admin-mfe']) jestSuite(workspace);
  // The webpack plugins and loader (build/webpack/) and the scripts' own modules (scripts/lib/).
  const toolingTests = ['build/webpack', 'scripts/lib'].flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir))
      .filter((file) => file.endsWith('.test.mjs'))
      .map((file) => `${dir}/${file}`),
  );
  gate('build tooling (node --test)', process.execPath, ['--test', ...toolingTests]);
  // The production server (page-server/): built, then its tests over the build.
  gate('page server (node --test)', 'npm', ['run', '--silent', 'test', '-w', 'page-server']);
}

if (wants('api')) {
  const built = gate('server build', 'npm', ['run', '--silent', 'build', '-w', 'server']);
  if (built) jestSuite('server', 'server (API, PGlite + PostgreSQL)');
}

if (wants('e2e')) {
  let built = true;
  if (!skipBuild) built = gate('production build', 'npm', ['run', '--silent', 'build']);
  // SKIP_E2E=1 leaves out the browser stage (see .ci/run for why it is set there for now).
  if (process.env.SKIP_E2E === '1') console.log('\n━━ browser tests skipped (SKIP_E2E=1) ━━');
  else if (built) {
    const output = path.join(RESULTS, 'e2e.json');
    const { status, seconds } = run('browser tests (Playwright, Chromium)', bin('playwright'), ['test'], {
      cwd: path.join(ROOT, 'e2e'),
      env: { PLAYWRIGHT_JSON_OUTPUT: output },
    });
    const stats = readJson(output)?.stats;
    if (!stats) rows.push({ suite: 'browser', passed: 0, failed: 1, skipped: 0, seconds, note: `playwright exited ${status} without a report` });
    else
      rows.push({
        suite: 'browser',
        passed: stats.expected + stats.flaky,
        failed: stats.unexpected + (status !== 0 && stats.unexpected === 0 ? 1 : 0),
        skipped: stats.skipped,
        seconds,
        note: stats.flaky ? `${stats.flaky} passed on retry` : '',
      });
  }
}

const total = rows.reduce((sum, row) => ({ passed: sum.passed + row.passed, failed: sum.failed + row.failed, skipped: sum.skipped + row.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
console.log('\n━━ summary ━━');
for (const row of rows) {
  console.log(
    `${row.suite.padEnd(36)} ${String(row.passed).padStart(4)} passed ${String(row.failed).padStart(3)} failed ${String(row.skipped).padStart(3)} skipped ${String(row.seconds).padStart(5)} s${row.note ? `  (${row.note})` : ''}`,
  );
}
if (skippedSuites.size > 0) {
  console.log('\nskipped (and why):');
  for (const suite of skippedSuites) console.log(`  ${suite}`);
}
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed ? 1 : 0);
