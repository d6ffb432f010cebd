import path from 'node:path';
import { REPO_ROOT } from './paths';
import { DEFAULT_VAT_RATE } from '@storefront/shared/schemas';

/**
 * How long an SVG drawing may take to be made safe: the largest the limits allow (5 MB, 20,000
 * elements) took 3 to 8 s on a shared, overloaded 2-core machine.
 */
export const DEFAULT_DRAWING_DEADLINE_MS = 10_000;

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
  /** Other origins that serve the image store's files (a CDN in front of it); the API's own origin always does. */
  imageOrigins: string[];
  /** HS256 secret of API tokens; generated and kept in `dataDir` when unset. */
  apiTokenSecret: string | undefined;
  apiTokenTtlSeconds: number;
  rateLimit: {
    /** Token exchanges per IP per minute. */
    tokenPerMinute: number;
    /** Writes (POST/PUT/PATCH/DELETE) per IP per minute. */
    writesPerMinute: number;
    /** The shell's health reports (beacons) per IP per minute. */
    reportsPerMinute: number;
  };
  /** How long the shell's health reports are kept. */
  healthRetentionHours: number;
  /** Largest image upload, bytes. */
  maxImageBytes: number;
  /** Largest JSON body, bytes. */
  bodyLimit: number;
  /** A client must send its whole request (headers and body) within this; then 408 and the connection closes. */
  requestTimeoutMs: number;
  /** A client must send its request headers within this. */
  headersTimeoutMs: number;
  database: {
    /** Longest wait for a connection from the pool (or a new one): then 503. */
    connectTimeoutMs: number;
    /** Longest a query may take, on the server (statement_timeout) and on the wire: then 503. */
    queryTimeoutMs: number;
    /** PostgreSQL connections for the long reads of many rows (an admin's list of every order, its export). */
    reportMax: number;
  };
  /**
   * How long a replica may serve its in-memory GET /parts and GET /reviews snapshot; 0: until the
   * data changes (a write here, or, on PostgreSQL, another replica's write announced by NOTIFY).
   */
  snapshotTtlMs: number;
  /** How long an uploaded SVG drawing may take to be made safe in its thread before it is refused (422). */
  drawingDeadlineMs: number;
  /** The admins' orders overview is computed again at most once per this many ms, however fast orders change. */
  overviewFreshMs: number;
  /** Redis for counts shared by every replica (rate limits); each process counts alone when unset. */
  redisUrl: string | undefined;
  /** Prefix of this storefront's keys in Redis (several storefronts may share one). */
  redisPrefix: string;
  /**
   * The load balancers whose X-Forwarded-For is believed (addresses, CIDR ranges, or the words
   * loopback, linklocal, uniquelocal); the header of anyone else is ignored. None when unset.
   */
  trustProxy: string[];
  /** Uploaded images in an S3-compatible bucket instead of `dataDir/images`, so every replica serves every image. */
  imageBucket: { bucket: string; endpoint: string | undefined; region: string; prefix: string } | undefined;
  /** How long an order's Idempotency-Key and its first answer are kept. */
  idempotencyRetentionHours: number;
  /** On SIGTERM: how long in-flight requests may take to finish before the process exits anyway. */
  shutdownGraceMs: number;
  /** On SIGTERM: how long /readyz answers 503 before the port closes (for balancers that poll it). */
  drainDelayMs: number;
  logLevel: string;
  /**
   * `SEED_DEMO_HISTORY=1` (`npm start` and the browser tests' stack set it): a new database's demo
   * company also gets a past, with an overdue invoice (docs/companies.md). Off by default: a real
   * shop's database gets no invented orders.
   */
  seedDemoHistory: boolean;
  /** The customers' e-mails (DECISIONS.md "After the order"): recorded always, sent when `smtpUrl` is set. */
  mail: {
    /** `SMTP_URL`: unset, e-mails wait in the outbox (the order's timeline says so) until one is. */
    smtpUrl: string | undefined;
    /** `MAIL_FROM`: the store's own sender, `orders@` its domain unless set; never the marketing contact. */
    from: string;
    storeName: string;
    /** The storefront's address, for the links in the e-mails (`STOREFRONT_URL`). */
    storefrontUrl: string;
    contact: { name: string; phone: string; email: string };
    /** The seller's postal address, at the foot of every e-mail (`COMPANY_ADDRESS`). */
    address: string;
    /** `STORE_TIME_ZONE` (an IANA zone): the e-mails' dates and times are the seller's. */
    timeZone: string;
    currency: string;
    pollMs: number;
    retryBaseMs: number;
    /** How long an e-mail a worker claimed is its own (`MAIL_LEASE_MS`): longer than any one send may take. */
    leaseMs: number;
  };
  /** Who sells, as the invoices name them: `COMPANY_NAME` (the store's name), `COMPANY_ADDRESS` and its accounts department. */
  seller: {
    company: string;
    address: string;
    /** Whom to ask about an invoice and its payment: `ACCOUNTS_*` (accountsContact), never the marketing contact. */
    contact: { name: string; phone: string; email: string };
    timeZone: string;
    /** The seller's BIN/VAT number on its invoices (`SELLER_TAX_NUMBER`); empty: not printed. */
    taxNumber: string;
    /** VAT added to the (net) prices on an invoice, in percent (`VAT_RATE`, 15 unless set: Bangladesh's standard rate). */
    vatRate: number;
    /** How to pay, as the invoices say it (`BANK_DETAILS`; `\n` or `|` starts a new line); empty: the contact is named instead. */
    bankDetails: string;
  };
}

