#!/usr/bin/env node
// `npm run bench:volume [-- --steps 20000,200000] [--admins 32] [--seconds 20] [--runs 3] [--write-docs]`
// (`--write-docs`, or its older name `--write-readme`: the figures into docs/performance.md's bench:volume block)
//
// The storefront at a year's volume, on PostgreSQL. It makes a database of its own on the server
// of BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), starts the composed
// storefront on it (production builds; ports 3500-3503, API 4600, emulator 9500-9502), and for
// each step fills it with `npm run seed:volume` up to that many orders (5,000 parts, 20,000 users
// and 10,000 reviews at 200,000) and measures:
//   - per list page (and the catalogue's find-by-machine views: a brand, a machine's page, "Fits my
//     machines" for a customer with three machines), in headless Chromium: the API's JSON bytes of a first load and the time to
//     the first row on screen (median of --runs loads, the first one cold);
//   - Manage All Orders under --admins concurrent admins for --seconds, each opening it as the page
//     does (the orders overview, the first page of orders, the live builds and the admin check at
//     once) and paging three more pages at the cursor, with search, filters and sorts: p50 and p99
//     of the orders' pages and of the overview, errors, and meanwhile a customer placing orders one
//     after the other (p99), and the API's peak memory (resident set, sampled every 100 ms);
//   - search: one customer typing six searches a character at a time, the search box's
//     suggestions for each prefix and the search's first page of parts (p50, p99).
// Targets: ≤ 256 KB of API JSON per page (home ≤ 64 KB), first row ≤ 1.5 s, list p99 ≤ 200 ms, suggestions p99 ≤ 150 ms,
// order p99 ≤ 250 ms, 0 errors, API memory ≤ 400 MB. Missed targets are printed, not fatal.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { APPS, DEMO_ACCOUNTS, ROOT, stackOptions, startStack } from '../lib/stack.mjs';
import { launchChromium, signIn, withTab } from './chromium.mjs';
import { cleanup, cleanups, KB, log, median } from './common.mjs';
import { writeFigures } from './figures.mjs';
import { numberOption, parseCli, UsageError } from '../lib/cli.mjs';
// The API's table of calls, as `npm run bench:volume` builds it (npm run build -w server).
import { apiPath, endpoints, liveBuildsEndpoint, machineEndpoints, suggestionsEndpoint } from '../../server/dist/shared/src/api/endpoints.js';

const { STEPS, ADMINS, SECONDS, RUNS, WRITE_DOCS } = parseCli({
  usage: 'usage: npm run bench:volume [-- --steps 20000,200000] [--admins 32] [--seconds 20] [--runs 3] [--write-docs]',
  options: {
    steps: { type: 'string', default: '20000,200000' },
    admins: { type: 'string', default: '32' },
    seconds: { type: 'string', default: '20' },
    runs: { type: 'string', default: '3' },
    'write-docs': { type: 'boolean', default: false },
    'write-readme': { type: 'boolean', default: false },
  },
  check: ({ values }) => {
    const steps = values.steps.split(',').map((step) => numberOption('steps', step, { min: 1 }));
    if (steps.some((step, i) => i > 0 && step <= steps[i - 1])) throw new UsageError(`--steps must grow, got '${values.steps}'.`);
    return {
      STEPS: steps,
      ADMINS: numberOption('admins', values.admins, { min: 1 }),
      SECONDS: numberOption('seconds', values.seconds, { min: 1, integer: false }),
      RUNS: numberOption('runs', values.runs, { min: 1 }),
      WRITE_DOCS: values['write-docs'] || values['write-readme'],
    };
  },
});
const YEAR_ORDERS = 200_000;

