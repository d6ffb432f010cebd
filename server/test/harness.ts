import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db';
import { loadConfig, type Config } from '../src/config';
import { ADMIN_EMAILS, EMULATOR_PROJECT, TEST_ENV, TEST_USERS, type TestUser } from './env';
import { createUser, signIn } from './emulator-client';

export type DbKind = 'pglite' | 'postgres';

export const emulatorHost = (): string => {
  const host = process.env[TEST_ENV.emulatorHost];
  if (!host) throw new Error('global setup did not start the Auth emulator');
  return host;
};

const pgAdminUrl = process.env[TEST_ENV.pgAdminUrl];

/**
 * Runs `suite` once per database: PGlite always, PostgreSQL when global setup reached a server.
 * The PostgreSQL variant is reported as skipped otherwise.
 */
export function describeEachDb(name: string, suite: (kind: DbKind) => void): void {
  describe(`${name} [pglite]`, () => suite('pglite'));
  if (pgAdminUrl) describe(`${name} [postgres]`, () => suite('postgres'));
  else describe.skip(`${name} [postgres: no server reachable]`, () => suite('postgres'));
}

export const TEST_TOKEN_SECRET = 'test-secret-of-the-api-tokens-0123456789';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  kind: DbKind;
  dataDir: string;
  /** The PostgreSQL database it runs on. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/** A fresh, empty PostgreSQL database on the test server (migrated by the first API that opens it). */
