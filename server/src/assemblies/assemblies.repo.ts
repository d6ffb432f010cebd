import { randomUUID } from 'node:crypto';
import {
  PARTS_BOOK_LIMITS,
  partsBookMessages,
  type Assembly,
  type AssemblyLine,
  type AssemblyPatchBody,
  type AssemblySummary,
  type Hotspot,
  type HotspotBody,
  type Machine,
  type PartAssembly,
  type RowPart,
  type SitemapAssembly,
} from '@storefront/shared/schemas';
import type { Queryable } from '../db';
import { badRequest, HttpError } from '../http/errors';
import { MACHINE_COLUMNS } from '../machines/machines.repo';
import { replacementsOf } from '../parts/replacement.repo';
import { STORED_NAME } from '../storage/image-store';

/** The parts book's SQL (docs/parts-book.md): assemblies, their rows and hotspots. */

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const SUMMARY_COLUMNS = `a.id::text AS "_id", a.machine_id::text AS "machineId", a.name, a.name_bn AS "nameBn", a.slug, a.position, a.drawing,
  a.drawing_width::float8 AS "drawingWidth", a.drawing_height::float8 AS "drawingHeight", a.published,
  (SELECT count(*)::int FROM assembly_lines l WHERE l.assembly_id = a.id) AS "lineCount",
  (SELECT count(*)::int FROM assembly_hotspots h WHERE h.assembly_id = a.id) AS "hotspotCount", ${ISO('a.updated_at')} AS "updatedAt"`;

/**
 * A drawing's URL from its stored name: an upload (`<sha256>.svg`, the image store's) or a seeded
 * drawing of `server/seed/images/` (`juki-ddl-8700-hook.svg`), both served under `/images/`.
 */
function drawingUrl(name: string | null): string | null {
  if (!name) return null;
  return STORED_NAME.test(name) ? `/images/${name}` : `/images/seed/${name}`;
}

const withUrl = <T extends { drawing: string | null }>(row: T): T => ({ ...row, drawing: drawingUrl(row.drawing) });

/** A machine's assemblies in their order; `published` only for the public pages. */
export async function machineAssemblies(db: Queryable, machineId: string, options: { publishedOnly: boolean }): Promise<AssemblySummary[]> {
  const rows = await db.query<AssemblySummary>(
    `SELECT ${SUMMARY_COLUMNS} FROM assemblies a WHERE a.machine_id = $1::uuid ${options.publishedOnly ? 'AND a.published' : ''} ORDER BY a.position, a.created_at`,
    [machineId],
  );
  return rows.rows.map(withUrl);
}

/** An assembly by its id, draft or published. */
export async function findAssembly(db: Queryable, id: string): Promise<AssemblySummary | undefined> {
  const row = (await db.query<AssemblySummary>(`SELECT ${SUMMARY_COLUMNS} FROM assemblies a WHERE a.id = $1::uuid`, [id])).rows[0];
  return row && withUrl(row);
}

/** A machine's published assembly by its address (`hook-and-bobbin-case`). */
export async function findPublishedAssembly(db: Queryable, machineId: string, slug: string): Promise<AssemblySummary | undefined> {
  const row = (
    await db.query<AssemblySummary>(`SELECT ${SUMMARY_COLUMNS} FROM assemblies a WHERE a.machine_id = $1::uuid AND a.slug = $2 AND a.published`, [
      machineId,
      slug,
    ])
  ).rows[0];
  return row && withUrl(row);
}

/** A row's part: what the assembly's page names and adds (`RowPart`). */
const ROW_PART_COLUMNS = `id::text AS "_id", sku, name, name_bn AS "nameBn", price::float8 AS price,
  available_quantity AS "available_Quantity", min_order_quantity AS "min_order_Quantity",
  pack_size AS "pack_Size", max_order_quantity AS "max_order_Quantity"`;

async function rowParts(db: Queryable, ids: readonly string[]): Promise<Map<string, RowPart>> {
  if (!ids.length) return new Map();
  const parts = (await db.query<RowPart>(`SELECT ${ROW_PART_COLUMNS} FROM parts WHERE id = ANY($1::uuid[])`, [ids])).rows;
  return new Map(parts.map((part) => [part._id, part]));
}

/**
 * The assembly's parts list in its order, each row with its part (`RowPart`) and, for a part no
 * longer sold, where it leads and the part sold today (the row's Add to cart adds that one).
 */
