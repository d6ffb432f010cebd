import { randomUUID } from 'node:crypto';
import {
  type Page,
  type PriceBreak,
  type PriceList,
  type PriceListBody,
  type PriceListDetail,
  type PriceListEntry,
  type PriceListsQuery,
} from '@storefront/shared/schemas';
import type { Queryable } from '../db';
import { VERIFIED_MEMBER } from '../companies/membership.repo';
import { ISO } from '../db/sql';
import { likePattern, listPage, type ListOrder } from '../http/paging';

/**
 * The storefront's price lists (docs/prices-and-quotes.md "Price lists"): their dates, prices and
 * companies. `timeZone` is the store's, where "today" is decided.
 */

const ORDER: ListOrder = { name: 'name', column: { sql: 'lower(l.name)', cast: 'text' }, tieBreaker: { sql: 'l.seq', cast: 'bigint' }, descending: false };

const DAY = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/**
 * The lists with the store's today beside each (`$1` is the store's time zone). In the FROM, not
 * the columns: a page's count reads the FROM and WHERE alone, and must use every parameter too.
 */
const LIST_FROM = `price_lists l CROSS JOIN (SELECT (now() AT TIME ZONE $1::text)::date AS today) AS store`;

/** A list's columns as the API names them (from LIST_FROM). */
const LIST_COLUMNS = `l.id::text AS id, l.name, l.currency, ${DAY('l.valid_from')} AS "validFrom", ${DAY('l.valid_until')} AS "validUntil",
  ((l.valid_from IS NULL OR l.valid_from <= store.today) AND (l.valid_until IS NULL OR l.valid_until >= store.today)) AS "validToday",
  coalesce((SELECT json_agg(json_build_object('id', c.id::text, 'name', c.name) ORDER BY lower(c.name), c.id)
            FROM companies c WHERE c.price_list_id = l.id), '[]'::json) AS companies,
  (SELECT count(*)::int FROM price_list_prices p WHERE p.price_list_id = l.id) AS "entryCount",
  ${ISO('l.updated_at')} AS "updatedAt"`;

/** A page of the lists by name, searched in the name. */
export function listPriceLists(db: Queryable, { q, cursor, limit }: PriceListsQuery, timeZone: string): Promise<Page<PriceList>> {
  const params: unknown[] = [timeZone];
  const where: string[] = [];
  if (q) {
    params.push(likePattern(q));
    where.push(`l.name ILIKE $${params.length}`);
  }
  return listPage<PriceList>(db, { select: LIST_COLUMNS, from: LIST_FROM, where, params, order: ORDER, limit, cursor });
}

/** A list with its prices (by part number, then quantity), or nothing. */
export async function findPriceList(db: Queryable, id: string, timeZone: string): Promise<PriceListDetail | undefined> {
  const list = (await db.query<PriceList>(`SELECT ${LIST_COLUMNS} FROM ${LIST_FROM} WHERE l.id = $2::uuid`, [timeZone, id])).rows[0];
  if (!list) return undefined;
  const entries = await db.query<PriceListEntry>(
    `SELECT p.part_id::text AS "partId", pt.sku AS "partNumber", pt.name AS "partName", pt.price::float8 AS "partPrice",
            p.min_quantity AS "minQuantity", p.price::float8 AS price
     FROM price_list_prices p JOIN parts pt ON pt.id = p.part_id
     WHERE p.price_list_id = $1::uuid ORDER BY pt.sku, p.min_quantity`,
    [id],
  );
  return { ...list, entries: entries.rows };
}

/** Whether another list (not `exceptId`) has this name, whatever its case. */
export async function priceListNameTaken(db: Queryable, name: string, exceptId?: string): Promise<boolean> {
  const found = await db.query('SELECT 1 FROM price_lists WHERE lower(name) = lower($1) AND ($2::uuid IS NULL OR id <> $2::uuid)', [name, exceptId ?? null]);
  return found.rows.length > 0;
}

export async function insertPriceList(db: Queryable, body: PriceListBody): Promise<string> {
  const id = randomUUID();
  await db.query('INSERT INTO price_lists (id, name, currency, valid_from, valid_until) VALUES ($1, $2, $3, $4::date, $5::date)', [
    id,
    body.name,
    body.currency,
    body.validFrom ?? null,
    body.validUntil ?? null,
  ]);
  return id;
}

/** Changes a list's name, currency and dates; false when there is none. */
export async function updatePriceList(db: Queryable, id: string, body: PriceListBody): Promise<boolean> {
  const result = await db.query(
    'UPDATE price_lists SET name = $2, currency = $3, valid_from = $4::date, valid_until = $5::date, updated_at = now() WHERE id = $1::uuid',
    [id, body.name, body.currency, body.validFrom ?? null, body.validUntil ?? null],
  );
  return (result.rowCount ?? 0) > 0;
}

/** Deletes a list (its companies then buy at list prices); false when there was none. */
export async function deletePriceList(db: Queryable, id: string): Promise<boolean> {
  const result = await db.query('DELETE FROM price_lists WHERE id = $1::uuid', [id]);
  return (result.rowCount ?? 0) > 0;
}

