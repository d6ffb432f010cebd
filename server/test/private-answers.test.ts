import { randomBytes, randomUUID } from 'node:crypto';
import { apiPath } from '@storefront/shared/endpoints';
import { tokenHash } from '../src/companies/companies.repo';
import { apiForSuite, call, describeEachDb, freshUser, signInAs, type Actor } from './harness';
import { ALL_ENDPOINTS, SAMPLE_PARAMS } from './fixtures';

// A token that names no invitation.
const sample = { ...SAMPLE_PARAMS, token: 'not-a-token-of-any-invitation' };

/** An answer that depends on who asks is never kept by a shared cache (a proxy, a CDN). */
describeEachDb('answers for a signed-in caller are private', (kind) => {
  const api = apiForSuite(kind);
  let companyAdmin: Actor;
  let invitationLink: string;
  let priceListId: string;

  beforeAll(async () => {
    const db = api.server.app.ctx.db;
    const companyId = randomUUID();
    await db.query(`INSERT INTO companies (id, name) VALUES ($1::uuid, $2)`, [companyId, `Private Knit ${kind}`]);
    const user = await freshUser('private-admin', { verified: true });
    companyAdmin = await signInAs(api.server, user);
    await db.query(`INSERT INTO company_members (user_id, company_id, role) SELECT id, $2::uuid, 'company_admin' FROM users WHERE email = $1`, [
      user.email,
      companyId,
    ]);
    invitationLink = randomBytes(32).toString('base64url');
    await db.query(
      `INSERT INTO company_invitations (id, company_id, email, role, token_hash, expires_at)
       VALUES ($1::uuid, $2::uuid, 'invitee@example.com', 'buyer', $3, now() + interval '7 days')`,
      [randomUUID(), companyId, tokenHash(invitationLink)],
    );
    const list = await call(api.server, 'POST', '/price-lists', {
      token: api.cast.admin.token,
      body: { name: 'Private list', currency: api.server.app.ctx.config.mail.currency },
    });
    priceListId = list.body.id;
  });

  it.each([
    ['GET /company', () => '/company', () => companyAdmin],
    ['GET /company/invoices', () => '/company/invoices', () => companyAdmin],
    ['GET /invitations/{token}', () => `/invitations/${invitationLink}`, () => api.cast.customer],
    ['GET /price-lists/{id}/export', () => `/price-lists/${priceListId}/export`, () => api.cast.admin],
    ['GET /cart', () => '/cart', () => api.cast.customer],
    ['GET /prices', () => '/prices', () => api.cast.customer],
  ])('%s answers 200 with Cache-Control: private', async (_, path, who) => {
    const reply = await call(api.server, 'GET', path(), { token: who().token });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toMatch(/\bprivate\b/);
  });

  const table = ALL_ENDPOINTS.filter(([, target]) => target.method === 'GET' && target.access !== 'public');

  it.each(table)('%s: every answer says private, to its caller and to anyone refused', async (_, target) => {
    const url = apiPath(target, sample);
    for (const token of [undefined, api.cast.customer.token, companyAdmin.token, api.cast.admin.token]) {
      const reply = await call(api.server, 'GET', url, { token });
      expect([reply.status, reply.headers.get('cache-control')]).toEqual([reply.status, expect.stringMatching(/\bprivate\b/)]);
    }
  });
});
