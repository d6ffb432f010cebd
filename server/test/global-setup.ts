import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openPglite } from '../src/db/pglite';
import { migrate } from '../src/db/migrate';
import { seedIfEmpty } from '../src/seed/seed';
import { REPO_ROOT, SERVER_ROOT } from '../src/paths';
import { EMULATOR_PROJECT, TEST_ENV, TEST_USERS } from './env';
import { createUser } from './emulator-client';
import { freePort } from './ports';

/** A real dynamic import (the transform would turn `import()` into `require`). */
const importEsm = new Function('specifier', 'return import(specifier)') as (s: string) => Promise<any>;

async function emulatorAnswers(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/emulator/v1/projects/${EMULATOR_PROJECT}/config`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function startEmulator(): Promise<string> {
  const existing = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (existing && (await emulatorAnswers(existing))) return existing; // one emulator shared with the caller
  const { startAuthEmulator } = await importEsm(path.join(REPO_ROOT, 'scripts/lib/auth-emulator.mjs'));
  const emulator = await startAuthEmulator({ projectId: EMULATOR_PROJECT, port: await freePort(), hubPort: await freePort(), timeoutMs: 300_000 });
  (globalThis as { __authEmulator?: { stop(): Promise<void> } }).__authEmulator = emulator;
  return emulator.host as string;
}

/**
 * A migrated, seeded PGlite folder: each suite copies it (opening a folder takes seconds, initdb a
 * lot longer). Kept between runs in the temp folder, keyed by the migrations and seed sources.
 */
async function pgliteTemplate(): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of [path.join(SERVER_ROOT, 'migrations'), path.join(SERVER_ROOT, 'src/seed')]) {
    for (const name of readdirSync(dir).sort()) hash.update(name).update(readFileSync(path.join(dir, name)));
  }
  hash.update(readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json')));
  const dir = path.join(os.tmpdir(), `storefront-pglite-template-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(path.join(dir, 'PG_VERSION'))) return dir;
  const building = `${dir}.${process.pid}.tmp`;
  rmSync(building, { recursive: true, force: true });
  const db = await openPglite(building);
  await migrate(db);
  await seedIfEmpty(db);
  await db.close();
  try {
    renameSync(building, dir);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another run made it first
  }
  return dir;
}

async function postgresAdminUrl(): Promise<string | undefined> {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The Redis server the scale-out suites use, if one answers. */
async function redisUrl(): Promise<string | undefined> {
  const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { redisAnswers } = require(path.join(REPO_ROOT, 'scripts/lib/cluster.cjs'));
  return (await redisAnswers(url)) === undefined ? url : undefined;
}

export default async function globalSetup(): Promise<void> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'storefront-api-tests-'));
  mkdirSync(root, { recursive: true });
  (globalThis as { __testRoot?: string }).__testRoot = root;
  const [emulatorHost, template, pgUrl, redis] = await Promise.all([startEmulator(), pgliteTemplate(), postgresAdminUrl(), redisUrl()]);
  await Promise.all(Object.values(TEST_USERS).map((user) => createUser(emulatorHost, user)));
  process.env[TEST_ENV.emulatorHost] = emulatorHost;
  process.env[TEST_ENV.pgliteTemplate] = template;
  process.env[TEST_ENV.root] = root;
  if (pgUrl) process.env[TEST_ENV.pgAdminUrl] = pgUrl;
  else delete process.env[TEST_ENV.pgAdminUrl];
  if (redis) process.env[TEST_ENV.redisUrl] = redis;
  else delete process.env[TEST_ENV.redisUrl];
}
