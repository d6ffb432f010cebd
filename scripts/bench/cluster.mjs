#!/usr/bin/env node
// npm run bench:cluster [-- --write-docs]   (--write-docs, or its older name --write-readme: the table into
// docs/performance.md's bench:cluster block)
//
// The API as 1 and then 2 replicas behind nginx (scripts/lib/cluster.cjs), over one PostgreSQL
// and one Redis, measured in one run through nginx with autocannon:
//   GET /parts (the first page), GET /reviews, POST /booking on one hot part (every order locks
//   the same row) and POST /booking spread over 20 parts, each order with its own Idempotency-Key,
//   as fast as they go; then GET /parts and spread orders at a fixed rate, the same for 1 and 2
//   replicas, where the cost per request can be compared without the machine's saturation.
// For each: requests/s, p50/p99 latency, and requests served per replica CPU-second (user+system
// time of the replica processes from /proc during the measurement): on a machine with few cores
// the total cannot grow with replicas (nginx, PostgreSQL and the load generator share the cores),
// the cost per request must not.
// Env: BENCH_DURATION (seconds per measurement, default 8), BENCH_CONNECTIONS (default 50), BENCH_ONLY,
// DATABASE_URL's server (a database of its own is created and dropped), REDIS_URL.
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import cluster from '../lib/cluster.cjs';
import { createEmulatorUser, signInEmulatorUser, startAuthEmulator } from '../lib/auth-emulator.mjs';
import processes from '../lib/processes.cjs';
import { parseCli } from '../lib/cli.mjs';
import { ROOT } from '../lib/stack.mjs';
import { writeFigures } from './figures.mjs';
// The API's table of calls, as `npm run bench:cluster` builds it (npm run build -w server).
import { endpoints } from '../../server/dist/shared/src/api/endpoints.js';

const { DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL, clusterRequirements, startCluster } = cluster;
const { freePort } = processes;
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const { values: flags } = parseCli({
  usage: 'usage: npm run bench:cluster [-- --write-docs]   (BENCH_DURATION, BENCH_CONNECTIONS, BENCH_ONLY, DATABASE_URL and REDIS_URL from the environment)',
  options: { 'write-docs': { type: 'boolean', default: false }, 'write-readme': { type: 'boolean', default: false } },
});
const WRITE_DOCS = flags['write-docs'] || flags['write-readme'];
// BENCH_ONLY=<text>: only the measurements whose label contains it (say "at " for the fixed rates).
const ONLY = process.env.BENCH_ONLY;
const PROJECT = 'demo-storefront-bench';
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-secret', displayName: 'Bench Admin', emailVerified: true };
const BUYER = { email: 'bench-buyer@example.com', password: 'bench-buyer-secret', displayName: 'Bench Buyer' };
const HOST = '127.0.0.1';

/** CPU time (user + system) of a process so far, in seconds. */
function cpuSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100 Hz)
}

const serverUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;
const { nginx, missing } = await clusterRequirements({ databaseUrl: serverUrl, redisUrl, createDatabase: true });
if (missing.length > 0) {
  console.error(`bench:cluster needs nginx, PostgreSQL and Redis. Missing:\n${missing.map((m) => `  - ${m}`).join('\n')}`);
  process.exit(1);
}

