import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db';
import { seedFitment, seedMachines } from './seed-data';
import { hotspotOf, LOCKSTITCH_BOOK, OVERLOCK_BOOK, type DemoAssembly } from './demo-parts-book-data';

type SeedMachine = (typeof seedMachines)[number];

/** "JUKI DDL-8700-7": a demo machine's name as `seedFitment` lists it. */
const fullName = (machine: SeedMachine) => `${machine.brand} ${machine.model}${machine.subclass ? `-${machine.subclass}` : ''}`;

/** A demo machine's parts book: the overlock machines' (those the Overlock Looper fits), or the lockstitch machines'. */
export function demoBookFor(machine: SeedMachine): readonly DemoAssembly[] {
  return seedFitment['Overlock Looper'].fits.includes(fullName(machine)) ? OVERLOCK_BOOK : LOCKSTITCH_BOOK;
}

interface DemoLine {
  callout: string;
  /** The demo part's name when the row names it (the part fits the machine); else the row is "not sold here". */
  part: string | null;
  makerNumber: string;
  /** What the part is ("Hook set screw"): the row's description where it names no part of ours. */
  description: string;
  quantity: number;
  remarks: string | null;
  subclass: string | null;
}

/**
 * An assembly's rows on one machine: the rows listed for its model, naming the demo part where the
 * part fits the machine, and the maker's number with its description where it does not.
 */
function demoLinesFor(machine: SeedMachine, assembly: DemoAssembly): DemoLine[] {
  const model = `${machine.brand} ${machine.model}`;
  return assembly.rows
    .filter((row) => (!row.models || row.models.includes(model)) && !row.exceptModels?.includes(model))
    .map((row) => {
      const sold = row.part !== undefined && seedFitment[row.part].fits.includes(fullName(machine));
      return {
        callout: row.callout,
        part: sold ? row.part! : null,
        makerNumber: row.number,
        description: row.description,
        quantity: row.quantity,
        remarks: row.remarks ?? null,
        subclass: row.subclass ?? null,
      };
    });
}

/**
 * The demo machines' parts books, once (`seeded-parts-book` in `meta`): every demo machine without
 * assemblies gets its kind's two or three, published, with the drawing, the rows and a hotspot at
 * each callout's circle. Machines and parts are found by their sample names and addresses: an
 * admin's renamed part makes its rows "not sold here", a deleted machine gets none.
 */
export async function seedDemoPartsBookOnce(tx: Queryable): Promise<void> {
  const marker = await tx.query(`SELECT 1 FROM meta WHERE key = 'seeded-parts-book'`);
  if (marker.rows.length > 0) return;
  await tx.query(`INSERT INTO meta (key, value) VALUES ('seeded-parts-book', now()::text)`);
  const parts = new Map<string, string>();
  for (const row of (
    await tx.query<{ name: string; id: string }>(`SELECT DISTINCT ON (name) name, id::text AS id FROM parts WHERE name = ANY($1::text[]) ORDER BY name, seq`, [
      Object.keys(seedFitment),
    ])
  ).rows) {
    parts.set(row.name, row.id);
  }
  for (const machine of seedMachines) {
    const found = await tx.query<{ id: string }>(
      `SELECT m.id::text AS id FROM machines m
       WHERE m.brand_slug = machine_slug($1) AND m.model_slug = machine_slug($2)
         AND NOT EXISTS (SELECT 1 FROM assemblies a WHERE a.machine_id = m.id)`,
      [machine.brand, `${machine.model}${machine.subclass ? `-${machine.subclass}` : ''}`],
    );
    const machineId = found.rows[0]?.id;
    if (!machineId) continue;
    for (const [index, assembly] of demoBookFor(machine).entries()) {
      const id = randomUUID();
      const { drawing } = assembly;
      await tx.query(
        `INSERT INTO assemblies (id, machine_id, name, position, drawing, drawing_width, drawing_height, published)
         VALUES ($1::uuid, $2::uuid, $3, $4, $5, $6, $7, true)`,
        [id, machineId, assembly.name, index + 1, drawing.file, drawing.width, drawing.height],
      );
      const lines = demoLinesFor(machine, assembly);
      // A part renamed or deleted by the admin: the row keeps the maker's number and the description.
      const partIds = lines.map((l) => (l.part ? (parts.get(l.part) ?? null) : null));
      await tx.query(
        `INSERT INTO assembly_lines (id, assembly_id, position, callout, part_id, maker_number, description, quantity, remarks, subclass)
         SELECT gen_random_uuid(), $1::uuid, l.position, l.callout, l.part_id, l.maker_number, l.description, l.quantity, l.remarks, l.subclass
         FROM unnest($2::int[], $3::text[], $4::uuid[], $5::text[], $6::text[], $7::int[], $8::text[], $9::text[])
           AS l (position, callout, part_id, maker_number, description, quantity, remarks, subclass)`,
        [
          id,
          lines.map((_, i) => i + 1),
          lines.map((l) => l.callout),
          partIds,
          lines.map((l) => l.makerNumber),
          lines.map((l, i) => (partIds[i] ? null : l.description)),
          lines.map((l) => l.quantity),
          lines.map((l) => l.remarks),
          lines.map((l) => l.subclass),
        ],
      );
      const hotspots = drawing.callouts.map((callout) => hotspotOf(drawing, callout));
      await tx.query(
        `INSERT INTO assembly_hotspots (id, assembly_id, callout, x, y)
         SELECT gen_random_uuid(), $1::uuid, h.callout, h.x, h.y FROM unnest($2::text[], $3::real[], $4::real[]) AS h (callout, x, y)`,
        [id, hotspots.map((h) => h.callout), hotspots.map((h) => h.x), hotspots.map((h) => h.y)],
      );
    }
  }
}
