import type { FastifyInstance } from 'fastify';
import { deployEndpoints as endpoints } from '@storefront/shared/endpoints';
import { healthQuery, healthReportBody, type HealthOverview, type HealthQuery, type HealthReportBody } from '@storefront/shared/schemas';
import { route } from '../http/route';
import { badRequest } from '../http/errors';
import type { AppContext } from '../context';
import { buildHealth, insertHealthEvents, pruneHealth } from './health.repo';

const tags = ['deployments'];

/** The span the Deployments page shows unless it asks for another (1 to 168 hours). */
const HEALTH_HOURS = 24;
/** How often at most a process deletes reports older than the retention. */
const PRUNE_EVERY_MS = 60_000;

/**
 * The shell's health reports (`navigator.sendBeacon`, so a text/plain body holding JSON and no
 * credentials) and the Deployments page's figures. Reports are public and rate limited per
 * address, hold no personal data, and are deleted after the retention.
 */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config } = ctx;
  let prunedAt = 0;
  const prune = async () => {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    await pruneHealth(db, config.healthRetentionHours);
  };

  route<{ Body: HealthReportBody }>(
    app,
    endpoints.reportHealth,
    {
      config: { ...ctx.reportLimit },
      // A beacon's body is text/plain (a CORS-safelisted type: no preflight); it holds JSON.
      preValidation: async (request) => {
        if (typeof request.body !== 'string') return;
        try {
          request.body = JSON.parse(request.body) as HealthReportBody;
        } catch {
          throw badRequest('The report must be JSON');
        }
      },
      schema: { tags, summary: 'Report page loads, failures and web vitals of remote builds (the shell, by beacon)', body: healthReportBody },
    },
    async (request, reply) => {
      await insertHealthEvents(db, request.body.events);
      await prune();
      return reply.status(204).send();
    },
  );

  route<{ Querystring: HealthQuery }>(
    app,
    endpoints.buildHealth,
    { schema: { tags, summary: 'Per remote build: page loads, error rate and p75 web vitals, per hour too (admin)', querystring: healthQuery } },
    async (request): Promise<HealthOverview> => {
      const hours = request.query.hours ? Number(request.query.hours) : HEALTH_HOURS;
      return { hours, builds: await buildHealth(db, hours) };
    },
  );
}