async function assemblyLines(db: Queryable, assemblyId: string): Promise<AssemblyLine[]> {
  const lines = (
    await db.query<Omit<AssemblyLine, 'part'> & { partId: string | null }>(
      `SELECT id::text AS "_id", position, callout, part_id::text AS "partId", maker_number AS "makerNumber", description, quantity, remarks, subclass
       FROM assembly_lines WHERE assembly_id = $1::uuid ORDER BY position`,
      [assemblyId],
    )
  ).rows;
  const ids = [...new Set(lines.flatMap((line) => (line.partId ? [line.partId] : [])))];
  const replacements = await replacementsOf(db, ids);
  const currentIds = [...new Set([...replacements.values()].map((replacement) => replacement.current._id))].filter((id) => !ids.includes(id));
  const byId = await rowParts(db, [...ids, ...currentIds]);
  return lines.map(({ partId, ...line }) => {
    const replacement = partId ? replacements.get(partId) : undefined;
    const currentPart = replacement && byId.get(replacement.current._id);
    return { ...line, part: (partId && byId.get(partId)) || null, ...(replacement ? { replacement } : {}), ...(currentPart ? { currentPart } : {}) };
  });
}

async function assemblyHotspots(db: Queryable, assemblyId: string): Promise<Hotspot[]> {
  return (
    await db.query<Hotspot>(
      `SELECT id::text AS "_id", callout, x::float8 AS x, y::float8 AS y FROM assembly_hotspots WHERE assembly_id = $1::uuid ORDER BY callout, y, x`,
      [assemblyId],
    )
  ).rows;
}

export async function machineOf(db: Queryable, machineId: string): Promise<Machine | undefined> {
  return (await db.query<Machine>(`SELECT ${MACHINE_COLUMNS} FROM machines WHERE id = $1::uuid`, [machineId])).rows[0];
}

/** The whole assembly: its machine, rows and hotspots. */
export async function assemblyDetail(db: Queryable, summary: AssemblySummary): Promise<Assembly> {
  // One after another: on a transaction's connection queries run one at a time anyway.
  const machine = (await machineOf(db, summary.machineId))!;
  const lines = await assemblyLines(db, summary._id);
  const hotspots = await assemblyHotspots(db, summary._id);
  return { ...summary, machine, lines, hotspots };
}

/** The same name's address on the machine: 409 with the message under the name. */
async function uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') {
      const message = partsBookMessages.assemblyTaken(name);
      throw new HttpError(409, 'CONFLICT', message, { name: message });
    }
    throw error;
  }
}

/** Locks the machine's assemblies' order (the machine's row) for a change of positions; false for no such machine. */
async function lockMachine(tx: Queryable, machineId: string): Promise<boolean> {
  return (await tx.query(`SELECT id FROM machines WHERE id = $1::uuid FOR UPDATE`, [machineId])).rows.length > 0;
}

/** A new draft assembly, last on the machine's page; undefined for no such machine. */
export async function insertAssembly(tx: Queryable, machineId: string, name: string, nameBn = ''): Promise<string | undefined> {
  if (!(await lockMachine(tx, machineId))) return undefined;
  const { count, last } = (
    await tx.query<{ count: number; last: number }>(
      `SELECT count(*)::int AS count, coalesce(max(position), 0)::int AS last FROM assemblies WHERE machine_id = $1::uuid`,
      [machineId],
    )
  ).rows[0]!;
  if (count >= PARTS_BOOK_LIMITS.assembliesPerMachine) throw badRequest(partsBookMessages.tooManyAssemblies, { name: partsBookMessages.tooManyAssemblies });
  const id = randomUUID();
  await uniqueName(name, () =>
    tx.query(`INSERT INTO assemblies (id, machine_id, name, position, name_bn) VALUES ($1::uuid, $2::uuid, $3, $4, $5)`, [
      id,
      machineId,
      name,
      last + 1,
      nameBn.normalize('NFC'),
    ]),
  );
  return id;
}

/**
 * Renames, moves (the others between the old and the new place shift by one) and publishes or
 * takes back to draft, in the caller's transaction; false for no such assembly.
 */
