import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { deployEndpoints as endpoints } from '@storefront/shared/endpoints';
import {
  buildBody,
  canaryBody,
  PREVIEW_MINUTES,
  previewBody,
  previewParams,
  promoteBody,
  remoteParams,
  type BuildBody,
  type CanaryBody,
  type DeployEvent,
  type DeploymentsOverview,
  type LiveBuilds,
  type PreviewBody,
  type PreviewBuild,
  type PreviewLink,
  type PreviewParams,
  type PromoteBody,
  type RemoteBuild,
  type RemoteParams,
} from '@storefront/shared/schemas';
import { route } from '../http/route';
import { HttpError, badRequest, conflict, notFound } from '../http/errors';
import type { AppContext } from '../context';
import type { Queryable } from '../db';
import { currentUser } from '../auth/auth';
import { signPreview, verifyPreview } from './previewToken';

const tags = ['deployments'];

/** How long browsers and CDNs may keep the answer to "which builds are live" (a switch reaches new page loads within a minute). */
export const LIVE_MAX_AGE_S = 30;
/** Builds and history events the Deployments page shows per remote and in all. */
const BUILDS_SHOWN = 20;
const HISTORY_SHOWN = 50;

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

async function findBuild(db: Queryable, remote: string, buildId: string): Promise<RemoteBuild> {
  const found = await db.query<RemoteBuild>(`SELECT ${BUILD_COLUMNS} FROM remote_builds WHERE remote = $1 AND build_id = $2`, [remote, buildId]);
  const build = found.rows[0];
  if (!build) throw notFound(`${remote} has no published build ${buildId}`);
  return build;
}

/** The build that was live before `liveBuildId` became live: what a roll back makes live (null: none). */
async function rollbackTarget(db: Queryable, remote: string, liveBuildId: string): Promise<string | null> {
  const previous = await db.query<{ fromBuild: string | null }>(
    `SELECT from_build AS "fromBuild" FROM deploy_events
     WHERE remote = $1 AND action IN ('promote', 'rollback') AND to_build = $2 ORDER BY seq DESC LIMIT 1`,
    [remote, liveBuildId],
  );
  return previous.rows[0]?.fromBuild ?? null;
}

/** The remote's live row, locked for the change being made (null: nothing is live yet). */
async function lockLive(db: Queryable, remote: string) {
  const live = await db.query<{ buildId: string; canaryId: string | null; percent: number | null }>(
    'SELECT build_id AS "buildId", canary_build_id AS "canaryId", canary_percent AS percent FROM remote_live WHERE remote = $1 FOR UPDATE',
    [remote],
  );
  return live.rows[0] ?? null;
}

async function record(db: Queryable, event: Omit<DeployEvent, 'id' | 'at'>): Promise<void> {
  await db.query('INSERT INTO deploy_events (remote, action, from_build, to_build, percent, actor) VALUES ($1, $2, $3, $4, $5, $6)', [
    event.remote,
    event.action,
    event.fromBuild,
    event.toBuild,
    event.percent,
    event.actor,
  ]);
}

async function makeLive(db: Queryable, remote: string, buildId: string, canary: { buildId: string; percent: number } | null): Promise<void> {
  await db.query(
    `INSERT INTO remote_live (remote, build_id, canary_build_id, canary_percent, updated_at) VALUES ($1, $2, $3, $4, now())
     ON CONFLICT (remote) DO UPDATE SET build_id = $2, canary_build_id = $3, canary_percent = $4, updated_at = now()`,
    [remote, buildId, canary?.buildId ?? null, canary?.percent ?? null],
  );
}

/**
 * The deploy ledger: builds are recorded as candidates, then promoted, rolled back or tried on a
 * share of browsers (canary). Every change is audited with who made it. `GET /deployments/live`
 * is what the shell asks at start; it is public, cacheable and answers 304 to its ETag.
 */