export const VOLUME_TARGETS = { pageKb: 256, homeKb: 64, firstRowMs: 1500, listP99Ms: 200, orderP99Ms: 250, errors: 0, memoryMb: 400, suggestP99Ms: 150 };

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the stack, Chromium and the database…`);
    cleanup().finally(() => process.exit(130));
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};

/** The list pages: who opens them and what their first row is. */
const PAGES = [
  { key: 'home', label: 'Home `/`', path: '/', who: 'visitor', row: 'section[aria-labelledby="parts-title"] article', kbTarget: VOLUME_TARGETS.homeKb },
  { key: 'parts', label: 'All parts `/parts`', path: '/parts', who: 'visitor', row: 'main article' },
  { key: 'brand', label: 'All parts for a brand `/parts?brand=juki`', path: '/parts?brand=juki', who: 'visitor', row: 'main article' },
  { key: 'machine', label: 'A machine’s parts `/machines/juki/ddl-8700`', path: '/machines/juki/ddl-8700', who: 'visitor', row: 'main article' },
  { key: 'search', label: 'A search `/parts?q=feed dog juki`', path: '/parts?q=feed%20dog%20juki', who: 'visitor', row: 'main article' },
  { key: 'fitsmine', label: 'Fits my machines `/parts?fits=mine` (3 machines)', path: '/parts?fits=mine', who: 'customer', row: 'main article' },
  { key: 'products', label: 'Manage Products', path: '/dashboard/manageProduct', who: 'admin', row: 'main tbody tr' },
  { key: 'orders', label: 'Manage All Orders', path: '/dashboard/manageorders', who: 'admin', row: 'section[aria-labelledby="all-orders-title"] tbody tr' },
  { key: 'users', label: 'Users (Make Admin)', path: '/dashboard/users', who: 'admin', row: 'main tbody tr' },
  { key: 'companies', label: 'Manage Companies', path: '/dashboard/manageCompanies', who: 'admin', row: 'main tbody tr' },
  { key: 'myorders', label: 'My Orders', path: '/dashboard/orders', who: 'customer', row: 'main tbody tr' },
  {
    key: 'companyorders',
    label: 'Company orders (the demo company: 1 in 40 orders)',
    path: '/dashboard/orders?view=company',
    who: 'companyBuyer',
    row: 'main tbody tr',
  },
  { key: 'approvals', label: 'Approvals (the demo company’s approver)', path: '/dashboard/approvals', who: 'approver', row: 'main tbody tr' },
];

let serverVersion = '';

async function makeDatabase() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_volume_${process.pid}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  serverVersion = (await client.query('SHOW server_version')).rows[0].server_version;
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** `npm run seed:volume -- --scale s` against the bench's database; returns the seconds it took. */
function seed(databaseUrl, scale) {
  const started = Date.now();
  const run = spawnSync(process.execPath, [path.join(ROOT, 'server', 'dist', 'server', 'src', 'seed', 'volume-cli.js'), '--scale', String(scale)], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`seed:volume failed (${run.status})`);
  log(run.stdout.trim().split('\n').at(-1));
  return (Date.now() - started) / 1000;
}

async function apiToken(stack, account) {
  const signInAt = `http://${stack.emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`;
  const signed = await fetch(signInAt, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
  });
  const { idToken } = await signed.json();
  const exchange = await fetch(`${stack.apiUrl}/user/${encodeURIComponent(account.email)}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (exchange.status !== 200) throw new Error(`token exchange for ${account.email}: ${exchange.status}`);
  return (await exchange.json()).token;
}

/** Opens a list page: the API's JSON bytes of the load and the time until its first row shows. */
async function measurePage(profile, stack, spec) {
  return withTab(profile, async (page) => {
    let apiBytes = 0;
    const pending = [];
    page.on('response', (response) => {
      if (!response.url().startsWith(stack.apiUrl) || response.request().method() !== 'GET') return;
      pending.push(
        response
          .body()
          .then((body) => {
            if ((response.headers()['content-type'] ?? '').includes('json')) apiBytes += body.length;
          })
          .catch(() => undefined),
      );
    });
    const started = Date.now();
    await page.goto(`${stack.url}${spec.path}`, { waitUntil: 'commit', timeout: 60000 });
    await page.locator(spec.row).first().waitFor({ state: 'visible', timeout: 60000 });
    const firstRowMs = Date.now() - started;
    await page.waitForLoadState('networkidle', { timeout: 60000 }).catch(() => undefined);
    await Promise.all(pending);
    return { firstRowMs, apiBytes };
  });
}

/** Resident memory of a process, in MB (Linux). */
function residentMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

const FILTERS = [
  '',
  'status=pending',
  'status=shipped',
  'sort=-total',
  'q=rahman',
  'q=hook',
  'q=volume.example&status=pending',
  'from=2026-01-01&to=2026-06-30',
];

/** ADMINS admins open Manage All Orders and page through it while a customer orders; latencies, errors and peak memory. */
async function loadTest(stack, adminToken, customerToken, partId) {
  const listTimes = [];
  const overviewTimes = [];
  const pageTimes = [];
  const orderTimes = [];
  let listErrors = 0;
  let orderErrors = 0;
  let peakMb = residentMb(stack.apiPid);
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, residentMb(stack.apiPid))), 100);
  const until = Date.now() + SECONDS * 1000;
  const timed = async (url, init, times) => {
    const started = performance.now();
    const response = await fetch(url, init).catch(() => null);
    const body = response ? await response.json().catch(() => null) : null;
    times.push(performance.now() - started);
    return { status: response?.status ?? 0, body };
  };
  const asAdmin = { headers: { Authorization: `Bearer ${adminToken}` } };
  /** What the page asks for when it opens, besides the first page of orders. */
  const opening = [
    [`${stack.apiUrl}${endpoints.ordersOverview.path}`, overviewTimes],
    [`${stack.apiUrl}${liveBuildsEndpoint.path}`, pageTimes],
    [`${stack.apiUrl}${endpoints.isAdmin.path.replace(':email', encodeURIComponent(DEMO_ACCOUNTS.admin.email))}`, pageTimes],
  ];
  /** One page of orders: its next cursor, or null at the end or on an error. */
  const ordersPage = async (filter, cursor) => {
    const query = [filter, cursor ? `cursor=${cursor}` : ''].filter(Boolean).join('&');
    const { status, body } = await timed(`${stack.apiUrl}${endpoints.listOrders.path}${query ? `?${query}` : ''}`, asAdmin, listTimes);
    if (status !== 200) listErrors += 1;
    return status === 200 ? (body?.nextCursor ?? null) : null;
  };
  const admin = async (n) => {
    let i = n;
    while (Date.now() < until) {
      const filter = FILTERS[i++ % FILTERS.length];
      // The page opens: its reads go out together, the first page of orders among them.
      const [first, ...opened] = await Promise.all([ordersPage(filter, null), ...opening.map(([url, times]) => timed(url, asAdmin, times))]);
      listErrors += opened.filter(({ status }) => status !== 200).length;
      let cursor = first;
      for (let pageNo = 1; pageNo < 4 && cursor && Date.now() < until; pageNo++) cursor = await ordersPage(filter, cursor);
    }
  };
  const customer = async () => {
    while (Date.now() < until) {
      const { status } = await timed(
        `${stack.apiUrl}${endpoints.placeOrder.path}`,
        {
          method: 'POST',
          headers: { Authorization: `Bearer ${customerToken}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ bookingId: partId, address: 'Bench street 1', phone: '01711000000', orderQuantity: 1 }),
        },
        orderTimes,
      );
      if (status !== 201) orderErrors += 1;
    }
  };
  await Promise.all([...Array.from({ length: ADMINS }, (_, n) => admin(n)), customer()]);
  clearInterval(sampler);
  return {
    calls: listTimes.length,
    listP50: percentile(listTimes, 50),
    listP99: percentile(listTimes, 99),
    overviews: overviewTimes.length,
    overviewP50: percentile(overviewTimes, 50),
    overviewP99: percentile(overviewTimes, 99),
    errors: listErrors + orderErrors,
    orders: orderTimes.length,
    orderP99: percentile(orderTimes, 99),
    peakMb,
  };
}

