import { randomUUID } from 'node:crypto';
import {
  defaultSort,
  machineMessages,
  MACHINE_LIMITS,
  type FitmentBody,
  type Machine,
  type MachineBody,
  type MachineBrand,
  type MachinesQuery,
  type MachinesSort,
  type MyMachine,
  type OemNumber,
  type Page,
  type PartFitment,
} from '@storefront/shared/schemas';
import type { Queryable } from '../db';
import { badRequest, HttpError, notFound } from '../http/errors';
import { likePattern, listPage, type ListOrder } from '../http/paging';

/** A machine's name as people write it: JUKI DDL-8700-7. */
const MACHINE_NAME = `machines.brand || ' ' || machines.model || coalesce('-' || machines.subclass, '')`;

/** The columns of a machine as the API names them, with how many parts fit it. */
export const MACHINE_COLUMNS = `machines.id::text AS "_id", machines.brand, machines.model, machines.subclass,
  ${MACHINE_NAME} AS name, machines.name_bn AS "nameBn", machines.brand_slug AS "brandSlug", machines.model_slug AS "modelSlug",
  (SELECT count(*)::int FROM part_fits f WHERE f.machine_id = machines.id) AS parts`;

const SEQ = { sql: 'machines.seq', cast: 'bigint' } as const;
const NAME_KEY = { sql: 'machines.name_key', cast: 'text' } as const;

/** Each sort of the machines; the index on (name_key, seq) serves the first two. */
const MACHINE_ORDERS: Record<MachinesSort, ListOrder> = {
  name: { name: 'name', column: NAME_KEY, tieBreaker: SEQ, descending: false },
  '-name': { name: '-name', column: NAME_KEY, tieBreaker: SEQ, descending: true },
  newest: { name: 'newest', tieBreaker: SEQ, descending: true },
};

/** The text a machine search looks in; a trigram index on the same expression serves it. */
const MACHINE_SEARCH = `(machines.brand || ' ' || machines.model || ' ' || coalesce(machines.subclass, ''))`;

/** One page of the machines: by brand and model unless sorted; searched; or one brand's. */
export function listMachines(db: Queryable, query: MachinesQuery): Promise<Page<Machine>> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.q) {
    // "JUKI DDL-8700-7" as a whole, or any part of brand, model and subclass.
    params.push(likePattern(query.q));
    where.push(`(${MACHINE_SEARCH} ILIKE $${params.length} OR ${MACHINE_NAME} ILIKE $${params.length})`);
  }
  if (query.brand) {
    params.push(query.brand);
    where.push(`machines.brand_slug = $${params.length}`);
  }
  return listPage<Machine>(db, {
    select: MACHINE_COLUMNS,
    from: 'machines',
    where,
    params,
    order: MACHINE_ORDERS[query.sort ?? defaultSort('machines')],
    limit: query.limit,
    cursor: query.cursor,
  });
}

/** Every brand with how many machines it has, by name. */
export async function machineBrands(db: Queryable): Promise<MachineBrand[]> {
  return (
    await db.query<MachineBrand>(
      `SELECT min(brand) AS brand, brand_slug AS slug, count(*)::int AS machines FROM machines GROUP BY brand_slug ORDER BY brand_slug`,
    )
  ).rows;
}

/** Every machine of a brand, by model (a brand has tens, not thousands); empty for an unknown brand. */
export async function brandMachines(db: Queryable, brandSlug: string): Promise<Machine[]> {
  return (await db.query<Machine>(`SELECT ${MACHINE_COLUMNS} FROM machines WHERE brand_slug = $1 ORDER BY name_key, seq LIMIT 2000`, [brandSlug])).rows;
}

export async function findMachineBySlug(db: Queryable, brandSlug: string, modelSlug: string): Promise<Machine | undefined> {
  return (await db.query<Machine>(`SELECT ${MACHINE_COLUMNS} FROM machines WHERE brand_slug = $1 AND model_slug = $2`, [brandSlug, modelSlug])).rows[0];
}

async function findMachine(db: Queryable, id: string): Promise<Machine | undefined> {
  return (await db.query<Machine>(`SELECT ${MACHINE_COLUMNS} FROM machines WHERE id = $1::uuid`, [id])).rows[0];
}

