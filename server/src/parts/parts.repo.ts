import { randomUUID } from 'node:crypto';
import {
  defaultSort,
  partNumberTaken,
  type Part,
  type PartsPage,
  type PartBody,
  type PartsQuery,
  type PartsSort,
  type PriceBreak,
  type SitemapParts,
  type SitemapPartsQuery,
} from '@storefront/shared/schemas';
import type { Queryable } from '../db';
import { HttpError } from '../http/errors';
import { listPage, type ListOrder } from '../http/paging';
import { replacedBySearch } from './replacement.repo';
import { fewerWords, readSearch, searchMachines, type Search } from './search.repo';

/** The columns of a part as the API names them. */
const PART_COLUMNS = `id::text AS "_id", sku, name, price::float8 AS price, description,
  name_bn AS "nameBn", description_bn AS "descriptionBn",
  available_quantity AS "available_Quantity", min_order_quantity AS "min_order_Quantity", img,
  pack_size AS "pack_Size", max_order_quantity AS "max_order_Quantity",
  coalesce((SELECT json_agg(json_build_object('minQuantity', b.min_quantity, 'price', b.price::float8) ORDER BY b.min_quantity)
            FROM part_price_breaks b WHERE b.part_id = parts.id), '[]'::json) AS breaks`;

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

/** An OEM number as migration 015 compares it (`oem_key`): capitals, letters and digits only. */
export const oemKey = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]+/g, '');

/** OEM numbers shorter than this are not searched by prefix (a few digits would match thousands). */
const OEM_PREFIX_MIN = 4;
/** Parts a search by OEM number finds at most (a short prefix of a common series). */
const OEM_MATCHES_MAX = 1000;

/**
 * The parts whose OEM numbers start with the search, the number alone (`110-454`) or with its
 * brand (`JUKI 110-45400`), each with the number it matched (`JUKI 110-45400`): read first through
 * the two pattern indexes of migration 015, so that the list's own query stays on the parts'
 * indexes (`id = ANY` of a few ids, not a join the planner may hash over every part).
 */
export const OEM_LOOKUP_SQL = `SELECT DISTINCT ON (o.part_id) o.part_id::text AS id, o.brand || ' ' || o.number AS replaces
  FROM part_oem_numbers o WHERE o.key LIKE $1 OR o.brand_key LIKE $1 ORDER BY o.part_id, o.brand_key LIMIT $2`;

async function partsByOemPrefix(db: Queryable, q: string): Promise<Map<string, string>> {
  // A maker's number is Latin letters and digits: a search with a word in another script (juki সুই)
  // is words, not a number whose key would be what is left of it (JUKI: every JUKI number).
  if (/[^\p{ASCII}]/u.test(q.replace(/[\s\u2010-\u2015]/g, ''))) return new Map();
  const key = oemKey(q);
  if (key.length < OEM_PREFIX_MIN) return new Map();
  const found = await db.query<{ id: string; replaces: string }>(OEM_LOOKUP_SQL, [`${key}%`, OEM_MATCHES_MAX]);
  return new Map(found.rows.map((row) => [row.id, row.replaces]));
}

/** A search's order: the best matches first (a rank kept in the cursor), then the catalogue's. */
const relevance = (searched: string): ListOrder => ({
  name: 'relevance',
  // Negated, so that one direction serves both: the highest rank first, then the oldest part.
  column: { sql: `(-round(ts_rank(parts.search_document, to_tsquery('simple', ${searched}))::numeric, 6))`, cast: 'numeric' },
  tieBreaker: SEQ,
  descending: false,
});

/**
 * A search's condition: every word in the part's search document (migration 017; its GIN index
 * serves it), or one of the parts an OEM number search found.
 */
function searchCondition(searched: string, oemParts: string[], add: (value: unknown) => string): string {
  const text = `parts.search_document @@ to_tsquery('simple', ${searched})`;
  if (!oemParts.length) return `(${text})`;
  return `(${text} OR parts.id = ANY(${add(oemParts)}::uuid[]))`;
}

/** A query's parameters: `add` keeps a value and answers its placeholder (`$3`). */
function parameters(params: unknown[] = []) {
  return { params, add: (value: unknown) => `$${params.push(value)}` };
}

/** The catalogue's lists leave out parts no longer sold (replaced by another: docs/parts-book.md). */
const SOLD_TODAY = 'parts.replaced_by IS NULL';

