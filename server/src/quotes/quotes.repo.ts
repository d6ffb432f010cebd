import { randomUUID } from 'node:crypto';
import type { Page, QuoteAnswer, QuoteLine, QuoteStatus, QuoteSummary, QuotesQuery } from '@storefront/shared/schemas';
import type { Queryable } from '../db';
import { ISO } from '../db/sql';
import { likePattern, listPage, prefixPattern, type ListOrder } from '../http/paging';

/**
 * Quotes' SQL (docs/prices-and-quotes.md): a quote with its lines as requested, each answer of the
 * admin a revision with its prices, and the quote's status as it goes from requested to accepted,
 * declined or expired. The rules are the quotes' service's (quotes.service.ts).
 */

/** A quote's own row, with its company's name and its order's number. */
export interface QuoteRow {
  id: string;
  number: string;
  userId: string;
  name: string;
  email: string;
  companyId: string | null;
  companyName: string | null;
  status: QuoteStatus;
  note: string;
  revision: number;
  validUntil: string | null;
  declineReason: string | null;
  declinedBy: 'customer' | 'admin' | null;
  orderNumber: string | null;
  lineCount: number;
  createdAt: string;
  updatedAt: string;
}

const QUOTE_COLUMNS = `q.id::text AS id, q.number, q.user_id::text AS "userId", q.name, q.email, q.company_id::text AS "companyId",
  c.name AS "companyName", q.status, q.note, q.revision, to_char(q.valid_until, 'YYYY-MM-DD') AS "validUntil",
  q.decline_reason AS "declineReason", q.declined_by AS "declinedBy", o.number AS "orderNumber", q.line_count AS "lineCount",
  ${ISO('q.created_at')} AS "createdAt", ${ISO('q.updated_at')} AS "updatedAt"`;
const QUOTE_FROM = 'quotes q LEFT JOIN companies c ON c.id = q.company_id LEFT JOIN orders o ON o.id = q.order_id';

/** The latest answer's total: each line's quantity × its price in that revision. */
const LATEST_TOTAL = `(SELECT sum(p.price * l.quantity)::float8 FROM quote_answer_prices p
  JOIN quote_lines l ON l.quote_id = p.quote_id AND l.line_no = p.line_no
  WHERE p.quote_id = q.id AND p.revision = q.revision)`;

/** The quote's maker's-number lines, for the lists to name them. */
const MAKER_LINES = `coalesce((SELECT json_agg(json_build_object('number', l.maker_number, 'description', l.maker_description) ORDER BY l.line_no)
  FROM quote_lines l WHERE l.quote_id = q.id AND l.maker_number IS NOT NULL), '[]'::json)`;

const SUMMARY_COLUMNS = `q.number, q.status, q.revision, q.declined_by AS "declinedBy", q.line_count AS "lineCount", ${MAKER_LINES} AS "makerLines", ${LATEST_TOTAL} AS total,
  to_char(q.valid_until, 'YYYY-MM-DD') AS "validUntil", q.name, q.email,
  CASE WHEN q.company_id IS NULL THEN NULL ELSE json_build_object('id', q.company_id::text, 'name', c.name) END AS company,
  ${ISO('q.created_at')} AS "createdAt", ${ISO('q.updated_at')} AS "updatedAt"`;

/** Newest first; the id breaks ties (as the quotes' indexes by buyer, company and status keep them). */
const NEWEST: ListOrder = {
  name: '-date',
  column: { sql: 'q.created_at', cast: 'timestamptz' },
  tieBreaker: { sql: 'q.id', cast: 'uuid' },
  descending: true,
};

/** A part as a quote asks for it: its number, name and price now, and the quantities it is sold in. */
export interface QuotedPart {
  id: string;
  sku: string;
  name: string;
  price: number;
  min: number;
  pack: number;
  max: number | null;
}

