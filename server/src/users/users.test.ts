import { createHmac } from 'node:crypto';
import type { User, Page } from '@storefront/shared/schemas';
import { signApiToken } from '../auth/api-token';
import { signIn, signInGoogle } from '../../test/emulator-client';
import { apiForSuite, call, describeEachDb, emulatorHost, freshUser, signInAs, startServer, TEST_TOKEN_SECRET, TEST_USERS } from '../../test/harness';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describeEachDb('users and tokens', (kind) => {
  const api = apiForSuite(kind);

  describe('token exchange PUT /user/{email}', () => {
    it('needs a Firebase ID token whose e-mail is {email}', async () => {
      const idToken = await signIn(emulatorHost(), TEST_USERS.customer);
      expect((await call(api.server, 'PUT', `/user/${TEST_USERS.customer.email}`, { body: { email: TEST_USERS.customer.email } })).status).toBe(401);
      expect((await call(api.server, 'PUT', `/user/${TEST_USERS.customer.email}`, { token: 'not-a-token' })).status).toBe(401);
      const someoneElse = await call(api.server, 'PUT', `/user/${TEST_USERS.admin.email}`, { token: idToken, body: { email: TEST_USERS.admin.email } });
      expect(someoneElse.status).toBe(403);
      const upper = await call(api.server, 'PUT', `/user/${TEST_USERS.customer.email.toUpperCase()}`, { token: idToken, body: {} });
      expect(upper.status).toBe(200);
      expect(upper.body).toEqual({ token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) });
    });

    it('ignores a role in the body and takes the name from the token', async () => {
      const idToken = await signIn(emulatorHost(), TEST_USERS.other);
      await call(api.server, 'PUT', `/user/${TEST_USERS.other.email}`, { token: idToken, body: { email: TEST_USERS.other.email, role: 'admin' } });
      const users = (await call<Page<User>>(api.server, 'GET', '/user', { token: api.cast.admin.token })).body.items;
      expect(users.find((u) => u.email === TEST_USERS.other.email)).toMatchObject({ role: 'customer', name: TEST_USERS.other.displayName });
      expect(users.find((u) => u.email === TEST_USERS.admin.email)).toMatchObject({ role: 'admin' });
      expect((await call(api.server, 'GET', `/admin/${TEST_USERS.other.email}`, { token: api.cast.other.token })).body).toEqual({
        admin: false,
        companyRole: null,
        language: null,
      });
      expect((await call(api.server, 'GET', `/admin/${TEST_USERS.admin.email}`, { token: api.cast.admin.token })).body).toEqual({
        admin: true,
        companyRole: null,
        language: null,
      });
    });

    it('signs in a google.com user', async () => {
      const idToken = await signInGoogle(emulatorHost(), 'gina@example.com', 'Gina Google');
      const reply = await call(api.server, 'PUT', '/user/gina@example.com', { token: idToken, body: {} });
      expect(reply.status).toBe(200);
      const profile = await call(api.server, 'GET', '/profile', { token: reply.body.token });
      expect(profile.body).toMatchObject({ name: 'Gina Google', email: 'gina@example.com' });
    });
  });

  describe('API tokens', () => {
    const customerId = async () => {
      const users = (await call<Page<User>>(api.server, 'GET', '/user', { token: api.cast.admin.token })).body.items;
      return users.find((u) => u.email === api.cast.customer.email)!._id;
    };

    it('refuses forged, expired, unsigned and wrong-secret tokens', async () => {
      const id = await customerId();
      const [header, payload] = api.cast.customer.token.split('.') as [string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const forgedPayload = b64({ ...claims, email: TEST_USERS.admin.email });
      const bad = {
        garbage: 'abc.def.ghi',
        tamperedPayload: `${header}.${forgedPayload}.${api.cast.customer.token.split('.')[2]}`,
        algNone: `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
        algNoneNoDot: `${b64({ alg: 'none', typ: 'JWT' })}.${payload}`,
        wrongSecret: signApiToken({ id, email: api.cast.customer.email }, Buffer.from('another-secret-entirely-0123456789'), 600),
        expired: signApiToken({ id, email: api.cast.customer.email }, Buffer.from(TEST_TOKEN_SECRET), 60, Date.now() - 3_600_000),
        hs512: (() => {
          const h = b64({ alg: 'HS512', typ: 'JWT' });
          return `${h}.${payload}.${createHmac('sha512', TEST_TOKEN_SECRET).update(`${h}.${payload}`).digest('base64url')}`;
        })(),
        firebaseIdToken: await signIn(emulatorHost(), TEST_USERS.customer),
      };
      for (const [name, token] of Object.entries(bad)) {
        const reply = await call(api.server, 'GET', '/profile', { token });
        expect([name, reply.status, reply.body.error.code]).toEqual([name, 401, 'UNAUTHORIZED']);
      }
      const good = signApiToken({ id, email: api.cast.customer.email }, Buffer.from(TEST_TOKEN_SECRET), 600);
      expect((await call(api.server, 'GET', '/profile', { token: good })).status).toBe(200);
    });

    it('takes a role change into account on the very next call', async () => {
      // A fresh, verified account: it is removed below, which disables it in Firebase.
      const other = await signInAs(api.server, await freshUser('promoted', { verified: true }));
      expect((await call(api.server, 'GET', '/user', { token: other.token })).status).toBe(403);
      const made = await call(api.server, 'PUT', `/user/admin/${other.email}`, { token: api.cast.admin.token });
      expect(made.body).toEqual({ acknowledged: true, modifiedCount: 1 });
      expect((await call(api.server, 'PUT', `/user/admin/${other.email}`, { token: api.cast.admin.token })).body.modifiedCount).toBe(0);
      expect((await call(api.server, 'GET', '/user', { token: other.token })).status).toBe(200);
      expect((await call(api.server, 'GET', `/admin/${other.email}`, { token: other.token })).body).toEqual({ admin: true, companyRole: null, language: null });

      const removed = await call(api.server, 'DELETE', `/user/${other.email}`, { token: api.cast.admin.token });
      expect(removed.body).toEqual({ acknowledged: true, deletedCount: 1 });
      expect((await call(api.server, 'GET', '/user', { token: other.token })).status).toBe(401);
    });
  });

  describe('user management', () => {
    it('lists users for admins only', async () => {
      expect((await call(api.server, 'GET', '/user', { token: api.cast.customer.token })).status).toBe(403);
      expect((await call(api.server, 'GET', '/user')).status).toBe(401);
      const users = await call<Page<User>>(api.server, 'GET', '/user', { token: api.cast.admin.token });
      expect(users.body.items[0]).toEqual({
        _id: expect.any(String),
        email: expect.any(String),
        role: expect.any(String),
        name: expect.any(String),
        emailVerified: expect.any(Boolean),
        createdAt: expect.any(String),
        removedAt: null,
      });
    });

    it('answers /admin/{email} for yourself or to an admin', async () => {
      expect((await call(api.server, 'GET', `/admin/${api.cast.admin.email}`, { token: api.cast.customer.token })).status).toBe(403);
      expect((await call(api.server, 'GET', `/admin/${api.cast.customer.email}`, { token: api.cast.admin.token })).body).toEqual({
        admin: false,
        companyRole: null,
        language: null,
      });
      expect((await call(api.server, 'GET', `/admin/nobody@example.com`, { token: api.cast.admin.token })).body).toEqual({
        admin: false,
        companyRole: null,
        language: null,
      });
    });

    it('keeps at least one admin and does not let admins remove themselves', async () => {
      const self = await call(api.server, 'DELETE', `/user/${api.cast.admin.email}`, { token: api.cast.admin.token });
      expect(self.status).toBe(409);
      expect(self.body.error.message).toBe('You cannot remove yourself');
      expect((await call(api.server, 'DELETE', '/user/nobody@example.com', { token: api.cast.admin.token })).status).toBe(404);
      expect((await call(api.server, 'PUT', '/user/admin/nobody@example.com', { token: api.cast.admin.token })).status).toBe(404);
      // Two admins removing each other at once: exactly one succeeds. Fresh accounts of their
      // own, as removal disables the loser's Firebase account. Run on a api.server whose
      // ADMIN_EMAILS is empty, so these two are the only admins.
      const own = await startServer(kind, { adminEmails: [] });
      try {
        const [one, two] = await Promise.all([freshUser('duel-a', { verified: true }), freshUser('duel-b', { verified: true })]);
        await own.app.ctx.db.query(
          `INSERT INTO users (id, email, name, role, email_verified) VALUES (gen_random_uuid(), $1, '', 'admin', true), (gen_random_uuid(), $2, '', 'admin', true)`,
          [one.email, two.email],
        );
        const [a1, a2] = await Promise.all([signInAs(own, one), signInAs(own, two)]);
        const [a, b] = await Promise.all([
          call(own, 'DELETE', `/user/${a2.email}`, { token: a1.token }),
          call(own, 'DELETE', `/user/${a1.email}`, { token: a2.token }),
        ]);
        const statuses = [a.status, b.status].sort();
        expect(statuses[0]).toBe(200);
        expect([401, 409]).toContain(statuses[1]);
        const winner = a.status === 200 ? a1 : a2;
        const left = (await call<Page<User>>(own, 'GET', '/user', { token: winner.token })).body.items.filter((u) => u.role === 'admin');
        expect(left.map((u) => u.email)).toEqual([winner.email]);
      } finally {
        await own.close();
      }
    });
  });
});
