import type { Part, Page, SitemapParts } from '@storefront/shared/schemas';
import { apiForSuite, call, describeEachDb } from '../../test/harness';

const newPart = {
  name: 'Thread Take-up Lever',
  price: 310.5,
  description: 'Take-up lever for single-needle lockstitch machines.',
  min_order_Quantity: 5,
  available_Quantity: 60,
  img: '/images/seed/needle-bar.svg',
};

describeEachDb('parts', (kind) => {
  const api = apiForSuite(kind);

  it("gives the sitemap every part's id and last change, a page after a position, up to another", async () => {
    const all = await call<SitemapParts>(api.server, 'GET', '/sitemap/parts');
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('public, max-age=60');
    const listed = (await call<Page<Part>>(api.server, 'GET', '/parts?limit=100')).body.items.map((part) => part._id);
    expect(all.body.items.map((item) => item.id)).toEqual(listed);
    expect(all.body.lastPosition).toBe(all.body.items.at(-1)!.position);
    for (const item of all.body.items) expect(item.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

    const [first, second, third] = all.body.items;
    const page = await call<SitemapParts>(api.server, 'GET', `/sitemap/parts?after=${first!.position}&upTo=${third!.position}&limit=5`);
    expect(page.body.items.map((item) => item.id)).toEqual([second!.id, third!.id]);
    expect((await call<SitemapParts>(api.server, 'GET', `/sitemap/parts?after=${first!.position}&limit=1`)).body.items).toEqual([second]);

    // A new part comes last; a deleted one leaves the list.
    const { insertedId } = (await call<{ insertedId: string }>(api.server, 'POST', '/parts', { token: api.cast.admin.token, body: newPart })).body;
    const before = (await call<SitemapParts>(api.server, 'GET', '/sitemap/parts')).body.items.find((item) => item.id === insertedId)!;
    await call(api.server, 'DELETE', `/parts/${insertedId}`, { token: api.cast.admin.token });
    expect((await call<SitemapParts>(api.server, 'GET', '/sitemap/parts')).body.items.some((item) => item.id === insertedId)).toBe(false);
    expect(before.position).toBeGreaterThan(third!.position);

    for (const [bad, field] of [
      ['after=-1', 'after'],
      ['after=x', 'after'],
      ['upTo=1e3', 'upTo'],
      ['limit=0', 'limit'],
      ['limit=5001', 'limit'],
    ] as const) {
      const refused = await call(api.server, 'GET', `/sitemap/parts?${bad}`);
      expect([bad, refused.status, refused.body.error.fields?.[field]]).toEqual([bad, 400, expect.any(String)]);
    }
  });

  it('lists the eight seed parts, oldest first, with relative image paths', async () => {
    const reply = await call<Page<Part>>(api.server, 'GET', '/parts');
    expect(reply.status).toBe(200);
    expect(reply.body.items.map((p) => p.name)).toEqual([
      'Bobbin Case',
      'Rotary Hook',
      'Presser Foot',
      'Needle Plate',
      'Feed Dog',
      'Needle Bar',
      'Thread Tension Assembly',
      'Overlock Looper',
    ]);
    // Numbered by the database: the name's initials and the catalogue position.
    expect(reply.body.items.slice(0, 3).map((p) => p.sku)).toEqual(['SL-BC-0001', 'SL-RH-0002', 'SL-PF-0003']);
    for (const part of reply.body.items) {
      expect(part).toEqual({
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        sku: expect.stringMatching(/^SL-[A-Z]{2}-\d{4}$/),
        name: expect.any(String),
        price: expect.any(Number),
        description: expect.stringMatching(/.{80,}/),
        nameBn: expect.stringMatching(/[\u0980-\u09FF]/),
        descriptionBn: expect.stringMatching(/[\u0980-\u09FF]{3}/),
        available_Quantity: expect.any(Number),
        min_order_Quantity: expect.any(Number),
        img: expect.stringMatching(/^\/images\/seed\/[a-z-]+\.svg$/),
        pack_Size: expect.any(Number),
        // The demo's Needle Plate is sold in packs of 10, at most 500 an order (docs/prices-and-quotes.md).
        max_order_Quantity: part.sku === 'SL-NP-0004' ? 500 : null,
        breaks: expect.any(Array),
      });
      expect(part.min_order_Quantity).toBeLessThanOrEqual(part.available_Quantity);
      const image = await fetch(`${api.server.url}${part.img}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/svg+xml');
    }
  });

  it('answers 304 to a matching If-None-Match and a new ETag after a write', async () => {
    const first = await call(api.server, 'GET', '/parts');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toContain('must-revalidate');
    const again = await call(api.server, 'GET', '/parts', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');

    const created = await call(api.server, 'POST', '/parts', { token: api.cast.admin.token, body: newPart });
    expect(created.status).toBe(201);
    const after = await call(api.server, 'GET', '/parts', { headers: { 'if-none-match': etag! } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(after.body.items.at(-1)).toMatchObject({ ...newPart, _id: created.body.insertedId });
  });

  it('reads one part; an unknown id is 404 and a malformed one 400', async () => {
    const [first] = (await call<Page<Part>>(api.server, 'GET', '/parts')).body.items;
    expect((await call(api.server, 'GET', `/parts/${first!._id}`)).body).toEqual(first);
    const missing = await call(api.server, 'GET', '/parts/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
    expect((await call(api.server, 'GET', "/parts/1'%20OR%201=1")).status).toBe(400);
  });

  it('lets an admin add a part with the rules and messages of the form', async () => {
    const created = await call(api.server, 'POST', '/parts', {
      token: api.cast.admin.token,
      body: { ...newPart, name: '  Spaced  ', extra: 'dropped', _id: 'mine' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ acknowledged: true, insertedId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const stored = await call(api.server, 'GET', `/parts/${created.body.insertedId}`);
    expect(stored.body.name).toBe('Spaced');
    expect(stored.body).not.toHaveProperty('extra');

    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...newPart, name: '' }, 'name', 'Name is Required'],
      [{ ...newPart, price: undefined }, 'price', 'price is Required'],
      [{ ...newPart, price: '5' }, 'price', 'price must be a number greater than 0'],
      [{ ...newPart, price: 0 }, 'price', 'price must be a number greater than 0'],
      [{ ...newPart, description: ' ' }, 'description', 'description is Required'],
      [{ ...newPart, min_order_Quantity: undefined }, 'min_order_Quantity', 'quantity is Required'],
      [{ ...newPart, min_order_Quantity: 2.5 }, 'min_order_Quantity', 'quantity must be a whole number'],
      [{ ...newPart, available_Quantity: undefined }, 'available_Quantity', 'available quantity is Required'],
      [{ ...newPart, img: '' }, 'img', 'Image is Required'],
      [{ ...newPart, img: 'javascript:alert(1)' }, 'img', 'Image must be an http(s) URL or an uploaded image'],
      [{ ...newPart, min_order_Quantity: 70 }, 'min_order_Quantity', 'minimum order quantity cannot be more than the available quantity'],
    ];
    for (const [body, field, message] of cases) {
      const reply = await call(api.server, 'POST', '/parts', { token: api.cast.admin.token, body });
      expect([field, reply.status, reply.body.error.fields?.[field]]).toEqual([field, 400, message]);
    }
  });

  it('lets an admin edit any field with the same rules, and delete', async () => {
    const { body: created } = await call(api.server, 'POST', '/parts', { token: api.cast.admin.token, body: newPart });
    const id = created.insertedId as string;
    const edited = await call<Part>(api.server, 'PATCH', `/parts/${id}`, { token: api.cast.admin.token, body: { price: 299, available_Quantity: 80 } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ ...newPart, price: 299, available_Quantity: 80, _id: id });
    expect((await call(api.server, 'PATCH', `/parts/${id}`, { token: api.cast.admin.token, body: { available_Quantity: -1 } })).status).toBe(400);
    expect((await call(api.server, 'PATCH', `/parts/${id}`, { token: api.cast.admin.token, body: {} })).status).toBe(400);

    const deleted = await call(api.server, 'DELETE', `/parts/${id}`, { token: api.cast.admin.token });
    expect(deleted.body).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await call(api.server, 'GET', `/parts/${id}`)).status).toBe(404);
    expect((await call(api.server, 'DELETE', `/parts/${id}`, { token: api.cast.admin.token })).status).toBe(404);
  });

  it('lets an admin record a sold-out part: Edit takes stock 0 or below the minimum, Add still refuses it, and nobody can order it', async () => {
    const { body: created } = await call(api.server, 'POST', '/parts', { token: api.cast.admin.token, body: newPart });
    const id = created.insertedId as string;
    const order = (orderQuantity: number) =>
      call(api.server, 'POST', '/booking', {
        token: api.cast.customer.token,
        body: { bookingId: id, address: 'House 1, Dhaka', phone: '+8801711000000', orderQuantity },
      });
    const empty = await call<Part>(api.server, 'PATCH', `/parts/${id}`, { token: api.cast.admin.token, body: { available_Quantity: 0 } });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ available_Quantity: 0, min_order_Quantity: newPart.min_order_Quantity });
    // The api.server refuses an order of it.
    const none = await order(newPart.min_order_Quantity);
    expect([none.status, none.body.error.message]).toEqual([409, 'This part is out of stock.']);

    // A stock below the minimum is the same state: refused at the minimum and at what is left, the stock kept.
    const below = await call<Part>(api.server, 'PATCH', `/parts/${id}`, {
      token: api.cast.admin.token,
      body: { available_Quantity: 4, min_order_Quantity: 5 },
    });
    expect(below.status).toBe(200);
    expect((await order(5)).status).toBe(409);
    expect((await order(4)).status).toBe(400);
    expect((await call<Part>(api.server, 'GET', `/parts/${id}`)).body).toMatchObject({ available_Quantity: 4, min_order_Quantity: 5 });

    // Add Product keeps its rule and its words.
    const added = await call(api.server, 'POST', '/parts', { token: api.cast.admin.token, body: { ...newPart, available_Quantity: 0 } });
    expect(added.status).toBe(400);
    expect(added.body.error.fields.min_order_Quantity).toBe('minimum order quantity cannot be more than the available quantity');
    await call(api.server, 'DELETE', `/parts/${id}`, { token: api.cast.admin.token });
  });

  it('keeps part numbers unique: set on adding and editing, numbered when not given, 409 under the field on a duplicate', async () => {
    const add = (body: object) => call(api.server, 'POST', '/parts', { token: api.cast.admin.token, body: { ...newPart, ...body } });
    const read = async (id: string) => (await call<Part>(api.server, 'GET', `/parts/${id}`)).body;

    // Typed in lower case with spaces around: stored trimmed, in capitals.
    const first = await add({ sku: '  tl-9001 ' });
    expect(first.status).toBe(201);
    expect((await read(first.body.insertedId)).sku).toBe('TL-9001');

    const duplicate = await add({ sku: 'TL-9001', name: 'Another lever' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({
      error: { code: 'CONFLICT', message: 'Another part has the part number TL-9001', fields: { sku: 'Another part has the part number TL-9001' } },
    });

    for (const sku of ['T', 'TL 9001', '-TL', 'TL_9001', 'Ä-1', 'X'.repeat(33), 42]) {
      const bad = await add({ sku });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields.sku).toBe('A part number is 2 to 32 letters, digits and dashes, starting with a letter or digit');
    }

    // Without one, the database numbers it: the name's initials and its catalogue position.
    const numbered = await add({ name: 'Thread Take-up Lever' });
    expect((await read(numbered.body.insertedId)).sku).toMatch(/^SL-TT-\d{4,}$/);

    // Edited like any field; another part's number is refused and nothing changes.
    const renumbered = await call<Part>(api.server, 'PATCH', `/parts/${numbered.body.insertedId}`, { token: api.cast.admin.token, body: { sku: 'TL-9002' } });
    expect(renumbered.body.sku).toBe('TL-9002');
    const taken = await call(api.server, 'PATCH', `/parts/${numbered.body.insertedId}`, { token: api.cast.admin.token, body: { sku: 'TL-9001', price: 1 } });
    expect(taken.status).toBe(409);
    expect(await read(numbered.body.insertedId)).toMatchObject({ sku: 'TL-9002', price: newPart.price });
  });

  it('finds a part by its whole part number and by its start, beside the words of its name', async () => {
    const search = async (q: string) => (await call<Page<Part>>(api.server, 'GET', `/parts?q=${encodeURIComponent(q)}`)).body.items.map((p) => p.sku);
    expect(await search('SL-BC-0001')).toEqual(['SL-BC-0001']);
    expect(await search('sl-bc')).toEqual(['SL-BC-0001']);
    expect(await search('SL-')).toEqual(expect.arrayContaining(['SL-BC-0001', 'SL-RH-0002', 'SL-PF-0003']));
    expect(await search('rotary')).toEqual(['SL-RH-0002']);
    // Punctuation separates a number's pieces; a search of punctuation alone finds nothing.
    expect(await search('sl fd 0005')).toEqual(['SL-FD-0005']);
    expect(await search('%_')).toEqual([]);
  });

  it('refuses writes from customers (403) and anonymous callers (401)', async () => {
    expect((await call(api.server, 'POST', '/parts', { token: api.cast.customer.token, body: newPart })).status).toBe(403);
    expect((await call(api.server, 'POST', '/parts', { body: newPart })).status).toBe(401);
  });
});
