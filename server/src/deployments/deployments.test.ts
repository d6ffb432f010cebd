import type { DeploymentsOverview, LiveBuilds, PreviewLink, RemoteBuild } from '@storefront/shared/schemas';
import { signPreview } from '@storefront/shared/preview-token';
import { call, describeEachDb, signInCast, startServer, type Cast, type TestServer } from '../../test/harness';

const build = (buildId: string, remote = 'catalogue') => ({
  remote,
  buildId,
  version: '1.2.0',
  commit: '4f2a9c1',
  entryUrl: `https://cdn.example.com/${remote}/${buildId}/remoteEntry.js`,
  contract: { exposes: ['./HomePage'], shared: { react: '^19.2.0' } },
});

describeEachDb('the deploy ledger', (kind) => {
  let server: TestServer;
  let cast: Cast;
  const admin = (method: string, url: string, body?: unknown) =>
    call(server, method, url, { token: cast.admin.token, ...(body === undefined ? {} : { body }) });
  const live = async () => (await call<LiveBuilds>(server, 'GET', '/deployments/live')).body.remotes;

  beforeAll(async () => {
    server = await startServer(kind);
    cast = await signInCast(server);
  });
  afterAll(() => server?.close());

  it('records builds as candidates, never replacing one, and says who published them', async () => {
    expect(await live()).toEqual({});
    const recorded = await admin('POST', '/deployments/builds', build('a1'));
    expect(recorded.status).toBe(201);
    expect(recorded.body).toEqual<RemoteBuild>({ ...build('a1'), createdBy: cast.admin.email, createdAt: expect.any(String) });
    const again = await admin('POST', '/deployments/builds', { ...build('a1'), version: '9.9.9' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/never replaced/);
    expect((await admin('POST', '/deployments/builds', build('b1'))).status).toBe(201);
    expect(await live()).toEqual({}); // a candidate is not live
  });

  it('promotes, tries a canary, promotes again and rolls back, each change in the history', async () => {
    expect((await admin('PUT', '/deployments/catalogue/live', { buildId: 'a1' })).body.remotes.catalogue).toEqual({
      buildId: 'a1',
      entryUrl: build('a1').entryUrl,
      canary: null,
    });
    const canary = await admin('PUT', '/deployments/catalogue/canary', { buildId: 'b1', percent: 50 });
    expect(canary.status).toBe(200);
    expect((await live()).catalogue).toEqual({
      buildId: 'a1',
      entryUrl: build('a1').entryUrl,
      canary: { buildId: 'b1', entryUrl: build('b1').entryUrl, percent: 50 },
    });
    // Promoting the canary's build ends the canary.
    await admin('PUT', '/deployments/catalogue/live', { buildId: 'b1' });
    expect((await live()).catalogue).toEqual({ buildId: 'b1', entryUrl: build('b1').entryUrl, canary: null });
    const rolledBack = await admin('POST', '/deployments/catalogue/rollback');
    expect(rolledBack.status).toBe(200);
    expect(rolledBack.body.remotes.catalogue.buildId).toBe('a1');

    const overview = await admin('GET', '/deployments');
    expect(overview.status).toBe(200);
    const body = overview.body as DeploymentsOverview;
    const catalogue = body.remotes.find((r) => r.remote === 'catalogue')!;
    expect(catalogue.live?.buildId).toBe('a1');
    expect(catalogue.canary).toBeNull();
    // a1 became live again by rolling back from b1: a roll back now would bring b1 back.
    expect(catalogue.rollbackTo).toBe('b1');
    expect(catalogue.builds.map((b) => b.buildId)).toEqual(['b1', 'a1']);
    expect(body.history.map((e) => [e.action, e.fromBuild, e.toBuild, e.percent, e.actor])).toEqual([
      ['rollback', 'b1', 'a1', null, cast.admin.email],
      ['promote', 'a1', 'b1', null, cast.admin.email],
      ['canary', 'a1', 'b1', 50, cast.admin.email],
      ['promote', null, 'a1', null, cast.admin.email],
    ]);
  });

  it('ends a canary, and refuses what cannot be done with a reason', async () => {
    expect((await admin('POST', '/deployments/builds', build('c1'))).status).toBe(201);
    await admin('PUT', '/deployments/catalogue/canary', { buildId: 'c1', percent: 10 });
    // Promoting what is already live changes nothing, canary or not.
    expect((await admin('PUT', '/deployments/catalogue/live', { buildId: 'a1' })).status).toBe(409);
    expect((await admin('DELETE', '/deployments/catalogue/canary')).body.remotes.catalogue.canary).toBeNull();
    const refusals: [string, string, unknown, number, RegExp][] = [
      ['DELETE', '/deployments/catalogue/canary', undefined, 409, /no canary/],
      ['PUT', '/deployments/catalogue/live', { buildId: 'nope' }, 404, /no published build nope/],
      ['PUT', '/deployments/catalogue/live', { buildId: 'a1' }, 409, /already live/],
      ['PUT', '/deployments/catalogue/canary', { buildId: 'a1', percent: 20 }, 409, /already live/],
      ['PUT', '/deployments/account/canary', { buildId: 'a1', percent: 20 }, 404, /account has no published build/],
      ['POST', '/deployments/account/rollback', undefined, 409, /Nothing is live for account/],
    ];
    for (const [method, url, body, status, message] of refusals) {
      const reply = await admin(method, url, body);
      expect([url, reply.status]).toEqual([url, status]);
      expect(reply.body.error.message).toMatch(message);
    }
    // The first live build of a remote has nothing before it.
    await admin('POST', '/deployments/builds', build('x1', 'admin'));
    await admin('PUT', '/deployments/admin/live', { buildId: 'x1' });
    const first = await admin('POST', '/deployments/admin/rollback');
    expect([first.status, first.body.error.message]).toEqual([409, expect.stringMatching(/nothing to roll back to/)]);
  });

  it('checks every field of a build and of a change', async () => {
    const bad = await admin('POST', '/deployments/builds', {
      remote: 'Catalogue!',
      buildId: '../etc',
      version: '',
      commit: 'main',
      entryUrl: 'javascript:alert(1)//remoteEntry.js',
      contract: [],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['buildId', 'commit', 'contract', 'entryUrl', 'remote', 'version']);
    for (const percent of [0, 100, 12.5, '50']) {
      const reply = await admin('PUT', '/deployments/catalogue/canary', { buildId: 'c1', percent });
      expect(reply.body.error.fields).toEqual({ percent: 'The share must be a whole number from 1 to 99 (percent of browsers)' });
    }
    expect((await admin('PUT', '/deployments/NOT%20A%20REMOTE/live', { buildId: 'a1' })).status).toBe(400);
  });

  it('answers which builds are live to anyone, cacheably, and 304 while nothing changed', async () => {
    const first = await call(server, 'GET', '/deployments/live');
    expect(first.headers.get('cache-control')).toBe('public, max-age=30');
    const etag = first.headers.get('etag')!;
    expect((await call(server, 'GET', '/deployments/live', { headers: { 'if-none-match': etag } })).status).toBe(304);
    await admin('PUT', '/deployments/catalogue/canary', { buildId: 'c1', percent: 5 });
    const changed = await call(server, 'GET', '/deployments/live', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.body.remotes.catalogue.canary.percent).toBe(5);
  });

  it('makes a signed preview link of a build that expires, recorded in the history, changing nothing live', async () => {
    const liveBefore = await live();
    const made = await admin('POST', '/deployments/catalogue/preview', { buildId: 'c1', minutes: 30 });
    expect(made.status).toBe(201);
    const link = made.body as PreviewLink;
    expect(link).toEqual({ remote: 'catalogue', buildId: 'c1', token: expect.stringMatching(/^[\w-]+\.[\w-]+$/), expiresAt: expect.any(String) });
    expect(Math.abs(Date.parse(link.expiresAt) - (Date.now() + 30 * 60_000))).toBeLessThan(10_000);
    expect(await live()).toEqual(liveBefore);

    const opened = await admin('GET', `/deployments/preview/${link.token}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ remote: 'catalogue', buildId: 'c1', entryUrl: build('c1').entryUrl, expiresAt: link.expiresAt });
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    const history = (await admin('GET', '/deployments')).body as DeploymentsOverview;
    expect(history.history[0]).toMatchObject({ action: 'preview', remote: 'catalogue', toBuild: 'c1', actor: cast.admin.email });

    const [payload, signature] = link.token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ r: 'catalogue', b: 'a1', e: Date.now() / 1000 + 60 })).toString('base64url');
    for (const token of [`${forged}.${signature}`, `${payload}.${signature.slice(1)}x`, 'not-a-token', `${payload}`]) {
      const reply = await admin('GET', `/deployments/preview/${token}`);
      expect([reply.status, reply.body.error.message]).toEqual([400, 'This preview link is not valid']);
    }
    const secret = server.app.ctx.tokenSecret;
    const expired = signPreview({ remote: 'catalogue', buildId: 'c1', exp: Math.floor(Date.now() / 1000) - 1 }, secret);
    const late = await admin('GET', `/deployments/preview/${expired}`);
    expect([late.status, late.body.error.message]).toEqual([410, 'This preview link has expired: ask for a new one']);
    const gone = signPreview({ remote: 'catalogue', buildId: 'never-published', exp: Math.floor(Date.now() / 1000) + 60 }, secret);
    expect((await admin('GET', `/deployments/preview/${gone}`)).status).toBe(404);
    // Only an admin opens a preview, whoever else holds the link.
    expect((await call(server, 'GET', `/deployments/preview/${link.token}`)).status).toBe(401);
    expect((await call(server, 'GET', `/deployments/preview/${link.token}`, { token: cast.customer.token })).status).toBe(403);

    expect((await admin('POST', '/deployments/catalogue/preview', { buildId: 'nope' })).status).toBe(404);
    for (const minutes of [0, 1441, 2.5, '60']) {
      expect((await admin('POST', '/deployments/catalogue/preview', { buildId: 'c1', minutes })).body.error.fields).toEqual({
        minutes: 'minutes must be a whole number from 1 to 1440',
      });
    }
    expect((await call(server, 'POST', '/deployments/catalogue/preview', { token: cast.customer.token, body: { buildId: 'c1' } })).status).toBe(403);
  });

  it('lets only admins see the ledger or change it', async () => {
    for (const token of [undefined, cast.customer.token]) {
      const expected = token ? 403 : 401;
      expect((await call(server, 'GET', '/deployments', { token })).status).toBe(expected);
      expect((await call(server, 'POST', '/deployments/builds', { token, body: build('z9') })).status).toBe(expected);
      expect((await call(server, 'PUT', '/deployments/catalogue/live', { token, body: { buildId: 'c1' } })).status).toBe(expected);
      expect((await call(server, 'POST', '/deployments/catalogue/rollback', { token })).status).toBe(expected);
    }
  });
});
