import type { Cart, FitmentImportResult, Machine, MachineBrand, MyMachine, Page, Part, PartFitment, QuickOrderResult } from '@storefront/shared/schemas';
import { call, describeEachDb, listAll, signInCast, startServer, type Cast, type TestServer } from '../../test/harness';

describeEachDb('machines and fitment', (kind) => {
  let server: TestServer;
  let cast: Cast;
  let parts: Part[];
  const part = (name: string) => parts.find((p) => p.name === name)!;
  const machine = async (brand: string, model: string) => (await call<Machine>(server, 'GET', `/machines/${brand}/${model}`)).body;

  beforeAll(async () => {
    server = await startServer(kind);
    cast = await signInCast(server);
    parts = (await call<Page<Part>>(server, 'GET', '/parts')).body.items;
  });
  afterAll(() => server?.close());

  it('lists the demo machines by brand and model, each brand once, each machine at its own address', async () => {
    const brands = await call<MachineBrand[]>(server, 'GET', '/machines/brands');
    expect(brands.status).toBe(200);
    expect(brands.body.map((b) => b.brand)).toEqual(['Brother', 'Jack', 'JUKI', 'Pegasus', 'Siruba', 'Union Special']);
    expect(brands.body.find((b) => b.slug === 'juki')).toEqual({ brand: 'JUKI', slug: 'juki', machines: 4 });

    const juki = await call<Machine[]>(server, 'GET', '/machines/brands/juki');
    expect(juki.body.map((m) => m.name)).toEqual(['JUKI DDL-8700', 'JUKI DDL-8700-7', 'JUKI DDL-9000C', 'JUKI MO-6714S']);
    expect((await call(server, 'GET', '/machines/brands/singer')).status).toBe(404);

    const one = await call<Machine>(server, 'GET', '/machines/juki/ddl-8700-7');
    expect(one.body).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      brand: 'JUKI',
      model: 'DDL-8700',
      subclass: '7',
      name: 'JUKI DDL-8700-7',
      nameBn: 'JUKI DDL-8700-7 সিঙ্গেল নিডল লকস্টিচ মেশিন (অটো থ্রেড ট্রিমারসহ)',
      brandSlug: 'juki',
      modelSlug: 'ddl-8700-7',
      parts: 7,
    });
    expect((await call(server, 'GET', '/machines/juki/ddl-1')).status).toBe(404);
    const malformed = await call(server, 'GET', '/machines/JUKI/ddl%20x');
    expect([malformed.status, malformed.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);

    // Searched and paged like every list.
    const searched = await call<Page<Machine>>(server, 'GET', '/machines?q=ddl-8700');
    expect(searched.body.items.map((m) => m.name)).toEqual(['JUKI DDL-8700', 'JUKI DDL-8700-7']);
    expect((await call<Page<Machine>>(server, 'GET', '/machines?q=juki%20ddl-8700-7')).body.items.map((m) => m.name)).toEqual(['JUKI DDL-8700-7']);
    const first = await call<Page<Machine>>(server, 'GET', '/machines?limit=4&sort=-name');
    expect(first.body.items[0]!.name).toBe('Union Special 39500');
    const all = await listAll<Machine>(server, '/machines?sort=name');
    expect(all.map((m) => m.name)).toEqual([
      'Brother S-7200C',
      'Brother S-7300A',
      'Jack A4',
      'JUKI DDL-8700',
      'JUKI DDL-8700-7',
      'JUKI DDL-9000C',
      'JUKI MO-6714S',
      'Pegasus M952-52',
      'Siruba 737K',
      'Union Special 39500',
    ]);
  });

  it('filters the catalogue by the machines a part fits, paged, and a part says what it fits and replaces', async () => {
    const pegasus = await machine('pegasus', 'm952-52');
    const fits = await call<Page<Part>>(server, 'GET', `/parts?machine=${pegasus._id}`);
    expect(fits.body.items.map((p) => p.name)).toEqual(['Overlock Looper']);
    // By the machine's address (its page's list), or by its brand alone.
    const byAddress = await call<Page<Part>>(server, 'GET', '/parts?brand=juki&model=ddl-8700-7');
    expect(byAddress.body.items.map((p) => p.name)).toEqual([
      'Bobbin Case',
      'Rotary Hook',
      'Presser Foot',
      'Needle Plate',
      'Feed Dog',
      'Needle Bar',
      'Thread Tension Assembly',
    ]);
    expect((await call<Page<Part>>(server, 'GET', '/parts?brand=pegasus')).body.items.map((p) => p.name)).toEqual(['Overlock Looper']);
    expect((await call<Page<Part>>(server, 'GET', '/parts?brand=union-special&sort=name')).body.total).toBe(1);
    expect((await call<Page<Part>>(server, 'GET', '/parts?brand=singer')).body.items).toEqual([]);
    const noBrand = await call(server, 'GET', '/parts?model=ddl-8700');
    expect([noBrand.status, noBrand.body.error.fields?.model]).toEqual([400, 'model needs its brand']);

    // Any of several machines (My machines), with search and sort, a page at a time.
    const ddl = await machine('juki', 'ddl-9000c');
    const both = await listAll<Part>(server, `/parts?machine=${pegasus._id},${ddl._id}&sort=name`);
    expect(both.map((p) => p.name)).toEqual(['Bobbin Case', 'Needle Bar', 'Overlock Looper', 'Presser Foot', 'Rotary Hook', 'Thread Tension Assembly']);
    const page1 = await call<Page<Part>>(server, 'GET', `/parts?machine=${pegasus._id},${ddl._id}&sort=name&limit=4`);
    expect([page1.body.items.length, page1.body.total, page1.body.nextCursor]).toEqual([4, 6, expect.any(String)]);
    const searched = await call<Page<Part>>(server, 'GET', `/parts?machine=${ddl._id}&q=bobbin`);
    expect(searched.body.items.map((p) => p.name)).toEqual(['Bobbin Case']);

    for (const bad of ['x', `${ddl._id},nope`, Array.from({ length: 51 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).join(',')]) {
      const refused = await call(server, 'GET', `/parts?machine=${bad}`);
      expect([refused.status, refused.body.error.fields?.machine]).toEqual([400, expect.any(String)]);
    }

    const feedDog = await call<PartFitment>(server, 'GET', `/parts/${part('Feed Dog')._id}/fitment`);
    expect(feedDog.body.machines.map((m) => m.name)).toEqual(['Brother S-7200C', 'Jack A4', 'JUKI DDL-8700', 'JUKI DDL-8700-7']);
    expect(feedDog.body.oem).toEqual([
      { brand: 'Brother', number: 'S10522-001' },
      { brand: 'JUKI', number: '110-45400' },
    ]);
    expect((await call(server, 'GET', '/parts/00000000-0000-4000-8000-000000000000/fitment')).status).toBe(404);
  });

  it("finds a part by a machine maker's number it replaces, with or without the brand, and says so", async () => {
    for (const q of ['110-45400', '11045400', 'juki 110-45400', 'JUKI110454', '110-454']) {
      const found = await call<Page<Part>>(server, 'GET', `/parts?q=${encodeURIComponent(q)}`);
      expect([q, found.body.items.map((p) => [p.name, p.replaces])]).toEqual([q, [['Feed Dog', 'JUKI 110-45400']]]);
    }
    // A search by name says nothing about OEM numbers; a few digits do not search them.
    const byName = await call<Page<Part>>(server, 'GET', '/parts?q=feed%20dog');
    expect(byName.body.items[0]).not.toHaveProperty('replaces');
    expect((await call<Page<Part>>(server, 'GET', '/parts?q=110')).body.items.every((p) => p.replaces === undefined)).toBe(true);
  });

  it('lets an admin, and nobody else, add, change and remove machines and set what a part fits', async () => {
    const body = { brand: 'juki', model: 'LU-1508', subclass: 'N' };
    expect((await call(server, 'POST', '/machines', { body })).status).toBe(401);
    expect((await call(server, 'POST', '/machines', { token: cast.customer.token, body })).status).toBe(403);
    const added = await call<Machine>(server, 'POST', '/machines', { token: cast.admin.token, body });
    // The brand is written as it already is.
    expect([added.status, added.body.name, added.body.modelSlug, added.body.parts]).toEqual([201, 'JUKI LU-1508-N', 'lu-1508-n', 0]);
    const again = await call(server, 'POST', '/machines', { token: cast.admin.token, body: { brand: 'Juki', model: 'lu 1508', subclass: 'n' } });
    expect([again.status, again.body.error.fields.model]).toEqual([409, 'Juki lu 1508-n is already listed.']);
    const bad = await call(server, 'POST', '/machines', { token: cast.admin.token, body: { brand: ' ', model: '--', subclass: 'x'.repeat(21) } });
    expect([bad.status, bad.body.error.fields]).toEqual([
      400,
      { brand: "Enter the machine's brand.", model: 'Use at least one letter or digit.', subclass: 'Too long' },
    ]);

    const needleBar = part('Needle Bar')._id;
    const fitment = {
      machines: [added.body._id],
      oem: [
        { brand: 'JUKI', number: '118-11409' },
        { brand: 'juki', number: '118 11409' },
      ],
    };
    expect((await call(server, 'PUT', `/parts/${needleBar}/fitment`, { token: cast.customer.token, body: fitment })).status).toBe(403);
    const set = await call<PartFitment>(server, 'PUT', `/parts/${needleBar}/fitment`, { token: cast.admin.token, body: fitment });
    expect([set.status, set.body.machines.map((m) => m.name), set.body.oem]).toEqual([200, ['JUKI LU-1508-N'], [{ brand: 'JUKI', number: '118-11409' }]]);
    // The catalogue's lists follow at once.
    expect((await call<Page<Part>>(server, 'GET', `/parts?machine=${added.body._id}`)).body.items.map((p) => p.name)).toEqual(['Needle Bar']);
    expect((await call<Page<Part>>(server, 'GET', '/parts?q=118-11409')).body.items.map((p) => p.replaces)).toEqual(['JUKI 118-11409']);
    const unknown = await call(server, 'PUT', `/parts/${needleBar}/fitment`, {
      token: cast.admin.token,
      body: { machines: ['00000000-0000-4000-8000-000000000000'], oem: [] },
    });
    expect([unknown.status, unknown.body.error.fields.machines]).toEqual([400, 'No machine has this id.']);
    expect((await call<PartFitment>(server, 'GET', `/parts/${needleBar}/fitment`)).body.machines).toHaveLength(1);

    const renamed = await call<Machine>(server, 'PUT', `/machines/${added.body._id}`, {
      token: cast.admin.token,
      body: { brand: 'JUKI', model: 'LU-1508', subclass: 'H' },
    });
    expect([renamed.status, renamed.body.name, renamed.body.parts]).toEqual([200, 'JUKI LU-1508-H', 1]);
    expect((await call(server, 'GET', '/machines/juki/lu-1508-h')).status).toBe(200);

    expect((await call(server, 'DELETE', `/machines/${added.body._id}`, { token: cast.customer.token })).status).toBe(403);
    expect((await call(server, 'DELETE', `/machines/${added.body._id}`, { token: cast.admin.token })).status).toBe(200);
    expect((await call(server, 'DELETE', `/machines/${added.body._id}`, { token: cast.admin.token })).status).toBe(404);
    expect((await call<PartFitment>(server, 'GET', `/parts/${needleBar}/fitment`)).body.machines).toEqual([]);
  });

  it('imports fitment and OEM numbers from CSV: good lines in one go, each bad line by its number and why', async () => {
    const csv = [
      'Part number,Brand,Model,Subclass',
      'SL-BC-0001,Brother,S-7300A',
      'SL-OL-0008,Siruba,737K',
      'SL-NP-0004,"JUKI",DDL-8700,7',
      'SL-ZZ-9999,JUKI,DDL-8700',
      'SL-BC-0001,Singer,20U',
      'SL-NP-0004,JUKI 147-79303',
      'SL-NP-0004,"Union Special 39500-90"',
      'SL-NP-0004,ACME 12',
      '',
      'SL-NP-0004,a,b,c,d',
    ].join('\r\n');
    expect((await call(server, 'POST', '/fitment/import', { token: cast.customer.token, body: { csv } })).status).toBe(403);
    const result = await call<FitmentImportResult>(server, 'POST', '/fitment/import', { token: cast.admin.token, body: { csv } });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      fits: 3,
      oemNumbers: 2,
      machinesAdded: 0,
      errors: [
        { line: 5, message: 'No part has the part number SL-ZZ-9999' },
        { line: 6, message: 'Singer 20U is not a listed machine: add it under Manage Machines, or tick "Add machines not yet listed"' },
        { line: 9, message: '"ACME 12": an OEM number starts with its machine\'s brand, as in JUKI 110-45400' },
        { line: 11, message: expect.stringMatching(/^A line is "part number, brand, model\[, subclass\]"/) },
      ],
    });
    const plate = await call<PartFitment>(server, 'GET', `/parts/${part('Needle Plate')._id}/fitment`);
    expect(plate.body.oem).toEqual([
      { brand: 'JUKI', number: '147-79303' },
      { brand: 'Union Special', number: '39500-90' },
    ]);
    // Run again: nothing new, nothing refused twice over; a new machine when asked to add it.
    const twice = await call<FitmentImportResult>(server, 'POST', '/fitment/import', {
      token: cast.admin.token,
      body: { csv: 'SL-BC-0001,Brother,S-7300A\nSL-BC-0001,Singer,20U', addMachines: true },
    });
    expect(twice.body).toEqual({ fits: 2, oemNumbers: 0, machinesAdded: 1, errors: [] });
    expect((await machine('singer', '20u')).parts).toBe(1);

    const notCsv = await call(server, 'POST', '/fitment/import', { token: cast.admin.token, body: { csv: 'SL-BC-0001,"JUKI,DDL-8700\n' } });
    expect([notCsv.status, notCsv.body.error.fields.csv]).toEqual([400, 'The file is not CSV the import can read']);
    expect((await call(server, 'POST', '/fitment/import', { token: cast.admin.token, body: { csv: '' } })).body.error.fields.csv).toBe(
      'Choose or paste a CSV file.',
    );
  });

  it("keeps each customer's machines their own, and says where a part in the cart or quick order fits none", async () => {
    const pegasus = await machine('pegasus', 'm952-52');
    expect((await call(server, 'GET', '/profile/machines')).status).toBe(401);
    expect((await call<MyMachine[]>(server, 'GET', '/profile/machines', { token: cast.customer.token })).body).toEqual([]);

    // With no machines recorded nothing is said about fit.
    await call(server, 'POST', '/cart/lines', { token: cast.customer.token, body: { lines: [{ partId: part('Bobbin Case')._id, quantity: 10 }] } });
    expect((await call<Cart>(server, 'GET', '/cart', { token: cast.customer.token })).body.lines[0]).not.toHaveProperty('fitsMyMachines');

    const added = await call<MyMachine[]>(server, 'PUT', `/profile/machines/${pegasus._id}`, { token: cast.customer.token, body: { quantity: 12 } });
    expect([added.status, added.body.map((m) => [m.machine.name, m.quantity])]).toEqual([200, [['Pegasus M952-52', 12]]]);
    const changed = await call<MyMachine[]>(server, 'PUT', `/profile/machines/${pegasus._id}`, { token: cast.customer.token, body: { quantity: 14 } });
    expect(changed.body.map((m) => m.quantity)).toEqual([14]);
    for (const quantity of [0, 1.5, '3', 10001]) {
      const refused = await call(server, 'PUT', `/profile/machines/${pegasus._id}`, { token: cast.customer.token, body: { quantity } });
      expect([quantity, refused.status, refused.body.error.fields.quantity]).toEqual([quantity, 400, 'Enter how many as a whole number from 1 to 10000.']);
    }
    expect(
      (await call(server, 'PUT', '/profile/machines/00000000-0000-4000-8000-000000000000', { token: cast.customer.token, body: { quantity: 1 } })).status,
    ).toBe(404);
    expect((await call<MyMachine[]>(server, 'GET', '/profile/machines', { token: cast.other.token })).body).toEqual([]);

    // The bobbin case fits no overlocker: the cart and quick order say so; the looper fits.
    const cart = await call<Cart>(server, 'GET', '/cart', { token: cast.customer.token });
    expect(cart.body.lines.map((l) => [l.part?.name, l.fitsMyMachines])).toEqual([['Bobbin Case', false]]);
    const checked = await call<{ rows: QuickOrderResult[] }>(server, 'POST', '/quick-order/check', {
      token: cast.customer.token,
      body: {
        rows: [
          { partNumber: '204010', quantity: '5' },
          { partNumber: 'B9117-012-000', quantity: '10' },
          { partNumber: 'SL-OL-0008', quantity: '5' },
        ],
      },
    });
    expect(checked.body.rows.map((r) => [r.partNumber, r.part?.sku, r.replaces, r.fitsMyMachines, r.mergedRows])).toEqual([
      ['204010', 'SL-OL-0008', 'Pegasus 204010', undefined, undefined],
      ['B9117-012-000', 'SL-BC-0001', 'JUKI B9117-012-000', false, undefined],
      ['SL-OL-0008', 'SL-OL-0008', undefined, undefined, undefined],
    ]);

    expect((await call<MyMachine[]>(server, 'DELETE', `/profile/machines/${pegasus._id}`, { token: cast.customer.token })).body).toEqual([]);
    expect((await call(server, 'DELETE', `/profile/machines/${pegasus._id}`, { token: cast.customer.token })).status).toBe(404);
    await call(server, 'DELETE', `/cart/lines/${part('Bobbin Case')._id}`, { token: cast.customer.token });
  });
});
