import type { Order, User, Page } from '@storefront/shared/schemas';
import { createUser, deleteAccount, setEmailVerified, signIn, trySignIn } from '../../test/emulator-client';
import { call, describeEachDb, emulatorHost, freshUser, signInAs, signInCast, startServer, type Cast, type TestServer } from '../../test/harness';

/** DECISIONS.md, "Identity and removal": admin rights need a verified e-mail; Remove User blocks. */
describeEachDb('identity: verified admins and removal', (kind) => {
  let server: TestServer;
  let cast: Cast;
  let partId: string;
  beforeAll(async () => {
    server = await startServer(kind);
    cast = await signInCast(server);
    partId = (await call(server, 'GET', '/parts')).body.items[0]._id;
  });
  afterAll(() => server?.close());

  const exchange = (email: string, idToken: string) => call(server, 'PUT', `/user/${encodeURIComponent(email)}`, { token: idToken, body: { email } });
  const users = async (query = '') => (await call<Page<User>>(server, 'GET', `/user${query}`, { token: cast.admin.token })).body.items;
  const order = (token: string) =>
    call(server, 'POST', '/booking', { token, body: { bookingId: partId, address: '1 Mill Road', phone: '+8801711000000', orderQuantity: 20 } });

  describe('admin rights need a verified e-mail', () => {
    it('an unverified sign-up at an ADMIN_EMAILS address is a customer until the address is verified', async () => {
      const claimant = await freshUser('claimant');
      const own = await startServer(kind, { adminEmails: [claimant.email] });
      try {
        const before = await signInAs(own, claimant);
        expect((await call(own, 'GET', '/user', { token: before.token })).status).toBe(403);
        expect((await call(own, 'GET', `/admin/${claimant.email}`, { token: before.token })).body).toEqual({ admin: false, companyRole: null, language: null });

        await setEmailVerified(emulatorHost(), claimant.localId, true);
        const after = await signInAs(own, claimant);
        expect((await call(own, 'GET', `/admin/${claimant.email}`, { token: after.token })).body).toEqual({ admin: true, companyRole: null, language: null });
        const listed = (await call<Page<User>>(own, 'GET', '/user', { token: after.token })).body.items;
        expect(listed.find((u) => u.email === claimant.email)).toMatchObject({ role: 'admin', emailVerified: true });
      } finally {
        await own.close();
      }
    });

    it('a stored admin role counts only while the token says the address is verified', async () => {
      const promoted = await freshUser('promoted', { verified: true });
      await signInAs(server, promoted);
      expect((await call(server, 'PUT', `/user/admin/${promoted.email}`, { token: cast.admin.token })).status).toBe(200);
      expect((await call(server, 'GET', '/user', { token: (await signInAs(server, promoted)).token })).status).toBe(200);

      // The address loses its verified state (say, it was changed): the next exchange records it.
      await setEmailVerified(emulatorHost(), promoted.localId, false);
      const unverified = await signInAs(server, promoted);
      expect((await call(server, 'GET', '/user', { token: unverified.token })).status).toBe(403);
      expect((await call(server, 'GET', `/admin/${promoted.email}`, { token: cast.admin.token })).body).toEqual({
        admin: false,
        companyRole: null,
        language: null,
      });
    });

    it('Make Admin refuses an unverified address and the users list shows who is verified', async () => {
      const unverified = await freshUser('unverified');
      await signInAs(server, unverified);
      const reply = await call(server, 'PUT', `/user/admin/${unverified.email}`, { token: cast.admin.token });
      expect(reply.status).toBe(409);
      expect(reply.body.error.message).toMatch(/verified/);
      const listed = await users();
      expect(listed.find((u) => u.email === unverified.email)).toMatchObject({ role: 'customer', emailVerified: false });
      expect(listed.find((u) => u.email === cast.admin.email)).toMatchObject({ role: 'admin', emailVerified: true });
    });
  });

  describe('Remove User blocks the account', () => {
    it('stops its tokens, refuses its exchange, keeps its orders, and lets nobody inherit them', async () => {
      const leaver = await freshUser('leaver');
      const idTokenBefore = await signIn(emulatorHost(), leaver);
      const signedIn = await signInAs(server, leaver);
      const placed = await order(signedIn.token);
      expect(placed.status).toBe(201);
      const orderId = placed.body.insertedId as string;

      const removed = await call(server, 'DELETE', `/user/${leaver.email}`, { token: cast.admin.token });
      expect(removed.status).toBe(200);

      // Its API token stops working at once, with a clear reason.
      const afterwards = await call(server, 'GET', '/profile', { token: signedIn.token });
      expect(afterwards.status).toBe(401);
      expect(afterwards.body.error).toMatchObject({ code: 'ACCOUNT_REMOVED', message: expect.stringMatching(/removed/) });
      expect((await order(signedIn.token)).status).toBe(401);

      // Firebase refuses its sign-in; an ID token from before is refused by the exchange.
      const again = await trySignIn(emulatorHost(), leaver);
      expect(again.ok).toBe(false);
      expect(again.json.error.message).toMatch(/USER_DISABLED/);
      const refused = await exchange(leaver.email, idTokenBefore);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('ACCOUNT_REMOVED');

      // It leaves the users list, shows under "removed", and its order stays, marked.
      expect((await users()).map((u) => u.email)).not.toContain(leaver.email);
      const removedList = await users('?removed=true');
      expect(removedList.find((u) => u.email === leaver.email)).toMatchObject({ removedAt: expect.any(String) });
      const all = (await call<Page<Order>>(server, 'GET', '/booking', { token: cast.admin.token })).body.items;
      expect(all.find((o) => o._id === orderId)).toMatchObject({ email: leaver.email, customerRemoved: true });
      expect(all.filter((o) => o.email === cast.customer.email).every((o) => o.customerRemoved === false)).toBe(true);

      // Someone who signs up at the address later is a new customer without the old orders.
      await deleteAccount(emulatorHost(), leaver.localId);
      const newcomer = await freshUserAt(leaver.email);
      const fresh = await signInAs(server, newcomer);
      const own = await call<Page<Order>>(server, 'GET', `/booking?email=${encodeURIComponent(leaver.email)}`, { token: fresh.token });
      expect(own.status).toBe(200);
      expect(own.body.items).toEqual([]);
      expect((await call(server, 'PATCH', `/booking/${orderId}`, { token: fresh.token, body: { status: 'cancelled' } })).status).toBe(403);
      expect((await users()).filter((u) => u.email === leaver.email)).toHaveLength(1);

      // The removed account cannot be restored while the address has a newer account.
      const removedId = removedList.find((u) => u.email === leaver.email)!._id;
      expect((await call(server, 'PUT', `/user/restore/${removedId}`, { token: cast.admin.token })).status).toBe(409);
    });

    it('Restore brings a removed account back, in Firebase too', async () => {
      const returning = await freshUser('returning');
      await signInAs(server, returning);
      expect((await call(server, 'DELETE', `/user/${returning.email}`, { token: cast.admin.token })).status).toBe(200);
      const id = (await users('?removed=true')).find((u) => u.email === returning.email)!._id;
      expect((await call(server, 'PUT', `/user/restore/${id}`, { token: cast.customer.token })).status).toBe(403);
      expect((await call(server, 'PUT', `/user/restore/${id}`, { token: cast.admin.token })).status).toBe(200);
      expect((await call(server, 'PUT', `/user/restore/${id}`, { token: cast.admin.token })).status).toBe(409);
      const back = await signInAs(server, returning);
      expect((await call(server, 'GET', '/profile', { token: back.token })).status).toBe(200);
      expect((await users()).map((u) => u.email)).toContain(returning.email);
    });
  });
});

/** A new emulator account at an address used before (its old account deleted). */
async function freshUserAt(email: string) {
  const user = { email, password: 'newcomer-secret', displayName: 'New Comer' };
  await createUser(emulatorHost(), user);
  return user;
}