/** `STORE_TIME_ZONE`, checked: an unknown zone stops the server with a message rather than printing UTC dates. */
function timeZone(raw: string | undefined): string {
  const zone = raw?.trim() || 'Asia/Dhaka';
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
  } catch {
    throw new Error(`STORE_TIME_ZONE names an IANA time zone such as "Asia/Dhaka", got "${zone}"`);
  }
  return zone;
}

/**
 * The store's own sender when `MAIL_FROM` is not set: `orders@` the storefront's domain (its
 * `STOREFRONT_URL` without `www.`), or `orders@stitchline.example` where that is an IP address or a
 * bare host name, as on a developer's machine.
 */
function defaultSender(storeName: string, storefrontUrl: string): string {
  return `${storeName} <orders@${storeDomain(storefrontUrl)}>`;
}

/** The storefront's domain (`STOREFRONT_URL`'s host without `www.`), or `stitchline.example` for an IP address or a bare host name. */
function storeDomain(storefrontUrl: string): string {
  const host = new URL(storefrontUrl).hostname.replace(/^www\./, '');
  return /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(host) ? host : 'stitchline.example';
}

/**
 * Whom an invoice names to ask about it and its payment: the seller's accounts department
 * (`ACCOUNTS_NAME`, `ACCOUNTS_PHONE`, `ACCOUNTS_EMAIL`), not the storefront's marketing contact;
 * by default `accounts@` the storefront's domain at the contact's phone.
 */
function accountsContact(env: NodeJS.ProcessEnv, storefrontUrl: string, phone: string): { name: string; phone: string; email: string } {
  return {
    name: env.ACCOUNTS_NAME?.trim() || 'Accounts department',
    phone: env.ACCOUNTS_PHONE?.trim() || phone,
    email: env.ACCOUNTS_EMAIL?.trim() || `accounts@${storeDomain(storefrontUrl)}`,
  };
}

/** `VAT_RATE`: a percentage from 0 to 100 with at most two decimals (15, 7.5). */
function vatRate(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_VAT_RATE;
  const value = Number(raw);
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(raw.trim()) || value > 100) throw new Error(`VAT_RATE is a percentage from 0 to 100 such as "15" or "7.5", got "${raw}"`);
  return value;
}

/** `BANK_DETAILS` as lines: a new line, a written `\n` or a `|` separates them. */
const bankDetails = (raw: string | undefined): string =>
  (raw ?? '')
    .split(/\r?\n|\\n|\|/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');

const localOrigins = (ports: number[]): string[] => ports.flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]);

/**
 * The remotes' own pages (`npm run dev -w <remote>`, on CATALOGUE_PORT, ACCOUNT_PORT, ADMIN_PORT
 * or 3001-3003). They call the API from their own origin, so they are let in, but only beside the
 * Auth emulator: an API that checks real Firebase tokens is never a development one.
 */
function standaloneOrigins(env: NodeJS.ProcessEnv): string[] {
  const ports = (['CATALOGUE_PORT', 'ACCOUNT_PORT', 'ADMIN_PORT'] as const).map((name, i) => int(env, name, 3001 + i, 1));
  return localOrigins(ports);
}

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

/**
 * TRUST_PROXY: the balancers' addresses. "true" (believe anyone's X-Forwarded-For) would let any
 * client pick the address its rate limit counts under, so it is refused with the fix.
 */
