import { Worker } from 'node:worker_threads';
import type {
  ApiErrorBody,
  Assembly,
  AssemblyLinesImportResult,
  AssemblySummary,
  Machine,
  Page,
  Part,
  PartAssembly,
  RowPart,
  SitemapAssembly,
} from '@storefront/shared/schemas';
import { imageTooLarge, PARTS_BOOK_LIMITS, partsBookMessages } from '@storefront/shared/schemas';
import { PNG, imageForm, validPart } from '../../test/fixtures';
import { call, describeEachDb, signInCast, startServer, type Cast, type TestServer } from '../../test/harness';

const DRAWING = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg [ <!ENTITY secret SYSTEM "file:///etc/passwd"> ]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 800 600" onload="fetch('https://evil.example/')">
  <script>alert('script')</script>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">form</div></foreignObject>
  <a href="https://evil.example/link"><circle cx="100" cy="100" r="40" fill="url(https://evil.example/paint)"/></a>
  <image xlink:href="http://evil.example/track.png" width="1" height="1"/>
  <path d="M100 100 L300 200" stroke="#333"/>
  <text x="300" y="200">12</text>
  <text x="500" y="400">13</text>
</svg>`;

/** A row's part: the part as the page names and adds it (no description, picture or breaks). */
const rowPartOf = ({ _id, sku, name, nameBn, price, available_Quantity, min_order_Quantity, pack_Size, max_order_Quantity }: Part): RowPart => ({
  _id,
  sku,
  name,
  nameBn,
  price,
  available_Quantity,
  min_order_Quantity,
  pack_Size,
  max_order_Quantity,
});

/** An answer, or the error the API sent instead. */
type Answer<T> = T & Partial<ApiErrorBody>;

describeEachDb('the parts book API', (kind) => {
  let server: TestServer;
  let cast: Cast;
  let machine: Machine;
  let parts: Part[];
  const admin = () => ({ token: cast.admin.token });
  const upload = (id: string, form: FormData | string, headers: Record<string, string> = {}) =>
    call<Answer<Assembly>>(server, 'PUT', `/assemblies/${id}/drawing`, { ...admin(), raw: form, headers });
  const add = (name: string) => call<Answer<Assembly>>(server, 'POST', '/assemblies', { ...admin(), body: { machineId: machine._id, name } });
  const importCsv = (id: string, csv: string) =>
    call<Answer<AssemblyLinesImportResult>>(server, 'POST', `/assemblies/${id}/lines/import`, { ...admin(), body: { csv } });
  const page = (slug: string) => call<Assembly>(server, 'GET', `/machines/${machine.brandSlug}/${machine.modelSlug}/assemblies/${slug}`);

  beforeAll(async () => {
    // The uploads' time limit is a bound, not what is tested here: a busy machine may take long.
    server = await startServer(kind, { drawingDeadlineMs: 300_000 });
    cast = await signInCast(server);
    machine = (await call<Machine>(server, 'POST', '/machines', { ...admin(), body: { brand: 'Partsbook', model: 'PB-100', subclass: '' } })).body;
    parts = (await call<Page<Part>>(server, 'GET', '/parts?limit=100')).body.items;
  });
  afterAll(() => server?.close());

  it('lets only the admin add, read, change and remove assemblies: a customer is refused (403), a visitor asked to sign in (401)', async () => {
    const body = { machineId: machine._id, name: 'Who may' };
    expect((await call(server, 'POST', '/assemblies', { body })).status).toBe(401);
    expect((await call(server, 'POST', '/assemblies', { token: cast.customer.token, body })).status).toBe(403);
    const created = await add('Who may');
    expect(created.status).toBe(201);
    const id = created.body._id;
    for (const [method, url, sent] of [
      ['GET', `/assemblies?machine=${machine._id}`, undefined],
      ['GET', `/assemblies/${id}`, undefined],
      ['PATCH', `/assemblies/${id}`, { name: 'Renamed' }],
      ['PUT', `/assemblies/${id}/hotspots`, { hotspots: [] }],
      ['POST', `/assemblies/${id}/lines/import`, { csv: 'x' }],
      ['DELETE', `/assemblies/${id}`, undefined],
    ] as const) {
      expect([method, url, (await call(server, method, url, { body: sent })).status]).toEqual([method, url, 401]);
      expect([method, url, (await call(server, method, url, { token: cast.customer.token, body: sent })).status]).toEqual([method, url, 403]);
    }
    expect((await call(server, 'DELETE', `/assemblies/${id}`, admin())).body).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await call(server, 'GET', `/assemblies/${id}`, admin())).status).toBe(404);
  });

  it('adds assemblies last as drafts, refuses a name whose address is taken on the machine, renames and moves with the others shifting', async () => {
    const hook = await add('Hook and bobbin case');
    expect(hook.body).toMatchObject({
      machineId: machine._id,
      name: 'Hook and bobbin case',
      slug: 'hook-and-bobbin-case',
      published: false,
      drawing: null,
      drawingWidth: null,
      lineCount: 0,
      hotspotCount: 0,
      machine: { _id: machine._id, brandSlug: 'partsbook' },
      lines: [],
      hotspots: [],
    });
    const feed = (await add('Feed mechanism')).body;
    const needle = (await add('Needle bar')).body;
    expect([hook.body.position, feed.position, needle.position]).toEqual([hook.body.position, hook.body.position + 1, hook.body.position + 2]);

    const taken = await add('hook AND  bobbin-case');
    expect(taken.status).toBe(409);
    expect(taken.body.error!.fields).toEqual({ name: partsBookMessages.assemblyTaken('hook AND  bobbin-case') });
    const renameTaken = await call(server, 'PATCH', `/assemblies/${feed._id}`, { ...admin(), body: { name: 'Needle Bar' } });
    expect([renameTaken.status, renameTaken.body.error.fields.name]).toEqual([409, partsBookMessages.assemblyTaken('Needle Bar')]);
    const empty = await call(server, 'PATCH', `/assemblies/${feed._id}`, { ...admin(), body: {} });
    expect(empty.status).toBe(400);
    expect((await call(server, 'POST', '/assemblies', { ...admin(), body: { machineId: machine._id, name: '--' } })).status).toBe(400);
    const nowhere = await call(server, 'POST', '/assemblies', { ...admin(), body: { machineId: '00000000-0000-4000-8000-000000000000', name: 'Lost' } });
    expect(nowhere.status).toBe(404);

    const renamed = await call<Assembly>(server, 'PATCH', `/assemblies/${feed._id}`, { ...admin(), body: { name: 'Feed dog and feed bar' } });
    expect([renamed.status, renamed.body.slug]).toEqual([200, 'feed-dog-and-feed-bar']);

    // The needle bar moves to the hook's place; the hook and the feed move down one.
    const moved = await call<Assembly>(server, 'PATCH', `/assemblies/${needle._id}`, { ...admin(), body: { position: hook.body.position } });
    expect(moved.body.position).toBe(hook.body.position);
    const order = async () =>
      (await call<AssemblySummary[]>(server, 'GET', `/assemblies?machine=${machine._id}`, admin())).body.filter((a) =>
        [hook.body._id, feed._id, needle._id].includes(a._id),
      );
    expect((await order()).map((a) => [a.name, a.position - hook.body.position])).toEqual([
      ['Needle bar', 0],
      ['Hook and bobbin case', 1],
      ['Feed dog and feed bar', 2],
    ]);
    // Past the end is the last place; removing one closes the gap.
    await call(server, 'PATCH', `/assemblies/${needle._id}`, { ...admin(), body: { position: 50 } });
    expect((await order()).map((a) => a.name)).toEqual(['Hook and bobbin case', 'Feed dog and feed bar', 'Needle bar']);
    await call(server, 'DELETE', `/assemblies/${hook.body._id}`, admin());
    const positions = (await call<AssemblySummary[]>(server, 'GET', `/assemblies?machine=${machine._id}`, admin())).body.map((a) => a.position);
    expect(positions).toEqual(positions.map((_, index) => index + 1));
    expect((await call(server, 'GET', '/assemblies?machine=00000000-0000-4000-8000-000000000000', admin())).status).toBe(404);
    expect((await call(server, 'GET', '/assemblies', admin())).status).toBe(400);
  });

  it('keeps at most 50 assemblies on a machine', async () => {
    const crowded = (await call<Machine>(server, 'POST', '/machines', { ...admin(), body: { brand: 'Partsbook', model: 'PB-50' } })).body;
    for (let n = 1; n <= 50; n += 1) {
      const added = await call(server, 'POST', '/assemblies', { ...admin(), body: { machineId: crowded._id, name: `Group ${n}` } });
      expect(added.status).toBe(201);
    }
    const refused = await call(server, 'POST', '/assemblies', { ...admin(), body: { machineId: crowded._id, name: 'One more' } });
    expect([refused.status, refused.body.error.fields]).toEqual([400, { name: partsBookMessages.tooManyAssemblies }]);
    const listed = (await call<AssemblySummary[]>(server, 'GET', `/assemblies?machine=${crowded._id}`, admin())).body;
    expect(listed.map((a) => a.position)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
  });

  it('imports the parts list from CSV: our part numbers name our parts, anything else is the maker’s number; any bad line and nothing changes', async () => {
    const id = (await add('Thread take-up')).body._id;
    const [first, second] = parts;
    const good = [
      "callout,part number or maker's number,quantity,remarks,subclass",
      `12,${first!.sku.toLowerCase()},2,gauge 3/16,`,
      '12A,B1818-280-000,1,"Set screw, hook",7',
      `"3-1";x;1`.replace(/;/g, ','),
      `13,${second!.sku},1,,`,
    ].join('\n');
    const imported = await importCsv(id, good);
    expect(imported.status).toBe(200);
    expect(imported.body).toEqual({ lines: 4, notSoldHere: 2, errors: [] });
    const read = (await call<Assembly>(server, 'GET', `/assemblies/${id}`, admin())).body;
    expect(read.lineCount).toBe(4);
    expect(read.lines.map((l) => [l.position, l.callout, l.part?._id ?? null, l.makerNumber, l.description, l.quantity, l.remarks, l.subclass])).toEqual([
      [1, '12', first!._id, null, first!.name, 2, 'gauge 3/16', null],
      [2, '12A', null, 'B1818-280-000', null, 1, 'Set screw, hook', '7'],
      [3, '3-1', null, 'x', null, 1, null, null],
      [4, '13', second!._id, null, second!.name, 1, null, null],
    ]);
    // The row's part as GET /parts/:id answers it, less what only the part's own page shows.
    expect(read.lines[0]!.part).toEqual(rowPartOf((await call<Part>(server, 'GET', `/parts/${first!._id}`)).body));

    const bad = await importCsv(
      id,
      [
        "callout, part number or maker's number, quantity, remarks",
        `1,${first!.sku},1,ok`,
        `!!,${first!.sku},1,`,
        '2,,1,',
        '3,X-1,0,',
        '4,X-2,1000,',
        '5,X-3,1,a,b,c',
        `6,${'N'.repeat(41)},1,`,
      ].join('\n'),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error!.code).toBe('CSV_LINES_INVALID');
    expect(bad.body.errors.map((e: { line: number }) => e.line)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(bad.body.errors.slice(0, 3).map((e: { message: string }) => e.message)).toEqual([
      partsBookMessages.calloutInvalid,
      partsBookMessages.partOrMakerNumber,
      partsBookMessages.quantityInvalid,
    ]);
    expect(bad.body.error!.fields!.csv).toContain(`Line 3: ${partsBookMessages.calloutInvalid}`);
    expect((await importCsv(id, 'number,qty\n1,2')).body.errors).toEqual([{ line: 1, message: partsBookMessages.csvHeader }]);
    expect((await importCsv(id, "callout,part number or maker's number,quantity,remarks\n")).body.errors).toEqual([
      { line: 1, message: partsBookMessages.csvEmpty },
    ]);
    expect((await importCsv(id, '')).status).toBe(400);
    // Nothing changed.
    expect((await call<Assembly>(server, 'GET', `/assemblies/${id}`, admin())).body.lines).toEqual(read.lines);
    // A part deleted later leaves its row saying what it was.
    const doomed = (
      await call(server, 'POST', '/parts', {
        ...admin(),
        body: { name: 'Doomed Spring', price: 5, description: 'A spring.', min_order_Quantity: 1, available_Quantity: 3, img: '/images/seed/feed-dog.svg' },
      })
    ).body.insertedId as string;
    const doomedSku = (await call<Part>(server, 'GET', `/parts/${doomed}`)).body.sku;
    expect((await importCsv(id, `callout,part number or maker's number,quantity,remarks\n7,${doomedSku},1,`)).body).toEqual({
      lines: 1,
      notSoldHere: 0,
      errors: [],
    });
    expect((await call(server, 'DELETE', `/parts/${doomed}`, admin())).status).toBe(200);
    const kept = (await call<Assembly>(server, 'GET', `/assemblies/${id}`, admin())).body.lines[0]!;
    expect([kept.part, kept.description]).toEqual([null, 'Doomed Spring']);
  });

  it('stores an SVG drawing made safe, served with its own policy and long caching, and a PNG through the image pipeline', async () => {
    const id = (await add('Drawing')).body._id;
    const stored = await upload(id, imageForm(DRAWING, 'hook.svg', 'image/svg+xml', 'drawing'));
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ drawing: expect.stringMatching(/^\/images\/[a-f0-9]{64}\.svg$/), drawingWidth: 800, drawingHeight: 600 });
    const served = await call(server, 'GET', stored.body.drawing!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const gone of ['<script', 'onload', 'foreignObject', 'evil.example', 'ENTITY', 'passwd']) expect(served.text).not.toContain(gone);
    expect(served.text).toContain('<text x="300" y="200">12</text>');
    expect(served.text).toContain('<path d="M100 100 L300 200" stroke="#333"/>');

    const png = await upload(id, imageForm(PNG, 'drawing.png', 'image/png', 'drawing'));
    expect(png.body).toMatchObject({ drawing: expect.stringMatching(/^\/images\/[a-f0-9]{64}\.png$/), drawingWidth: 1, drawingHeight: 1 });
    expect((await call(server, 'GET', png.body.drawing!)).headers.get('content-type')).toMatch(/^image\/(png|webp)$/);

    const refused = async (form: FormData | string, headers: Record<string, string> = {}) => {
      const reply = await upload(id, form, headers);
      return [reply.status, reply.body.error?.fields?.drawing ?? reply.body.error?.code];
    };
    expect(await refused(imageForm('%PDF-1.7', 'a.pdf', 'application/pdf', 'drawing'))).toEqual([415, partsBookMessages.drawingTypes]);
    expect(await refused(imageForm('<svg width="100%"><path d="M0 0"/></svg>', 'a.svg', 'image/svg+xml', 'drawing'))).toEqual([
      400,
      partsBookMessages.drawingUnreadable,
    ]);
    expect(await refused(imageForm(PNG, 'a.png', 'image/png', 'image'))).toEqual([400, partsBookMessages.drawingRequired]);
    expect(await refused(imageForm('', 'a.svg', 'image/svg+xml', 'drawing'))).toEqual([400, partsBookMessages.drawingRequired]);
    const huge = `<svg viewBox="0 0 1 1"><!--${' '.repeat(PARTS_BOOK_LIMITS.drawingBytes)}--></svg>`;
    expect(await refused(imageForm(huge, 'huge.svg', 'image/svg+xml', 'drawing'))).toEqual([413, imageTooLarge(PARTS_BOOK_LIMITS.drawingBytes)]);
    const noBoundary = await upload(id, 'garbage', { 'content-type': 'multipart/form-data' });
    expect([400, 415]).toContain(noBoundary.status);
    expect(noBoundary.body.error!.code).toEqual(expect.any(String));
    expect(
      (
        await upload(id, '--x\r\nContent-Disposition: form-data; name="drawing"; filename="a.svg"\r\n\r\n<svg', {
          'content-type': 'multipart/form-data; boundary=x',
        })
      ).status,
    ).toBe(400);
    expect((await call(server, 'PUT', `/assemblies/${id}/drawing`, { ...admin(), body: { drawing: DRAWING } })).status).toBe(415);
    expect((await upload('00000000-0000-4000-8000-000000000000', imageForm(DRAWING, 'a.svg', 'image/svg+xml', 'drawing'))).status).toBe(404);
    // The drawing is still the PNG.
    expect((await call<Assembly>(server, 'GET', `/assemblies/${id}`, admin())).body.drawing).toBe(png.body.drawing);
  });

  it('refuses a drawing nested too deep before parsing it, and answers /health while a large drawing is made safe', async () => {
    const id = (await add('Deep drawing')).body._id;
    const deep = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${'<g>'.repeat(5000)}<path d="M0 0"/>${'</g>'.repeat(5000)}</svg>`;
    const refused = await upload(id, imageForm(deep, 'deep.svg', 'image/svg+xml', 'drawing'));
    expect([refused.status, refused.body.error]).toEqual([
      400,
      { code: 'BAD_REQUEST', message: partsBookMessages.drawingTooDeep, fields: { drawing: partsBookMessages.drawingTooDeep } },
    ]);

    // 10,000 elements: allowed, and a second or so of parsing, in the sanitiser's thread.
    const large = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><g>${'<path d="M0 0 L10 10" stroke="#000"/>'.repeat(9998)}</g></svg>`;
    let uploaded = false;
    // Asked for once the thread has the drawing: the moment its parse starts, not a guess at it.
    const original = Worker.prototype.postMessage;
    const handed = new Promise<void>((resolve) => {
      jest.spyOn(Worker.prototype, 'postMessage').mockImplementationOnce(function (this: Worker, ...message) {
        resolve();
        return original.apply(this, message);
      });
    });
    const uploading = upload(id, imageForm(large, 'large.svg', 'image/svg+xml', 'drawing')).finally(() => (uploaded = true));
    await Promise.race([handed, uploading]);
    jest.restoreAllMocks();
    const health = await call(server, 'GET', '/health');
    expect([health.status, uploaded]).toEqual([200, false]);
    const stored = await uploading;
    expect([stored.status, stored.body.drawingWidth]).toEqual([200, 10]);
    expect((await call(server, 'GET', stored.body.drawing!)).text.split('<path ').length).toBe(9999);
  });

  it('publishes an assembly only with its drawing and a row; a draft is invisible on every public path', async () => {
    const created = (await add('Presser foot')).body;
    const { _id: id, slug } = created;
    const publish = () => call<Answer<Assembly>>(server, 'PATCH', `/assemblies/${id}`, { ...admin(), body: { published: true } });
    const refused = await publish();
    expect([refused.status, refused.body.error!.fields]).toEqual([400, { published: partsBookMessages.publishNeedsLines }]);
    await importCsv(id, `callout,part number or maker's number,quantity,remarks\n5,${parts[2]!.sku},1,`);
    expect((await publish()).status).toBe(400);
    await upload(id, imageForm(DRAWING, 'd.svg', 'image/svg+xml', 'drawing'));
    const hotspots = await call<Assembly>(server, 'PUT', `/assemblies/${id}/hotspots`, {
      ...admin(),
      body: {
        hotspots: [
          { callout: '5', x: 0.25, y: 0.5 },
          { callout: '5', x: 0.75, y: 0.5 },
          { callout: '99', x: 0, y: 1 },
        ],
      },
    });
    expect(hotspots.body.hotspots.map((h) => [h.callout, h.x, h.y])).toEqual([
      ['5', 0.25, 0.5],
      ['5', 0.75, 0.5],
      ['99', 0, 1],
    ]);
    const outside = await call(server, 'PUT', `/assemblies/${id}/hotspots`, { ...admin(), body: { hotspots: [{ callout: '5', x: 1.5, y: 0 }] } });
    expect(outside.status).toBe(400);

    // A draft: 404 on its page, left out of the machine's list, the part's assemblies and the sitemap.
    const publicPaths = async () => ({
      page: (await page(slug)).status,
      listed: (await call<AssemblySummary[]>(server, 'GET', `/machines/${machine.brandSlug}/${machine.modelSlug}/assemblies`)).body.some((a) => a._id === id),
      inPart: (await call<PartAssembly[]>(server, 'GET', `/parts/${parts[2]!._id}/assemblies`)).body.some((p) => p.assembly._id === id),
      inSitemap: (await call<SitemapAssembly[]>(server, 'GET', '/sitemap/assemblies')).body.some((s) => s.slug === slug && s.modelSlug === machine.modelSlug),
    });
    expect(await publicPaths()).toEqual({ page: 404, listed: false, inPart: false, inSitemap: false });
    expect((await call(server, 'GET', `/machines/${machine.brandSlug}/${machine.modelSlug}/assemblies/${slug}`, { token: cast.admin.token })).status).toBe(404);

    const published = await publish();
    expect([published.status, published.body.published]).toEqual([200, true]);
    expect(await publicPaths()).toEqual({ page: 200, listed: true, inPart: true, inSitemap: true });
    const shown = await page(slug);
    expect(shown.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(shown.body).toMatchObject({ _id: id, published: true, drawingWidth: 800, machine: { _id: machine._id }, lineCount: 1 });
    expect(shown.body.lines[0]!.part).toEqual(rowPartOf((await call<Part>(server, 'GET', `/parts/${parts[2]!._id}`)).body));
    expect(shown.body.lines[0]!.replacement).toBeUndefined();
    expect(shown.body.hotspots).toHaveLength(3);
    const inPart = (await call<PartAssembly[]>(server, 'GET', `/parts/${parts[2]!._id}/assemblies`)).body.find((p) => p.assembly._id === id)!;
    expect(inPart).toEqual({
      machine: expect.objectContaining({ _id: machine._id }),
      assembly: { _id: id, name: 'Presser foot', nameBn: '', slug, drawing: shown.body.drawing },
      callouts: ['5'],
    });
    const entry = (await call<SitemapAssembly[]>(server, 'GET', '/sitemap/assemblies')).body.find((s) => s.slug === slug && s.modelSlug === machine.modelSlug);
    expect(entry).toEqual({ brandSlug: 'partsbook', modelSlug: 'pb-100', slug, updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/) });

    // Back to draft: gone from the public paths again.
    await call(server, 'PATCH', `/assemblies/${id}`, { ...admin(), body: { published: false } });
    expect(await publicPaths()).toEqual({ page: 404, listed: false, inPart: false, inSitemap: false });
    expect((await call(server, 'GET', `/machines/${machine.brandSlug}/no-such-model/assemblies`)).status).toBe(404);
    expect((await call(server, 'GET', '/parts/00000000-0000-4000-8000-000000000000/assemblies')).status).toBe(404);
    expect((await call(server, 'GET', `/machines/${machine.brandSlug}/${machine.modelSlug}/assemblies/Not%20A%20Slug`)).status).toBe(400);
  });

  it('leads a row whose part is no longer sold to the part sold today', async () => {
    const make = async (name: string) =>
      (await call<{ insertedId: string }>(server, 'POST', '/parts', { ...admin(), body: { ...validPart, name } })).body.insertedId;
    const [oldId, newId] = [await make('Old bobbin case spring'), await make('Bobbin case spring')];
    const newSku = (await call<Part>(server, 'GET', `/parts/${newId}`)).body.sku;
    const oldSku = (await call<Part>(server, 'GET', `/parts/${oldId}`)).body.sku;
    const assembly = (await add('Bobbin case')).body;
    expect((await importCsv(assembly._id, `callout,part number or maker's number,quantity,remarks\n3,${oldSku},1,\n`)).status).toBe(200);
    const set = await call(server, 'PUT', `/parts/${oldId}/replacement`, { ...admin(), body: { sku: newSku, interchangeable: true } });
    expect(set.status).toBe(200);
    const row = (await call<Assembly>(server, 'GET', `/assemblies/${assembly._id}`, admin())).body.lines[0]!;
    expect(row.part?._id).toBe(oldId);
    expect(row.replacement).toMatchObject({ current: { _id: newId, sku: newSku }, interchangeable: true, message: `${oldSku} is replaced by ${newSku}.` });
    expect(row.currentPart).toMatchObject({
      _id: newId,
      sku: newSku,
      name: 'Bobbin case spring',
      price: validPart.price,
      min_order_Quantity: validPart.min_order_Quantity,
    });
  });

  it("answers an assembly's page from memory, and a change of its part, rows or hotspots shows on the next read", async () => {
    const assembly = (await add('Thread guide')).body;
    expect((await importCsv(assembly._id, `callout,part number or maker's number,quantity,remarks\n4,${parts[0]!.sku},1,\n`)).status).toBe(200);
    expect((await upload(assembly._id, imageForm(DRAWING, 'guide.svg', 'image/svg+xml', 'drawing'))).status).toBe(200);
    expect((await call(server, 'PATCH', `/assemblies/${assembly._id}`, { ...admin(), body: { published: true } })).status).toBe(200);
    const first = await page(assembly.slug);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await call(server, 'GET', `/machines/${machine.brandSlug}/${machine.modelSlug}/assemblies/${assembly.slug}`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);

    // The part's price changes: the page's row says so at once.
    const edited = await call(server, 'PATCH', `/parts/${parts[0]!._id}`, { ...admin(), body: { price: 777.5 } });
    expect(edited.status).toBe(200);
    expect((await page(assembly.slug)).body.lines[0]!.part?.price).toBe(777.5);
    // Its hotspots change: so does the page.
    await call(server, 'PUT', `/assemblies/${assembly._id}/hotspots`, { ...admin(), body: { hotspots: [{ callout: '4', x: 0.5, y: 0.5 }] } });
    expect((await page(assembly.slug)).body.hotspots).toEqual([expect.objectContaining({ callout: '4', x: 0.5, y: 0.5 })]);
    // Back to draft: 404.
    await call(server, 'PATCH', `/assemblies/${assembly._id}`, { ...admin(), body: { published: false } });
    expect((await page(assembly.slug)).status).toBe(404);
  });
});
