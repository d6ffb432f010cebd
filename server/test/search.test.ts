import type { Machine, PartFitment, PartsPage, SearchSuggestions } from '@storefront/shared/schemas';
import { addPart } from './fixtures';
import { call, describeEachDb, signInCast, startServer, type Cast, type TestServer } from './harness';

/** The demo parts that fit the JUKI DDL-8700 (seed-data.ts): every lockstitch part. */
const FIT_DDL_8700 = ['Bobbin Case', 'Feed Dog', 'Needle Bar', 'Needle Plate', 'Presser Foot', 'Rotary Hook', 'Thread Tension Assembly'];

describeEachDb('search', (kind) => {
  let server: TestServer;
  let cast: Cast;
  const search = async (q: string, more = '') => (await call<PartsPage>(server, 'GET', `/parts?q=${encodeURIComponent(q)}&limit=100${more}`)).body;
  const names = async (q: string, more = '') => (await search(q, more)).items.map((p) => p.name);

  beforeAll(async () => {
    server = await startServer(kind);
    cast = await signInCast(server);
  });
  afterAll(() => server?.close());

  it("finds a machine's parts by its brand and model, however the model is written, and names the machine", async () => {
    for (const q of ['juki ddl-8700', 'JUKI DDL 8700', 'ddl8700', 'Juki DDL-8700']) {
      const found = await search(q);
      expect([q, found.items.map((p) => p.name).sort()]).toEqual([q, FIT_DDL_8700]);
      expect([q, found.machines?.[0]?.name]).toEqual([q, 'JUKI DDL-8700']);
    }
    // A brand is not a machine: nothing named.
    expect((await search('feed dog juki')).machines).toBeUndefined();
    // A machine the parts do not fit excludes them.
    expect(await names('bobbin case pegasus')).toEqual([]);
  });

  it('needs every word somewhere, and lists the best matches first: name and number, then machines, then description', async () => {
    // "feed dog" is the Feed Dog's name and words of the Needle Plate's description ("feed-dog slots").
    expect(await names('feed dog')).toEqual(['Feed Dog', 'Needle Plate']);
    expect(await names('feed dog juki')).toEqual(['Feed Dog', 'Needle Plate']);
    expect(await names('feed dog singer')).toEqual([]);
    // A sort asked for is kept.
    const byPrice = (await search('juki ddl-8700', '&sort=-price')).items.map((p) => p.price);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => b - a));
  });

  it('forgives one typo in a word of four letters or more (as meant), none in a shorter one', async () => {
    expect(await names('pressr foot')).toEqual(['Presser Foot']);
    expect(await names('rotray hook')).toEqual(['Rotary Hook']);
    expect(await names('bobbinn case')).toEqual(['Bobbin Case']);
    // (The Feed Dog's description has a needle and a bar: it mounts "on the feed bar" of the needle plate.)
    expect(await names('needel bar')).toEqual(['Needle Bar', 'Feed Dog']);
    // Four letters, as Algolia and Typesense count: "fot" is foot with one left out, "fead" is feed.
    expect(await names('presser fot')).toEqual(['Presser Foot']);
    expect(await names('fead dog')).toEqual(['Feed Dog', 'Needle Plate']);
    // Two typos, or a typo in a word shorter than four letters as meant, find nothing.
    expect(await names('prssr foot')).toEqual([]);
    expect(await names('presser fxt')).toEqual([]);
  });

  it('finds part and OEM numbers with or without spaces, dashes and capitals', async () => {
    for (const q of ['SL-FD-0005', 'sl-fd0005', 'slfd0005', 'SL FD 0005', 'sl-fd']) expect([q, await names(q)]).toEqual([q, ['Feed Dog']]);
    for (const q of ['B9117-012-000', 'b9117012000', 'juki b9117 012']) expect([q, await names(q)]).toEqual([q, ['Bobbin Case']]);
    expect((await search('110-45400')).items.map((p) => [p.name, p.replaces])).toEqual([['Feed Dog', 'JUKI 110-45400']]);
  });

  it('offers the searches of fewer words that find parts when the whole search finds none', async () => {
    const none = await search('presser singer');
    expect([none.items, none.total]).toEqual([[], 0]);
    expect(none.fewerWords).toEqual([{ q: 'presser', total: 1 }]);
    expect((await search('feed dog singer')).fewerWords).toEqual([{ q: 'feed dog', total: 2 }]);
    // The filters stay: none of the feed dogs is in a brand's machines it does not fit.
    expect((await search('feed dog singer', '&brand=pegasus')).fewerWords).toBeUndefined();
    expect((await search('zzqx')).fewerWords).toBeUndefined();
    expect((await search('feed dog')).fewerWords).toBeUndefined();
  });

  it('pages a ranked search by its cursor, each part once', async () => {
    const all = (await search('lockstitch')).items.map((p) => p._id);
    expect(all.length).toBeGreaterThan(3);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: PartsPage = (await call<PartsPage>(server, 'GET', `/parts?q=lockstitch&limit=2${cursor ? `&cursor=${cursor}` : ''}`)).body;
      paged.push(...page.items.map((p) => p._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all);
  });

  it('suggests parts and machines while a customer types, and refuses too short or too long a search', async () => {
    const ju = await call<SearchSuggestions>(server, 'GET', '/search/suggestions?q=ju');
    expect(ju.status).toBe(200);
    expect(ju.headers.get('etag')).toBeTruthy();
    expect(ju.body.q).toBe('ju');
    expect(ju.body.machines.map((m) => m.brand)).toEqual(['JUKI', 'JUKI', 'JUKI']);
    expect(ju.body.parts.length).toBeLessThanOrEqual(6);

    const hook = await call<SearchSuggestions>(server, 'GET', '/search/suggestions?q=%20rotary%20ho%20');
    expect(hook.body).toEqual({
      q: 'rotary ho',
      parts: [{ _id: expect.any(String), sku: 'SL-RH-0002', name: 'Rotary Hook', nameBn: 'রোটারি হুক', img: expect.any(String), price: expect.any(Number) }],
      machines: [],
      machinesFirst: false,
    });
    const ddl = await call<SearchSuggestions>(server, 'GET', '/search/suggestions?q=ddl%208700');
    expect(ddl.body.machines.map((m) => m.name)).toEqual(['JUKI DDL-8700', 'JUKI DDL-8700-7']);
    // A model alone names no machine in full: the parts come first.
    expect(ddl.body.machinesFirst).toBe(false);
    expect(ddl.body.parts).toHaveLength(6);
    const oem = await call<SearchSuggestions>(server, 'GET', '/search/suggestions?q=110-45400');
    expect(oem.body.parts.map((p) => p.replaces)).toEqual(['JUKI 110-45400']);

    for (const path of ['/search/suggestions', '/search/suggestions?q=a', '/search/suggestions?q=%20%20a%20', `/search/suggestions?q=${'x'.repeat(101)}`]) {
      const reply = await call(server, 'GET', path);
      expect([path, reply.status, reply.headers.get('content-type')]).toEqual([path, 400, expect.stringContaining('application/json')]);
      expect(reply.body.error.message).toEqual(expect.any(String));
    }
  });

  it('puts a machine typed in full (brand and model) first among the suggestions, before the parts', async () => {
    for (const q of ['juki ddl-8700', 'JUKI DDL 8700', 'Juki ddl8700']) {
      const named = await call<SearchSuggestions>(server, 'GET', `/search/suggestions?q=${encodeURIComponent(q)}`);
      expect([q, named.body.machinesFirst, named.body.machines[0]?.name]).toEqual([q, true, 'JUKI DDL-8700']);
      // Its parts are still suggested, after it.
      expect(named.body.parts.length).toBeGreaterThan(0);
    }
    const brother = await call<SearchSuggestions>(server, 'GET', '/search/suggestions?q=brother%20s-7200c');
    expect([brother.body.machinesFirst, brother.body.machines[0]?.name]).toEqual([true, 'Brother S-7200C']);
    // A brand with a part's words names no machine: parts first.
    for (const q of ['juki feed dog', 'juki', 'feed dog']) {
      const parts = await call<SearchSuggestions>(server, 'GET', `/search/suggestions?q=${encodeURIComponent(q)}`);
      expect([q, parts.body.machinesFirst]).toEqual([q, false]);
    }
  });

  it("keeps each part's search up to date with its name, its machines and their names", async () => {
    // A feed dog for another maker's machine only: a search naming JUKI leaves it out.
    const added = await addPart(server, cast.admin.token, {
      name: 'Feed Dog Heavy',
      price: 700,
      description: 'Two-row feed dog with coarse teeth for denim and canvas.',
      min_order_Quantity: 1,
      available_Quantity: 5,
      img: '/images/seed/feed-dog.svg',
    });
    const siruba = (await call<Machine>(server, 'GET', '/machines/siruba/737k')).body;
    const fitted = await call<PartFitment>(server, 'PUT', `/parts/${added._id}/fitment`, {
      token: cast.admin.token,
      body: { machines: [siruba._id], oem: [{ brand: 'Siruba', number: 'FD-737-01' }] },
    });
    expect(fitted.status).toBe(200);
    expect(await names('feed dog juki')).toEqual(['Feed Dog', 'Needle Plate']);
    expect(await names('feed dog siruba')).toEqual(['Feed Dog Heavy']);
    expect(await names('fd-737-01')).toEqual(['Feed Dog Heavy']);
    expect((await names('feed dog')).slice(0, 2).sort()).toEqual(['Feed Dog', 'Feed Dog Heavy']);
    // A renamed machine is searched by its new name at once.
    const renamed = await call(server, 'PUT', `/machines/${siruba._id}`, { token: cast.admin.token, body: { brand: 'Siruba', model: '747K' } });
    expect(renamed.status).toBe(200);
    expect(await names('siruba 747k feed')).toEqual(['Feed Dog Heavy']);
    expect(await names('siruba 737k feed')).toEqual([]);
    // And a renamed part by its new name.
    await call(server, 'PATCH', `/parts/${added._id}`, { token: cast.admin.token, body: { name: 'Denim Feed Dog' } });
    expect(await names('denim siruba')).toEqual(['Denim Feed Dog']);
    await call(server, 'DELETE', `/parts/${added._id}`, { token: cast.admin.token });
    await call(server, 'PUT', `/machines/${siruba._id}`, { token: cast.admin.token, body: { brand: 'Siruba', model: '737K' } });
  });
});