export async function deploymentsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  route(app, endpoints.liveBuilds, { schema: { tags, summary: 'Which build of each remote new page loads get (ETag, 304)' } }, async (request, reply) => {
    const body = JSON.stringify(await liveBuilds(db));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    reply.header('Cache-Control', `public, max-age=${LIVE_MAX_AGE_S}`).header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });

  route(app, endpoints.deployments, { schema: { tags, summary: 'Per remote: live, canary and published builds; the history (admin)' } }, async () => {
    const remotes = await db.query<{ remote: string }>('SELECT DISTINCT remote FROM remote_builds ORDER BY remote');
    const live = await liveBuilds(db);
    const overview: DeploymentsOverview = { remotes: [], history: [] };
    for (const { remote } of remotes.rows) {
      const builds = await db.query<RemoteBuild>(`SELECT ${BUILD_COLUMNS} FROM remote_builds WHERE remote = $1 ORDER BY seq DESC LIMIT ${BUILDS_SHOWN}`, [
        remote,
      ]);
      const current = live.remotes[remote];
      overview.remotes.push({
        remote,
        live: current ? await findBuild(db, remote, current.buildId) : null,
        canary: current?.canary ? { build: await findBuild(db, remote, current.canary.buildId), percent: current.canary.percent } : null,
        rollbackTo: current ? await rollbackTarget(db, remote, current.buildId) : null,
        builds: builds.rows,
      });
    }
    const history = await db.query<DeployEvent>(
      `SELECT seq::text AS id, remote, action, from_build AS "fromBuild", to_build AS "toBuild", percent, actor, ${at('at')} AS at
       FROM deploy_events ORDER BY seq DESC LIMIT ${HISTORY_SHOWN}`,
    );
    overview.history = history.rows;
    return overview;
  });

  route<{ Body: BuildBody }>(
    app,
    endpoints.recordBuild,
    { config: { ...ctx.writeLimit }, schema: { tags, summary: 'Record a published build as a candidate (admin)', body: buildBody } },
    async (request, reply) => {
      const me = currentUser(request);
      const build = request.body;
      const inserted = await db.query(
        `INSERT INTO remote_builds (remote, build_id, version, commit_sha, entry_url, contract, created_by)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7) ON CONFLICT (remote, build_id) DO NOTHING RETURNING build_id`,
        [build.remote, build.buildId, build.version, build.commit, build.entryUrl, JSON.stringify(build.contract), me.email],
      );
      if (!inserted.rows.length) throw conflict(`${build.remote} already has a build ${build.buildId}: builds are never replaced`);
      return reply.status(201).send(await findBuild(db, build.remote, build.buildId));
    },
  );

  route<{ Params: RemoteParams; Body: PromoteBody }>(
    app,
    endpoints.promoteBuild,
    { config: { ...ctx.writeLimit }, schema: { tags, summary: 'Make a build live for every new page load (admin)', params: remoteParams, body: promoteBody } },
    async (request) => {
      const me = currentUser(request);
      const { remote } = request.params;
      const { buildId } = request.body;
      await db.transaction(async (tx) => {
        await findBuild(tx, remote, buildId);
        const live = await lockLive(tx, remote);
        if (live?.buildId === buildId) throw conflict(`${buildId} is already live for ${remote}`);
        // A canary of another build goes on; promoting the canary's own build ends it.
        const canary = live?.canaryId && live.canaryId !== buildId && live.percent !== null ? { buildId: live.canaryId, percent: live.percent } : null;
        await makeLive(tx, remote, buildId, canary);
        await record(tx, { remote, action: 'promote', fromBuild: live?.buildId ?? null, toBuild: buildId, percent: null, actor: me.email });
      });
      return liveBuilds(db);
    },
  );

  route<{ Params: RemoteParams }>(
    app,
    endpoints.rollbackBuild,
    { config: { ...ctx.writeLimit }, schema: { tags, summary: 'Make the previous live build live again (admin)', params: remoteParams } },
    async (request) => {
      const me = currentUser(request);
      const { remote } = request.params;
      await db.transaction(async (tx) => {
        const live = await lockLive(tx, remote);
        if (!live) throw conflict(`Nothing is live for ${remote}: there is nothing to roll back`);
        // The build that was live before the current one became live.
        const target = await rollbackTarget(tx, remote, live.buildId);
        if (!target) throw conflict(`${live.buildId} is the first live build of ${remote}: there is nothing to roll back to`);
        await makeLive(tx, remote, target, null);
        await record(tx, { remote, action: 'rollback', fromBuild: live.buildId, toBuild: target, percent: null, actor: me.email });
      });
      return liveBuilds(db);
    },
  );

  route<{ Params: RemoteParams; Body: CanaryBody }>(
    app,
    endpoints.startCanary,
    {
      config: { ...ctx.writeLimit },
      schema: { tags, summary: 'Send a share of browsers to a candidate build (admin)', params: remoteParams, body: canaryBody },
    },
    async (request) => {
      const me = currentUser(request);
      const { remote } = request.params;
      const { buildId, percent } = request.body;
      await db.transaction(async (tx) => {
        await findBuild(tx, remote, buildId);
        const live = await lockLive(tx, remote);
        if (!live) throw conflict(`Nothing is live for ${remote} yet: promote a build first`);
        if (live.buildId === buildId) throw conflict(`${buildId} is already live for ${remote}`);
        await makeLive(tx, remote, live.buildId, { buildId, percent });
        await record(tx, { remote, action: 'canary', fromBuild: live.buildId, toBuild: buildId, percent, actor: me.email });
      });
      return liveBuilds(db);
    },
  );

  route<{ Params: RemoteParams }>(
    app,
    endpoints.endCanary,
    { config: { ...ctx.writeLimit }, schema: { tags, summary: 'End a canary: every browser gets the live build (admin)', params: remoteParams } },
    async (request) => {
      const me = currentUser(request);
      const { remote } = request.params;
      await db.transaction(async (tx) => {
        const live = await lockLive(tx, remote);
        if (!live?.canaryId) throw conflict(`${remote} has no canary`);
        await makeLive(tx, remote, live.buildId, null);
        await record(tx, { remote, action: 'end-canary', fromBuild: live.canaryId, toBuild: live.buildId, percent: null, actor: me.email });
      });
      return liveBuilds(db);
    },
  );

  route<{ Params: RemoteParams; Body: PreviewBody }>(
    app,
    endpoints.createPreview,
    {
      config: { ...ctx.writeLimit },
      schema: { tags, summary: 'A signed link that opens a build in one browser tab until it expires (admin)', params: remoteParams, body: previewBody },
    },
    async (request, reply): Promise<PreviewLink> => {
      const me = currentUser(request);
      const { remote } = request.params;
      const { buildId, minutes = PREVIEW_MINUTES.default } = request.body;
      await findBuild(db, remote, buildId);
      const exp = Math.floor(Date.now() / 1000) + minutes * 60;
      await record(db, { remote, action: 'preview', fromBuild: null, toBuild: buildId, percent: null, actor: me.email });
      reply.status(201);
      return { remote, buildId, expiresAt: new Date(exp * 1000).toISOString(), token: signPreview({ remote, buildId, exp }, ctx.tokenSecret) };
    },
  );

  route<{ Params: PreviewParams }>(
    app,
    endpoints.openPreview,
    { schema: { tags, summary: 'The build a preview link opens (an admin holding the link, until it expires)', params: previewParams } },
    async (request, reply): Promise<PreviewBuild> => {
      const claims = verifyPreview(request.params.token, ctx.tokenSecret);
      if (claims === 'invalid') throw badRequest('This preview link is not valid');
      if (claims === 'expired') throw new HttpError(410, 'PREVIEW_EXPIRED', 'This preview link has expired: ask for a new one');
      const build = await findBuild(db, claims.remote, claims.buildId);
      // Never cached: it says until when, and a browser must not keep it past that.
      reply.header('Cache-Control', 'no-store');
      return { remote: build.remote, buildId: build.buildId, entryUrl: build.entryUrl, expiresAt: new Date(claims.exp * 1000).toISOString() };
    },
  );
}
