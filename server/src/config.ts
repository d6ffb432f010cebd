import path from 'node:path';
import { REPO_ROOT } from './paths';

/** Everything the server reads from the environment, parsed once. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server; PGlite in `dataDir/pglite` when unset. */
  databaseUrl: string | undefined;
  firebaseProjectId: string;
  /** When set, firebase-admin accepts the Auth emulator's (unsigned) ID tokens. Never set in production. */
  firebaseAuthEmulatorHost: string | undefined;
  adminEmails: string[];
  corsOrigins: string[];
  publicUrl: string;
  /** HS256 secret of API tokens; generated and kept in `dataDir` when unset. */
  apiTokenSecret: string | undefined;
  apiTokenTtlSeconds: number;
  rateLimit: {
    /** Token exchanges per IP per minute. */
    tokenPerMinute: number;
    /** Writes (POST/PUT/PATCH/DELETE) per IP per minute. */
    writesPerMinute: number;
  };
  /** Largest image upload, bytes. */
  maxImageBytes: number;
  /** Largest JSON body, bytes. */
  bodyLimit: number;
  /** How long a replica may serve its in-memory GET /parts and GET /reviews snapshot (0: until a local write). */
  snapshotTtlMs: number;
  logLevel: string;
}

const DEV_ORIGINS = [3000, 3001, 3002, 3003].flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]);

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number >= ${min}, got "${raw}"`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env, 'PORT', 4000);
  const host = env.HOST?.trim() || '127.0.0.1';
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR?.trim() || path.join(REPO_ROOT, '.data')),
    databaseUrl,
    firebaseProjectId: env.FIREBASE_PROJECT_ID?.trim() || 'demo-storefront',
    firebaseAuthEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || undefined,
    adminEmails: list(env.ADMIN_EMAILS).map((e) => e.toLowerCase()),
    corsOrigins: env.CORS_ORIGINS !== undefined ? list(env.CORS_ORIGINS) : DEV_ORIGINS,
    publicUrl: (env.PUBLIC_URL?.trim() || `http://${host.includes(':') ? `[${host}]` : host}:${port}`).replace(/\/+$/, ''),
    apiTokenSecret: env.API_TOKEN_SECRET || undefined,
    apiTokenTtlSeconds: int(env, 'API_TOKEN_TTL_SECONDS', 3600, 1),
    rateLimit: {
      tokenPerMinute: int(env, 'RATE_LIMIT_TOKEN_PER_MINUTE', 60, 1),
      writesPerMinute: int(env, 'RATE_LIMIT_WRITES_PER_MINUTE', 600, 1),
    },
    maxImageBytes: int(env, 'MAX_IMAGE_BYTES', 5 * 1024 * 1024, 1),
    bodyLimit: int(env, 'BODY_LIMIT_BYTES', 64 * 1024, 1024),
    snapshotTtlMs: int(env, 'SNAPSHOT_TTL_MS', databaseUrl ? 1000 : 0),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
  };
}
