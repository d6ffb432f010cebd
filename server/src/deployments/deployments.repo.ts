import type { BuildBody, DeployEvent, LiveBuilds, RemoteBuild } from '@storefront/shared/schemas';
import type { Queryable } from '../db';
import { notFound } from '../http/errors';

// The deploy ledger's tables: remote_builds (every published build), remote_live (what new page
// loads get, and a canary), deploy_events (who changed what, when).

const at = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const BUILD_COLUMNS = `remote, build_id AS "buildId", version, commit_sha AS "commit", entry_url AS "entryUrl", contract,
  created_by AS "createdBy", ${at('created_at')} AS "createdAt"`;

/** Which build of each remote new page loads get, with a canary's share. */
export async function liveBuilds(db: Queryable): Promise<LiveBuilds> {
  const rows = await db.query<{ remote: string; buildId: string; entryUrl: string; canaryId: string | null; canaryUrl: string | null; percent: number | null }>(
    `SELECT l.remote, l.build_id AS "buildId", b.entry_url AS "entryUrl",
            l.canary_build_id AS "canaryId", c.entry_url AS "canaryUrl", l.canary_percent AS percent
     FROM remote_live l
     JOIN remote_builds b ON b.remote = l.remote AND b.build_id = l.build_id
     LEFT JOIN remote_builds c ON c.remote = l.remote AND c.build_id = l.canary_build_id
     ORDER BY l.remote`,
  );
  const remotes: LiveBuilds['remotes'] = {};
  for (const row of rows.rows) {
    remotes[row.remote] = {
      buildId: row.buildId,
      entryUrl: row.entryUrl,
      canary: row.canaryId && row.canaryUrl && row.percent !== null ? { buildId: row.canaryId, entryUrl: row.canaryUrl, percent: row.percent } : null,
    };
  }
  return { remotes };
}

export async function findBuild(db: Queryable, remote: string, buildId: string): Promise<RemoteBuild> {
  const found = await db.query<RemoteBuild>(`SELECT ${BUILD_COLUMNS} FROM remote_builds WHERE remote = $1 AND build_id = $2`, [remote, buildId]);
  const build = found.rows[0];
  if (!build) throw notFound(`${remote} has no published build ${buildId}`);
  return build;
}

/** The build that was live before `liveBuildId` became live: what a roll back makes live (null: none). */
export async function rollbackTarget(db: Queryable, remote: string, liveBuildId: string): Promise<string | null> {
  const previous = await db.query<{ fromBuild: string | null }>(
    `SELECT from_build AS "fromBuild" FROM deploy_events
     WHERE remote = $1 AND action IN ('promote', 'rollback') AND to_build = $2 ORDER BY seq DESC LIMIT 1`,
    [remote, liveBuildId],
  );
  return previous.rows[0]?.fromBuild ?? null;
}

/** The remote's live row, locked for the change being made (null: nothing is live yet). */
export async function lockLive(db: Queryable, remote: string) {
  const live = await db.query<{ buildId: string; canaryId: string | null; percent: number | null }>(
    'SELECT build_id AS "buildId", canary_build_id AS "canaryId", canary_percent AS percent FROM remote_live WHERE remote = $1 FOR UPDATE',
    [remote],
  );
  return live.rows[0] ?? null;
}

export async function record(db: Queryable, event: Omit<DeployEvent, 'id' | 'at'>): Promise<void> {
  await db.query('INSERT INTO deploy_events (remote, action, from_build, to_build, percent, actor) VALUES ($1, $2, $3, $4, $5, $6)', [
    event.remote,
    event.action,
    event.fromBuild,
    event.toBuild,
    event.percent,
    event.actor,
  ]);
}

export async function makeLive(db: Queryable, remote: string, buildId: string, canary: { buildId: string; percent: number } | null): Promise<void> {
  await db.query(
    `INSERT INTO remote_live (remote, build_id, canary_build_id, canary_percent, updated_at) VALUES ($1, $2, $3, $4, now())
     ON CONFLICT (remote) DO UPDATE SET build_id = $2, canary_build_id = $3, canary_percent = $4, updated_at = now()`,
    [remote, buildId, canary?.buildId ?? null, canary?.percent ?? null],
  );
}

/** The remotes with published builds, by name. */
export async function remotesWithBuilds(db: Queryable): Promise<string[]> {
  return (await db.query<{ remote: string }>('SELECT DISTINCT remote FROM remote_builds ORDER BY remote')).rows.map((row) => row.remote);
}

/** The remote's latest `limit` builds, newest first. */
export async function latestBuilds(db: Queryable, remote: string, limit: number): Promise<RemoteBuild[]> {
  return (await db.query<RemoteBuild>(`SELECT ${BUILD_COLUMNS} FROM remote_builds WHERE remote = $1 ORDER BY seq DESC LIMIT $2`, [remote, limit])).rows;
}

/** The latest `limit` changes of what is live (and preview links), newest first. */
export async function latestEvents(db: Queryable, limit: number): Promise<DeployEvent[]> {
  const history = await db.query<DeployEvent>(
    `SELECT seq::text AS id, remote, action, from_build AS "fromBuild", to_build AS "toBuild", percent, actor, ${at('at')} AS at
     FROM deploy_events ORDER BY seq DESC LIMIT $1`,
    [limit],
  );
  return history.rows;
}

/** Records a published build as a candidate; false when the remote already has a build of this id (builds are never replaced). */
export async function insertBuild(db: Queryable, build: BuildBody, by: string): Promise<boolean> {
  const inserted = await db.query(
    `INSERT INTO remote_builds (remote, build_id, version, commit_sha, entry_url, contract, created_by)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7) ON CONFLICT (remote, build_id) DO NOTHING RETURNING build_id`,
    [build.remote, build.buildId, build.version, build.commit, build.entryUrl, JSON.stringify(build.contract), by],
  );
  return inserted.rows.length > 0;
}
