import type { Part } from '@storefront/shared/schemas';
import type { Queryable } from '../db';

/** The columns of a part as the API names them. */
export const PART_COLUMNS = `id::text AS "_id", name, price::float8 AS price, description,
  available_quantity AS "available_Quantity", min_order_quantity AS "min_order_Quantity", img`;

export async function listParts(db: Queryable): Promise<Part[]> {
  return (await db.query<Part>(`SELECT ${PART_COLUMNS} FROM parts ORDER BY seq`)).rows;
}

export async function findPart(db: Queryable, id: string, options: { forUpdate?: boolean } = {}): Promise<Part | undefined> {
  const lock = options.forUpdate ? ' FOR UPDATE' : '';
  return (await db.query<Part>(`SELECT ${PART_COLUMNS} FROM parts WHERE id = $1::uuid${lock}`, [id])).rows[0];
}