/** Locks a list for a change of its prices or companies; false when there is none. */
export async function lockPriceList(db: Queryable, id: string): Promise<boolean> {
  const found = await db.query('SELECT 1 FROM price_lists WHERE id = $1::uuid FOR UPDATE', [id]);
  return found.rows.length > 0;
}

/** The ids of the parts with these numbers, by number (a number no part has is missing). */
export async function partIdsByNumber(db: Queryable, numbers: readonly string[]): Promise<Map<string, string>> {
  if (numbers.length === 0) return new Map();
  const found = await db.query<{ sku: string; id: string }>('SELECT sku, id::text AS id FROM parts WHERE sku = ANY($1::text[])', [[...new Set(numbers)]]);
  return new Map(found.rows.map((row) => [row.sku, row.id]));
}

/** Replaces all of a list's prices with these (parts by id); the list is marked changed. */
export async function replacePriceListPrices(
  db: Queryable,
  id: string,
  entries: readonly { partId: string; minQuantity: number; price: number }[],
): Promise<void> {
  await db.query('DELETE FROM price_list_prices WHERE price_list_id = $1::uuid', [id]);
  if (entries.length > 0) {
    await db.query(
      `INSERT INTO price_list_prices (price_list_id, part_id, min_quantity, price)
       SELECT $1::uuid, v.part, v.q, v.p FROM unnest($2::uuid[], $3::int[], $4::numeric[]) AS v(part, q, p)`,
      [id, entries.map((e) => e.partId), entries.map((e) => e.minQuantity), entries.map((e) => e.price)],
    );
  }
  await db.query('UPDATE price_lists SET updated_at = now() WHERE id = $1::uuid', [id]);
}

/** The ids among these that are no company's. */
export async function unknownCompanies(db: Queryable, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db.query<{ id: string }>('SELECT id::text AS id FROM companies WHERE id = ANY($1::uuid[])', [[...new Set(ids)]]);
  const known = new Set(found.rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** These companies buy at this list, and only these: each leaves any other list, the list's others leave it. */
export async function assignPriceList(db: Queryable, id: string, companyIds: readonly string[]): Promise<void> {
  await db.query('UPDATE companies SET price_list_id = NULL WHERE price_list_id = $1::uuid AND NOT (id = ANY($2::uuid[]))', [id, companyIds]);
  await db.query('UPDATE companies SET price_list_id = $1::uuid WHERE id = ANY($2::uuid[])', [id, companyIds]);
  await db.query('UPDATE price_lists SET updated_at = now() WHERE id = $1::uuid', [id]);
}

/** A list's dates and all its prices, by part: what GET /prices keeps in memory. */
export interface CachedList {
  id: string;
  name: string;
  validFrom: string | null;
  validUntil: string | null;
  prices: Map<string, PriceBreak[]>;
}

export async function loadCachedList(db: Queryable, id: string): Promise<CachedList | null> {
  const list = (
    await db.query<Omit<CachedList, 'prices'>>(
      `SELECT id::text AS id, name, ${DAY('valid_from')} AS "validFrom", ${DAY('valid_until')} AS "validUntil" FROM price_lists WHERE id = $1::uuid`,
      [id],
    )
  ).rows[0];
  if (!list) return null;
  const rows = await db.query<{ partId: string; minQuantity: number; price: number }>(
    `SELECT part_id::text AS "partId", min_quantity AS "minQuantity", price::float8 AS price
     FROM price_list_prices WHERE price_list_id = $1::uuid ORDER BY part_id, min_quantity`,
    [id],
  );
  const prices = new Map<string, PriceBreak[]>();
  for (const row of rows.rows) {
    const steps = prices.get(row.partId) ?? [];
    steps.push({ minQuantity: row.minQuantity, price: row.price });
    prices.set(row.partId, steps);
  }
  return { ...list, prices };
}

/** The list of `userId`'s company (whatever its dates), or null (an unverified member has no company). */
export async function companyListOf(db: Queryable, userId: string): Promise<string | null> {
  const found = await db.query<{ id: string | null }>(
    `SELECT c.price_list_id::text AS id FROM company_members m JOIN companies c ON c.id = m.company_id WHERE m.user_id = $1::uuid AND ${VERIFIED_MEMBER}`,
    [userId],
  );
  return found.rows[0]?.id ?? null;
}

/** Every price of a list as rows of the CSV: part number, min quantity, price. */
export async function priceListRows(db: Queryable, id: string): Promise<{ partNumber: string; minQuantity: number; price: string }[]> {
  const rows = await db.query<{ partNumber: string; minQuantity: number; price: string }>(
    `SELECT pt.sku AS "partNumber", p.min_quantity AS "minQuantity", to_char(p.price, 'FM9999999999990.00') AS price
     FROM price_list_prices p JOIN parts pt ON pt.id = p.part_id WHERE p.price_list_id = $1::uuid ORDER BY pt.sku, p.min_quantity`,
    [id],
  );
  return rows.rows;
}
