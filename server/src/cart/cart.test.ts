import type { Cart, CartUpdate, Part, QuickOrderResult } from '@storefront/shared/schemas';
import { addPart } from '../../test/fixtures';
import { call, describeEachDb, freshUser, signInAs, signInCast, startServer, type Actor, type Cast, type TestServer } from '../../test/harness';

describeEachDb('cart and quick order', (kind) => {
  let server: TestServer;
  let cast: Cast;
  let buyer: Actor;
  let buyerUser: Awaited<ReturnType<typeof freshUser>>;

  /** A part of its own, so that stock and price changes touch nothing else. */
  const newPart = (fields: { sku: string; price?: number; min?: number; stock?: number }): Promise<Part> =>
    addPart(server, cast.admin.token, {
      sku: fields.sku,
      name: `Cart part ${fields.sku}`,
      price: fields.price ?? 10,
      description: 'For the cart tests',
      min_order_Quantity: fields.min ?? 2,
      available_Quantity: fields.stock ?? 50,
      img: '/images/seed/rotary-hook.svg',
    });
  const cartOf = async (actor: Actor) => (await call<Cart>(server, 'GET', '/cart', { token: actor.token })).body;
  const add = (actor: Actor, lines: { partId: string; quantity: number }[]) =>
    call<CartUpdate>(server, 'POST', '/cart/lines', { token: actor.token, body: { lines } });
  const tag = `${kind === 'pglite' ? 'L' : 'P'}${Date.now().toString(36).toUpperCase()}`;

  beforeAll(async () => {
    server = await startServer(kind);
    cast = await signInCast(server);
    buyerUser = await freshUser('cart');
    buyer = await signInAs(server, buyerUser);
  });
  afterAll(() => server?.close());

  it('keeps a customer’s cart on the server: another session of the same account sees it', async () => {
    const part = await newPart({ sku: `${tag}-KEEP` });
    const added = await add(buyer, [{ partId: part._id, quantity: 3 }]);
    expect(added.status).toBe(200);
    expect(added.body.changes).toEqual([]);
    expect(added.body.cart.lines).toEqual([
      {
        partId: part._id,
        quantity: 3,
        addedPrice: 10,
        problem: null,
        part: expect.objectContaining({ sku: part.sku, name: part.name, price: 10, pack_Size: 1, max_order_Quantity: null, breaks: [] }),
        price: { unitPrice: 10, listPrice: 10, source: 'list' },
        nextBreak: null,
      },
    ]);
    expect(added.body.cart.priceList).toBeNull();
    expect(added.body.cart.total).toBe(30);
    expect(added.headers.get('cache-control')).toBe('private, no-store');
    // A second sign-in (another browser) reads the same cart; nobody else sees it.
    const elsewhere = await signInAs(server, buyerUser);
    expect((await cartOf(elsewhere)).lines.map((l) => l.partId)).toContain(part._id);
    expect((await cartOf(cast.other)).lines.map((l) => l.partId)).not.toContain(part._id);
    expect((await call(server, 'GET', '/cart')).status).toBe(401);
  });

  it('adds quantities to the lines there, held to the minimum and the stock, saying what changed', async () => {
    const part = await newPart({ sku: `${tag}-HOLD`, min: 5, stock: 12 });
    const gone = '00000000-0000-4000-8000-00000000dead';
    const first = await add(buyer, [{ partId: part._id, quantity: 1 }]);
    expect(first.body.changes).toEqual([{ partId: part._id, label: part.sku, message: 'The minimum order is 5 units. The cart holds 5.' }]);
    // 5 in the cart + 4 + 6 (the same part twice is one line) = 15, above the 12 in stock.
    const more = await add(buyer, [
      { partId: part._id, quantity: 4 },
      { partId: gone, quantity: 1 },
      { partId: part._id, quantity: 6 },
    ]);
    expect(more.body.changes).toEqual([
      { partId: part._id, label: part.sku, message: 'Only 12 units are in stock. The cart holds 12.' },
      { partId: gone, label: gone, message: 'This part is no longer sold.' },
    ]);
    expect(more.body.cart.lines.find((l) => l.partId === part._id)?.quantity).toBe(12);
    expect(more.body.cart.lines.some((l) => l.partId === gone)).toBe(false);

    // Sold out by an order of its last units.
    const empty = await newPart({ sku: `${tag}-NONE`, min: 2, stock: 2 });
    const order = { bookingId: empty._id, address: 'House 1, Dhaka', phone: '+8801711000000', orderQuantity: 2 };
    expect((await call(server, 'POST', '/booking', { token: cast.other.token, body: order })).status).toBe(201);
    const none = await add(buyer, [{ partId: empty._id, quantity: 2 }]);
    expect(none.body.changes).toEqual([{ partId: empty._id, label: empty.sku, message: 'This part is out of stock. It was not added.' }]);
  });

  it('replaces the lines already there when asked (Order again’s Replace): sent twice, nothing doubles', async () => {
    const user = await signInAs(server, await freshUser('replace'));
    const [held, fresh] = await Promise.all([newPart({ sku: `${tag}-RPL1`, min: 2, stock: 30 }), newPart({ sku: `${tag}-RPL2`, min: 2, stock: 30 })]);
    await add(user, [{ partId: held._id, quantity: 10 }]);
    const replace = (lines: { partId: string; quantity: number }[]) =>
      call<CartUpdate>(server, 'POST', '/cart/lines', { token: user.token, body: { lines, mode: 'replace' } });
    const order = [
      { partId: held._id, quantity: 20 },
      { partId: fresh._id, quantity: 3 },
    ];
    for (let time = 1; time <= 2; time += 1) {
      const reply = await replace(order);
      expect(reply.status).toBe(200);
      expect(reply.body.changes).toEqual([]);
      expect(reply.body.cart.lines.map((l) => [l.partId, l.quantity])).toEqual([
        [held._id, 20],
        [fresh._id, 3],
      ]);
    }
    // Still held to the rules: more than the stock is lowered to it, and says so.
    const above = await replace([{ partId: held._id, quantity: 31 }]);
    expect(above.body.changes).toEqual([{ partId: held._id, label: held.sku, message: 'Only 30 units are in stock. The cart holds 30.' }]);
    // The default adds, as before.
    const added = await call<CartUpdate>(server, 'POST', '/cart/lines', {
      token: user.token,
      body: { lines: [{ partId: fresh._id, quantity: 3 }], mode: 'add' },
    });
    expect(added.body.cart.lines.find((l) => l.partId === fresh._id)?.quantity).toBe(6);
    const bad = await call(server, 'POST', '/cart/lines', { token: user.token, body: { lines: order, mode: 'double' } });
    expect([bad.status, bad.body.error.fields?.mode]).toEqual([400, 'mode must be add or replace']);
  });

  it('says a line is out of stock once an admin records its part sold out, and checkout refuses it', async () => {
    const user = await signInAs(server, await freshUser('sold-out'));
    const part = await newPart({ sku: `${tag}-SOLD`, min: 2, stock: 30 });
    await add(user, [{ partId: part._id, quantity: 4 }]);
    expect((await call(server, 'PATCH', `/parts/${part._id}`, { token: cast.admin.token, body: { available_Quantity: 0 } })).status).toBe(200);
    const cart = await cartOf(user);
    expect(cart.lines.map((l) => [l.partId, l.problem])).toEqual([[part._id, { kind: 'unavailable', message: 'This part is out of stock.' }]]);
    expect(cart.total).toBe(0);
    const checkout = await call(server, 'POST', '/checkout', {
      token: user.token,
      body: { address: 'House 1, Dhaka', phone: '+8801711000000', lines: [{ partId: part._id, quantity: 4 }] },
    });
    expect(checkout.status).toBe(409);
    expect(checkout.body.error.fields).toEqual({ [part._id]: 'This part is out of stock.' });
    // Adding it is refused too.
    expect((await add(user, [{ partId: part._id, quantity: 2 }])).body.changes).toEqual([
      { partId: part._id, label: part.sku, message: 'This part is out of stock. It was not added.' },
    ]);
  });

  it('sets a line’s quantity only within the rules (400 saying why), and removes lines', async () => {
    const part = await newPart({ sku: `${tag}-SET`, min: 2, stock: 10 });
    const set = await call<Cart>(server, 'PUT', `/cart/lines/${part._id}`, { token: buyer.token, body: { quantity: 4 } });
    expect(set.status).toBe(200);
    expect(set.body.lines.find((l) => l.partId === part._id)?.quantity).toBe(4);
    const below = await call(server, 'PUT', `/cart/lines/${part._id}`, { token: buyer.token, body: { quantity: 1 } });
    expect([below.status, below.body.error.fields]).toEqual([400, { quantity: 'The minimum order is 2 units.' }]);
    const above = await call(server, 'PUT', `/cart/lines/${part._id}`, { token: buyer.token, body: { quantity: 11 } });
    expect([above.status, above.body.error.fields]).toEqual([400, { quantity: 'Only 10 units are in stock.' }]);
    const fraction = await call(server, 'PUT', `/cart/lines/${part._id}`, { token: buyer.token, body: { quantity: 2.5 } });
    expect(fraction.status).toBe(400);
    expect((await cartOf(buyer)).lines.find((l) => l.partId === part._id)?.quantity).toBe(4);
    const removed = await call<Cart>(server, 'DELETE', `/cart/lines/${part._id}`, { token: buyer.token });
    expect(removed.body.lines.some((l) => l.partId === part._id)).toBe(false);
  });

  it('says on a line that its part was deleted, its stock fell below it or its price changed; the total leaves out what cannot be ordered', async () => {
    const user = await signInAs(server, await freshUser('problems'));
    const [deleted, fell, dearer, fine] = await Promise.all([
      newPart({ sku: `${tag}-DEL` }),
      newPart({ sku: `${tag}-FELL`, stock: 20 }),
      newPart({ sku: `${tag}-PRICE`, price: 10 }),
      newPart({ sku: `${tag}-FINE`, price: 7 }),
    ]);
    await add(
      user,
      [deleted, fell, dearer, fine].map((p) => ({ partId: p._id, quantity: 10 })),
    );
    expect((await call(server, 'DELETE', `/parts/${deleted._id}`, { token: cast.admin.token })).status).toBe(200);
    await call(server, 'PATCH', `/parts/${fell._id}`, { token: cast.admin.token, body: { available_Quantity: 4 } });
    await call(server, 'PATCH', `/parts/${dearer._id}`, { token: cast.admin.token, body: { price: 12.5 } });
    const cart = await cartOf(user);
    expect(cart.lines.map((l) => [l.partId, l.problem])).toEqual([
      [deleted._id, { kind: 'deleted', message: 'This part is no longer sold.' }],
      [fell._id, { kind: 'stock', message: 'Only 4 units are in stock.' }],
      [dearer._id, { kind: 'price', message: 'The price changed from 10.00 to 12.50 since you added it' }],
      [fine._id, null],
    ]);
    expect(cart.lines[0]!.part).toBeNull();
    // A changed price can still be ordered, at today's price.
    expect(cart.total).toBe(125 + 70);
  });

  it('refuses a malformed body as a whole, and more than 500 lines', async () => {
    const bad = await call(server, 'POST', '/cart/lines', { token: buyer.token, body: { lines: [{ partId: 'nope', quantity: 1 }] } });
    expect(bad.status).toBe(400);
    const empty = await call(server, 'POST', '/cart/lines', { token: buyer.token, body: { lines: [] } });
    expect(empty.status).toBe(400);
    const many = Array.from({ length: 501 }, (_, i) => ({ partId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, quantity: 1 }));
    const tooMany = await call(server, 'POST', '/cart/lines', { token: buyer.token, body: { lines: many } });
    expect([tooMany.status, tooMany.body.error.message]).toEqual([400, 'Order at most 500 lines at once.']);
  });

  it('holds a cart to 500 lines however many adds it takes, and a refused add leaves it as it was', async () => {
    const holder = await signInAs(server, await freshUser('cart-cap'));
    // 501 parts of the test's own, written straight to the database (the API would take minutes).
    const made = await server.app.ctx.db.query<{ id: string }>(
      `INSERT INTO parts (id, name, price, description, min_order_quantity, available_quantity, img)
       SELECT gen_random_uuid(), 'Cart cap part ' || n, 1, 'For the cart cap test', 1, 10, '/images/seed/rotary-hook.svg'
       FROM generate_series(1, 501) AS n RETURNING id::text`,
    );
    const lines = made.rows.map((row) => ({ partId: row.id, quantity: 1 }));
    expect((await add(holder, lines.slice(0, 300))).status).toBe(200);
    expect((await add(holder, lines.slice(300, 500))).status).toBe(200);
    expect((await cartOf(holder)).lines).toHaveLength(500);
    const over = await add(holder, lines.slice(500));
    expect([over.status, (over.body as unknown as { error?: { message: string } }).error?.message]).toEqual([400, 'Order at most 500 lines at once.']);
    expect((await cartOf(holder)).lines).toHaveLength(500);
    // A line already there still takes more of its part.
    expect((await add(holder, [{ partId: lines[0]!.partId, quantity: 2 }])).status).toBe(200);
    await server.app.ctx.db.query('DELETE FROM parts WHERE id = ANY($1::uuid[])', [made.rows.map((r) => r.id)]);
  });

  describe('quick order', () => {
    const check = (rows: { partNumber: string; quantity: string }[]) =>
      call<{ rows: QuickOrderResult[] }>(server, 'POST', '/quick-order/check', { token: buyer.token, body: { rows } });

    it('says on each bad row why, merges rows of the same number and finds each good row’s part', async () => {
      const part = await newPart({ sku: `${tag}-QO`, min: 3, stock: 40, price: 4.25 });
      const reply = await check([
        { partNumber: part.sku.toLowerCase(), quantity: '5' },
        { partNumber: `${tag}-NOPE`, quantity: '5' },
        { partNumber: 'not a number!', quantity: '5' },
        { partNumber: '', quantity: '3' },
        { partNumber: part.sku, quantity: '2.5' },
        { partNumber: part.sku, quantity: '' },
        { partNumber: ` ${part.sku} `, quantity: '10' },
      ]);
      expect(reply.status).toBe(200);
      expect(reply.body.rows).toEqual([
        {
          partNumber: part.sku,
          quantity: '15',
          mergedRows: [1, 7],
          part: {
            _id: part._id,
            sku: part.sku,
            name: part.name,
            price: 4.25,
            available_Quantity: 40,
            min_order_Quantity: 3,
            pack_Size: 1,
            max_order_Quantity: null,
            breaks: [],
          },
          price: { unitPrice: 4.25, listPrice: 4.25, source: 'list' },
        },
        { partNumber: `${tag}-NOPE`, quantity: '5', errors: { partNumber: 'No part has this number.' } },
        {
          partNumber: 'not a number!',
          quantity: '5',
          errors: { partNumber: 'A part number is 2 to 32 letters, digits and dashes, starting with a letter or digit' },
        },
        { partNumber: '', quantity: '3', errors: { partNumber: 'Enter a part number.' } },
        { partNumber: part.sku, quantity: '2.5', errors: { quantity: 'Enter the quantity as a whole number, 1 or more.' } },
        { partNumber: part.sku, quantity: '', errors: { quantity: 'Enter a quantity.' } },
      ]);
    });

    it('checks the quantity against the minimum and the stock', async () => {
      const part = await newPart({ sku: `${tag}-QQ`, min: 4, stock: 9 });
      const reply = await check([
        { partNumber: part.sku, quantity: '2' },
        { partNumber: `${tag}-QQ2`, quantity: '1' },
      ]);
      expect(reply.body.rows[0]!.errors).toEqual({ quantity: 'The minimum order is 4 units.' });
      const above = await check([{ partNumber: part.sku, quantity: '10' }]);
      expect(above.body.rows[0]!.errors).toEqual({ quantity: 'Only 9 units are in stock.' });
    });

    it('takes up to 500 rows and is for signed-in buyers', async () => {
      const rows = Array.from({ length: 500 }, (_, i) => ({ partNumber: `${tag}-R${i}`, quantity: '1' }));
      const reply = await check(rows);
      expect(reply.status).toBe(200);
      expect(reply.body.rows).toHaveLength(500);
      expect((await check([...rows, { partNumber: 'X1', quantity: '1' }])).status).toBe(400);
      expect((await call(server, 'POST', '/quick-order/check', { body: { rows: rows.slice(0, 1) } })).status).toBe(401);
    });
  });
});
