import type { Database } from '../db/db';
import { volumeMachines } from './volume-machines';
import { hotspotOf, LOCKSTITCH_BOOK, OVERLOCK_BOOK, type DemoAssembly, type DemoCallout, type DemoDrawing } from './demo-parts-book-data';

/** Machines of `seed:volume` that get a parts book: the demo's drawings and rows, parts of their own. */
export const VOLUME_PARTS_BOOKS = 100;

/**
 * The benchmark's assembly page (docs/performance.md): one assembly with a drawing of 200 callouts,
 * a hotspot and a row each, at `/machines/brother/s-7100/machine-head-200-callouts`.
 */
export const BENCH_ASSEMBLY = {
  brand: 'Brother',
  model: 'S-7100',
  name: 'Machine head (200 callouts)',
  slug: 'machine-head-200-callouts',
  callouts: 200,
} as const;

const COLUMNS = 20;
const CELL_WIDTH = 80;
const CELL_HEIGHT = 100;

/**
 * The benchmark's drawing, `server/seed/images/drawing-machine-head-200.svg`: 200 small parts in
 * ten exploded rows, each with its numbered callout. The file is this function's output
 * (`demo-parts-book-volume.test.ts` keeps it so).
 */
export const BENCH_DRAWING: DemoDrawing = {
  file: 'drawing-machine-head-200.svg',
  width: COLUMNS * CELL_WIDTH,
  height: (BENCH_ASSEMBLY.callouts / COLUMNS) * CELL_HEIGHT + 100,
  callouts: Array.from({ length: BENCH_ASSEMBLY.callouts }, (_, i): DemoCallout => {
    const { x, y } = cell(i);
    return { callout: String(i + 1), x, y: y + 78 };
  }),
};

function cell(i: number) {
  return { x: CELL_WIDTH / 2 + (i % COLUMNS) * CELL_WIDTH, y: Math.floor(i / COLUMNS) * CELL_HEIGHT };
}

/** The benchmark drawing's markup. */
export function benchDrawingSvg(): string {
  const { width, height } = BENCH_DRAWING;
  const rows = BENCH_ASSEMBLY.callouts / COLUMNS;
  const glyphs = [
    '<circle cx="X" cy="Y" r="14"/>',
    '<rect x="X-14" y="Y-10" width="28" height="20"/>',
    '<path d="MX-8 Y-14 h16 v10 h-16 z m3 10 v18 m10 -18 v18"/>',
    '<ellipse cx="X" cy="Y" rx="18" ry="8"/>',
  ];
  const parts: string[] = [];
  const leaders: string[] = [];
  const circles: string[] = [];
  const texts: string[] = [];
  for (const [i, callout] of BENCH_DRAWING.callouts.entries()) {
    const { x, y } = cell(i);
    const glyph = glyphs[i % glyphs.length]!.replace(/([XY])([+-]\d+)?/g, (_, axis: string, offset?: string) =>
      String((axis === 'X' ? x : y + 35) + Number(offset ?? 0)),
    );
    parts.push(glyph);
    leaders.push(`<path d="M${x} ${y + 52}V${y + 66}"/>`);
    circles.push(`<circle cx="${callout.x}" cy="${callout.y}" r="14"/>`);
    texts.push(`<text x="${callout.x}" y="${callout.y + 4}">${callout.callout}</text>`);
  }
  const axes = Array.from({ length: rows }, (_, row) => `M0 ${row * CELL_HEIGHT + 35}H${width}`).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="t">`,
    '<title id="t">Exploded view of a machine head in 200 parts</title>',
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<path d="${axes}" fill="none" stroke="#666" stroke-width="1" stroke-dasharray="14 4 3 4"/>`,
    `<g fill="#fff" stroke="#1a1a1a" stroke-width="2">${parts.join('')}</g>`,
    `<g fill="none" stroke="#1a1a1a" stroke-width="1.2">${leaders.join('')}</g>`,
    `<g fill="#fff" stroke="#1a1a1a" stroke-width="1.5">${circles.join('')}</g>`,
    `<g font-family="Arial, Helvetica, sans-serif" font-size="12" font-weight="bold" text-anchor="middle" fill="#1a1a1a">${texts.join('')}</g>`,
    `<rect x="${width - 420}" y="${height - 80}" width="400" height="60" fill="none" stroke="#1a1a1a" stroke-width="1.5"/>`,
    `<text x="${width - 405}" y="${height - 50}" font-family="Arial, Helvetica, sans-serif" font-size="18" font-weight="bold" fill="#1a1a1a">MACHINE HEAD, 200 CALLOUTS</text>`,
    `<text x="${width - 405}" y="${height - 30}" font-family="Arial, Helvetica, sans-serif" font-size="12" fill="#1a1a1a">Volume data for the benchmark</text>`,
    '</svg>',
    '',
  ].join('\n');
}

