import type { Assembly, AssemblySummary, Machine, Page, Part, PartsPage, SearchSuggestions } from '@storefront/shared/schemas';
import { apiForSuite, call, describeEachDb, openTestDatabase } from '../../test/harness';
import { seedIfEmpty } from '../seed/seed';
import { seedMachines, seedParts } from '../seed/seed-data';
import { DEMO_ASSEMBLIES_BN, DEMO_MACHINES_BN, DEMO_PARTS_BN, DEMO_REPLACED_PARTS_BN } from '../seed/demo-bangla';

/** "বোতাম" typed with the vowel sign ো as its two halves (ে + া): NFD-like input an old keyboard sends. */
const DECOMPOSED = 'ব\u09C7\u09BEতাম';
const COMPOSED = 'বোতাম';

const NEW_PART = {
  name: 'Button Foot',
  price: 120,
  description: 'Foot for sewing buttons.',
  min_order_Quantity: 1,
  available_Quantity: 10,
  img: '/images/seed/presser-foot.svg',
};

describeEachDb('the catalogue in Bangla', (kind) => {
  const api = apiForSuite(kind);
  const admin = () => api.cast.admin.token;
  const parts = async () => (await call<Page<Part>>(api.server, 'GET', '/parts?limit=100')).body.items;

  it('gives every demo part, machine and assembly its Bangla name, in NFC', async () => {
    const listed = await parts();
    for (const { name } of seedParts) {
      const part = listed.find((p) => p.name === name)!;
      expect([name, part.nameBn, part.descriptionBn]).toEqual([name, DEMO_PARTS_BN[name].nameBn, DEMO_PARTS_BN[name].descriptionBn]);
      expect(part.nameBn!.normalize('NFC')).toBe(part.nameBn);
    }
    expect(listed.find((p) => p.name === 'Needle')).toBeUndefined();
    expect(Object.keys(DEMO_MACHINES_BN).sort()).toEqual(seedMachines.map((m) => `${m.brand} ${m.model}${m.subclass ? `-${m.subclass}` : ''}`).sort());
    const machines = (await call<Page<Machine>>(api.server, 'GET', '/machines?limit=100')).body.items;
    for (const machine of machines) expect([machine.name, machine.nameBn]).toEqual([machine.name, DEMO_MACHINES_BN[machine.name]]);
    const ddl = await call<Machine>(api.server, 'GET', '/machines/juki/ddl-8700-7');
    expect(ddl.body.nameBn).toBe('JUKI DDL-8700-7 সিঙ্গেল নিডল লকস্টিচ মেশিন (অটো থ্রেড ট্রিমারসহ)');

    const assemblies = (await call<AssemblySummary[]>(api.server, 'GET', '/machines/juki/ddl-8700/assemblies')).body;
    expect(assemblies.length).toBeGreaterThan(1);
    for (const a of assemblies) expect([a.name, a.nameBn]).toEqual([a.name, DEMO_ASSEMBLIES_BN[a.name as keyof typeof DEMO_ASSEMBLIES_BN]]);
    const overlock = (await call<AssemblySummary[]>(api.server, 'GET', '/machines/pegasus/m952-52/assemblies')).body;
    expect(overlock.map((a) => a.nameBn)).toContain('লুপার');
    const page = (await call<Assembly>(api.server, 'GET', '/machines/juki/ddl-8700/assemblies/hook-and-bobbin-case')).body;
    expect([page.nameBn, page.machine.nameBn]).toEqual(['হুক ও ববিন কেস', DEMO_MACHINES_BN['JUKI DDL-8700']]);
    expect(page.lines.find((l) => l.part?.name === 'Bobbin Case')?.part?.nameBn).toBe('ববিন কেস');
  });

  it('names the parts no longer sold in Bangla too, on their own pages', async () => {
    for (const [sku, bangla] of Object.entries(DEMO_REPLACED_PARTS_BN)) {
      const found = (await call<PartsPage>(api.server, 'GET', `/parts?q=${sku}`)).body;
      const old = found.replaced?.find((r) => r.sku === sku);
      expect([sku, old && (await call<Part>(api.server, 'GET', `/parts/${old._id}`)).body.nameBn]).toEqual([sku, bangla.nameBn]);
    }
  });

  it('takes a part’s Bangla name and description from the admin, stores them in NFC and answers them everywhere', async () => {
    const added = await call(api.server, 'POST', '/parts', {
      token: admin(),
      body: { ...NEW_PART, nameBn: `  ${DECOMPOSED} ফুট `, descriptionBn: `${DECOMPOSED} সেলাইয়ের ফুট।` },
    });
    expect(added.status).toBe(201);
    const id = added.body.insertedId as string;
    const part = (await call<Part>(api.server, 'GET', `/parts/${id}`)).body;
    expect([part.nameBn, part.descriptionBn]).toEqual([`${COMPOSED} ফুট`, `${COMPOSED} সেলাইয়ের ফুট।`]);
    expect((await parts()).find((p) => p._id === id)).toMatchObject({ nameBn: `${COMPOSED} ফুট` });
    const suggested = (await call<SearchSuggestions>(api.server, 'GET', `/search/suggestions?q=${encodeURIComponent('button foot')}`)).body;
    expect(suggested.parts.find((p) => p._id === id)?.nameBn).toBe(`${COMPOSED} ফুট`);

    // An edit of other fields keeps them; '' clears one (the English one shows).
    const priced = await call<Part>(api.server, 'PATCH', `/parts/${id}`, { token: admin(), body: { price: 130 } });
    expect([priced.status, priced.body.nameBn]).toEqual([200, `${COMPOSED} ফুট`]);
    const cleared = await call<Part>(api.server, 'PATCH', `/parts/${id}`, { token: admin(), body: { descriptionBn: '' } });
    expect([cleared.body.nameBn, cleared.body.descriptionBn]).toEqual([`${COMPOSED} ফুট`, '']);
    // A part added without them has none.
    const plain = await call(api.server, 'POST', '/parts', { token: admin(), body: { ...NEW_PART, name: 'Plain Foot' } });
    expect((await call<Part>(api.server, 'GET', `/parts/${plain.body.insertedId}`)).body).toMatchObject({ nameBn: '', descriptionBn: '' });
  });

  it('refuses Bangla text that is too long, not Bangla, not text, or a name on two lines, with a message under the field', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ nameBn: 'ক'.repeat(201) }, { nameBn: 'Write the name in Bangla in at most 200 characters.' }],
      [{ descriptionBn: 'ক'.repeat(5001) }, { descriptionBn: 'Write the description in Bangla in at most 5000 characters.' }],
      [{ nameBn: 'Button Foot' }, { nameBn: 'Write the name in Bangla in Bangla script (বাংলা), or leave it empty.' }],
      [{ nameBn: 12 }, { nameBn: 'the name in Bangla must be text.' }],
      [{ nameBn: 'বোতাম\nফুট' }, { nameBn: 'Write the name in Bangla on one line, without line breaks or tabs.' }],
    ];
    for (const [fields, errors] of cases) {
      const reply = await call(api.server, 'POST', '/parts', { token: admin(), body: { ...NEW_PART, ...fields } });
      expect([reply.status, reply.body.error.fields]).toEqual([400, errors]);
    }
    const id = (await parts())[0]!._id;
    const patched = await call(api.server, 'PATCH', `/parts/${id}`, { token: admin(), body: { nameBn: 'ক'.repeat(201) } });
    expect([patched.status, patched.body.error.fields]).toEqual([400, { nameBn: 'Write the name in Bangla in at most 200 characters.' }]);
    // Exactly the limit is fine, counted after NFC.
    const long = await call(api.server, 'POST', '/parts', { token: admin(), body: { ...NEW_PART, name: 'Long Foot', nameBn: 'ক'.repeat(200) } });
    expect(long.status).toBe(201);
    expect((await call(api.server, 'POST', '/parts', { body: { ...NEW_PART, nameBn: 'ক' } })).status).toBe(401);
  });

  it('takes a machine’s and an assembly’s Bangla name from the admin', async () => {
    const made = await call<Machine>(api.server, 'POST', '/machines', {
      token: admin(),
      body: { brand: 'Typical', model: 'GC6150', nameBn: `Typical GC6150 ${DECOMPOSED} মেশিন` },
    });
    expect([made.status, made.body.nameBn]).toEqual([201, `Typical GC6150 ${COMPOSED} মেশিন`]);
    // A PUT without it keeps it; '' clears it.
    const renamed = await call<Machine>(api.server, 'PUT', `/machines/${made.body._id}`, { token: admin(), body: { brand: 'Typical', model: 'GC6150B' } });
    expect([renamed.body.name, renamed.body.nameBn]).toEqual(['Typical GC6150B', `Typical GC6150 ${COMPOSED} মেশিন`]);
    const cleared = await call<Machine>(api.server, 'PUT', `/machines/${made.body._id}`, {
      token: admin(),
      body: { brand: 'Typical', model: 'GC6150B', nameBn: '' },
    });
    expect(cleared.body.nameBn).toBe('');
    const bad = await call(api.server, 'POST', '/machines', { token: admin(), body: { brand: 'Typical', model: 'X1', nameBn: 'Typical X1' } });
    expect([bad.status, bad.body.error.fields]).toEqual([400, { nameBn: "Write the machine's name in Bangla in Bangla script (বাংলা), or leave it empty." }]);

    const assembly = await call<Assembly>(api.server, 'POST', '/assemblies', {
      token: admin(),
      body: { machineId: made.body._id, name: 'Bobbin winder', nameBn: 'ববিন ওয়াইন্ডার' },
    });
    expect([assembly.status, assembly.body.nameBn]).toEqual([201, 'ববিন ওয়াইন্ডার']);
    const edited = await call<Assembly>(api.server, 'PATCH', `/assemblies/${assembly.body._id}`, {
      token: admin(),
      body: { nameBn: `${DECOMPOSED} ওয়াইন্ডার` },
    });
    expect([edited.status, edited.body.nameBn, edited.body.name]).toEqual([200, `${COMPOSED} ওয়াইন্ডার`, 'Bobbin winder']);
    const tooLong = await call(api.server, 'PATCH', `/assemblies/${assembly.body._id}`, { token: admin(), body: { nameBn: 'ক'.repeat(81) } });
    expect([tooLong.status, tooLong.body.error.fields]).toEqual([400, { nameBn: "Write the assembly's name in Bangla in at most 80 characters." }]);
  });
});