export async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!pgAdminUrl) throw new Error('no PostgreSQL server');
  const name = `storefront_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: pgAdminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: pgAdminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Whether global setup reached a PostgreSQL server (suites that need one are skipped otherwise). */
export const hasPostgres = Boolean(pgAdminUrl);

/** The Redis server global setup reached, if any. */
export const testRedisUrl = process.env[TEST_ENV.redisUrl];

/**
 * A suite that needs some services: skipped, with the reason in its name (and so in `npm test`'s
 * list of skipped tests), when one of them is missing.
 */
export function describeWith(name: string, missing: (string | false | undefined)[], suite: () => void): void {
  const reasons = missing.filter((reason): reason is string => Boolean(reason));
  if (reasons.length === 0) describe(name, suite);
  else describe.skip(`${name} [skipped: ${reasons.join('; ')}]`, suite);
}

/**
 * A migrated database of `kind` without the app, for a module's own tests (a workflow, a
 * repository): PGlite from the suites' template, or a fresh PostgreSQL database, dropped on close.
 */
export async function openTestDatabase(kind: DbKind): Promise<{ db: Database; config: Config; close(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(process.env[TEST_ENV.root] ?? os.tmpdir(), `db-${kind}-`));
  const template = process.env[TEST_ENV.pgliteTemplate];
  if (kind === 'pglite' && template) cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
  const database = kind === 'postgres' ? await createDatabase() : undefined;
  const config = { ...loadConfig({ STOREFRONT_URL: 'https://shop.example' }), dataDir, databaseUrl: database?.url };
  const db = await openDatabase(config);
  return {
    db,
    config,
    async close() {
      await db.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A real API on a free port over its own fresh, seeded database. */
export async function startServer(
  kind: DbKind,
  overrides: Partial<Config> = {},
  options: {
    mapDatabaseUrl?: (url: string) => string;
    /** Another replica: the same PostgreSQL database as this server (which drops it on close). */
    replicaOf?: TestServer;
  } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(process.env[TEST_ENV.root] ?? os.tmpdir(), `api-${kind}-`));
  let database: { url: string; drop(): Promise<void> } | undefined;
  if (options.replicaOf) {
    if (kind !== 'postgres' || !options.replicaOf.databaseUrl) throw new Error('replicas share a PostgreSQL database');
    database = { url: options.replicaOf.databaseUrl, drop: async () => undefined };
  } else if (kind === 'pglite') {
    const template = process.env[TEST_ENV.pgliteTemplate];
    if (template) cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
  } else {
    database = await createDatabase();
  }
  const app = await buildApp({
    logger: false,
    config: {
      dataDir,
      databaseUrl: database && (options.mapDatabaseUrl?.(database.url) ?? database.url),
      firebaseProjectId: EMULATOR_PROJECT,
      firebaseAuthEmulatorHost: emulatorHost(),
      adminEmails: ADMIN_EMAILS,
      apiTokenSecret: TEST_TOKEN_SECRET,
      apiTokenTtlSeconds: 600,
      rateLimit: { tokenPerMinute: 10_000, writesPerMinute: 100_000, reportsPerMinute: 100_000 },
      snapshotTtlMs: 0,
      // Whatever the environment says: a suite that wants Redis, a balancer or a bucket says so.
      redisUrl: undefined,
      trustProxy: [],
      imageBucket: undefined,
      // E-mails are recorded but not sent unless a suite starts an SMTP server of its own.
      mail: { ...loadConfig().mail, smtpUrl: undefined },
      ...overrides,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  app.ctx.config.publicUrl = url;
  return {
    url,
    app,
    kind,
    dataDir,
    databaseUrl: database?.url,
    async close() {
      await app.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as is (not JSON-encoded). */
  raw?: RequestInit['body'];
  headers?: Record<string, string>;
}

/** One HTTP call; the body is parsed as JSON when it is JSON. */
export async function call<T = any>(server: { url: string }, method: string, url: string, options: CallOptions = {}): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: RequestInit['body'] | undefined = options.raw;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${server.url}${url}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('application/json') && text) parsed = JSON.parse(text);
  return { status: response.status, body: parsed as T, headers: response.headers, text };
}

/** Every item of a paged list (`{ items, nextCursor }`), following the cursors at 100 a page. */
export async function listAll<T>(server: { url: string }, path: string, token?: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const url: string = `${path}${path.includes('?') ? '&' : '?'}limit=100${cursor ? `&cursor=${cursor}` : ''}`;
    const reply: Reply<{ items: T[]; nextCursor: string | null }> = await call(server, 'GET', url, { token });
    if (reply.status !== 200) throw new Error(`GET ${url}: ${reply.status} ${reply.text}`);
    items.push(...reply.body.items);
    cursor = reply.body.nextCursor;
  } while (cursor);
  return items;
}

export interface Actor {
  email: string;
  /** API token from the token exchange. */
  token: string;
}

/** Signs a test user in with the emulator and exchanges the ID token for an API token. */
export async function signInAs(server: TestServer, user: TestUser): Promise<Actor> {
  const idToken = await signIn(emulatorHost(), user);
  const reply = await call(server, 'PUT', `/user/${encodeURIComponent(user.email)}`, {
    token: idToken,
    body: { email: user.email },
  });
  if (reply.status !== 200) throw new Error(`token exchange for ${user.email}: ${reply.status} ${reply.text}`);
  return { email: user.email, token: reply.body.token };
}

export interface Cast {
  admin: Actor;
  customer: Actor;
  other: Actor;
}

export async function signInCast(server: TestServer): Promise<Cast> {
  const [admin, customer, other] = await Promise.all([
    signInAs(server, TEST_USERS.admin),
    signInAs(server, TEST_USERS.customer),
    signInAs(server, TEST_USERS.other),
  ]);
  return { admin, customer, other };
}

export { TEST_USERS };

/** A new emulator account of its own (for tests that remove or change an account), with its Firebase uid. */
export async function freshUser(prefix: string, options: { verified?: boolean } = {}): Promise<TestUser & { localId: string }> {
  const id = randomBytes(4).toString('hex');
  const user: TestUser = { email: `${prefix}-${id}@example.com`, password: `secret-${id}`, displayName: `${prefix} ${id}`, verified: options.verified };
  const localId = await createUser(emulatorHost(), user);
  return { ...user, localId };
}

/**
 * A suite's API on `kind`: started before its tests with the cast signed in, closed after them.
 * Read `server` and `cast` inside the tests (they are set once the suite starts).
 */
export function apiForSuite(kind: DbKind): { readonly server: TestServer; readonly cast: Cast } {
  const suite = {} as { server: TestServer; cast: Cast };
  beforeAll(async () => {
    suite.server = await startServer(kind);
    suite.cast = await signInCast(suite.server);
  });
  afterAll(() => suite.server?.close());
  return suite;
}