const name = `storefront_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-cluster-'));
const emulator = await startAuthEmulator({ projectId: PROJECT, port: await freePort(), hubPort: await freePort(), timeoutMs: 300_000 });
for (const user of [ADMIN, BUYER]) await createEmulatorUser({ host: emulator.host, projectId: PROJECT, ...user });

const results = [];
try {
  for (const replicas of [1, 2]) {
    const apiPort = await freePort();
    const replicaPorts = [];
    for (let i = 0; i < replicas; i += 1) replicaPorts.push(await freePort());
    const base = `http://${HOST}:${apiPort}`;
    console.log(`\n${replicas} replica(s) behind nginx: starting…`);
    const running = await startCluster({
      nginx,
      dir: path.join(dir, `nginx-${replicas}`),
      host: HOST,
      apiPort,
      replicaPorts,
      env: {
        DATA_DIR: dir,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: `storefront-bench-${process.pid}:`,
        FIREBASE_PROJECT_ID: PROJECT,
        FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
        ADMIN_EMAILS: ADMIN.email,
        PUBLIC_URL: base,
        RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
        RATE_LIMIT_TOKEN_PER_MINUTE: '100000',
        LOG_LEVEL: 'error',
      },
    });
    try {
      const tokenOf = async (user) => {
        const { idToken } = await signInEmulatorUser({ host: emulator.host, email: user.email, password: user.password });
        return (
          await (
            await fetch(`${base}${endpoints.exchangeToken.path.replace(':email', encodeURIComponent(user.email))}`, {
              method: 'PUT',
              headers: { authorization: `Bearer ${idToken}` },
            })
          ).json()
        ).token;
      };
      const [adminToken, buyerToken] = [await tokenOf(ADMIN), await tokenOf(BUYER)];
      const newPart = async () => {
        const created = await fetch(`${base}${endpoints.addPart.path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            name: `Bench part ${randomUUID().slice(0, 8)}`,
            price: 10,
            description: 'Bench part',
            min_order_Quantity: 1,
            available_Quantity: 100_000_000,
            img: '/images/seed/rotary-hook.svg',
          }),
        });
        return (await created.json()).insertedId;
      };
      const hot = await newPart();
      const spread = [];
      for (let i = 0; i < 20; i += 1) spread.push(await newPart());

      const order = (partOf) => ({
        method: 'POST',
        path: endpoints.placeOrder.path,
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, authorization: `Bearer ${buyerToken}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify({ bookingId: partOf(), address: 'Bench street 1', phone: '0123456', orderQuantity: 1 }),
        }),
      });
      let next = 0;
      const measurements = [
        ['GET /parts (first page)', { url: `${base}${endpoints.listParts.path}` }],
        ['GET /reviews', { url: `${base}${endpoints.listReviews.path}` }],
        ['POST /booking, one hot part', { url: base, requests: [order(() => hot)] }],
        ['POST /booking, over 20 parts', { url: base, requests: [order(() => spread[(next += 1) % spread.length])] }],
        // The same offered load for 1 and 2 replicas, below saturation: the cost per request compared.
        ['GET /parts at 2,000 req/s', { url: `${base}${endpoints.listParts.path}`, overallRate: 2000 }],
        ['POST /booking, over 20 parts, at 200 req/s', { url: base, overallRate: 200, requests: [order(() => spread[(next += 1) % spread.length])] }],
      ];
      await autocannon({ url: `${base}${endpoints.listParts.path}`, connections: 10, duration: 2 }); // warm up
      for (const [label, options] of measurements.filter(([label]) => !ONLY || label.includes(ONLY))) {
        const pids = running.replicas.map((r) => r.pid);
        const before = pids.map(cpuSeconds);
        const r = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
        const cpu = pids.map(cpuSeconds).reduce((sum, after, i) => sum + after - before[i], 0);
        const served = r['2xx'] + (r['3xx'] ?? 0);
        results.push({
          replicas,
          measurement: label,
          'req/s': Math.round(r.requests.average),
          'p50 ms': r.latency.p50,
          'p99 ms': r.latency.p99,
          'req per replica CPU-s': Math.round(served / cpu),
          errors: r.errors + r.timeouts + r.non2xx - (r['3xx'] ?? 0),
        });
        const odd = Object.entries(r.statusCodeStats ?? {}).filter(([code]) => !/^[23]/.test(code));
        const failures = [...odd.map(([code, { count }]) => `${count} × ${code}`), ...(r.errors ? [`${r.errors} connection errors`] : [])];
        console.log(
          `  ${label}: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, ${Math.round(served / cpu)} per replica CPU-s${failures.length ? ` (${failures.join(', ')})` : ''}`,
        );
      }
    } finally {
      await running.stop();
    }
  }
} finally {
  await emulator.stop();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  fs.rmSync(dir, { recursive: true, force: true });
}

console.table(results);
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), load average ${os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ')}`;
console.log(`machine: ${machine}`);

if (WRITE_DOCS) {
  const table = [
    '| replicas | measurement | req/s | p50 ms | p99 ms | requests per replica CPU-second | errors |',
    '|---:|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) => `| ${r.replicas} | ${r.measurement} | ${r['req/s']} | ${r['p50 ms']} | ${r['p99 ms']} | ${r['req per replica CPU-s']} | ${r.errors} |`,
    ),
  ].join('\n');
  const block = `Measured ${new Date().toISOString().slice(0, 10)} at commit ${commit} with \`npm run bench:cluster\` (${DURATION} s per line, ${CONNECTIONS} connections, autocannon on the same machine), on ${machine}:

${table}`;
  console.log(`${writeFigures('cluster', block)}: the cluster table is updated`);
}
