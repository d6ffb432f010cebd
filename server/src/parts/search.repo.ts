import type { FewerWords, Machine } from '@storefront/shared/schemas';
import type { Queryable } from '../db';

/**
 * How the catalogue's search reads what was typed (docs/lists.md, "Searching the catalogue"): each
 * word must match the part's search document (migrations 017 and 026), as the start of one of its
 * words, in English or in Bangla (সুই finds the parts whose Bangla name or description has it);
 * a word with several pieces (`ddl-8700`, `sl-fd0003`) matches them all or its joined form
 * (`ddl8700`); a word that is in no document also matches the documents' words one typo away when
 * the word meant has four letters or more, as Algolia and Typesense forgive one typo from four
 * characters (`pressr` → presser, `fot` → foot, `ববিনন` → ববিন).
 */

/** Words of a search taken at most: more narrow nothing down and cost a lookup each. */
const WORDS_MAX = 8;
/** Letters the word meant needs before a typo in it is forgiven (one left out of four: `fot` is foot). */
const TYPO_FROM = 4;
/** Corrections of a word tried at most. */
const CORRECTIONS_MAX = 5;

/** A word of a search: what it matches as a text search query (`to_tsquery('simple', …)`). */
interface SearchWord {
  typed: string;
  query: string;
}

/** A search, read: its words and the whole query (every word). */
export interface Search {
  words: SearchWord[];
  query: string;
}

/**
 * Text as search compares it, as migration 026's bangla_search_words writes the documents: NFC,
 * lower case, khanda ta (ৎ) as ত্ (older keyboards type it so, with a zero-width joiner), no
 * zero-width joiners or non-joiners, Bangla digits as 0-9.
 */
export function searchText(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/\u09CE/g, '\u09A4\u09CD')
    .replace(/[\u200C\u200D]/g, '')
    .replace(/[\u09E6-\u09EF]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}

/** The pieces of a word as the documents hold them: letters (with a Bangla word's vowel signs and virama) and digits. */
const piecesOf = (word: string) =>
  searchText(word)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);

/** The words of a search, each with its pieces (words of no letter or digit dropped). */
function searchWords(q: string): { typed: string; pieces: string[] }[] {
  return q
    .split(/\s+/)
    .map((typed) => ({ typed, pieces: piecesOf(typed) }))
    .filter((word) => word.pieces.length > 0)
    .slice(0, WORDS_MAX);
}

/** Edits between two words, a swap of neighbours counting one (optimal string alignment distance). */
function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

