import { messages, PAGE_SIZE, type Page } from '@storefront/shared/schemas';
import type { Queryable } from '../db';
import { badRequest } from './errors';

/** Above this many matching rows a list's total is the planner's estimate, not a count. */
const EXACT_TOTAL_UP_TO = 10_000;

type Cast = 'text' | 'numeric' | 'timestamptz' | 'bigint' | 'uuid';

/** A column a list is ordered by, as SQL, and the type its value is compared in. */
interface SortColumn {
  sql: string;
  cast: Cast;
}

/** How a list is ordered: an optional column, then a unique tie-breaker, both in one direction. */
export interface ListOrder {
  /** The sort's name as the client sends it; a cursor only continues the sort it was made for. */
  name: string;
  column?: SortColumn;
  tieBreaker: SortColumn;
  descending: boolean;
}

export interface ListRequest {
  /** The columns of an item. */
  select: string;
  /** `table alias` (joins allowed). */
  from: string;
  /** Conditions, joined with AND, using `params` as $1, $2, ... */
  where: string[];
  params: unknown[];
  order: ListOrder;
  limit?: number;
  cursor?: string;
  /** Leave out the total (a full walk through the list, such as an export, does not need it). */
  countTotal?: boolean;
}

interface CursorState {
  /** sort name */
  s: string;
  /** last item's sort value (text), absent when the sort is the tie-breaker alone */
  k?: string | null;
  /** last item's tie-breaker value (text) */
  i: string;
  /** total of the first page, carried along so later pages need no count */
  t: number;
  e: boolean;
}

function encodeCursor(state: CursorState): string {
  return Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
}

const VALID: Record<Cast, (value: string) => boolean> = {
  text: () => true,
  numeric: (v) => /^-?[0-9]{1,20}(\.[0-9]{1,10})?$/.test(v),
  bigint: (v) => /^[0-9]{1,19}$/.test(v),
  uuid: (v) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(v),
  timestamptz: (v) =>
    v.length <= 40 &&
    /^[0-9]{4}-[0-9]{2}-[0-9]{2}[ T][0-9:.+-]+$/.test(v) &&
    !Number.isNaN(Date.parse(v.replace(' ', 'T').replace(/([+-][0-9]{2})$/, '$1:00'))),
};

/** Reads a cursor the API made for this sort; anything else is a 400 (never a database error). */
function decodeCursor(cursor: string, order: ListOrder): CursorState {
  const invalid = () => badRequest(messages.cursorInvalid, { cursor: messages.cursorInvalid });
  let state: unknown;
  try {
    state = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (typeof state !== 'object' || state === null) throw invalid();
  const { s, k, i, t, e } = state as Record<string, unknown>;
  if (s !== order.name || typeof i !== 'string' || !VALID[order.tieBreaker.cast](i)) throw invalid();
  if (typeof t !== 'number' || !Number.isSafeInteger(t) || t < 0 || typeof e !== 'boolean') throw invalid();
  if (order.column) {
    if (typeof k !== 'string' || k.length > 500 || !VALID[order.column.cast](k)) throw invalid();
  } else if (k !== undefined && k !== null) throw invalid();
  return { s, k: k as string | undefined, i, t, e };
}

/** `%`, `_` and `\` typed by a person match themselves in ILIKE. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** ILIKE text matching what contains `text`. */
export const likePattern = (text: string) => `%${escapeLike(text)}%`;

/** `LIKE` text matching what starts with `code` in capitals (a part or order number), its wildcards taken literally. */
export const prefixPattern = (code: string) => `${escapeLike(code.trim().toUpperCase())}%`;

/**
 * One page of a list, by keyset: the rows after the cursor's last item in the list's order
 * (`(column, tie) > (last column, last tie)`), one more than asked to know whether a next page
 * exists. An index on (column, tie) serves both the order and the condition. The total is
 * found on the first page only (see countRows) and travels in the cursor.
 */
export async function listPage<T extends object>(db: Queryable, request: ListRequest): Promise<Page<T>> {
  const { order } = request;
  const limit = request.limit ?? PAGE_SIZE.default;
  const params = [...request.params];
  const where = [...request.where];
  const after = request.cursor ? decodeCursor(request.cursor, order) : undefined;
  const direction = order.descending ? 'DESC' : 'ASC';
  const compare = order.descending ? '<' : '>';
  const tie = order.tieBreaker;
  const column = order.column;

  if (after) {
    params.push(after.i);
    const tieParam = `$${params.length}::${tie.cast}`;
    if (column) {
      params.push(after.k);
      where.push(`(${column.sql}, ${tie.sql}) ${compare} ($${params.length}::${column.cast}, ${tieParam})`);
    } else {
      where.push(`${tie.sql} ${compare} ${tieParam}`);
    }
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const orderSql = column ? `${column.sql} ${direction}, ${tie.sql} ${direction}` : `${tie.sql} ${direction}`;
  const keys = `${column ? `(${column.sql})::text` : 'NULL'} AS "__key", (${tie.sql})::text AS "__tie"`;
  params.push(limit + 1);
  const rows = (
    await db.query<T & { __key: string | null; __tie: string }>(
      `SELECT ${request.select}, ${keys} FROM ${request.from} ${whereSql} ORDER BY ${orderSql} LIMIT $${params.length}`,
      params,
    )
  ).rows;

  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  let total: { t: number; e: boolean };
  if (after) total = { t: after.t, e: after.e };
  else if (!more) total = { t: shown.length, e: true };
  else if (request.countTotal === false) total = { t: 0, e: false };
  else total = await countRows(db, request.from, request.where, request.params);

  const last = shown[shown.length - 1];
  const nextCursor = more && last ? encodeCursor({ s: order.name, ...(column ? { k: last.__key } : {}), i: last.__tie, t: total.t, e: total.e }) : null;
  const items = shown.map(({ __key: _key, __tie: _tie, ...item }) => item as unknown as T);
  return { items, nextCursor, total: total.t, totalExact: total.e };
}

/**
 * The list's size for its filters, cheaply either way: the planner's estimate first (no rows
 * read); when it is well above EXACT_TOTAL_UP_TO that is the answer (all orders, a common word),
 * otherwise a count that stops after EXACT_TOTAL_UP_TO + 1 rows, exact below it.
 */
async function countRows(db: Queryable, from: string, where: string[], params: unknown[]): Promise<{ t: number; e: boolean }> {
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const plan = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${from} ${whereSql}`, params);
  const estimate = Math.round(planRows(plan.rows[0]?.['QUERY PLAN']));
  if (estimate > 5 * EXACT_TOTAL_UP_TO) return { t: estimate, e: false };
  const counted = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} ${whereSql} LIMIT ${EXACT_TOTAL_UP_TO + 1}) AS bounded`,
    params,
  );
  const n = counted.rows[0]?.n ?? 0;
  if (n <= EXACT_TOTAL_UP_TO) return { t: n, e: true };
  return { t: Math.max(EXACT_TOTAL_UP_TO + 1, estimate), e: false };
}

function planRows(plan: unknown): number {
  const parsed = typeof plan === 'string' ? (JSON.parse(plan) as unknown) : plan;
  const top = Array.isArray(parsed) ? (parsed[0] as { Plan?: { 'Plan Rows'?: number } }) : undefined;
  return top?.Plan?.['Plan Rows'] ?? 0;
}