export async function updateAssembly(tx: Queryable, id: string, patch: AssemblyPatchBody): Promise<boolean> {
  const found = (await tx.query<{ machineId: string }>(`SELECT machine_id::text AS "machineId" FROM assemblies WHERE id = $1::uuid`, [id])).rows[0];
  if (!found) return false;
  await lockMachine(tx, found.machineId);
  const current = (
    await tx.query<{ position: number; drawing: string | null; lines: number }>(
      `SELECT position, drawing, (SELECT count(*)::int FROM assembly_lines l WHERE l.assembly_id = a.id) AS lines FROM assemblies a WHERE id = $1::uuid`,
      [id],
    )
  ).rows[0];
  if (!current) return false;
  if (patch.name !== undefined) {
    await uniqueName(patch.name, () => tx.query(`UPDATE assemblies SET name = $2 WHERE id = $1::uuid`, [id, patch.name]));
  }
  if (patch.nameBn !== undefined) await tx.query(`UPDATE assemblies SET name_bn = $2 WHERE id = $1::uuid`, [id, patch.nameBn.normalize('NFC')]);
  if (patch.position !== undefined) {
    const count = (await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM assemblies WHERE machine_id = $1::uuid`, [found.machineId])).rows[0]!.n;
    const to = Math.min(patch.position, count);
    const from = current.position;
    if (to > from) {
      await tx.query(`UPDATE assemblies SET position = position - 1 WHERE machine_id = $1::uuid AND position > $2 AND position <= $3`, [
        found.machineId,
        from,
        to,
      ]);
    } else if (to < from) {
      await tx.query(`UPDATE assemblies SET position = position + 1 WHERE machine_id = $1::uuid AND position >= $2 AND position < $3`, [
        found.machineId,
        to,
        from,
      ]);
    }
    await tx.query(`UPDATE assemblies SET position = $2 WHERE id = $1::uuid`, [id, to]);
  }
  if (patch.published === true && (!current.drawing || current.lines === 0)) {
    throw badRequest(partsBookMessages.publishNeedsLines, { published: partsBookMessages.publishNeedsLines });
  }
  if (patch.published !== undefined) await tx.query(`UPDATE assemblies SET published = $2 WHERE id = $1::uuid`, [id, patch.published]);
  await touch(tx, id);
  return true;
}

/** Removes an assembly (its rows and hotspots go with it); those after it move up. */
export async function deleteAssembly(tx: Queryable, id: string): Promise<boolean> {
  const found = (await tx.query<{ machineId: string }>(`SELECT machine_id::text AS "machineId" FROM assemblies WHERE id = $1::uuid`, [id])).rows[0];
  if (!found) return false;
  await lockMachine(tx, found.machineId);
  const gone = (await tx.query<{ position: number }>(`DELETE FROM assemblies WHERE id = $1::uuid RETURNING position`, [id])).rows[0];
  if (!gone) return false;
  await tx.query(`UPDATE assemblies SET position = position - 1 WHERE machine_id = $1::uuid AND position > $2`, [found.machineId, gone.position]);
  return true;
}

async function touch(tx: Queryable, id: string): Promise<void> {
  await tx.query(`UPDATE assemblies SET updated_at = now() WHERE id = $1::uuid`, [id]);
}

/** Locks an assembly for a change of its rows, hotspots or drawing; false for no such assembly. */
export async function lockAssembly(tx: Queryable, id: string): Promise<boolean> {
  return (await tx.query(`SELECT id FROM assemblies WHERE id = $1::uuid FOR UPDATE`, [id])).rows.length > 0;
}

/** Every hotspot of the assembly, replacing what was there. */
export async function replaceHotspots(tx: Queryable, id: string, hotspots: readonly HotspotBody[]): Promise<void> {
  await tx.query(`DELETE FROM assembly_hotspots WHERE assembly_id = $1::uuid`, [id]);
  if (hotspots.length) {
    await tx.query(
      `INSERT INTO assembly_hotspots (id, assembly_id, callout, x, y)
       SELECT h.id, $1::uuid, h.callout, h.x, h.y FROM unnest($2::uuid[], $3::text[], $4::real[], $5::real[]) AS h(id, callout, x, y)`,
      [id, hotspots.map(() => randomUUID()), hotspots.map((h) => h.callout), hotspots.map((h) => h.x), hotspots.map((h) => h.y)],
    );
  }
  await touch(tx, id);
}

/** A row of the parts list as the import writes it. */
export interface NewLine {
  callout: string;
  partId: string | null;
  makerNumber: string | null;
  description: string | null;
  quantity: number;
  remarks: string | null;
  subclass: string | null;
}

/** The whole parts list, replacing what was there, in this order. */
export async function replaceLines(tx: Queryable, id: string, lines: readonly NewLine[]): Promise<void> {
  await tx.query(`DELETE FROM assembly_lines WHERE assembly_id = $1::uuid`, [id]);
  if (lines.length) {
    const column = <K extends keyof NewLine>(key: K) => lines.map((line) => line[key]);
    await tx.query(
      `INSERT INTO assembly_lines (id, assembly_id, position, callout, part_id, maker_number, description, quantity, remarks, subclass)
       SELECT l.id, $1::uuid, l.position, l.callout, l.part_id, l.maker_number, l.description, l.quantity, l.remarks, l.subclass
       FROM unnest($2::uuid[], $3::int[], $4::text[], $5::uuid[], $6::text[], $7::text[], $8::int[], $9::text[], $10::text[])
         AS l(id, position, callout, part_id, maker_number, description, quantity, remarks, subclass)`,
      [
        id,
        lines.map(() => randomUUID()),
        lines.map((_, index) => index + 1),
        column('callout'),
        column('partId'),
        column('makerNumber'),
        column('description'),
        column('quantity'),
        column('remarks'),
        column('subclass'),
      ],
    );
  }
  await touch(tx, id);
}

/** Our parts by their numbers (any case), with their names: what a CSV row's number may name. */
export async function partsByNumber(db: Queryable, numbers: readonly string[]): Promise<Map<string, { id: string; name: string }>> {
  if (!numbers.length) return new Map();
  const found = await db.query<{ sku: string; id: string; name: string }>(
    `SELECT upper(sku) AS sku, id::text AS id, name FROM parts WHERE upper(sku) = ANY($1::text[])`,
    [[...new Set(numbers.map((n) => n.toUpperCase()))]],
  );
  return new Map(found.rows.map((row) => [row.sku, { id: row.id, name: row.name }]));
}

/** The drawing's stored name and size. */
export async function setDrawing(tx: Queryable, id: string, drawing: { name: string; width: number; height: number }): Promise<void> {
  await tx.query(`UPDATE assemblies SET drawing = $2, drawing_width = $3, drawing_height = $4, updated_at = now() WHERE id = $1::uuid`, [
    id,
    drawing.name,
    drawing.width,
    drawing.height,
  ]);
}

/** Every published assembly's address and last change, by machine and position (a sitemap file holds at most 50,000). */
export async function sitemapAssemblies(db: Queryable): Promise<SitemapAssembly[]> {
  return (
    await db.query<SitemapAssembly>(
      `SELECT m.brand_slug AS "brandSlug", m.model_slug AS "modelSlug", a.slug, to_char(a.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "updatedAt"
       FROM assemblies a JOIN machines m ON m.id = a.machine_id WHERE a.published ORDER BY m.brand_slug, m.model_slug, a.position LIMIT 50000`,
    )
  ).rows;
}

/** The published assemblies a part is listed in, with its callouts there; undefined for no such part. */
export async function partAssemblies(db: Queryable, partId: string): Promise<PartAssembly[] | undefined> {
  if (!(await db.query(`SELECT 1 FROM parts WHERE id = $1::uuid`, [partId])).rows.length) return undefined;
  const rows = (
    await db.query<{ machineId: string; _id: string; name: string; nameBn: string; slug: string; drawing: string | null; callouts: string[] }>(
      `SELECT a.machine_id::text AS "machineId", a.id::text AS "_id", a.name, a.name_bn AS "nameBn", a.slug, a.drawing, array_agg(l.callout ORDER BY l.position) AS callouts
       FROM assembly_lines l JOIN assemblies a ON a.id = l.assembly_id JOIN machines m ON m.id = a.machine_id
       WHERE l.part_id = $1::uuid AND a.published
       GROUP BY a.id, m.name_key, m.seq ORDER BY m.name_key, m.seq, a.position`,
      [partId],
    )
  ).rows;
  const machineIds = [...new Set(rows.map((row) => row.machineId))];
  const machines = machineIds.length ? (await db.query<Machine>(`SELECT ${MACHINE_COLUMNS} FROM machines WHERE id = ANY($1::uuid[])`, [machineIds])).rows : [];
  const byId = new Map(machines.map((machine) => [machine._id, machine]));
  return rows.map(({ machineId, callouts, ...assembly }) => ({
    machine: byId.get(machineId)!,
    assembly: { ...assembly, drawing: drawingUrl(assembly.drawing) },
    callouts: [...new Set(callouts)],
  }));
}