const prefix = (piece: string) => `'${piece}':*`;
const anyOf = (alternatives: string[]) => (alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' | ')})`);

/** The vocabulary's words that each typed word starts, or that might be one typo away from it. */
export const VOCABULARY_SQL = `SELECT t.typed, v.word FROM unnest($1::text[]) AS t(typed)
  CROSS JOIN LATERAL (
    SELECT word FROM search_vocabulary
    WHERE word LIKE t.typed || '%'
       OR ((word LIKE left(t.typed, 2) || '%' OR word LIKE '%' || right(t.typed, 2))
           AND char_length(word) BETWEEN char_length(t.typed) - 1 AND char_length(t.typed) + 1)
    LIMIT 500) AS v`;

/**
 * The documents' words one typo away from each word that starts none of them, where the word meant
 * has four letters or more (the vocabulary keeps only those): the words of about its length that
 * share its first two letters or its last two (one typo leaves one of the two intact), read through
 * the vocabulary's trigram index (pg_trgm), then checked here by edit distance. A typed word of
 * three letters can only have lost one of four; shorter ones must be exact.
 */
async function corrections(db: Queryable, words: string[]): Promise<Map<string, string[]>> {
  const long = [...new Set(words.filter((word) => word.length >= TYPO_FROM - 1 && /^[\p{L}\p{M}]+$/u.test(word)))];
  const found = new Map<string, string[]>();
  if (!long.length) return found;
  const rows = (await db.query<{ typed: string; word: string }>(VOCABULARY_SQL, [long])).rows;
  for (const typed of long) {
    const near = rows.filter((row) => row.typed === typed).map((row) => row.word);
    if (near.some((word) => word.startsWith(typed))) continue; // the word is there: no typo
    const meant = near.filter((word) => word.length >= TYPO_FROM && editDistance(word, typed) === 1).slice(0, CORRECTIONS_MAX);
    if (meant.length) found.set(typed, meant);
  }
  return found;
}

/** Reads a search: undefined when it has no word to look for (`%%%`). */
export async function readSearch(db: Queryable, q: string): Promise<Search | undefined> {
  const words = searchWords(q);
  if (!words.length) return undefined;
  const meant = await corrections(
    db,
    words.filter((word) => word.pieces.length === 1).map((word) => word.pieces[0]!),
  );
  const read = words.map(({ typed, pieces }): SearchWord => {
    const alternatives = [pieces.map(prefix).join(' & ')];
    if (pieces.length > 1) alternatives.push(prefix(pieces.join('')));
    if (pieces.length === 1) for (const word of meant.get(pieces[0]!) ?? []) alternatives.push(prefix(word));
    return { typed, query: anyOf(alternatives) };
  });
  return { words: read, query: read.map((word) => word.query).join(' & ') };
}

/** The whole query of some of a search's words. */
const queryOf = (words: SearchWord[]) => words.map((word) => word.query).join(' & ');

/** The machines' search document, as indexed (migration 017). */
const MACHINE_DOCUMENT = 'machine_search_document(machines.brand, machines.model, machines.subclass)';
const MACHINE_COLUMNS = `machines.id::text AS "_id", machines.brand, machines.model, machines.subclass,
  concat_ws(' ', machines.brand, machines.model || coalesce('-' || machines.subclass, '')) AS name, machines.name_bn AS "nameBn",
  machines.brand_slug AS "brandSlug", machines.model_slug AS "modelSlug",
  (SELECT count(*)::int FROM part_fits pf WHERE pf.machine_id = machines.id) AS parts`;

/**
 * The machines a search names. `named`: the machines that match the most of its words, one of them
 * at least by model (`juki ddl-8700` names JUKI DDL-8700; `feed dog juki` no machine, only a
 * brand), the closest model first. Otherwise (suggestions while typing): the machines that match
 * every word, those with the most parts first.
 */
export async function searchMachines(db: Queryable, search: Search, options: { named: boolean; limit: number }): Promise<Machine[]> {
  if (!options.named) {
    return (
      await db.query<Machine>(
        `SELECT ${MACHINE_COLUMNS} FROM machines WHERE ${MACHINE_DOCUMENT} @@ to_tsquery('simple', $1) ORDER BY parts DESC, machines.name_key LIMIT $2`,
        [search.query, options.limit],
      )
    ).rows;
  }
  const queries = search.words.map((word) => word.query);
  const rows = (
    await db.query<Machine & { words: number; models: number }>(
      `SELECT * FROM (
         SELECT ${MACHINE_COLUMNS},
           (SELECT count(*)::int FROM unnest($1::text[]) w WHERE ${MACHINE_DOCUMENT} @@ to_tsquery('simple', w)) AS words,
           (SELECT count(*)::int FROM unnest($1::text[]) w
              WHERE to_tsvector('simple', machine_model_words(machines.model, machines.subclass)) @@ to_tsquery('simple', w)) AS models
         FROM machines WHERE ${MACHINE_DOCUMENT} @@ to_tsquery('simple', $2)
       ) AS found WHERE models > 0 ORDER BY words DESC, char_length("modelSlug"), parts DESC LIMIT 20`,
      [queries, queries.join(' | ')],
    )
  ).rows;
  const most = rows[0]?.words ?? 0;
  return rows
    .filter((row) => row.words === most)
    .slice(0, options.limit)
    .map(({ words: _words, models: _models, ...machine }) => machine);
}

/**
 * The machines a search names by brand and model together (`juki ddl-8700`, `brother s-7200`):
 * every word matches the machine, at least one its model and one its brand; the closest model
 * first (DDL-8700 before DDL-8700-7). A model alone (`ddl-8700`) or a brand alone names none here:
 * the suggestions then keep parts first.
 */
export async function machinesNamedInFull(db: Queryable, search: Search, limit: number): Promise<Machine[]> {
  const queries = search.words.map((word) => word.query);
  if (queries.length < 2) return [];
  return (
    await db.query<Machine>(
      `SELECT "_id", brand, model, subclass, name, "nameBn", "brandSlug", "modelSlug", parts FROM (
         SELECT ${MACHINE_COLUMNS},
           (SELECT count(*)::int FROM unnest($1::text[]) w
              WHERE to_tsvector('simple', machine_model_words(machines.model, machines.subclass)) @@ to_tsquery('simple', w)) AS models,
           (SELECT count(*)::int FROM unnest($1::text[]) w WHERE to_tsvector('simple', machines.brand) @@ to_tsquery('simple', w)) AS brands
         FROM machines WHERE ${MACHINE_DOCUMENT} @@ to_tsquery('simple', $2)
       ) AS found WHERE models > 0 AND brands > 0 ORDER BY char_length("modelSlug"), parts DESC, "modelSlug" LIMIT $3`,
      [queries, search.query, limit],
    )
  ).rows;
}

/** Searches of fewer words tried at most, and offered at most. */
const FEWER_TRIED = 12;
const FEWER_OFFERED = 3;

/**
 * When a search finds nothing: the searches of fewer of its words that find parts (with the same
 * filters), one word left out first, then two, and so on; the most found first.
 */
export async function fewerWords(search: Search, count: (query: string) => Promise<number>): Promise<FewerWords[]> {
  const { words } = search;
  const found: FewerWords[] = [];
  let tried = 0;
  for (let keep = words.length - 1; keep >= 1 && !found.length && tried < FEWER_TRIED; keep--) {
    for (const subset of subsetsOf(words, keep)) {
      if (tried++ >= FEWER_TRIED) break;
      const total = await count(queryOf(subset));
      if (total > 0) found.push({ q: subset.map((word) => word.typed).join(' '), total });
    }
  }
  return found.sort((a, b) => b.total - a.total).slice(0, FEWER_OFFERED);
}

/** Every choice of `size` items, in their order. */
function* subsetsOf<T>(items: T[], size: number, from = 0): Generator<T[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= items.length - size; i++) for (const rest of subsetsOf(items, size - 1, i + 1)) yield [items[i]!, ...rest];
}