describeEachDb('the demo’s Bangla names on a database seeded before them', (kind) => {
  it('are added once at start, keeping a Bangla name an admin wrote', async () => {
    const { db, close } = await openTestDatabase(kind);
    try {
      await seedIfEmpty(db);
      // As a database seeded before Bangla: no names, no marker; an admin wrote one of them since.
      await db.query(`UPDATE parts SET name_bn = '', description_bn = ''`);
      await db.query(`UPDATE machines SET name_bn = ''`);
      await db.query(`UPDATE assemblies SET name_bn = ''`);
      await db.query(`DELETE FROM meta WHERE key = 'seeded-bangla'`);
      await db.query(`UPDATE parts SET name_bn = 'প্রেসার পা' WHERE name = 'Presser Foot'`);
      expect(await seedIfEmpty(db)).toBe(false);
      const names = async (sql: string) => Object.fromEntries((await db.query<{ name: string; bn: string }>(sql)).rows.map((r) => [r.name, r.bn]));
      const partNames = await names(`SELECT name, name_bn AS bn FROM parts`);
      expect(partNames).toMatchObject({ 'Bobbin Case': 'ববিন কেস', 'Overlock Looper': 'ওভারলক লুপার', 'Presser Foot': 'প্রেসার পা' });
      expect(Object.values(partNames).filter((bn) => bn === '')).toEqual([]);
      const machineNames = await names(`SELECT brand || ' ' || model || coalesce('-' || subclass, '') AS name, name_bn AS bn FROM machines`);
      expect(machineNames).toEqual(DEMO_MACHINES_BN);
      expect(Object.values(await names(`SELECT name, name_bn AS bn FROM assemblies`)).filter((bn) => bn === '')).toEqual([]);
      // Once: cleared again, they stay cleared.
      await db.query(`UPDATE machines SET name_bn = ''`);
      await seedIfEmpty(db);
      expect((await db.query(`SELECT 1 FROM machines WHERE name_bn <> ''`)).rows).toEqual([]);
    } finally {
      await close();
    }
  });
});