/** The name a machine body gives, as the list shows it. */
const nameOf = (body: MachineBody) => `${body.brand} ${body.model}${body.subclass ? `-${body.subclass}` : ''}`;

/**
 * A brand is written one way: a new machine of a brand already listed takes its spelling
 * (`Juki` → `JUKI`), so that the brand filter shows one brand, not two.
 */
async function brandSpelling(db: Queryable, brand: string, exceptId?: string): Promise<string> {
  const found = await db.query<{ brand: string }>(
    `SELECT brand FROM machines WHERE brand_slug = machine_slug($1) AND ($2::uuid IS NULL OR id <> $2::uuid) ORDER BY seq LIMIT 1`,
    [brand, exceptId ?? null],
  );
  return found.rows[0]?.brand ?? brand;
}

/** The same brand and model at another machine's address: 409 with the message under the model. */
async function uniqueMachine<T>(body: MachineBody, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') {
      const message = machineMessages.machineTaken(nameOf(body));
      throw new HttpError(409, 'CONFLICT', message, { model: message });
    }
    throw error;
  }
}

export async function insertMachine(db: Queryable, body: MachineBody): Promise<Machine> {
  const id = randomUUID();
  const brand = await brandSpelling(db, body.brand);
  await uniqueMachine(body, () =>
    db.query(`INSERT INTO machines (id, brand, model, subclass, name_bn) VALUES ($1, $2, $3, $4, $5)`, [
      id,
      brand,
      body.model,
      body.subclass || null,
      (body.nameBn ?? '').normalize('NFC'),
    ]),
  );
  return (await findMachine(db, id))!;
}

export async function updateMachine(db: Queryable, id: string, body: MachineBody): Promise<Machine | undefined> {
  const brand = await brandSpelling(db, body.brand, id);
  const result = await uniqueMachine(body, () =>
    // A Bangla name left out stays as it was ('' clears it): a form that does not know it keeps it.
    db.query(`UPDATE machines SET brand = $2, model = $3, subclass = $4, name_bn = coalesce($5, name_bn), updated_at = now() WHERE id = $1::uuid`, [
      id,
      brand,
      body.model,
      body.subclass || null,
      body.nameBn?.normalize('NFC') ?? null,
    ]),
  );
  return (result.rowCount ?? 0) > 0 ? findMachine(db, id) : undefined;
}

/** Removes the machine, its fitment and its place on customers' floors; false when there was none. */
export async function deleteMachine(db: Queryable, id: string): Promise<boolean> {
  return ((await db.query('DELETE FROM machines WHERE id = $1::uuid', [id])).rowCount ?? 0) > 0;
}

/** What a part fits (by brand and model) and the OEM numbers it replaces; undefined for no part. */
export async function partFitment(db: Queryable, partId: string): Promise<PartFitment | undefined> {
  const [part, machines, oem] = await Promise.all([
    db.query('SELECT 1 FROM parts WHERE id = $1::uuid', [partId]),
    db.query<Machine>(
      `SELECT ${MACHINE_COLUMNS} FROM part_fits pf JOIN machines ON machines.id = pf.machine_id WHERE pf.part_id = $1::uuid ORDER BY name_key, seq`,
      [partId],
    ),
    db.query<OemNumber>(`SELECT brand, number FROM part_oem_numbers WHERE part_id = $1::uuid ORDER BY brand_key`, [partId]),
  ]);
  if (!part.rows.length) return undefined;
  return { machines: machines.rows, oem: oem.rows };
}

/**
 * Sets every machine the part fits and every OEM number it replaces, replacing what was there,
 * in the caller's transaction. An unknown machine is a 400 naming it; the same OEM number twice
 * is kept once.
 */
