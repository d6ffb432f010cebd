import type { FastifyInstance } from 'fastify';
import { deployEndpoints as endpoints } from '@storefront/shared/endpoints';
import { healthQuery, healthReportBody, type BuildHealth, type HealthOverview, type HealthQuery, type HealthReportBody } from '@storefront/shared/schemas';
import { route } from '../http/route';
import { badRequest } from '../http/errors';
import type { AppContext } from '../context';
import type { Queryable } from '../db';

const tags = ['deployments'];

/** The span the Deployments page shows unless it asks for another (1 to 168 hours). */
export const HEALTH_HOURS = 24;
/** How often at most a process deletes reports older than the retention. */
const PRUNE_EVERY_MS = 60_000;

const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null);
const rounded = (value: number | null, digits: number) => (value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits);

/** Per build with reports in the last `hours`: counts, error rate, p75 of each vital, and the same per hour. */
export async function buildHealth(db: Queryable, hours: number): Promise<BuildHealth[]> {
  const since = `now() - make_interval(hours => $1::int)`;
  const totals = await db.query<{
    remote: string;
    build: string;
    views: number;
    failures: number;
    errors: number;
    lcp: number | null;
    inp: number | null;
    cls: number | null;
  }>(
    `SELECT remote, build_id AS build,
            count(*) FILTER (WHERE kind = 'view')::int AS views,
            count(*) FILTER (WHERE kind = 'load-failure')::int AS failures,
            count(*) FILTER (WHERE kind = 'error')::int AS errors,
            percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = 'lcp') AS lcp,
            percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = 'inp') AS inp,
            percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = 'cls') AS cls
     FROM build_health WHERE at > ${since}
     GROUP BY remote, build_id ORDER BY remote, max(at) DESC`,
    [hours],
  );
  const hourly = await db.query<{ remote: string; build: string; hour: string; views: number; bad: number; lcp: number | null }>(
    `SELECT remote, build_id AS build, to_char(date_trunc('hour', at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24":00:00Z"') AS hour,
            count(*) FILTER (WHERE kind = 'view')::int AS views,
            count(*) FILTER (WHERE kind IN ('load-failure', 'error'))::int AS bad,
            percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = 'lcp') AS lcp
     FROM build_health WHERE at > ${since}
     GROUP BY remote, build_id, 3 ORDER BY 3`,
    [hours],
  );
  return totals.rows.map((row) => ({
    remote: row.remote,
    build: row.build,
    views: row.views,
    loadFailures: row.failures,
    errors: row.errors,
    errorRate: ratio(row.failures + row.errors, row.views),
    p75: { lcp: rounded(row.lcp, 0), inp: rounded(row.inp, 0), cls: rounded(row.cls, 3) },
    hourly: hourly.rows
      .filter((hour) => hour.remote === row.remote && hour.build === row.build)
      .map((hour) => ({ hour: hour.hour, views: hour.views, errorRate: ratio(hour.bad, hour.views), lcp: rounded(hour.lcp, 0) })),
  }));
}

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
    await db.query(`DELETE FROM build_health WHERE at < now() - make_interval(hours => $1::int)`, [config.healthRetentionHours]);
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
      const { events } = request.body;
      const values = events.flatMap((event) => [event.remote, event.build, event.kind, event.value ?? null]);
      const rows = events.map((_, i) => `($${i * 4 + 1}, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4}::double precision)`).join(', ');
      await db.query(`INSERT INTO build_health (remote, build_id, kind, value) VALUES ${rows}`, values);
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
