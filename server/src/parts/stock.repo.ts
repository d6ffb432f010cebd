import type { Queryable } from '../db';

/** What placing an order needs of a part, read under its row lock. */
export interface LockedPart {
  id: string;
  sku: string;
  name: string;
  price: number;
  available: number;
  min: number;
  /** Sold in packs of this many. */
  pack: number;
  /** At most this many per order, or null. */
  max: number | null;
}

/**
 * Locks these parts for the rest of the caller's transaction, in id order (two orders of the
 * same parts wait for each other instead of deadlocking), and reads what an order's rules need.
 * A deleted part is not among them, nor a part no longer sold (replaced by another: docs/parts-book.md),
 * so an order of either is refused as "no longer sold".
 */
export async function lockPartsForOrder(tx: Queryable, ids: string[]): Promise<Map<string, LockedPart>> {
  const locked = await tx.query<LockedPart>(
    `SELECT id::text AS id, sku, name, price::float8 AS price, available_quantity AS available, min_order_quantity AS min,
            pack_size AS pack, max_order_quantity AS max
     FROM parts WHERE id = ANY($1::uuid[]) AND replaced_by IS NULL ORDER BY id FOR UPDATE`,
    [ids],
  );
  return new Map(locked.rows.map((p) => [p.id, p]));
}

/** One line's part and how many of it. */
type StockLine = { partId: string; quantity: number };

/** Adds `sign` × each line's quantity to its part's stock, in one UPDATE; a deleted part is left out. */
async function moveStock(tx: Queryable, lines: StockLine[], sign: 1 | -1): Promise<void> {
  await tx.query(
    `UPDATE parts p SET available_quantity = p.available_quantity + $3::int * v.quantity, updated_at = now()
     FROM unnest($1::uuid[], $2::int[]) AS v(id, quantity) WHERE p.id = v.id`,
    [lines.map((l) => l.partId), lines.map((l) => l.quantity), sign],
  );
}

/**
 * Takes the stock of every line, after the caller checked the lines against the parts it locked
 * (lockPartsForOrder): it cannot go below zero however many orders race, on PostgreSQL (row locks)
 * and on PGlite (one connection).
 */
export const takeStock = (tx: Queryable, lines: StockLine[]): Promise<void> => moveStock(tx, lines, -1);

/** A cancelled order's stock goes back to its parts (those still sold). */
export const returnStock = (tx: Queryable, lines: StockLine[]): Promise<void> => moveStock(tx, lines, 1);
