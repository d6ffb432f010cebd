import Fastify, { type FastifyHttpOptions, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { Server } from 'node:http';
import cors from '@fastify/cors';
import helmet from 'helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { once } from 'node:events';
import path from 'node:path';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db';
import { seedIfEmpty } from './seed/seed';
import { seedDemoCompanyHistoryOnce } from './seed/demo-company-history';
import { resolveTokenSecret } from './auth/api-token';
import { installAuth } from './auth/auth';
import { AccountsCache } from './auth/accounts-cache';
import { tokenHolder } from './auth/auth.repo';
import { firebaseAuth, type FirebaseAuth } from './auth/firebase';
import type { AppContext } from './context';
import { MailWorker } from './mail/worker';
import { errorBody, HttpError, installErrorHandling } from './http/errors';
import { SnapshotCache } from './http/snapshot';
import { installZodValidation } from './http/validation';
import { folderImageStore, type ImageStore } from './storage/image-store';
import { healthRoutes, probeRoutes, registerDocs } from './health/health.routes';
import { LIST_CHANNEL, listenForListChanges, listOfNotice, type ListChanges, type ListName } from './db/list-changes';
import { s3Client, s3ImageStore } from './storage/s3-image-store';
import Redis from 'ioredis';
import { deploymentsRoutes } from './deployments/deployments.routes';
import { healthRoutes as buildHealthRoutes } from './deployments/health.routes';
import { imagesRoutes } from './images/images.routes';
import { invoicesRoutes } from './invoices/invoices.routes';
import { ordersRoutes } from './orders/orders.routes';
import { startApprovalExpiry } from './orders/approval-expiry';
import { startInvoiceBackfill } from './orders/invoice-backfill';
import { quotesRoutes } from './quotes/quotes.routes';
import { startQuoteExpiry } from './quotes/quote-expiry';
import { machinesRoutes } from './machines/machines.routes';
import { assembliesRoutes } from './assemblies/assemblies.routes';
import { cartRoutes } from './cart/cart.routes';
import { companiesRoutes } from './companies/companies.routes';
import { partsRoutes } from './parts/parts.routes';
import { pricesRoutes } from './prices/prices.routes';
import { profileRoutes } from './profile/profile.routes';
import { reviewsRoutes } from './reviews/reviews.routes';
import { usersRoutes } from './users/users.routes';

export interface BuildOptions {
  /** Full configuration, or overrides on top of the environment's. */
  config?: Partial<Config>;
  /** An open database to use (not closed with the app); by default the configured one is opened. */
  db?: Database;
  firebase?: FirebaseAuth;
  images?: ImageStore;
  logger?: FastifyServerOptions['logger'];
}

/** Uploaded images: the configured bucket, or the data folder. */
function imageStoreOf(config: Config): ImageStore {
  const bucket = config.imageBucket;
  if (!bucket) return folderImageStore(path.join(config.dataDir, 'images'));
  return s3ImageStore({ client: s3Client(bucket), bucket: bucket.bucket, prefix: bucket.prefix });
}

/** The configured database, migrated, with the demo parts, reviews and machines once (closed again when seeding fails). */
async function openSeededDatabase(config: Config): Promise<Database> {
  const db = await openDatabase(config);
  try {
    await seedIfEmpty(db, config.mail.currency);
    if (config.seedDemoHistory) await seedDemoCompanyHistoryOnce(db, config);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}

/** The HTTP server's options: its limits, deadlines, the balancers it believes and how it closes. */
function serverOptions(config: Config, logger: BuildOptions['logger']): FastifyHttpOptions<Server> {
  return {
    logger: logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    routerOptions: { maxParamLength: 320 },
    // Closing waits for requests in flight (a rolling restart loses none) and drops idle connections;
    // a request that still arrives on a kept-alive connection meanwhile is served (with
    // `Connection: close`, in buildApp), not refused with a 503 a balancer may not retry (a POST).
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    // Slow clients: a request that trickles its headers or body is cut off with a 408.
    // Node checks these deadlines every connectionsCheckingInterval (30 s by default).
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(config.headersTimeoutMs, config.requestTimeoutMs),
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: 1000,
    },
    // Plugins (swagger-ui reads its static files) can take long on a starved machine; 10 s is fastify's default.
    pluginTimeout: 120_000,
    // X-Forwarded-For is believed only from the balancers named in TRUST_PROXY, so rate limits
    // count per client behind them and nobody else can choose the address they count under.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // Errors the router raises before any route runs (a URL that does not decode, say).
    frameworkErrors: (_error, _request, reply) => {
      (reply as unknown as FastifyReply).status(400).send(errorBody('BAD_REQUEST', 'Malformed URL'));
    },
  };
}

/** What every answer goes through: security headers, CORS, the rate limits (counted in Redis when set) and uploads. */
async function installHttpPlugins(app: FastifyInstance, config: Config, redis: Redis | undefined): Promise<void> {
  // Security headers (helmet), built once: the same headers on every answer, set in one hook.
  const securityHeaders = helmet({
    // The API answers JSON and images: nothing may run or be framed. /docs sets its own policy.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
    },
    // The storefront's pages on other origins show our images.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match', 'Idempotency-Key'],
    exposedHeaders: ['ETag', 'Idempotent-Replayed'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${config.redisPrefix}rate-limit:` } : {}),
    // Redis away: requests are served uncounted rather than refused (the shop keeps selling).
    skipOnError: true,
    errorResponseBuilder: (_request, context) => new HttpError(429, 'RATE_LIMITED', `Too many requests: try again in ${context.after}`),
  });
  await app.register(multipart, {
    limits: { fileSize: config.maxImageBytes, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
  });
}

/** The whole API, ready to `listen` (or `inject`). Closing the app closes what it opened. */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(), ...options.config };
  const ownsDb = options.db === undefined;
  // A database it opened gets the demo parts, reviews and machines once (a given one is the caller's).
  const db = options.db ?? (await openSeededDatabase(config));
  const firebase = options.firebase ?? firebaseAuth(config.firebaseProjectId, config.firebaseAuthEmulatorHost);

  const app = Fastify(serverOptions(config, options.logger));

  // Other replicas' writes to the public lists, heard through PostgreSQL (LISTEN/NOTIFY).
  // On PGlite this process is the only writer; on PostgreSQL memory is used once it has heard
  // every change committed before the request.
  let changes: ListChanges | undefined;
  const upToDate = () => db.kind === 'pglite' || (changes?.caughtUp() ?? false);
  const snapshots = {
    parts: new SnapshotCache(config.snapshotTtlMs, undefined, upToDate),
    reviews: new SnapshotCache(config.snapshotTtlMs, undefined, upToDate),
  };
  // The callers' accounts (auth/accounts-cache.ts): used once every change to `users` is heard,
  // which on PGlite needs its own notices, and on PostgreSQL the listening connection.
  const accounts = new AccountsCache({
    read: (userId) => tokenHolder(db, userId),
    upToDate: () => (db.kind === 'pglite' ? unlisten !== undefined : (changes?.caughtUp() ?? false)),
  });
  const onChange = (list: ListName | '*') => {
    if (list === '*' || list === 'parts') snapshots.parts.invalidate();
    if (list === '*' || list === 'reviews') snapshots.reviews.invalidate();
    if (list === '*' || list === 'users') accounts.invalidate();
  };
  const unlisten = db.kind === 'pglite' && db.listen ? await db.listen(LIST_CHANNEL, (payload) => onChange(listOfNotice(payload))) : undefined;
  if (db.kind === 'postgres' && config.databaseUrl) {
    changes = await listenForListChanges(config.databaseUrl, {
      connectTimeoutMs: config.database.connectTimeoutMs,
      onChange,
      onError: (error) => app.log.warn({ err: error }, 'list changes: not listening; lists are read from the database until it is back'),
    });
  }
  // Rate limits counted in Redis are shared by every replica. While it is away a count fails at
  // once (no queue of commands waiting for it) and the request is served uncounted.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
  redis?.on('error', (error: unknown) => app.log.warn({ err: error }, 'redis: rate limits are not counted while it is away'));
  // Counting from the first request: wait (briefly) for the connection; start without it if Redis is away.
  if (redis) await Promise.race([once(redis, 'ready').catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2000).unref())]);

  const ctx: AppContext = {
    config,
    db,
    tokenSecret: resolveTokenSecret(config.apiTokenSecret, config.dataDir),
    firebase,
    images: options.images ?? imageStoreOf(config),
    snapshots,
    lifecycle: { draining: false },
    writeLimit: { rateLimit: { max: config.rateLimit.writesPerMinute, timeWindow: 60_000 } },
    tokenLimit: { rateLimit: { max: config.rateLimit.tokenPerMinute, timeWindow: 60_000 } },
    reportLimit: { rateLimit: { max: config.rateLimit.reportsPerMinute, timeWindow: 60_000 } },
    mail: { settings: config.mail, wake: () => mailWorker?.wake() },
  };

  // The customers' e-mails: recorded with each change, sent by this worker when SMTP_URL is set.
  const mailWorker = config.mail.smtpUrl
    ? new MailWorker(db, {
        smtpUrl: config.mail.smtpUrl,
        from: config.mail.from,
        settings: config.mail,
        pollMs: config.mail.pollMs,
        retryBaseMs: config.mail.retryBaseMs,
        leaseMs: config.mail.leaseMs,
        onError: (error) => app.log.warn({ err: error }, 'mail: an e-mail could not be sent yet; it will be tried again'),
      })
    : undefined;
  app.addHook('onReady', async () => mailWorker?.start());

  app.addHook('onClose', async () => {
    await mailWorker?.stop();
    await changes?.close();
    await unlisten?.().catch(() => undefined);
    await redis?.quit().catch(() => redis.disconnect());
    await firebase.close().catch(() => undefined);
    if (ownsDb) await db.close();
  });
  startApprovalExpiry(app, ctx);
  startInvoiceBackfill(app, ctx);
  startQuoteExpiry(app, ctx);

  // Stopping: every answer closes its connection, so a balancer's kept-alive connections end with
  // the request they carry instead of being cut while it may be sending the next one.
  app.addHook('onRequest', (_request, reply, done) => {
    if (ctx.lifecycle.draining) reply.header('Connection', 'close');
    done();
  });

  installErrorHandling(app);
  installZodValidation(app);

  await installHttpPlugins(app, config, redis);

  installAuth(app, accounts, ctx.tokenSecret);
  await registerDocs(app, ctx);

  for (const routes of [
    healthRoutes,
    probeRoutes,
    partsRoutes,
    ordersRoutes,
    cartRoutes,
    machinesRoutes,
    assembliesRoutes,
    usersRoutes,
    reviewsRoutes,
    profileRoutes,
    imagesRoutes,
    invoicesRoutes,
    deploymentsRoutes,
    buildHealthRoutes,
    companiesRoutes,
    quotesRoutes,
    pricesRoutes,
  ]) {
    await app.register(async (scope) => routes(scope, ctx));
  }

  app.decorate('ctx', ctx);
  return app;
}