/** The parts of these ids that still exist. */
export async function partsForQuote(db: Queryable, ids: string[]): Promise<Map<string, QuotedPart>> {
  const found = await db.query<QuotedPart>(
    `SELECT id::text AS id, sku, name, price::float8 AS price, min_order_quantity AS min, pack_size AS pack, max_order_quantity AS max
     FROM parts WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  return new Map(found.rows.map((p) => [p.id, p]));
}

/** Sold parts (not replaced) of these numbers (any case) or ids: the parts an answer may name as supplying a maker's number. */
export async function soldParts(db: Queryable, numbers: string[], ids: string[]): Promise<QuotedPart[]> {
  const found = await db.query<QuotedPart>(
    `SELECT id::text AS id, sku, name, price::float8 AS price, min_order_quantity AS min, pack_size AS pack, max_order_quantity AS max
     FROM parts WHERE (upper(sku) = ANY($1::text[]) OR id = ANY($2::uuid[])) AND replaced_by IS NULL`,
    [numbers.map((n) => n.toUpperCase()), ids],
  );
  return found.rows;
}

/** A published assembly a maker's-number line is asked from: its name with its machine's, its page's path, its rows not sold here. */
export interface MakerAssembly {
  id: string;
  name: string;
  path: string;
  /** The maker's numbers of its rows without a part of ours, upper-cased. */
  makerNumbers: string[];
}

/** The published assemblies of these ids. */
export async function makerAssemblies(db: Queryable, ids: string[]): Promise<Map<string, MakerAssembly>> {
  const found = await db.query<MakerAssembly>(
    `SELECT a.id::text AS id, m.brand || ' ' || m.model || coalesce('-' || m.subclass, '') || ': ' || a.name AS name,
            '/machines/' || m.brand_slug || '/' || m.model_slug || '/' || a.slug AS path,
            coalesce(array_agg(upper(l.maker_number)) FILTER (WHERE l.part_id IS NULL AND l.maker_number IS NOT NULL), '{}') AS "makerNumbers"
     FROM assemblies a JOIN machines m ON m.id = a.machine_id LEFT JOIN assembly_lines l ON l.assembly_id = a.id
     WHERE a.id = ANY($1::uuid[]) AND a.published
     GROUP BY a.id, m.brand, m.model, m.subclass, a.name, m.brand_slug, m.model_slug, a.slug`,
    [ids],
  );
  return new Map(found.rows.map((a) => [a.id, a]));
}

/** A line asked for by a maker's number: the number, the row's description and the assembly it came from. */
interface NewMakerLine {
  number: string;
  description: string;
  assembly: { id: string; name: string; path: string };
}

/** A new quote: who asks, for which company, their note and its lines (numbered in the order given). */
export interface NewQuote {
  userId: string;
  name: string;
  email: string;
  companyId: string | null;
  note: string;
  lines: NewQuoteLine[];
}

/** A new quote's line: a part of ours, or a maker's number (its number and description kept as the line's). */
export type NewQuoteLine = ({ part: QuotedPart; maker?: undefined } | { part?: undefined; maker: NewMakerLine }) & {
  quantity: number;
  targetPrice: number | null;
};

/** Writes a requested quote and its lines; answers its number. */
export async function insertQuote(tx: Queryable, quote: NewQuote): Promise<string> {
  const id = randomUUID();
  const inserted = await tx.query<{ number: string }>(
    `INSERT INTO quotes (id, number, user_id, name, email, company_id, note, line_count)
     VALUES ($1::uuid, '', $2::uuid, $3, $4, $5::uuid, $6, $7) RETURNING number`,
    [id, quote.userId, quote.name, quote.email, quote.companyId, quote.note, quote.lines.length],
  );
  // A maker's-number line keeps its number and description as its part number and name too (the e-mails' and lists' columns).
  await tx.query(
    `INSERT INTO quote_lines (quote_id, line_no, part_id, part_number, part_name, quantity, list_price, target_price,
                              maker_number, maker_description, assembly_id, assembly_name, assembly_path)
     SELECT $1::uuid, v.n, v.part_id, v.part_number, v.part_name, v.quantity, v.list_price, v.target_price,
            v.maker_number, v.maker_description, v.assembly_id, v.assembly_name, v.assembly_path
     FROM unnest($2::uuid[], $3::text[], $4::text[], $5::int[], $6::numeric[], $7::numeric[], $8::text[], $9::text[], $10::uuid[], $11::text[], $12::text[])
       WITH ORDINALITY AS v(part_id, part_number, part_name, quantity, list_price, target_price, maker_number, maker_description,
                            assembly_id, assembly_name, assembly_path, n)`,
    [
      id,
      quote.lines.map((l) => l.part?.id ?? null),
      quote.lines.map((l) => l.part?.sku ?? l.maker!.number),
      quote.lines.map((l) => l.part?.name ?? l.maker!.description),
      quote.lines.map((l) => l.quantity),
      quote.lines.map((l) => l.part?.price ?? null),
      quote.lines.map((l) => l.targetPrice),
      quote.lines.map((l) => l.maker?.number ?? null),
      quote.lines.map((l) => l.maker?.description ?? null),
      quote.lines.map((l) => l.maker?.assembly.id ?? null),
      quote.lines.map((l) => l.maker?.assembly.name ?? null),
      quote.lines.map((l) => l.maker?.assembly.path ?? null),
    ],
  );
  return inserted.rows[0]!.number;
}

/** A quote by its number, or undefined. */
export async function findQuote(db: Queryable, number: string): Promise<QuoteRow | undefined> {
  const found = await db.query<QuoteRow>(`SELECT ${QUOTE_COLUMNS} FROM ${QUOTE_FROM} WHERE q.number = $1`, [number]);
  return found.rows[0];
}

/** Locks a quote's row until the transaction ends (an answer, a decline, an acceptance), and reads it. */
export async function lockQuote(tx: Queryable, number: string): Promise<QuoteRow | undefined> {
  const locked = await tx.query<{ id: string }>('SELECT id::text AS id FROM quotes WHERE number = $1 FOR UPDATE', [number]);
  if (!locked.rows[0]) return undefined;
  return findQuote(tx, number);
}

/**
 * A quote's lines as asked, each with its price in the latest answer (null before one); a maker's-number
 * line is the part the latest answer names as supplying it (before one: its maker's number and description).
 */
export async function quoteLines(db: Queryable, quoteId: string): Promise<QuoteLine[]> {
  const lines = await db.query<QuoteLine>(
    `SELECT l.line_no AS "lineNo", coalesce(p.part_id, l.part_id)::text AS "partId", coalesce(p.part_number, l.part_number) AS "partNumber",
            coalesce(p.part_name, l.part_name) AS "partName", l.quantity,
            l.list_price::float8 AS "listPrice", l.target_price::float8 AS "targetPrice", p.price::float8 AS "quotedPrice",
            CASE WHEN l.maker_number IS NULL THEN NULL
                 ELSE json_build_object('number', l.maker_number, 'description', l.maker_description,
                        'assembly', json_build_object('id', l.assembly_id::text, 'name', coalesce(l.assembly_name, ''), 'path', l.assembly_path)) END AS maker
     FROM quote_lines l JOIN quotes q ON q.id = l.quote_id
       LEFT JOIN quote_answer_prices p ON p.quote_id = l.quote_id AND p.revision = q.revision AND p.line_no = l.line_no
     WHERE l.quote_id = $1::uuid ORDER BY l.line_no`,
    [quoteId],
  );
  return lines.rows;
}

/** Every answer of a quote, newest first, with its prices by line. */
export async function quoteAnswers(db: Queryable, quoteId: string): Promise<QuoteAnswer[]> {
  const answers = await db.query<QuoteAnswer>(
    `SELECT a.revision, to_char(a.valid_until, 'YYYY-MM-DD') AS "validUntil", a.message, ${ISO('a.answered_at')} AS "answeredAt",
            a.answered_by_name AS "answeredBy",
            coalesce((SELECT json_agg(json_strip_nulls(json_build_object('lineNo', p.line_no, 'price', p.price::float8, 'partId', p.part_id::text,
                                        'partNumber', p.part_number, 'partName', p.part_name)) ORDER BY p.line_no)
                      FROM quote_answer_prices p WHERE p.quote_id = a.quote_id AND p.revision = a.revision), '[]'::json) AS prices
     FROM quote_answers a WHERE a.quote_id = $1::uuid ORDER BY a.revision DESC`,
    [quoteId],
  );
  return answers.rows;
}

/** A new answer of the admin: the next revision, its date, message and a price per line. */
export interface NewAnswer {
  revision: number;
  validUntil: string;
  message: string;
  /** Each line's price, and for a maker's-number line the part supplying it. */
  prices: { lineNo: number; price: number; part?: { id: string; sku: string; name: string } }[];
  by: { id: string; name: string };
}

/** Writes the answer as the quote's next revision: answered, holding until its date. */
export async function insertAnswer(tx: Queryable, quoteId: string, answer: NewAnswer): Promise<void> {
  await tx.query(
    `INSERT INTO quote_answers (quote_id, revision, valid_until, message, answered_by, answered_by_name)
     VALUES ($1::uuid, $2, $3::date, $4, $5::uuid, $6)`,
    [quoteId, answer.revision, answer.validUntil, answer.message, answer.by.id, answer.by.name],
  );
  await tx.query(
    `INSERT INTO quote_answer_prices (quote_id, revision, line_no, price, part_id, part_number, part_name)
     SELECT $1::uuid, $2, v.line_no, v.price, v.part_id, v.part_number, v.part_name
     FROM unnest($3::int[], $4::numeric[], $5::uuid[], $6::text[], $7::text[]) AS v(line_no, price, part_id, part_number, part_name)`,
    [
      quoteId,
      answer.revision,
      answer.prices.map((p) => p.lineNo),
      answer.prices.map((p) => p.price),
      answer.prices.map((p) => p.part?.id ?? null),
      answer.prices.map((p) => p.part?.sku ?? null),
      answer.prices.map((p) => p.part?.name ?? null),
    ],
  );
  await tx.query(
    `UPDATE quotes SET status = 'answered', revision = $2, valid_until = $3::date, decline_reason = NULL, declined_by = NULL, updated_at = now()
     WHERE id = $1::uuid`,
    [quoteId, answer.revision, answer.validUntil],
  );
}

/** Marks the quote declined, by whom and why. */
export async function setDeclined(tx: Queryable, quoteId: string, by: 'customer' | 'admin', reason: string | null): Promise<void> {
  await tx.query(`UPDATE quotes SET status = 'declined', declined_by = $2, decline_reason = $3, updated_at = now() WHERE id = $1::uuid`, [quoteId, by, reason]);
}

/** Marks the quote accepted with the order placed from it. */
export async function setAccepted(tx: Queryable, quoteId: string, orderId: string): Promise<void> {
  await tx.query(`UPDATE quotes SET status = 'accepted', order_id = $2::uuid, updated_at = now() WHERE id = $1::uuid`, [quoteId, orderId]);
}

/** Today's date (YYYY-MM-DD) in the store's time zone, as the database's clock has it. */
export async function storeToday(db: Queryable, timeZone: string): Promise<string> {
  const today = await db.query<{ today: string }>(`SELECT to_char((now() AT TIME ZONE $1)::date, 'YYYY-MM-DD') AS today`, [timeZone]);
  return today.rows[0]!.today;
}

/** Up to `limit` answered quotes past their date (in the store's time zone), the longest past first: their ids. */
export async function quotesPastDate(db: Queryable, timeZone: string, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM quotes WHERE status = 'answered' AND valid_until < (now() AT TIME ZONE $1)::date ORDER BY valid_until LIMIT $2`,
    [timeZone, limit],
  );
  return rows.map((row) => row.id);
}