function trustedProxies(raw: string | undefined): string[] {
  const values = list(raw);
  if (values.some((v) => /^(1|true|yes|\*)$/i.test(v))) {
    throw new Error(
      `TRUST_PROXY names the load balancers' addresses (e.g. "loopback" or "10.0.0.5,10.0.1.0/24"), got "${raw}": believing every sender would let clients spoof their address`,
    );
  }
  return values;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env, 'PORT', 4000);
  const host = env.HOST?.trim() || '127.0.0.1';
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  // Who to ask: the e-mails name the storefront's contact, the invoices its accounts department.
  const storeName = env.STORE_NAME?.trim() || 'Stitchline Parts';
  const storefrontUrl = (env.STOREFRONT_URL?.trim() || `http://127.0.0.1:${int(env, 'SHELL_PORT', 3000, 1)}`).replace(/\/+$/, '');
  const address = env.COMPANY_ADDRESS?.trim() || 'Plot 14, BSCIC Industrial Estate, Tongi, Gazipur 1710, Bangladesh';
  const zone = timeZone(env.STORE_TIME_ZONE);
  const contact = {
    name: env.CONTACT_NAME?.trim() || 'Rahim Uddin',
    phone: env.CONTACT_PHONE?.trim() || '+880 1711-000000',
    email: env.CONTACT_EMAIL?.trim() || 'marketing@partsmanufacturer.com',
  };
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR?.trim() || path.join(REPO_ROOT, '.data')),
    databaseUrl,
    firebaseProjectId: env.FIREBASE_PROJECT_ID?.trim() || 'demo-storefront',
    firebaseAuthEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || undefined,
    adminEmails: list(env.ADMIN_EMAILS).map((e) => e.toLowerCase()),
    // The shell's origins (on this machine when CORS_ORIGINS is not set), and the remotes' own
    // pages in development.
    corsOrigins: [
      ...new Set([
        ...(env.CORS_ORIGINS !== undefined ? list(env.CORS_ORIGINS) : localOrigins([int(env, 'SHELL_PORT', 3000, 1)])),
        ...(env.FIREBASE_AUTH_EMULATOR_HOST?.trim() ? standaloneOrigins(env) : []),
      ]),
    ],
    publicUrl: (env.PUBLIC_URL?.trim() || `http://${host.includes(':') ? `[${host}]` : host}:${port}`).replace(/\/+$/, ''),
    imageOrigins: list(env.IMAGE_ORIGINS).map((origin) => new URL(origin).origin),
    apiTokenSecret: env.API_TOKEN_SECRET || undefined,
    apiTokenTtlSeconds: int(env, 'API_TOKEN_TTL_SECONDS', 3600, 1),
    rateLimit: {
      tokenPerMinute: int(env, 'RATE_LIMIT_TOKEN_PER_MINUTE', 60, 1),
      writesPerMinute: int(env, 'RATE_LIMIT_WRITES_PER_MINUTE', 600, 1),
      reportsPerMinute: int(env, 'RATE_LIMIT_REPORTS_PER_MINUTE', 600, 1),
    },
    healthRetentionHours: int(env, 'HEALTH_RETENTION_HOURS', 168, 1),
    maxImageBytes: int(env, 'MAX_IMAGE_BYTES', 5 * 1024 * 1024, 1),
    bodyLimit: int(env, 'BODY_LIMIT_BYTES', 64 * 1024, 1024),
    requestTimeoutMs: int(env, 'REQUEST_TIMEOUT_MS', 30_000, 1000),
    headersTimeoutMs: int(env, 'HEADERS_TIMEOUT_MS', 10_000, 1000),
    database: {
      connectTimeoutMs: int(env, 'DB_CONNECT_TIMEOUT_MS', 3000, 100),
      queryTimeoutMs: int(env, 'DB_QUERY_TIMEOUT_MS', 4000, 100),
      reportMax: int(env, 'DB_REPORT_CONNECTIONS', 2, 1),
    },
    snapshotTtlMs: int(env, 'SNAPSHOT_TTL_MS', 0),
    drawingDeadlineMs: int(env, 'DRAWING_DEADLINE_MS', DEFAULT_DRAWING_DEADLINE_MS, 100),
    overviewFreshMs: int(env, 'OVERVIEW_FRESH_MS', 1000),
    redisUrl: env.REDIS_URL?.trim() || undefined,
    redisPrefix: env.REDIS_PREFIX?.trim() || 'storefront:',
    trustProxy: trustedProxies(env.TRUST_PROXY),
    imageBucket: env.IMAGE_S3_BUCKET?.trim()
      ? {
          bucket: env.IMAGE_S3_BUCKET.trim(),
          endpoint: env.S3_ENDPOINT?.trim() || undefined,
          region: env.S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1',
          prefix: env.IMAGE_S3_PREFIX?.trim().replace(/^\/+|\/+$/g, '') ?? 'images',
        }
      : undefined,
    idempotencyRetentionHours: int(env, 'IDEMPOTENCY_RETENTION_HOURS', 24, 1),
    shutdownGraceMs: int(env, 'SHUTDOWN_GRACE_MS', 10_000, 0),
    drainDelayMs: int(env, 'DRAIN_DELAY_MS', 0, 0),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    seedDemoHistory: ['1', 'true'].includes(env.SEED_DEMO_HISTORY?.trim().toLowerCase() ?? ''),
    mail: {
      smtpUrl: env.SMTP_URL?.trim() || undefined,
      from: env.MAIL_FROM?.trim() || defaultSender(storeName, storefrontUrl),
      storeName,
      storefrontUrl,
      contact,
      address,
      timeZone: zone,
      currency: env.CURRENCY?.trim() || 'BDT',
      pollMs: int(env, 'MAIL_POLL_MS', 5000, 50),
      retryBaseMs: int(env, 'MAIL_RETRY_BASE_MS', 30_000, 10),
      leaseMs: int(env, 'MAIL_LEASE_MS', 60_000, 1000),
    },
    seller: {
      company: env.COMPANY_NAME?.trim() || storeName,
      address,
      contact: accountsContact(env, storefrontUrl, contact.phone),
      timeZone: zone,
      taxNumber: env.SELLER_TAX_NUMBER?.trim() ?? '',
      vatRate: vatRate(env.VAT_RATE),
      bankDetails: bankDetails(env.BANK_DETAILS),
    },
  };
}
