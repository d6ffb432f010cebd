#!/usr/bin/env node
// `npm run start:cluster`: the storefront as it runs for a busy season. N API replicas
// (API_REPLICAS, 2 by default) behind nginx, over one PostgreSQL (DATABASE_URL) and one Redis
// (REDIS_URL), with the four front-ends behind the same nginx, on the ports of `npm start`.
// Needs nginx, PostgreSQL and Redis from the system's packages; says what is missing (before
// building) otherwise. `-- --skip-build` starts the builds already there.
//
//   kill -HUP <pid>   restarts the replicas one at a time (a rolling restart: no request lost)
//   Ctrl-C            stops everything it started
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseCli } from './lib/cli.mjs';
import cluster from './lib/cluster.cjs';
import { APPS, ROOT, apiEnv, claimPortsAndDataDir, demoAccountsText, stopOnSignals, stackOptions, stackPorts, startStack } from './lib/stack.mjs';

const { DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL, clusterRequirements, redact, startCluster } = cluster;

const { values: flags } = parseCli({
  usage: 'usage: npm run start:cluster [-- --skip-build]   (API_REPLICAS, DATABASE_URL, REDIS_URL and the ports of npm start from the environment)',
  options: { 'skip-build': { type: 'boolean', default: false } },
});
const options = stackOptions();
const replicas = Number(process.env.API_REPLICAS ?? 2);
if (!Number.isInteger(replicas) || replicas < 1 || replicas > 32) {
  console.error(`API_REPLICAS must be a whole number from 1 to 32, got "${process.env.API_REPLICAS}"`);
  process.exit(1);
}
const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;
// Behind nginx: the replicas from API_REPLICA_PORT (4101) up, the static servers 10000 above their public ports.
const firstReplicaPort = Number(process.env.API_REPLICA_PORT ?? options.apiPort + 101);
const replicaPorts = Array.from({ length: replicas }, (_, i) => firstReplicaPort + i);
const staticPorts = Object.fromEntries(APPS.map((app) => [app.name, options.ports[app.name] + 10000]));

const { nginx, missing } = await clusterRequirements({ databaseUrl, redisUrl, createDatabase: true });
if (missing.length > 0) {
  console.error('The cluster needs nginx, PostgreSQL and Redis on this machine. Missing:');
  for (const line of missing) console.error(`  - ${line}`);
  console.error('\n`npm start` runs the storefront on its embedded defaults, without any of them.');
  process.exit(1);
}

// Every port, nginx's (the ones of `npm start`) and those behind it, before anything starts.
await claimPortsAndDataDir(
  [
    ...stackPorts(options, { mailCatcher: false }),
    ...APPS.map((app) => ({ variable: `${app.portVar} + 10000`, port: staticPorts[app.name], what: `the ${app.name}'s static server behind nginx` })),
    ...replicaPorts.map((port, i) => ({ variable: `API_REPLICA_PORT + ${i}`, port, what: `API replica ${i + 1}` })),
  ],
  options,
  'npm run start:cluster',
);

// Everything is there: build (as `npm start` does), then start.
if (!flags['skip-build']) {
  const built = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

options.databaseUrl = databaseUrl;
console.log(`Starting the storefront as ${replicas} API replica(s) behind nginx, on PostgreSQL and Redis…`);
const stack = await startStack({
  options,
  staticPorts,
  api: (opts, { quiet }) =>
    startCluster({
      nginx,
      dir: path.join(opts.dataDir, 'cluster', 'nginx'),
      host: opts.host,
      apiPort: opts.apiPort,
      replicaPorts,
      // Every replica: the same database, Redis and token secret (kept in the shared data folder).
      env: apiEnv(opts, { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl }),
      sites: APPS.map((app) => ({ port: opts.ports[app.name], upstream: staticPorts[app.name] })),
      quiet,
    }),
});

console.log(`
  Storefront:   ${stack.url}        (nginx → static servers on ${Object.values(staticPorts).join(', ')})
  API:          ${stack.apiUrl}   (nginx → replicas on ${replicaPorts.join(', ')}; /readyz, /livez)
  PostgreSQL:   ${redact(databaseUrl)}
  Redis:        ${redisUrl}
  Auth emulator ${stack.emulatorHost}

${demoAccountsText()}

  kill -HUP ${process.pid} restarts the replicas one at a time; Ctrl-C stops everything.
`);

let busy = false;
process.on('SIGHUP', async () => {
  if (busy) return;
  busy = true;
  console.log('Rolling restart…');
  try {
    await stack.api.rollingRestart();
    console.log('Rolling restart done: every replica is new.');
  } catch (error) {
    console.error('Rolling restart failed:', error.message);
  } finally {
    busy = false;
  }
});

stopOnSignals(() => stack.stop());
