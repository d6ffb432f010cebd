import type { FastifyInstance } from 'fastify';
import { endpoints, type Endpoint } from '@storefront/shared/endpoints';
import { route } from '../http/route';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { AppContext } from '../context';
import { toJsonSchema } from '../http/validation';
import { ping } from '../db';
import { DatabaseUnavailableError } from '../db/unavailable';
import { errorBody, RETRY_AFTER_SECONDS } from '../http/errors';

/** `GET /health`, and the OpenAPI document generated from the route schemas (the shared zod schemas). */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    endpoints.health,
    { schema: { tags: ['health'], summary: 'Liveness and database check: 200 when the database answers, 503 (with Retry-After) when not' } },
    async (request, reply) => {
      try {
        await ping(ctx.db);
        return { status: 'ok', database: ctx.db.kind };
      } catch (error) {
        if (!(error instanceof DatabaseUnavailableError)) throw error;
        request.log.warn({ err: error.cause }, 'health: database unavailable');
        return reply
          .status(503)
          .header('Retry-After', String(RETRY_AFTER_SECONDS))
          .send({
            status: 'unavailable',
            database: ctx.db.kind,
            ...errorBody('DATABASE_UNAVAILABLE', 'The database does not answer'),
          });
      }
    },
  );
}

/**
 * What a load balancer or an orchestrator asks each replica. Not in the shared table: no page
 * calls them, and the pages' bundles carry that table whole.
 */
export const probeEndpoints = {
  live: { method: 'GET', path: '/livez', access: 'public' },
  ready: { method: 'GET', path: '/readyz', access: 'public' },
} satisfies Record<string, Endpoint>;

/**
 * Probes for the load balancer: `/livez` says the process answers (restart it when not);
 * `/readyz` says whether to send it requests: 503 while it drains after SIGTERM (main.ts) or when
 * its database does not answer. Neither is rate limited or logged as an error.
 */
export async function probeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const probe = { tags: ['health'] };
  route(app, probeEndpoints.live, { logLevel: 'warn', schema: { ...probe, summary: 'Liveness: 200 while the process answers' } }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );
  route(
    app,
    probeEndpoints.ready,
    { logLevel: 'warn', schema: { ...probe, summary: 'Readiness: 200 when this replica should get requests; 503 while it stops or its database is away' } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (ctx.lifecycle.draining) return reply.status(503).send({ status: 'draining' });
      try {
        await ping(ctx.db);
        return { status: 'ready' };
      } catch (error) {
        if (!(error instanceof DatabaseUnavailableError)) throw error;
        request.log.warn({ err: error.cause }, 'readyz: database unavailable');
        return reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send({ status: 'unavailable' });
      }
    },
  );
}

/** Registered before the routes so it sees them all. */
export async function registerDocs(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Garments machine parts storefront API',
        version: '1.0.0',
        description:
          'Errors are always `{ error: { code, message, fields? } }`. Protected calls take `Authorization: Bearer <API token>` ' +
          'from `PUT /user/{email}` (which itself takes a Firebase ID token).',
      },
      servers: [{ url: ctx.config.publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: ({ schema, url, route }) => {
      if (!schema) return { schema, url };
      const converted: Record<string, unknown> = { ...schema };
      for (const part of ['body', 'params', 'querystring', 'headers'] as const) {
        if (schema[part]) converted[part] = toJsonSchema(schema[part]);
      }
      const access = (route.config as { access?: string } | undefined)?.access;
      if (access === 'signed-in' || access === 'admin' || url === '/user/:email') converted.security = [{ bearerAuth: [] }];
      return { schema: converted, url };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // swagger-ui's default CSP asks to upgrade to https, which breaks the page on http://127.0.0.1.
    transformStaticCSP: (header: string) => header.replace(/upgrade-insecure-requests;?/, ''),
  });
  // The API's description, not one of its calls.
  // eslint-disable-next-line no-restricted-syntax
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