/** What a customer types into the search box, a character at a time: words, a model, a typo, numbers. */
const TYPED = ['feed dog juki', 'juki ddl-8700', 'pressr foot', 'needle plate brother', 'sl-pf0003', '110-45400'];

/**
 * One customer typing each of TYPED: the search box's suggestions for every prefix of two
 * characters or more (each a new query, so none is answered from the API's memory), then the
 * search itself, the first page of all parts for it. p50 and p99 of each, and errors.
 */
async function searchTest(stack) {
  const suggestTimes = [];
  const searchTimes = [];
  let errors = 0;
  const timed = async (url, times) => {
    const started = performance.now();
    const response = await fetch(url).catch(() => null);
    if (response) await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response?.status !== 200) errors += 1;
  };
  for (const text of TYPED) {
    for (let length = 2; length <= text.length; length++) {
      await timed(`${stack.apiUrl}${apiPath(suggestionsEndpoint, {}, { q: text.slice(0, length) })}`, suggestTimes);
    }
    await timed(`${stack.apiUrl}${apiPath(endpoints.listParts, {}, { q: text, limit: '24' })}`, searchTimes);
  }
  return {
    suggestions: suggestTimes.length,
    suggestP50: percentile(suggestTimes, 50),
    suggestP99: percentile(suggestTimes, 99),
    searches: searchTimes.length,
    searchP50: percentile(searchTimes, 50),
    searchP99: percentile(searchTimes, 99),
    errors,
  };
}