/** The kinds of `volumeMachines` (1-based) drawn with the overlock book; the others get the lockstitch book. */
const OVERLOCK_KINDS = [3, 4, 5, 6];

/** The rows every machine of a book gets (rows for one model or subclass only are the demo machines'). */
function templateRows(book: readonly DemoAssembly[]) {
  return book.flatMap((assembly) =>
    assembly.rows.filter((row) => !row.models && !row.subclass).map((row, index) => ({ drawing: assembly.drawing.file, position: index + 1, ...row })),
  );
}

/**
 * Parts books for `seed:volume`: `VOLUME_PARTS_BOOKS` of its machines without assemblies (every
 * third, the benchmark's machine first) get their kind's book: the demo's drawings and rows, with
 * every other row naming one of the parts the machine fits (where it fits any) and the rest the
 * maker's number only; and the benchmark's assembly of 200 callouts. Set-based; skipped when the
 * benchmark's assembly is there already (the seed ran before). Returns the machines given a book.
 */
export async function seedVolumePartsBooks(db: Database, onProgress: (line: string) => void = () => undefined): Promise<number> {
  const bench = await db.query(
    `SELECT 1 FROM assemblies a JOIN machines m ON m.id = a.machine_id
     WHERE m.brand_slug = machine_slug($1) AND m.model_slug = machine_slug($2) AND a.slug = $3`,
    [BENCH_ASSEMBLY.brand, BENCH_ASSEMBLY.model, BENCH_ASSEMBLY.slug],
  );
  if (bench.rows.length > 0) return 0;
  const machines = volumeMachines();
  await db.query('DROP TABLE IF EXISTS volume_books');
  await db.query(
    `CREATE TABLE volume_books AS
     SELECT m.id AS machine_id, CASE WHEN v.kind = ANY($5::int[]) THEN 'overlock' ELSE 'lockstitch' END AS book,
            m.brand_slug = machine_slug($6) AND m.model_slug = machine_slug($7) AS bench
     FROM unnest($1::text[], $2::text[], $3::text[], $4::int[]) WITH ORDINALITY AS v (brand, model, subclass, kind, n)
     JOIN machines m ON m.brand_slug = machine_slug(v.brand) AND m.model_slug = machine_slug(v.model || coalesce('-' || v.subclass, ''))
     WHERE NOT EXISTS (SELECT 1 FROM assemblies a WHERE a.machine_id = m.id)
       AND (v.n % 3 = 1 OR (m.brand_slug = machine_slug($6) AND m.model_slug = machine_slug($7)))
     ORDER BY 3 DESC, v.n
     LIMIT ${VOLUME_PARTS_BOOKS}`,
    [
      machines.map((m) => m.brand),
      machines.map((m) => m.model),
      machines.map((m) => m.subclass),
      machines.map((m) => m.kind),
      OVERLOCK_KINDS,
      BENCH_ASSEMBLY.brand,
      BENCH_ASSEMBLY.model,
    ],
  );
  // The parts each machine fits, numbered.
  await db.query('DROP TABLE IF EXISTS volume_book_parts');
  await db.query(
    `CREATE TABLE volume_book_parts AS
     SELECT f.machine_id, f.part_id, row_number() OVER (PARTITION BY f.machine_id ORDER BY p.seq) AS k, count(*) OVER (PARTITION BY f.machine_id) AS n
     FROM part_fits f JOIN parts p ON p.id = f.part_id JOIN volume_books b ON b.machine_id = f.machine_id`,
  );

  const books = [
    ['lockstitch', LOCKSTITCH_BOOK],
    ['overlock', OVERLOCK_BOOK],
  ] as const;
  const assemblies = books.flatMap(([book, list]) =>
    list.map((assembly, index) => ({ book, position: index + 1, name: assembly.name, drawing: assembly.drawing })),
  );
  await db.query(
    `INSERT INTO assemblies (id, machine_id, name, position, drawing, drawing_width, drawing_height, published)
     SELECT gen_random_uuid(), b.machine_id, t.name, t.position, t.drawing, t.width, t.height, true
     FROM volume_books b JOIN unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::real[], $6::real[]) AS t (book, position, name, drawing, width, height) ON t.book = b.book
     ON CONFLICT DO NOTHING`,
    [
      assemblies.map((a) => a.book),
      assemblies.map((a) => a.position),
      assemblies.map((a) => a.name),
      assemblies.map((a) => a.drawing.file),
      assemblies.map((a) => a.drawing.width),
      assemblies.map((a) => a.drawing.height),
    ],
  );
  const rows = books.flatMap(([, list]) => templateRows(list));
  await db.query(
    `INSERT INTO assembly_lines (id, assembly_id, position, callout, part_id, maker_number, description, quantity, remarks)
     SELECT gen_random_uuid(), a.id, t.position, t.callout, p.part_id, t.number, CASE WHEN p.part_id IS NULL THEN t.description END, t.quantity, t.remarks
     FROM volume_books b JOIN assemblies a ON a.machine_id = b.machine_id
     JOIN unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[]) AS t (drawing, position, callout, number, description, quantity, remarks)
       ON t.drawing = a.drawing
     LEFT JOIN volume_book_parts p ON p.machine_id = b.machine_id AND t.position % 2 = 1 AND p.k = 1 + (t.position / 2 + a.position) % p.n`,
    [
      rows.map((r) => r.drawing),
      rows.map((r) => r.position),
      rows.map((r) => r.callout),
      rows.map((r) => r.number),
      rows.map((r) => r.description),
      rows.map((r) => r.quantity),
      rows.map((r) => r.remarks ?? null),
    ],
  );
  const hotspots = books.flatMap(([, list]) =>
    list.flatMap((assembly) => assembly.drawing.callouts.map((c) => ({ drawing: assembly.drawing.file, ...hotspotOf(assembly.drawing, c) }))),
  );
  await insertHotspots(db, hotspots, 'JOIN volume_books b ON b.machine_id = a.machine_id');
  onProgress(`parts books: ${VOLUME_PARTS_BOOKS} machines`);

  // The benchmark's assembly: 200 rows, three in four naming a part (any of the catalogue's).
  await db.query(
    `INSERT INTO assemblies (id, machine_id, name, position, drawing, drawing_width, drawing_height, published)
     SELECT gen_random_uuid(), m.id, $3, 1 + coalesce((SELECT max(a.position) FROM assemblies a WHERE a.machine_id = m.id), 0), $4, $5, $6, true
     FROM machines m WHERE m.brand_slug = machine_slug($1) AND m.model_slug = machine_slug($2)
     ON CONFLICT DO NOTHING`,
    [BENCH_ASSEMBLY.brand, BENCH_ASSEMBLY.model, BENCH_ASSEMBLY.name, BENCH_DRAWING.file, BENCH_DRAWING.width, BENCH_DRAWING.height],
  );
  await db.query(
    `WITH catalogue AS (SELECT row_number() OVER (ORDER BY seq) AS k, count(*) OVER () AS n, id FROM parts)
     INSERT INTO assembly_lines (id, assembly_id, position, callout, part_id, maker_number, description, quantity, remarks)
     SELECT gen_random_uuid(), a.id, i, i::text, c.id, 'MH-' || lpad(i::text, 4, '0'),
            CASE WHEN c.id IS NULL THEN 'Machine head part ' || i END, 1 + i % 3, CASE WHEN i % 10 = 0 THEN 'Gauge ' || (i / 10) END
     FROM assemblies a CROSS JOIN generate_series(1, $2::int) AS i
     LEFT JOIN catalogue c ON i % 4 <> 0 AND c.k = 1 + (i * 37) % c.n
     WHERE a.drawing = $1`,
    [BENCH_DRAWING.file, BENCH_ASSEMBLY.callouts],
  );
  await insertHotspots(
    db,
    BENCH_DRAWING.callouts.map((c) => ({ drawing: BENCH_DRAWING.file, ...hotspotOf(BENCH_DRAWING, c) })),
    '',
  );
  onProgress(`parts book benchmark: /machines/brother/s-7100/${BENCH_ASSEMBLY.slug}`);
  await db.query('DROP TABLE volume_book_parts');
  await db.query('DROP TABLE volume_books');
  return VOLUME_PARTS_BOOKS;
}

/** Each hotspot of a drawing on every assembly showing it (`join`: which assemblies) that has none yet. */
async function insertHotspots(db: Database, hotspots: { drawing: string; callout: string; x: number; y: number }[], join: string) {
  await db.query(
    `INSERT INTO assembly_hotspots (id, assembly_id, callout, x, y)
     SELECT gen_random_uuid(), a.id, h.callout, h.x, h.y
     FROM assemblies a ${join}
     JOIN unnest($1::text[], $2::text[], $3::real[], $4::real[]) AS h (drawing, callout, x, y) ON h.drawing = a.drawing
     WHERE NOT EXISTS (SELECT 1 FROM assembly_hotspots e WHERE e.assembly_id = a.id)`,
    [hotspots.map((h) => h.drawing), hotspots.map((h) => h.callout), hotspots.map((h) => h.x), hotspots.map((h) => h.y)],
  );
}
