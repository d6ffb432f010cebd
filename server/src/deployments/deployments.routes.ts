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
  type DeploymentsOverview,
  type PreviewBody,
  type PreviewBuild,
  type PreviewLink,
  type PreviewParams,
  type PromoteBody,
  type RemoteParams,
} from '@storefront/shared/schemas';
import { route } from '../http/route';
import { HttpError, badRequest, conflict } from '../http/errors';
import type { AppContext } from '../context';
import { currentUser } from '../auth/auth';
import {
  findBuild,
  insertBuild,
  latestBuilds,
  latestEvents,
  liveBuilds,
  lockLive,
  makeLive,
  record,
  remotesWithBuilds,
  rollbackTarget,
} from './deployments.repo';
import { signPreview, verifyPreview } from '@storefront/shared/preview-token';

const tags = ['deployments'];

/** How long browsers and CDNs may keep the answer to "which builds are live" (a switch reaches new page loads within a minute). */
const LIVE_MAX_AGE_S = 30;
/** Builds and history events the Deployments page shows per remote and in all. */
const BUILDS_SHOWN = 20;
const HISTORY_SHOWN = 50;

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
    const live = await liveBuilds(db);
    const overview: DeploymentsOverview = { remotes: [], history: [] };
    for (const remote of await remotesWithBuilds(db)) {
      const current = live.remotes[remote];
      overview.remotes.push({
        remote,
        live: current ? await findBuild(db, remote, current.buildId) : null,
        canary: current?.canary ? { build: await findBuild(db, remote, current.canary.buildId), percent: current.canary.percent } : null,
        rollbackTo: current ? await rollbackTarget(db, remote, current.buildId) : null,
        builds: await latestBuilds(db, remote, BUILDS_SHOWN),
      });
    }
    overview.history = await latestEvents(db, HISTORY_SHOWN);
    return overview;
  });

  route<{ Body: BuildBody }>(
    app,
    endpoints.recordBuild,
    { config: { ...ctx.writeLimit }, schema: { tags, summary: 'Record a published build as a candidate (admin)', body: buildBody } },
    async (request, reply) => {
      const me = currentUser(request);
      const build = request.body;
      if (!(await insertBuild(db, build, me.email))) throw conflict(`${build.remote} already has a build ${build.buildId}: builds are never replaced`);
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
  canaryRoutes(app, ctx);
  previewRoutes(app, ctx);
}

/** A build tried on a share of browsers: a canary started, and ended (promoted or dropped). */
function canaryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
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
}

/** Previews: a signed link that opens a build before it is live, and its opening. */
function previewRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
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
      reply.header('Cache-Control', 'private, no-store');
      return { remote: build.remote, buildId: build.buildId, entryUrl: build.entryUrl, expiresAt: new Date(claims.exp * 1000).toISOString() };
    },
  );
}
