import { randomUUID } from 'node:crypto';
import type { Database } from '../db/db';
import type { Queryable } from '../db';
import { seedFitment, seedMachines, seedParts, seedReviews } from './seed-data';
import { seedDemoCompanyOnce } from './demo-company';
import { seedDemoPricesOnce } from './demo-prices';
import { seedDemoReplacementsOnce } from './demo-replacements';
import { seedDemoPartsBookOnce } from './demo-parts-book';
import { seedDemoBanglaOnce } from './demo-bangla';

/**
 * Fills an empty database with the sample parts and reviews, once: a marker in `meta` keeps an
 * admin who deletes every part from getting the samples back on the next start. `currency`: the
 * store's, the demo price list's.
 */
export async function seedIfEmpty(db: Database, currency = 'BDT'): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [4_000_002]);
    const marker = await tx.query(`SELECT 1 FROM meta WHERE key = 'seeded'`);
    if (marker.rows.length > 0) {
      await seedMachinesOnce(tx);
      await seedDemoCompanyOnce(tx);
      await seedDemoPricesOnce(tx, currency);
      await seedDemoReplacementsOnce(tx);
      await seedDemoPartsBookOnce(tx);
      await seedDemoBanglaOnce(tx);
      return false;
    }
    const parts = await tx.query('SELECT 1 FROM parts LIMIT 1');
    if (parts.rows.length === 0) {
      for (const part of seedParts) {
        await tx.query(
          `INSERT INTO parts (id, name, price, description, min_order_quantity, available_quantity, img)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [randomUUID(), part.name, part.price, part.description, part.min_order_Quantity, part.available_Quantity, part.img],
        );
      }
    }
    const reviews = await tx.query('SELECT 1 FROM reviews LIMIT 1');
    if (reviews.rows.length === 0) {
      // Oldest first, a few days apart, so "newest first" shows them in a sensible order.
      const count = seedReviews.length;
      for (const [index, review] of seedReviews.entries()) {
        await tx.query(
          `INSERT INTO reviews (id, name, country, comment, img, rating, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, now() - make_interval(days => $7::int))`,
          [randomUUID(), review.name, review.country, review.comment, review.img, review.rating, (count - index) * 3],
        );
      }
    }
    await tx.query(`INSERT INTO meta (key, value) VALUES ('seeded', now()::text)`);
    await seedMachinesOnce(tx);
    await seedDemoCompanyOnce(tx);
    await seedDemoPricesOnce(tx, currency);
    await seedDemoReplacementsOnce(tx);
    await seedDemoPartsBookOnce(tx);
    await seedDemoBanglaOnce(tx);
    return true;
  });
}

/**
 * The demo machines and the demo parts' fitment, once (`seeded-machines` in `meta`): on a new
 * database with the samples, and on one seeded before machines existed, if it has no machines yet.
 * Parts are found by their sample names; an admin's renamed or deleted part is left alone.
 */
async function seedMachinesOnce(tx: Queryable): Promise<void> {
  const marker = await tx.query(`SELECT 1 FROM meta WHERE key = 'seeded-machines'`);
  if (marker.rows.length > 0) return;
  await tx.query(`INSERT INTO meta (key, value) VALUES ('seeded-machines', now()::text)`);
  if ((await tx.query('SELECT 1 FROM machines LIMIT 1')).rows.length > 0) return;
  const ids = new Map<string, string>();
  for (const machine of seedMachines) {
    const id = randomUUID();
    ids.set(`${machine.brand} ${machine.model}${machine.subclass ? `-${machine.subclass}` : ''}`, id);
    await tx.query('INSERT INTO machines (id, brand, model, subclass) VALUES ($1, $2, $3, $4)', [id, machine.brand, machine.model, machine.subclass]);
  }
  for (const [name, { fits, oem }] of Object.entries(seedFitment)) {
    const part = (await tx.query<{ id: string }>('SELECT id::text AS id FROM parts WHERE name = $1 ORDER BY seq LIMIT 1', [name])).rows[0];
    if (!part) continue;
    await tx.query('INSERT INTO part_fits (machine_id, part_id) SELECT unnest($1::uuid[]), $2::uuid', [fits.map((fit) => ids.get(fit)), part.id]);
    await tx.query('INSERT INTO part_oem_numbers (part_id, brand, number) SELECT $1::uuid, b, n FROM unnest($2::text[], $3::text[]) AS o (b, n)', [
      part.id,
      oem.map((o) => o.brand),
      oem.map((o) => o.number),
    ]);
  }
}
