import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import path from 'node:path';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db';
import { resolveTokenSecret } from './auth/api-token';
import { installAuth } from './auth/auth';
import { firebaseAuth, type FirebaseAuth } from './auth/firebase';
import type { AppContext } from './context';
import { errorBody, HttpError, installErrorHandling } from './http/errors';
import { SnapshotCache } from './http/snapshot';
import { installZodValidation } from './http/validation';
import { folderImageStore, type ImageStore } from './images/image-store';
import { healthRoutes, registerDocs } from './health/health.routes';
import { deploymentsRoutes } from './deployments/deployments.routes';
import { healthRoutes as buildHealthRoutes } from './deployments/health.routes';
import { imagesRoutes } from './images/images.routes';
import { ordersRoutes } from './orders/orders.routes';
import { partsRoutes } from './parts/parts.routes';
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

/** The whole API, ready to `listen` (or `inject`). Closing the app closes what it opened. */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(), ...options.config };
  const db = options.db ?? (await openDatabase(config));
  const ownsDb = options.db === undefined;
  const firebase = options.firebase ?? firebaseAuth(config.firebaseProjectId, config.firebaseAuthEmulatorHost);

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    routerOptions: { maxParamLength: 320 },
    forceCloseConnections: true,
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
    // Behind a load balancer set TRUST_PROXY so rate limits see the client's address.
    trustProxy: process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true',
    // Errors the router raises before any route runs (a URL that does not decode, say).
    frameworkErrors: (_error, _request, reply) => {
      (reply as unknown as FastifyReply).status(400).send(errorBody('BAD_REQUEST', 'Malformed URL'));
    },
  });

  const ctx: AppContext = {
    config,
    db,
    tokenSecret: resolveTokenSecret(config.apiTokenSecret, config.dataDir),
    firebase,
    images: options.images ?? folderImageStore(path.join(config.dataDir, 'images')),
    snapshots: {
      parts: new SnapshotCache(config.snapshotTtlMs),
      reviews: new SnapshotCache(config.snapshotTtlMs),
    },
    writeLimit: { rateLimit: { max: config.rateLimit.writesPerMinute, timeWindow: 60_000 } },
    tokenLimit: { rateLimit: { max: config.rateLimit.tokenPerMinute, timeWindow: 60_000 } },
    reportLimit: { rateLimit: { max: config.rateLimit.reportsPerMinute, timeWindow: 60_000 } },
  };

  app.addHook('onClose', async () => {
    await firebase.close().catch(() => undefined);
    if (ownsDb) await db.close();
  });

  installErrorHandling(app);
  installZodValidation(app);

  await app.register(helmet, {
    // The API answers JSON and images: nothing may run or be framed. /docs sets its own policy.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
    },
    // The storefront's pages on other origins show our images.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match'],
    exposedHeaders: ['ETag'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => new HttpError(429, 'RATE_LIMITED', `Too many requests: try again in ${context.after}`),
  });
  await app.register(multipart, {
    limits: { fileSize: config.maxImageBytes, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
  });

  installAuth(app, db, ctx.tokenSecret);
  await registerDocs(app, ctx);

  for (const routes of [
    healthRoutes,
    partsRoutes,
    ordersRoutes,
    usersRoutes,
    reviewsRoutes,
    profileRoutes,
    imagesRoutes,
    deploymentsRoutes,
    buildHealthRoutes,
  ]) {
    await app.register(async (scope) => routes(scope, ctx));
  }

  app.decorate('ctx', ctx);
  return app;
}
