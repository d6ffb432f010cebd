import type { Cart, CartUpdate, Part, PartsPage, QuickOrderResult, ReplacementSetting, SearchSuggestions, SitemapParts } from '@storefront/shared/schemas';
import { call, describeEachDb, freshUser, listAll, signInAs, signInCast, startServer, type Actor, type Cast, type TestServer } from '../../test/harness';

describeEachDb('supersession: a part replaced by another', (kind) => {
  let server: TestServer;
  let cast: Cast;
  let buyer: Actor;
  const tag = `${kind === 'pglite' ? 'L' : 'P'}${Date.now().toString(36).toUpperCase()}`;

  /** A part of its own (`<tag>-<suffix>`), so that nothing else is touched. */
  const newPart = async (suffix: string, fields: { min?: number; stock?: number } = {}): Promise<Part> => {
    const created = await call(server, 'POST', '/parts', {
      token: cast.admin.token,
      body: {
        sku: `${tag}-${suffix}`,
        name: `Supersession part ${suffix}`,
        price: 25,
        description: 'For the supersession tests',
        min_order_Quantity: fields.min ?? 1,
        available_Quantity: fields.stock ?? 100,
        img: '/images/seed/needle-plate.svg',
      },
    });
    expect(created.status).toBe(201);
    return (await call<Part>(server, 'GET', `/parts/${created.body.insertedId}`)).body;
  };
  const replace = (part: Part, body: { sku: string | null; interchangeable: boolean; note?: string }, token = cast.admin.token) =>
    call(server, 'PUT', `/parts/${part._id}/replacement`, { token, body });
  const setting = (part: Part) => call<ReplacementSetting>(server, 'GET', `/parts/${part._id}/replacement`, { token: cast.admin.token });

  beforeAll(async () => {
    server = await startServer(kind);
    cast = await signInCast(server);
    buyer = await signInAs(server, await freshUser('supersession'));
  });
  afterAll(() => server?.close());

  it('sets, reads and clears what replaces a part, by its number; only an admin may', async () => {
    const [old, now] = [await newPart('SET-A'), await newPart('SET-B')];
    expect((await setting(old)).body).toBeNull();
    const set = await replace(old, { sku: ` ${now.sku.toLowerCase()} `, interchangeable: false, note: '  Change the feed dog too. ' });
    expect(set.status).toBe(200);
    const step = { from: old.sku, to: { _id: now._id, sku: now.sku, name: now.name }, interchangeable: false, note: 'Change the feed dog too.' };
    expect(set.body).toEqual(step);
    expect((await setting(old)).body).toEqual(step);
    expect((await setting(now)).body).toBeNull();

    // Who may: the admin alone; a missing part is 404.
    expect((await call(server, 'GET', `/parts/${old._id}/replacement`)).status).toBe(401);
    expect((await call(server, 'GET', `/parts/${old._id}/replacement`, { token: cast.customer.token })).status).toBe(403);
    expect((await replace(old, { sku: null, interchangeable: true }, cast.customer.token)).status).toBe(403);
    expect((await setting(old)).body).toEqual(step);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call(server, 'GET', `/parts/${missing}/replacement`, { token: cast.admin.token })).status).toBe(404);
    const noPart = await call(server, 'PUT', `/parts/${missing}/replacement`, { token: cast.admin.token, body: { sku: now.sku, interchangeable: true } });
    expect([noPart.status, noPart.body.error.code]).toEqual([404, 'NOT_FOUND']);

    // Null or an empty number clears it.
    expect((await replace(old, { sku: null, interchangeable: true })).body).toBeNull();
    expect((await setting(old)).body).toBeNull();
    await replace(old, { sku: now.sku, interchangeable: true });
    expect((await replace(old, { sku: '', interchangeable: true })).body).toBeNull();
    expect((await call<Part>(server, 'GET', `/parts/${old._id}`)).body.replacement).toBeUndefined();
  });

  it('refuses an unknown number, the part itself, a loop (naming it) and malformed bodies, with the message under the field', async () => {
    const [a, b, c] = [await newPart('LOOP-A'), await newPart('LOOP-B'), await newPart('LOOP-C')];
    const refused = async (part: Part, sku: string) => {
      const reply = await replace(part, { sku, interchangeable: true });
      expect(reply.status).toBe(400);
      expect(reply.body.error.fields.sku).toBe(reply.body.error.message);
      return reply.body.error.message as string;
    };
    expect(await refused(a, `${tag}-NOPE`)).toBe(`No part has the number ${tag}-NOPE.`);
    expect(await refused(a, a.sku)).toBe('A part cannot replace itself.');
    // A → B → A
    expect((await replace(a, { sku: b.sku, interchangeable: true })).status).toBe(200);
    expect(await refused(b, a.sku)).toBe(`That makes a loop: ${b.sku} → ${a.sku} → ${b.sku}.`);
    // A → B → C → A
    expect((await replace(b, { sku: c.sku, interchangeable: true })).status).toBe(200);
    expect(await refused(c, a.sku)).toBe(`That makes a loop: ${c.sku} → ${a.sku} → ${b.sku} → ${c.sku}.`);
    expect(await refused(c, b.sku)).toBe(`That makes a loop: ${c.sku} → ${b.sku} → ${c.sku}.`);
    expect((await setting(c)).body).toBeNull();

    for (const body of [
      {},
      { sku: 'lower case!', interchangeable: true },
      { sku: a.sku },
      { sku: a.sku, interchangeable: 'yes' },
      { sku: a.sku, interchangeable: true, note: 'x'.repeat(301) },
    ]) {
      const bad = await call(server, 'PUT', `/parts/${c._id}/replacement`, { token: cast.admin.token, body });
      expect([JSON.stringify(body), bad.status, bad.body.error.code]).toEqual([JSON.stringify(body), 400, 'VALIDATION_FAILED']);
    }
    expect((await setting(c)).body).toBeNull();
  });

  it('leads a chain to the part sold today, with one message; the part’s page carries it and the lists leave the old parts out', async () => {
    const [a, b, c] = [await newPart('CHAIN-A'), await newPart('CHAIN-B'), await newPart('CHAIN-C')];
    await replace(a, { sku: b.sku, interchangeable: true });
    await replace(b, { sku: c.sku, interchangeable: false, note: 'Fit the new screw SL-SC-0001.' });
    const page = await call<Part>(server, 'GET', `/parts/${a._id}`);
    expect(page.status).toBe(200);
    expect(page.body.replacement).toEqual({
      steps: [
        { from: a.sku, to: { _id: b._id, sku: b.sku, name: b.name }, interchangeable: true, note: null },
        { from: b.sku, to: { _id: c._id, sku: c.sku, name: c.name }, interchangeable: false, note: 'Fit the new screw SL-SC-0001.' },
      ],
      current: { _id: c._id, sku: c.sku, name: c.name },
      interchangeable: false,
      message: `${a.sku} is replaced by ${c.sku} (via ${b.sku}). Not interchangeable: Fit the new screw SL-SC-0001.`,
    });
    expect((await call<Part>(server, 'GET', `/parts/${b._id}`)).body.replacement?.message).toBe(
      `${b.sku} is replaced by ${c.sku}. Not interchangeable: Fit the new screw SL-SC-0001.`,
    );
    expect((await call<Part>(server, 'GET', `/parts/${c._id}`)).body.replacement).toBeUndefined();

    // The lists: the catalogue (and its snapshot), the sitemap, suggestions and a search of the new part's name.
    const listed = (await listAll<Part>(server, '/parts')).map((p) => p.sku);
    expect(listed).toContain(c.sku);
    expect(listed).not.toContain(a.sku);
    expect(listed).not.toContain(b.sku);
    const sitemap = (await call<SitemapParts>(server, 'GET', '/sitemap/parts')).body.items.map((item) => item.id);
    expect(sitemap).toContain(c._id);
    expect(sitemap).not.toContain(a._id);
    const named = await call<PartsPage>(server, 'GET', `/parts?q=${encodeURIComponent('Supersession part CHAIN')}`);
    expect(named.body.items.map((p) => p.sku)).toEqual([c.sku]);
    expect(named.body.total).toBe(1);
    const suggested = await call<SearchSuggestions>(server, 'GET', `/search/suggestions?q=${encodeURIComponent('Supersession part CHAIN')}`);
    expect(suggested.body.parts.map((p) => p.sku)).toEqual([c.sku]);
  });

  it('finds the part sold today by the old number or one of the old part’s OEM numbers, and says so', async () => {
    const [old, now] = [await newPart('FIND-OLD'), await newPart('FIND-NEW')];
    const oem = `${tag}-9000`;
    expect(
      (await call(server, 'PUT', `/parts/${old._id}/fitment`, { token: cast.admin.token, body: { machines: [], oem: [{ brand: 'TESTCO', number: oem }] } }))
        .status,
    ).toBe(200);
    await replace(old, { sku: now.sku, interchangeable: true });
    const message = `${old.sku} is replaced by ${now.sku}.`;
    for (const q of [old.sku, old.sku.toLowerCase(), oem]) {
      const found = await call<PartsPage>(server, 'GET', `/parts?q=${encodeURIComponent(q)}`);
      expect([q, found.status, found.body.items.map((p) => p.sku)]).toEqual([q, 200, [now.sku]]);
      expect(found.body.replaced).toEqual([{ _id: old._id, sku: old.sku, current: { _id: now._id, sku: now.sku, name: now.name }, message }]);
      expect(found.body.items[0]!.replaces).toEqual(expect.any(String));
      const suggested = await call<SearchSuggestions>(server, 'GET', `/search/suggestions?q=${encodeURIComponent(q)}`);
      expect(suggested.body.parts.map((p) => p.sku)).toEqual([now.sku]);
    }
  });

  it('quick order and the CSV’s rows of an old number give the part sold today with the message', async () => {
    const [old, now] = [await newPart('QO-OLD'), await newPart('QO-NEW', { min: 2 })];
    await replace(old, { sku: now.sku, interchangeable: false, note: 'Needs the new feed dog.' });
    const checked = await call<{ rows: QuickOrderResult[] }>(server, 'POST', '/quick-order/check', {
      token: buyer.token,
      body: {
        rows: [
          { partNumber: old.sku.toLowerCase(), quantity: '4' },
          { partNumber: now.sku, quantity: '1' },
        ],
      },
    });
    expect(checked.status).toBe(200);
    const [first, second] = checked.body.rows;
    expect(first).toEqual(
      expect.objectContaining({
        partNumber: old.sku,
        quantity: '4',
        part: expect.objectContaining({ _id: now._id, sku: now.sku }),
        replacement: expect.objectContaining({ message: `${old.sku} is replaced by ${now.sku}. Not interchangeable: Needs the new feed dog.` }),
        price: expect.objectContaining({ unitPrice: 25 }),
      }),
    );
    expect(first!.errors).toBeUndefined();
    // The new part's own rules hold: below its minimum of 2.
    expect(second!.errors?.quantity).toEqual(expect.any(String));
    expect(second!.replacement).toBeUndefined();
  });

  it('the cart adds the part sold today in an old part’s place (Order again), and a line whose part was replaced since cannot be ordered', async () => {
    const user = await signInAs(server, await freshUser('replaced-cart'));
    const [old, now] = [await newPart('CART-OLD'), await newPart('CART-NEW')];
    const added = await call<CartUpdate>(server, 'POST', '/cart/lines', { token: user.token, body: { lines: [{ partId: old._id, quantity: 3 }] } });
    expect(added.body.changes).toEqual([]);

    await replace(old, { sku: now.sku, interchangeable: true });
    const cart = (await call<Cart>(server, 'GET', '/cart', { token: user.token })).body;
    expect(cart.lines.map((l) => [l.partId, l.problem])).toEqual([
      [old._id, { kind: 'replaced', message: `This part is no longer sold. ${old.sku} is replaced by ${now.sku}.` }],
    ]);
    expect(cart.lines[0]!.part?.replacement?.current._id).toBe(now._id);
    expect(cart.total).toBe(0);
    const checkout = await call(server, 'POST', '/checkout', {
      token: user.token,
      body: { address: 'House 1, Dhaka', phone: '+8801711000000', lines: [{ partId: old._id, quantity: 3 }] },
    });
    expect(checkout.status).toBe(409);
    expect(checkout.body.error.fields).toEqual({ [old._id]: 'This part is no longer sold.' });
    const set = await call(server, 'PUT', `/cart/lines/${old._id}`, { token: user.token, body: { quantity: 4 } });
    expect([set.status, set.body.error.message]).toEqual([400, `This part is no longer sold. ${old.sku} is replaced by ${now.sku}.`]);

    // Adding the old part (Order again of an old order) adds the new one and says so.
    const again = await call<CartUpdate>(server, 'POST', '/cart/lines', { token: user.token, body: { lines: [{ partId: old._id, quantity: 2 }] } });
    expect(again.status).toBe(200);
    expect(again.body.changes).toEqual([{ partId: old._id, label: old.sku, message: `${old.sku} is replaced by ${now.sku}.`, replacedBy: now._id }]);
    expect(again.body.cart.lines.map((l) => [l.partId, l.quantity])).toEqual([
      [old._id, 3],
      [now._id, 2],
    ]);
  });

  it('seeds the demo’s old numbers: a chain to the Needle Plate, and an old feed dog that needs the new needle plate too', async () => {
    const needlePlate = await call<PartsPage>(server, 'GET', '/parts?q=NP-8700-01');
    expect(needlePlate.body.items.map((p) => p.name)).toEqual(['Needle Plate']);
    const plate = needlePlate.body.items[0]!;
    expect(needlePlate.body.replaced?.map((r) => r.message)).toEqual([`NP-8700-01 is replaced by ${plate.sku} (via NP-8700-02).`]);
    const feedDog = await call<PartsPage>(server, 'GET', '/parts?q=fd-8700-01');
    expect(feedDog.body.replaced?.[0]?.message).toMatch(/^FD-8700-01 is replaced by SL-FD-\d{4}\. Not interchangeable: Fit the current Needle Plate with it/);
    // The catalogue is the demo's eight parts still.
    expect((await call<PartsPage>(server, 'GET', '/parts?q=needle')).body.items.map((p) => p.name)).not.toContain('Needle Plate (1998 pattern)');
  });
});