/** The filters other than the search (in stock, a brand's machines, a machine). */
function filterConditions(query: PartsQuery, add: (value: unknown) => string): string[] {
  const where: string[] = [];
  if (query.inStock === 'true') where.push('available_quantity >= min_order_quantity');
  if (query.brand) {
    // A brand's machines, or one of them, by their address (the unique index on the two serves both).
    let machines = `m.brand_slug = ${add(query.brand)}`;
    if (query.model) machines += ` AND m.model_slug = ${add(query.model)}`;
    where.push(`parts.id = ANY(ARRAY(SELECT f.part_id FROM machines m JOIN part_fits f ON f.machine_id = m.id WHERE ${machines}))`);
  }
  if (query.machine?.length) {
    // The fitting parts' ids first (an InitPlan over the fitment's primary key), then the parts
    // through theirs: a machine's few hundred parts never make the planner read every part.
    where.push(`parts.id = ANY(ARRAY(SELECT f.part_id FROM part_fits f WHERE f.machine_id = ANY(${add(query.machine)}::uuid[])))`);
  }
  return where;
}

/** How many parts (up to 10,001) a search's query finds with the page's filters. */
async function countFound(db: Queryable, query: PartsQuery, searchQuery: string): Promise<number> {
  const { params, add } = parameters();
  const where = [`parts.search_document @@ to_tsquery('simple', ${add(searchQuery)})`, SOLD_TODAY, ...filterConditions(query, add)];
  const counted = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM parts WHERE ${where.join(' AND ')} LIMIT 10001) AS bounded`,
    params,
  );
  return counted.rows[0]?.n ?? 0;
}

export interface ListPartsOptions {
  /** The search, already read. */
  search?: Search;
  /** Only the best parts (suggestions while typing): no total, no machines, no fewer words. */
  best?: boolean;
}

/** Machines a search names, offered above its parts at most. */
const NAMED_MACHINES = 3;

/**
 * One page of the catalogue: in catalogue order (oldest first) unless sorted, searched, in stock
 * only, fitting a brand's machines, one machine, or any of the given machines. A search with no
 * sort asked lists the best matches first. A part found by an OEM number says which (`replaces`).
 * A search's first page also names the machines it names, and when it finds nothing, the
 * searches of fewer of its words that find parts.
 */
export async function listParts(db: Queryable, query: PartsQuery, options: ListPartsOptions = {}): Promise<PartsPage> {
  const search = options.search ?? (query.q ? await readSearch(db, query.q) : undefined);
  const replacing = query.q ? await partsByOemPrefix(db, query.q) : new Map<string, string>();
  // The number of a part no longer sold (or one of its OEM numbers) finds the part sold today.
  const replaced = query.q ? await replacedBySearch(db, query.q, replacing.keys()) : [];
  for (const { sku, replacement } of replaced) if (!replacing.has(replacement.current._id)) replacing.set(replacement.current._id, sku);
  if (query.q && !search && !replacing.size) return { items: [], nextCursor: null, total: 0, totalExact: true };
  const { params, add } = parameters();
  const where: string[] = [];
  let order = PART_ORDERS[query.sort ?? defaultSort('parts')];
  if (search) {
    const searched = add(search.query);
    where.push(searchCondition(searched, [...replacing.keys()], add));
    if (!query.sort) order = relevance(searched);
  } else if (replacing.size) {
    // A search of no word (`%%%`) finds nothing; an OEM number's start alone finds its parts.
    where.push(`parts.id = ANY(${add([...replacing.keys()])}::uuid[])`);
  }
  where.push(SOLD_TODAY, ...filterConditions(query, add));
  const page: PartsPage = await listPage<Part>(db, {
    select: PART_COLUMNS,
    from: 'parts',
    where,
    params,
    order,
    limit: query.limit,
    cursor: query.cursor,
    countTotal: !options.best,
  });
  // `replaces` only where the OEM number is what found the part.
  for (const item of page.items) {
    const replaces = replacing.get(item._id);
    if (replaces) item.replaces = replaces;
  }
  if (replaced.length && !query.cursor) {
    page.replaced = replaced.map(({ id, sku, replacement }) => ({ _id: id, sku, current: replacement.current, message: replacement.message }));
  }
  if (search && !query.cursor && !options.best) {
    const machines = await searchMachines(db, search, { named: true, limit: NAMED_MACHINES });
    if (machines.length) page.machines = machines;
    if (page.total === 0 && search.words.length > 1) {
      const fewer = await fewerWords(search, (fewerQuery) => countFound(db, query, fewerQuery));
      if (fewer.length) page.fewerWords = fewer;
    }
  }
  return page;
}

/** Parts listed per sitemap read unless asked for fewer. */
const SITEMAP_PAGE = 5000;

/**
 * The sitemap's parts after position `after` (exclusive) up to `upTo` (inclusive), in catalogue
 * order, through the unique index on the position; and the last position there is.
 */
export async function sitemapParts(db: Queryable, query: SitemapPartsQuery): Promise<SitemapParts> {
  const after = query.after ?? 0;
  const upTo = query.upTo ?? Number.MAX_SAFE_INTEGER;
  const [items, last] = await Promise.all([
    db.query<SitemapParts['items'][number]>(
      `SELECT id::text AS id, seq::float8 AS position, to_char(coalesce(updated_at, created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "updatedAt"
       FROM parts WHERE seq > $1::bigint AND seq <= $2::bigint AND ${SOLD_TODAY} ORDER BY seq LIMIT $3`,
      [after, upTo, query.limit ?? SITEMAP_PAGE],
    ),
    db.query<{ last: number | null }>(`SELECT max(seq)::float8 AS last FROM parts WHERE ${SOLD_TODAY}`),
  ]);
  return { items: items.rows, lastPosition: last.rows[0]?.last ?? 0 };
}

export async function findPart(db: Queryable, id: string, options: { forUpdate?: boolean } = {}): Promise<Part | undefined> {
  const lock = options.forUpdate ? ' FOR UPDATE' : '';
  return (await db.query<Part>(`SELECT ${PART_COLUMNS} FROM parts WHERE id = $1::uuid${lock}`, [id])).rows[0];
}

/** A part number another part has: 409 with the message under the form's field. */
async function uniqueNumber<T>(sku: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505' && sku !== undefined) {
      const message = partNumberTaken(sku);
      throw new HttpError(409, 'CONFLICT', message, { sku: message });
    }
    throw error;
  }
}

/** Bangla text as stored: NFC ('' for none), whoever calls. */
const nfc = (text: string | undefined) => (text ?? '').normalize('NFC');

/** Replaces all of a part's own quantity breaks with these. */
async function setPartBreaks(db: Queryable, partId: string, breaks: readonly PriceBreak[]): Promise<void> {
  await db.query('DELETE FROM part_price_breaks WHERE part_id = $1::uuid', [partId]);
  if (breaks.length === 0) return;
  await db.query(
    `INSERT INTO part_price_breaks (part_id, min_quantity, price)
     SELECT $1::uuid, v.q, v.p FROM unnest($2::int[], $3::numeric[]) AS v(q, p)`,
    [partId, breaks.map((b) => b.minQuantity), breaks.map((b) => b.price)],
  );
}

/** A new part (numbered by the database when `sku` is not given) with its pack, maximum and breaks; its id. Call in a transaction. */
export async function insertPart(db: Queryable, part: PartBody): Promise<string> {
  const id = randomUUID();
  await uniqueNumber(part.sku, () =>
    db.query(
      `INSERT INTO parts (id, sku, name, price, description, min_order_quantity, available_quantity, img, pack_size, max_order_quantity,
         name_bn, description_bn)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        id,
        part.sku ?? null,
        part.name,
        part.price,
        part.description,
        part.min_order_Quantity,
        part.available_Quantity,
        part.img,
        part.pack_Size ?? 1,
        part.max_order_Quantity ?? null,
        nfc(part.nameBn),
        nfc(part.descriptionBn),
      ],
    ),
  );
  if (part.breaks?.length) await setPartBreaks(db, id, part.breaks);
  return id;
}

