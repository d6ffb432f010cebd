import { randomUUID } from 'node:crypto';
import type { Database } from '../db/db';
import { seedParts, seedReviews } from './seed-data';

/**
 * Fills an empty database with the sample parts and reviews, once: a marker in `meta` keeps an
 * admin who deletes every part from getting the samples back on the next start.
 */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [4_000_002]);
    const marker = await tx.query(`SELECT 1 FROM meta WHERE key = 'seeded'`);
    if (marker.rows.length > 0) return false;
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
    return true;
  });
}
