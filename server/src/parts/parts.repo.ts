import { defaultSort, type Page, type Part, type PartsQuery, type PartsSort } from '@storefront/shared/schemas';
import type { Queryable } from '../db';
import { likePattern, listPage, type ListOrder } from '../http/paging';

/** The columns of a part as the API names them. */
export const PART_COLUMNS = `id::text AS "_id", name, price::float8 AS price, description,
  available_quantity AS "available_Quantity", min_order_quantity AS "min_order_Quantity", img`;

// Qualified: a bare `price` in ORDER BY would be the answer's float8 column, which no index serves.
const SEQ = { sql: 'parts.seq', cast: 'bigint' } as const;

/** Each sort of the catalogue and its keyset; indexes on (lower(name), seq) and (price, seq) serve them. */
const PART_ORDERS: Record<PartsSort, ListOrder> = {
  catalogue: { name: 'catalogue', tieBreaker: SEQ, descending: false },
  newest: { name: 'newest', tieBreaker: SEQ, descending: true },
  name: { name: 'name', column: { sql: 'lower(parts.name)', cast: 'text' }, tieBreaker: SEQ, descending: false },
  '-name': { name: '-name', column: { sql: 'lower(parts.name)', cast: 'text' }, tieBreaker: SEQ, descending: true },
  price: { name: 'price', column: { sql: 'parts.price', cast: 'numeric' }, tieBreaker: SEQ, descending: false },
  '-price': { name: '-price', column: { sql: 'parts.price', cast: 'numeric' }, tieBreaker: SEQ, descending: true },
};

/** The text a catalogue search looks in; a trigram index on the same expression serves it. */
export const PART_SEARCH = `(name || ' ' || description)`;

/** One page of the catalogue: in catalogue order (oldest first) unless sorted, searched, in stock only. */
export function listParts(db: Queryable, query: PartsQuery): Promise<Page<Part>> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.q) {
    params.push(likePattern(query.q));
    where.push(`${PART_SEARCH} ILIKE $${params.length}`);
  }
  if (query.inStock === 'true') where.push('available_quantity >= min_order_quantity');
  return listPage<Part>(db, {
    select: PART_COLUMNS,
    from: 'parts',
    where,
    params,
    order: PART_ORDERS[query.sort ?? defaultSort('parts')],
    limit: query.limit,
    cursor: query.cursor,
  });
}

export async function findPart(db: Queryable, id: string, options: { forUpdate?: boolean } = {}): Promise<Part | undefined> {
  const lock = options.forUpdate ? ' FOR UPDATE' : '';
  return (await db.query<Part>(`SELECT ${PART_COLUMNS} FROM parts WHERE id = $1::uuid${lock}`, [id])).rows[0];
}
