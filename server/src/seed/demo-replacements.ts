import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db';

/**
 * The demo's supersession (docs/parts-book.md "Supersession"): older numbers a factory's records
 * still hold, no longer sold, each leading to the demo part sold today. The needle plate's two
 * older patterns make a chain (NP-8700-01 → NP-8700-02 → the Needle Plate), both interchangeable;
 * the old feed dog's replacement needs the new needle plate too. Current parts are found by name:
 * an admin who renamed or deleted one simply gets fewer.
 */
const DEMO_REPLACEMENTS = [
  {
    sku: 'NP-8700-02',
    name: 'Needle Plate (2009 pattern)',
    img: '/images/seed/needle-plate.svg',
    description: 'Needle plate of the 2009 pattern for single-needle lockstitch machines, no longer made: the current Needle Plate fits in its place.',
    replacedBy: { part: 'Needle Plate' },
    interchangeable: true,
    note: null,
  },
  {
    sku: 'NP-8700-01',
    name: 'Needle Plate (1998 pattern)',
    img: '/images/seed/needle-plate.svg',
    description: 'Needle plate of the 1998 pattern for single-needle lockstitch machines, no longer made: replaced by the 2009 pattern, itself replaced since.',
    replacedBy: { sku: 'NP-8700-02' },
    interchangeable: true,
    note: null,
  },
  {
    sku: 'FD-8700-01',
    name: 'Feed Dog (1998 pattern)',
    img: '/images/seed/feed-dog.svg',
    description: 'Feed dog of the 1998 pattern for single-needle lockstitch machines, no longer made: the current Feed Dog needs the current needle plate.',
    replacedBy: { part: 'Feed Dog' },
    interchangeable: false,
    note: 'Fit the current Needle Plate with it: the 1998 plate’s slots are too narrow for the new feed dog.',
  },
] as const;

/** The demo's old numbers and what replaces them, once (`seeded-replacements` in `meta`). */
export async function seedDemoReplacementsOnce(tx: Queryable): Promise<void> {
  const marker = await tx.query(`SELECT 1 FROM meta WHERE key = 'seeded-replacements'`);
  if (marker.rows.length > 0) return;
  await tx.query(`INSERT INTO meta (key, value) VALUES ('seeded-replacements', now()::text)`);
  const byName = async (name: string) =>
    (await tx.query<{ id: string; price: number }>('SELECT id::text AS id, price::float8 AS price FROM parts WHERE name = $1 ORDER BY seq LIMIT 1', [name]))
      .rows[0];
  // The oldest numbers point at the newer ones: newest first, so each one's target is in place.
  for (const old of DEMO_REPLACEMENTS) {
    const target =
      'part' in old.replacedBy
        ? await byName(old.replacedBy.part)
        : (await tx.query<{ id: string; price: number }>('SELECT id::text AS id, price::float8 AS price FROM parts WHERE sku = $1', [old.replacedBy.sku]))
            .rows[0];
    if (!target) continue;
    const taken = await tx.query('SELECT 1 FROM parts WHERE sku = $1', [old.sku]);
    if (taken.rows.length > 0) continue;
    await tx.query(
      `INSERT INTO parts (id, sku, name, price, description, min_order_quantity, available_quantity, img,
                          replaced_by, replacement_interchangeable, replacement_note)
       VALUES ($1, $2, $3, $4, $5, 1, 0, $6, $7::uuid, $8, $9)`,
      [randomUUID(), old.sku, old.name, target.price, old.description, old.img, target.id, old.interchangeable, old.note],
    );
  }
}