/**
 * Marks an answered quote past its date expired; false when it is not (any more): another
 * replica expired it, or it was answered again, accepted or declined meanwhile. The row's lock
 * makes a second replica's update wait and then find it no longer answered, so it expires once.
 */
export async function expireQuote(db: Queryable, timeZone: string, id: string): Promise<boolean> {
  const expired = await db.query(
    `UPDATE quotes SET status = 'expired', updated_at = now()
     WHERE id = $1::uuid AND status = 'answered' AND valid_until < (now() AT TIME ZONE $2)::date
     RETURNING id`,
    [id, timeZone],
  );
  return expired.rows.length === 1;
}

/** Whose quotes a list holds: a customer's own and their company's, or (the admin's) every one. */
export type QuoteScope = { userId: string; companyId: string | null } | 'all';

/** A page of quotes, newest first: filtered by status; the admin's searched by number (its start), company, buyer name or e-mail. */
export function listQuotes(db: Queryable, scope: QuoteScope, query: QuotesQuery): Promise<Page<QuoteSummary>> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (scope !== 'all') {
    params.push(scope.userId);
    if (scope.companyId) {
      params.push(scope.companyId);
      where.push(`(q.user_id = $${params.length - 1}::uuid OR q.company_id = $${params.length}::uuid)`);
    } else where.push(`q.user_id = $${params.length}::uuid`);
  }
  if (query.status) {
    params.push(query.status);
    where.push(`q.status = $${params.length}`);
  }
  const search = scope === 'all' ? query.q?.trim() : undefined;
  if (search) {
    params.push(prefixPattern(search), likePattern(search));
    const [prefix, like] = [`$${params.length - 1}`, `$${params.length}`];
    where.push(`(q.number LIKE ${prefix} OR c.name ILIKE ${like} OR q.name ILIKE ${like} OR q.email ILIKE ${like})`);
  }
  return listPage<QuoteSummary>(db, {
    select: SUMMARY_COLUMNS,
    from: 'quotes q LEFT JOIN companies c ON c.id = q.company_id',
    where,
    params,
    order: NEWEST,
    limit: query.limit,
    cursor: query.cursor,
  });
}