export async function setPartFitment(tx: Queryable, partId: string, body: FitmentBody): Promise<void> {
  const part = await tx.query('SELECT 1 FROM parts WHERE id = $1::uuid FOR UPDATE', [partId]);
  if (!part.rows.length) throw notFound('No part with this id');
  const machineIds = [...new Set(body.machines)];
  if (machineIds.length) {
    const known = await tx.query<{ id: string }>('SELECT id::text AS id FROM machines WHERE id = ANY($1::uuid[])', [machineIds]);
    const missing = machineIds.filter((id) => !known.rows.some((row) => row.id === id));
    if (missing.length) throw badRequest(`${machineMessages.machineNotFound}: ${missing.join(', ')}`, { machines: machineMessages.machineNotFound });
  }
  await tx.query('DELETE FROM part_fits WHERE part_id = $1::uuid', [partId]);
  if (machineIds.length) {
    await tx.query('INSERT INTO part_fits (machine_id, part_id) SELECT unnest($1::uuid[]), $2::uuid', [machineIds, partId]);
  }
  await tx.query('DELETE FROM part_oem_numbers WHERE part_id = $1::uuid', [partId]);
  if (body.oem.length) {
    await tx.query(
      `INSERT INTO part_oem_numbers (part_id, brand, number)
       SELECT $1::uuid, b, n FROM unnest($2::text[], $3::text[]) AS o (b, n)
       ON CONFLICT (part_id, brand_key) DO NOTHING`,
      [partId, body.oem.map((o) => o.brand), body.oem.map((o) => o.number)],
    );
  }
}

/** A customer's machines, by brand and model. */
export async function myMachines(db: Queryable, userId: string): Promise<MyMachine[]> {
  const rows = await db.query<Machine & { quantity: number }>(
    `SELECT ${MACHINE_COLUMNS}, um.quantity FROM user_machines um JOIN machines ON machines.id = um.machine_id
     WHERE um.user_id = $1::uuid ORDER BY machines.name_key, machines.seq`,
    [userId],
  );
  return rows.rows.map(({ quantity, ...machine }) => ({ machine, quantity }));
}

/** Records how many of a machine the customer has (adding it, or changing the number). */
export async function setMyMachine(tx: Queryable, userId: string, machineId: string, quantity: number): Promise<void> {
  if (!(await findMachine(tx, machineId))) throw notFound(machineMessages.machineNotFound);
  // One customer's changes one at a time, so that the cap holds under concurrent calls.
  await tx.query('SELECT 1 FROM users WHERE id = $1::uuid FOR UPDATE', [userId]);
  const count = await tx.query<{ n: number; has: boolean }>(
    'SELECT count(*)::int AS n, bool_or(machine_id = $2::uuid) AS has FROM user_machines WHERE user_id = $1::uuid',
    [userId, machineId],
  );
  const { n, has } = count.rows[0] ?? { n: 0, has: false };
  if (!has && n >= MACHINE_LIMITS.myMachines) throw badRequest(`At most ${MACHINE_LIMITS.myMachines} machines can be recorded`);
  await tx.query(
    `INSERT INTO user_machines (user_id, machine_id, quantity) VALUES ($1::uuid, $2::uuid, $3)
     ON CONFLICT (user_id, machine_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
    [userId, machineId, quantity],
  );
}

export async function removeMyMachine(db: Queryable, userId: string, machineId: string): Promise<boolean> {
  return ((await db.query('DELETE FROM user_machines WHERE user_id = $1::uuid AND machine_id = $2::uuid', [userId, machineId])).rowCount ?? 0) > 0;
}

/**
 * Of these parts, the ones that fit none of the customer's machines; empty when the customer has
 * recorded no machine (then nothing is said about fit).
 */
export async function partsFittingNone(db: Queryable, userId: string, partIds: string[]): Promise<Set<string>> {
  if (!partIds.length) return new Set();
  const rows = await db.query<{ id: string }>(
    `SELECT p.id::text AS id FROM unnest($2::uuid[]) AS p (id)
     WHERE EXISTS (SELECT 1 FROM user_machines WHERE user_id = $1::uuid)
       AND NOT EXISTS (SELECT 1 FROM part_fits f JOIN user_machines um ON um.machine_id = f.machine_id
                       WHERE um.user_id = $1::uuid AND f.part_id = p.id)`,
    [userId, partIds],
  );
  return new Set(rows.rows.map((row) => row.id));
}
