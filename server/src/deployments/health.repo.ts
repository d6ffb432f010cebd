import type { BuildHealth, HealthReportBody } from '@storefront/shared/schemas';
import type { Queryable } from '../db';

// The builds' health reports (build_health): page loads, failures and web vitals per remote build.

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

/** Stores a report's events. */
export async function insertHealthEvents(db: Queryable, events: HealthReportBody['events']): Promise<void> {
  const values = events.flatMap((event) => [event.remote, event.build, event.kind, event.value ?? null]);
  const rows = events.map((_, i) => `($${i * 4 + 1}, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4}::double precision)`).join(', ');
  await db.query(`INSERT INTO build_health (remote, build_id, kind, value) VALUES ${rows}`, values);
}

/** Deletes the reports older than `hours`. */
export async function pruneHealth(db: Queryable, hours: number): Promise<void> {
  await db.query(`DELETE FROM build_health WHERE at < now() - make_interval(hours => $1::int)`, [hours]);
}