const ok = (value, target) => (value <= target ? '✓' : '✗');

async function main() {
  log(
    `bench:volume — ${os.cpus().length} CPU cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const missing = [
    ...APPS.map((app) => path.join(app.dir, 'dist', app.name === 'shell' ? 'index.html' : 'remoteEntry.js')),
    path.join('server', 'dist', 'main.js'),
  ].filter((file) => !fs.existsSync(path.join(ROOT, file)));
  if (missing.length) {
    log(`Building (missing: ${missing.join(', ')})…`);
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }

  const databaseUrl = await makeDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-volume-data-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  // A customer places an order every few milliseconds here: well above the per-address write limit.
  process.env.RATE_LIMIT_WRITES_PER_MINUTE = '1000000';
  const options = stackOptions({
    ...process.env,
    SHELL_PORT: '3500',
    CATALOGUE_PORT: '3501',
    ACCOUNT_PORT: '3502',
    ADMIN_PORT: '3503',
    API_PORT: '4600',
    AUTH_EMULATOR_PORT: '9500',
    AUTH_EMULATOR_HUB_PORT: '9501',
    AUTH_EMULATOR_LOGGING_PORT: '9502',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
  });
  log('Starting the stack on PostgreSQL…');
  const starting = startStack({ mode: 'production', options, quiet: true });
  cleanups.push(async () => (await starting.catch(() => null))?.stop());
  const stack = await starting;
  log(`Stack up: ${stack.url} (API ${stack.apiUrl}, pid ${stack.apiPid})`);

  const adminToken = await apiToken(stack, DEMO_ACCOUNTS.admin);
  const customerToken = await apiToken(stack, DEMO_ACCOUNTS.customer);
  // The customer's orders go to a part of the bench's own, with stock for any run.
  const created = await fetch(`${stack.apiUrl}${endpoints.addPart.path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Hook',
      price: 100,
      description: 'Stock for the volume benchmark.',
      min_order_Quantity: 1,
      available_Quantity: 100_000_000,
      img: '/images/seed/rotary-hook.svg',
    }),
  });
  const { insertedId: partId } = await created.json();
  // The demo customer's own orders, for My Orders: more than a page of them.
  for (let i = 0; i < 60; i++) {
    const placed = await fetch(`${stack.apiUrl}${endpoints.placeOrder.path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${customerToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ bookingId: partId, address: `Bench street ${i + 1}`, phone: '01711000000', orderQuantity: 1 + (i % 5) }),
    });
    if (placed.status !== 201) throw new Error(`placing the demo customer's orders: ${placed.status}`);
  }

  // The demo customer's floor: three machines, for "Fits my machines".
  for (const [brand, model] of [
    ['juki', 'ddl-8700'],
    ['pegasus', 'm952-52'],
    ['brother', 's-7200c'],
  ]) {
    const machine = await (await fetch(`${stack.apiUrl}${apiPath(machineEndpoints.getMachine, { brand, model })}`)).json();
    const recorded = await fetch(`${stack.apiUrl}${apiPath(machineEndpoints.setMyMachine, { id: machine._id })}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${customerToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ quantity: 10 }),
    });
    if (recorded.status !== 200) throw new Error(`recording the demo customer's machines: ${recorded.status}`);
  }

  const profiles = {
    visitor: await launchChromium('visitor'),
    admin: await launchChromium('admin'),
    customer: await launchChromium('customer'),
    companyBuyer: await launchChromium('company-buyer'),
    approver: await launchChromium('approver'),
  };
  await signIn(profiles.admin, stack.url, DEMO_ACCOUNTS.admin);
  await signIn(profiles.customer, stack.url, DEMO_ACCOUNTS.customer);
  await signIn(profiles.companyBuyer, stack.url, DEMO_ACCOUNTS.buyer);
  await signIn(profiles.approver, stack.url, DEMO_ACCOUNTS.approver);

  const results = [];
  let seeded = 0;
  for (const orders of STEPS) {
    const scale = (orders - seeded) / YEAR_ORDERS;
    log(`\nSeeding up to ${orders.toLocaleString('en-US')} orders (scale ${scale})…`);
    const seedSeconds = seed(databaseUrl, scale);
    seeded = orders;
    // The API's cached public pages expire within a second on PostgreSQL (SNAPSHOT_TTL_MS).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const pages = {};
    for (const spec of PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measurePage(profiles[spec.who], stack, spec));
      pages[spec.key] = { firstRowMs: median(runs.map((r) => r.firstRowMs)), apiBytes: runs[0].apiBytes };
      log(`  ${spec.label}: ${(pages[spec.key].apiBytes / KB).toFixed(1)} KB of API JSON, first row ${pages[spec.key].firstRowMs} ms`);
    }
    log(`  ${ADMINS} admins opening Manage All Orders and paging it for ${SECONDS} s, a customer ordering meanwhile…`);
    const load = await loadTest(stack, adminToken, customerToken, partId);
    log(
      `  list p50 ${load.listP50.toFixed(0)} ms, p99 ${load.listP99.toFixed(0)} ms over ${load.calls} calls; overview p50 ${load.overviewP50.toFixed(0)} ms, p99 ${load.overviewP99.toFixed(0)} ms over ${load.overviews}; order p99 ${load.orderP99.toFixed(0)} ms over ${load.orders}; errors ${load.errors}; API peak ${load.peakMb.toFixed(0)} MB`,
    );
    log(`  A customer typing ${TYPED.length} searches, a character at a time…`);
    const search = await searchTest(stack);
    log(
      `  suggestions p50 ${search.suggestP50.toFixed(0)} ms, p99 ${search.suggestP99.toFixed(0)} ms over ${search.suggestions}; searches p50 ${search.searchP50.toFixed(0)} ms, p99 ${search.searchP99.toFixed(0)} ms over ${search.searches}; errors ${search.errors}`,
    );
    results.push({ orders, seedSeconds, pages, load, search });
  }

  const section = report(results);
  console.log(`\n${section}`);
  if (WRITE_DOCS) log(`${writeFigures('volume', section)} updated.`);
}