/** Writes every field of the part as given (its breaks replaced when `breaksChanged`); the part as stored. */
export async function updatePart(db: Queryable, part: Part, breaksChanged = false): Promise<Part | undefined> {
  if (breaksChanged) await setPartBreaks(db, part._id, part.breaks);
  const result = await uniqueNumber(part.sku, () =>
    db.query<Part>(
      `UPDATE parts SET sku = $8, name = $2, price = $3, description = $4, min_order_quantity = $5,
         available_quantity = $6, img = $7, pack_size = $9, max_order_quantity = $10, name_bn = $11, description_bn = $12, updated_at = now()
       WHERE id = $1::uuid RETURNING ${PART_COLUMNS}`,
      [
        part._id,
        part.name,
        part.price,
        part.description,
        part.min_order_Quantity,
        part.available_Quantity,
        part.img,
        part.sku,
        part.pack_Size,
        part.max_order_Quantity,
        nfc(part.nameBn),
        nfc(part.descriptionBn),
      ],
    ),
  );
  return result.rows[0];
}

/** Deletes the part; false when there was none. */
export async function deletePart(db: Queryable, id: string): Promise<boolean> {
  const result = await db.query('DELETE FROM parts WHERE id = $1::uuid', [id]);
  return (result.rowCount ?? 0) > 0;
}
