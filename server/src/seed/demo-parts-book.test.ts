import type { Assembly, AssemblySummary } from '@storefront/shared/schemas';
import { call, describeEachDb, startServer, type TestServer } from '../../test/harness';
import { seedDemoPartsBookOnce, demoBookFor } from './demo-parts-book';
import { hotspotOf } from './demo-parts-book-data';
import { seedIfEmpty } from './seed';
import { seedMachines } from './seed-data';

interface Row {
  machine: string;
  name: string;
  position: number;
  drawing: string;
  width: number;
  height: number;
  published: boolean;
  lines: { callout: string; part: string | null; maker_number: string | null; description: string | null; quantity: number; subclass: string | null }[];
  hotspots: { callout: string; x: number; y: number }[];
}

describeEachDb('the demo parts books', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(() => server?.close());

  const read = async () =>
    (
      await server.app.ctx.db.query<Row>(
        `SELECT m.brand || ' ' || m.model || coalesce('-' || m.subclass, '') AS machine, a.name, a.position, a.drawing,
                a.drawing_width AS width, a.drawing_height AS height, a.published,
                (SELECT json_agg(json_build_object('callout', l.callout, 'part', p.name, 'maker_number', l.maker_number, 'description', l.description,
                                                   'quantity', l.quantity, 'subclass', l.subclass) ORDER BY l.position)
                 FROM assembly_lines l LEFT JOIN parts p ON p.id = l.part_id WHERE l.assembly_id = a.id) AS lines,
                (SELECT json_agg(json_build_object('callout', h.callout, 'x', h.x, 'y', h.y)) FROM assembly_hotspots h WHERE h.assembly_id = a.id) AS hotspots
         FROM assemblies a JOIN machines m ON m.id = a.machine_id ORDER BY m.seq, a.position`,
      )
    ).rows;

  it('gives each demo machine its kind’s two or three published assemblies, whose rows and hotspots agree with the drawings', async () => {
    const rows = await read();
    for (const machine of seedMachines) {
      const name = `${machine.brand} ${machine.model}${machine.subclass ? `-${machine.subclass}` : ''}`;
      const book = demoBookFor(machine);
      const assemblies = rows.filter((row) => row.machine === name);
      expect([name, assemblies.map((a) => [a.name, a.position, a.published])]).toEqual([name, book.map((a, i) => [a.name, i + 1, true])]);
      expect(assemblies.length === 2 || assemblies.length === 3).toBe(true);
      for (const [index, assembly] of assemblies.entries()) {
        const { drawing } = book[index]!;
        expect([assembly.drawing, assembly.width, assembly.height]).toEqual([drawing.file, drawing.width, drawing.height]);
        const callouts = [...new Set(drawing.callouts.map((c) => c.callout))].sort();
        expect([...new Set(assembly.lines.map((l) => l.callout))].sort()).toEqual(callouts);
        expect(assembly.hotspots).toHaveLength(drawing.callouts.length);
        for (const expected of drawing.callouts.map((c) => hotspotOf(drawing, c))) {
          const found = assembly.hotspots.find((h) => h.callout === expected.callout && Math.abs(h.x - expected.x) < 1e-4 && Math.abs(h.y - expected.y) < 1e-4);
          expect([expected, found]).toEqual([expected, expect.anything()]);
        }
        // A row names a part of ours, or the maker's number and what it is ("not sold here").
        expect(assembly.lines.every((l) => l.maker_number && (l.part ? l.description === null : l.description))).toBe(true);
      }
    }
  });

  it('names the demo parts where they fit: the Feed Dog at callout 12, rows for subclasses on the JUKI DDL-8700', async () => {
    const rows = await read();
    const feed = rows.find((row) => row.machine === 'JUKI DDL-8700' && row.name === 'Feed mechanism')!;
    expect(feed.lines.filter((l) => l.callout === '12')).toEqual([
      expect.objectContaining({ part: 'Feed Dog', subclass: null, quantity: 1 }),
      expect.objectContaining({ part: null, maker_number: '110-45608', subclass: 'H' }),
    ]);
    expect(feed.lines.filter((l) => l.subclass === '7').map((l) => l.description)).toEqual(['Moving knife', 'Fixed knife', 'Needle plate with knife cutout']);
    const hooks = rows.filter((row) => row.name === 'Hook and bobbin case').map((row) => [row.machine, row.lines[0]!.part ?? row.lines[0]!.description]);
    // The Rotary Hook fits five of the six lockstitch machines; on the Jack A4 it is the maker's part only.
    expect(hooks).toContainEqual(['JUKI DDL-9000C', 'Rotary Hook']);
    expect(hooks).toContainEqual(['Jack A4', 'Rotary hook']);
    const loopers = rows.find((row) => row.machine === 'Pegasus M952-52' && row.name === 'Loopers')!;
    expect(loopers.lines[0]).toMatchObject({ callout: '1', part: 'Overlock Looper' });
    // Other machines' rows carry no subclass.
    expect(rows.filter((row) => !row.machine.startsWith('JUKI DDL-8700')).every((row) => row.lines.every((l) => l.subclass === null))).toBe(true);
  });

  it('is what the API serves: the machine’s assemblies, the page with its drawing, rows and hotspots, the drawing itself', async () => {
    const list = await call<AssemblySummary[]>(server, 'GET', '/machines/juki/ddl-8700/assemblies');
    expect(list.status).toBe(200);
    expect(list.body.map((a) => [a.name, a.slug, a.drawing])).toEqual([
      ['Hook and bobbin case', 'hook-and-bobbin-case', '/images/seed/drawing-hook-and-bobbin-case.svg'],
      ['Feed mechanism', 'feed-mechanism', '/images/seed/drawing-feed-mechanism.svg'],
      ['Needle bar and thread take-up', 'needle-bar-and-thread-take-up', '/images/seed/drawing-needle-bar-and-thread-take-up.svg'],
    ]);
    const page = await call<Assembly>(server, 'GET', '/machines/juki/ddl-8700/assemblies/feed-mechanism');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ drawingWidth: 800, drawingHeight: 600, published: true });
    expect(page.body.lines.find((l) => l.callout === '12' && l.part)?.part?.name).toBe('Feed Dog');
    expect(page.body.hotspots.filter((h) => h.callout === '12')).toEqual([
      expect.objectContaining({ x: expect.closeTo(470 / 800, 3), y: expect.closeTo(304 / 600, 3) }),
    ]);
    const drawing = await fetch(`${server.url}${page.body.drawing}`);
    expect([drawing.status, drawing.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    expect(await drawing.text()).toContain('>12</text>');
    const overlock = await call<AssemblySummary[]>(server, 'GET', '/machines/pegasus/m952-52/assemblies');
    expect(overlock.body.map((a) => a.name)).toEqual(['Loopers', 'Feed and needle plate']);
  });

  it('adds nothing when the seed runs again, even without its marker; a database seeded before the parts book gets it', async () => {
    const db = server.app.ctx.db;
    const count = async () =>
      (
        await db.query<{ n: string }>(
          `SELECT (SELECT count(*) FROM assemblies) || '/' || (SELECT count(*) FROM assembly_lines) || '/' || (SELECT count(*) FROM assembly_hotspots) AS n`,
        )
      ).rows[0]!.n;
    const before = await count();
    expect(before).not.toBe('0/0/0');
    await seedIfEmpty(db);
    expect(await count()).toBe(before);
    await db.query(`DELETE FROM meta WHERE key = 'seeded-parts-book'`);
    await seedDemoPartsBookOnce(db);
    expect(await count()).toBe(before);
    // A database seeded before the parts book existed gets the books on its next start.
    await db.query(`DELETE FROM assemblies`);
    await db.query(`DELETE FROM meta WHERE key = 'seeded-parts-book'`);
    expect(await seedIfEmpty(db)).toBe(false);
    expect(await count()).toBe(before);
  });
});