function report(results) {
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
  const header = `| Page | ${results.map((r) => `${r.orders.toLocaleString('en-US')} orders: API JSON · first row`).join(' | ')} |`;
  const lines = [header, `| --- | ${results.map(() => '---').join(' | ')} |`];
  for (const spec of PAGES) {
    const kbTarget = spec.kbTarget ?? VOLUME_TARGETS.pageKb;
    lines.push(
      `| ${spec.label} | ${results
        .map(({ pages }) => {
          const { apiBytes, firstRowMs } = pages[spec.key];
          return `${(apiBytes / KB).toFixed(1)} KB ${ok(apiBytes / KB, kbTarget)} · ${(firstRowMs / 1000).toFixed(2)} s ${ok(firstRowMs, VOLUME_TARGETS.firstRowMs)}`;
        })
        .join(' | ')} |`,
    );
  }
  const row = (label, value) => `| ${label} | ${results.map(value).join(' | ')} |`;
  lines.push(
    row(
      `All orders, ${ADMINS} admins: p50 / p99 per call`,
      ({ load }) => `${load.listP50.toFixed(0)} / ${load.listP99.toFixed(0)} ms ${ok(load.listP99, VOLUME_TARGETS.listP99Ms)} (${load.calls} calls)`,
    ),
    row(
      'Orders overview, the same admins: p50 / p99',
      ({ load }) =>
        `${load.overviewP50.toFixed(0)} / ${load.overviewP99.toFixed(0)} ms ${ok(load.overviewP99, VOLUME_TARGETS.listP99Ms)} (${load.overviews} calls)`,
    ),
    row('Order placed meanwhile: p99', ({ load }) => `${load.orderP99.toFixed(0)} ms ${ok(load.orderP99, VOLUME_TARGETS.orderP99Ms)} (${load.orders} orders)`),
    row(
      'Search suggestions while typing, one customer: p50 / p99',
      ({ search }) =>
        `${search.suggestP50.toFixed(0)} / ${search.suggestP99.toFixed(0)} ms ${ok(search.suggestP99, VOLUME_TARGETS.suggestP99Ms)} (${search.suggestions} calls)`,
    ),
    row(
      'A search’s first page of parts: p50 / p99',
      ({ search }) =>
        `${search.searchP50.toFixed(0)} / ${search.searchP99.toFixed(0)} ms ${ok(search.searchP99, VOLUME_TARGETS.listP99Ms)} (${search.searches} calls)`,
    ),
    row('Errors', ({ load, search }) => `${load.errors + search.errors} ${ok(load.errors + search.errors, VOLUME_TARGETS.errors)}`),
    row('API peak memory (RSS)', ({ load }) => `${load.peakMb.toFixed(0)} MB ${ok(load.peakMb, VOLUME_TARGETS.memoryMb)}`),
    row('`npm run seed:volume` for this step (the orders added since the last)', ({ seedSeconds }) => `${seedSeconds.toFixed(1)} s`),
  );
  const when = new Date().toISOString().slice(0, 10);
  return [
    `Measured ${when} at commit ${commit} with \`npm run bench:volume\` (PostgreSQL ${serverVersion} on this machine, ${os.cpus().length} cores, ${ADMINS} admins for ${SECONDS} s, median of ${RUNS} page loads, the first cold). Targets: ≤ ${VOLUME_TARGETS.pageKb} KB of API JSON per page (home ≤ ${VOLUME_TARGETS.homeKb} KB), first row ≤ ${VOLUME_TARGETS.firstRowMs / 1000} s, list p99 ≤ ${VOLUME_TARGETS.listP99Ms} ms, suggestions p99 ≤ ${VOLUME_TARGETS.suggestP99Ms} ms, order p99 ≤ ${VOLUME_TARGETS.orderP99Ms} ms, 0 errors, API memory ≤ ${VOLUME_TARGETS.memoryMb} MB.`,
    '',
    ...lines,
  ].join('\n');
}

main()
  .catch((error) => {
    console.error(`bench:volume failed: ${error?.stack ?? error}`);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
