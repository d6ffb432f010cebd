import type { Queryable } from '../db';

/** Parts by their part number, for the numbers asked (unknown numbers are left out). */
export async function partIdsBySku(tx: Queryable, skus: string[]): Promise<Map<string, string>> {
  const found = await tx.query<{ sku: string; id: string }>('SELECT sku, id::text AS id FROM parts WHERE sku = ANY($1::text[])', [skus]);
  return new Map(found.rows.map((r) => [r.sku, r.id]));
}

/** Every listed machine by its address (`brand-slug/model-slug`), with its brand as written. */
export async function machinesByAddress(tx: Queryable): Promise<Map<string, { key: string; id: string; brand: string }>> {
  const found = await tx.query<{ key: string; id: string; brand: string }>(
    `SELECT brand_slug || '/' || model_slug AS key, id::text AS id, brand FROM machines`,
  );
  return new Map(found.rows.map((r) => [r.key, r]));
}

/** Lists these machines. */
export async function insertMachines(tx: Queryable, machines: { id: string; brand: string; model: string; subclass: string | null }[]): Promise<void> {
  if (!machines.length) return;
  await tx.query(`INSERT INTO machines (id, brand, model, subclass) SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[])`, [
    machines.map((m) => m.id),
    machines.map((m) => m.brand),
    machines.map((m) => m.model),
    machines.map((m) => m.subclass),
  ]);
}

/** Records that each part fits each machine; a fit already recorded stays as it is. */
export async function insertFits(tx: Queryable, fits: { machineId: string; partId: string }[]): Promise<void> {
  if (!fits.length) return;
  await tx.query(`INSERT INTO part_fits (machine_id, part_id) SELECT * FROM unnest($1::uuid[], $2::uuid[]) ON CONFLICT DO NOTHING`, [
    fits.map((r) => r.machineId),
    fits.map((r) => r.partId),
  ]);
}

/** Records the makers' numbers each part replaces; a number already recorded stays as it is. */
export async function insertOemNumbers(tx: Queryable, numbers: { partId: string; brand: string; number: string }[]): Promise<void> {
  if (!numbers.length) return;
  await tx.query(`INSERT INTO part_oem_numbers (part_id, brand, number) SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[]) ON CONFLICT DO NOTHING`, [
    numbers.map((r) => r.partId),
    numbers.map((r) => r.brand),
    numbers.map((r) => r.number),
  ]);
}

/** The part numbers of these parts that now fit more machines, or replace more numbers, than allowed. */
export async function partsOverFitmentLimits(tx: Queryable, partIds: string[], limits: { fitsPerPart: number; oemPerPart: number }): Promise<string[]> {
  const over = await tx.query<{ sku: string }>(
    `SELECT p.sku FROM parts p WHERE p.id = ANY($1::uuid[])
       AND ((SELECT count(*) FROM part_fits f WHERE f.part_id = p.id) > $2 OR (SELECT count(*) FROM part_oem_numbers o WHERE o.part_id = p.id) > $3)`,
    [partIds, limits.fitsPerPart, limits.oemPerPart],
  );
  return over.rows.map((r) => r.sku);
}
