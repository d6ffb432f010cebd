import { randomUUID } from 'node:crypto';
import type { Order, Page, Part } from '@storefront/shared/schemas';
import { call, describeEachDb, listAll, signInCast, startServer, type Cast, type TestServer } from '../../test/harness';

// POST /booking with an Idempotency-Key: a retry of the same key (a client whose answer was lost,
// a balancer after a replica died) gets the first answer and makes no second order.
describeEachDb('orders with an Idempotency-Key', (kind) => {
  let server: TestServer;
  let cast: Cast;
  let part: Part;
  const body = (quantity: number) => ({ bookingId: part._id, address: 'House 12, Road 5, Dhaka', phone: '+8801711000000', orderQuantity: quantity });
  const place = (key: string | undefined, quantity: number, token = cast.customer.token) =>
    call(server, 'POST', '/booking', { token, body: body(quantity), headers: key === undefined ? {} : { 'idempotency-key': key } });
  const stock = async () => (await call<Part>(server, 'GET', `/parts/${part._id}`)).body.available_Quantity;
  const ordersOfPart = async () => (await listAll<Order>(server, '/booking', cast.admin.token)).filter((o) => o.bookingId === part._id);

  beforeAll(async () => {
    server = await startServer(kind);
    cast = await signInCast(server);
    part = (await call<Page<Part>>(server, 'GET', '/parts')).body.items[1]!; // Rotary Hook: min 5
  });
  afterAll(() => server?.close());

  it('replays the first answer to a retry: one order, the stock taken once', async () => {
    const key = randomUUID();
    const before = await stock();
    const first = await place(key, 5);
    const retry = await place(key, 5);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await stock()).toBe(before - 5);
    expect((await ordersOfPart()).filter((o) => o._id === first.body.insertedId)).toHaveLength(1);
  });

  it('makes one order of many concurrent requests with one key', async () => {
    const key = randomUUID();
    const before = await stock();
    const countBefore = (await ordersOfPart()).length;
    const replies = await Promise.all(Array.from({ length: 12 }, () => place(key, 5)));
    expect(replies.map((r) => r.status)).toEqual(Array(12).fill(201));
    expect(new Set(replies.map((r) => r.body.insertedId)).size).toBe(1);
    expect(replies.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(11);
    expect(await stock()).toBe(before - 5);
    expect((await ordersOfPart()).length).toBe(countBefore + 1);
  });

  it('refuses the same key with another order (422) and places nothing', async () => {
    const key = randomUUID();
    expect((await place(key, 5)).status).toBe(201);
    const before = await stock();
    const other = await place(key, 6);
    expect(other.status).toBe(422);
    expect(other.body.error).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: expect.stringContaining('new key') });
    expect(await stock()).toBe(before);
  });

  it("keeps each account's keys apart", async () => {
    const key = randomUUID();
    const mine = await place(key, 5);
    const theirs = await place(key, 5, cast.other.token);
    expect(theirs.status).toBe(201);
    expect(theirs.body.insertedId).not.toBe(mine.body.insertedId);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
  });

  it('keeps no key for a refused order: the retry is judged afresh', async () => {
    const key = randomUUID();
    const tooMany = await place(key, 1_000_000);
    expect(tooMany.status).toBe(409);
    const retry = await place(key, 5);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
  });

  it('refuses a malformed key with a clear message (400), and orders without a key still work', async () => {
    for (const key of ['', 'x'.repeat(256), 'with space', 'ünïcode']) {
      const reply = await call(server, 'POST', '/booking', {
        token: cast.customer.token,
        body: body(5),
        headers: { 'idempotency-key': Buffer.from(key, 'utf8').toString('latin1') },
      });
      expect(reply.status).toBe(400);
      expect(reply.body.error.message).toMatch(/Idempotency-Key/);
    }
    const first = await place(undefined, 5);
    const second = await place(undefined, 5);
    expect(first.body.insertedId).not.toBe(second.body.insertedId);
  });
});
