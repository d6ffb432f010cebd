import {
  replacementMessage,
  replacementMessages,
  type PartRef,
  type PartReplacement,
  type ReplacementBody,
  type ReplacementSetting,
  type ReplacementStep,
} from '@storefront/shared/schemas';
import type { Queryable } from '../db';
import { badRequest, notFound } from '../http/errors';

/**
 * Supersession (docs/parts-book.md "Supersession"): a part no longer sold points at the part that
 * replaces it (`parts.replaced_by`, migration 021). Chains (A → B → C) end at the part sold today;
 * setting a replacement refuses a loop, and reading one stops at a part met twice all the same.
 */

/** Steps of a chain followed at most (a chain this long is a mistake, not a catalogue). */
const CHAIN_MAX = 50;

/**
 * Each step of every chain that starts at one of the given parts, in one recursive query: the
 * replaced part, the part it leads to, and whether the step is interchangeable (and its note).
 */
const CHAINS_SQL = `WITH RECURSIVE chain (start_id, from_id, to_id, interchangeable, note, depth, path) AS (
    SELECT p.id, p.id, p.replaced_by, p.replacement_interchangeable, p.replacement_note, 1, ARRAY[p.id]
    FROM parts p WHERE p.id = ANY($1::uuid[]) AND p.replaced_by IS NOT NULL
    UNION ALL
    SELECT c.start_id, n.id, n.replaced_by, n.replacement_interchangeable, n.replacement_note, c.depth + 1, c.path || n.id
    FROM chain c JOIN parts n ON n.id = c.to_id
    WHERE n.replaced_by IS NOT NULL AND NOT n.id = ANY(c.path) AND c.depth < ${CHAIN_MAX}
  )
  SELECT c.start_id::text AS "startId", f.sku AS "fromSku", t.id::text AS "toId", t.sku AS "toSku", t.name AS "toName",
         c.interchangeable, c.note
  FROM chain c JOIN parts f ON f.id = c.from_id JOIN parts t ON t.id = c.to_id
  ORDER BY c.start_id, c.depth`;

type ChainRow = { startId: string; fromSku: string; toId: string; toSku: string; toName: string; interchangeable: boolean; note: string | null };

/**
 * Where each of these parts leads when it is no longer sold: every step of its chain, the part sold
 * today at its end, whether every step is interchangeable, and the message the pages show. Parts
 * still sold are not in the map. One query, however many parts (a parts book's rows, a cart).
 */
export async function replacementsOf(q: Queryable, partIds: string[]): Promise<Map<string, PartReplacement>> {
  const found = new Map<string, PartReplacement>();
  const ids = [...new Set(partIds)];
  if (!ids.length) return found;
  const rows = (await q.query<ChainRow>(CHAINS_SQL, [ids])).rows;
  const chains = new Map<string, { firstSku: string; steps: ReplacementStep[] }>();
  for (const row of rows) {
    const chain = chains.get(row.startId) ?? { firstSku: row.fromSku, steps: [] };
    chain.steps.push({
      from: row.fromSku,
      to: { _id: row.toId, sku: row.toSku, name: row.toName },
      interchangeable: row.interchangeable,
      note: row.note,
    });
    chains.set(row.startId, chain);
  }
  for (const [id, { firstSku, steps }] of chains) {
    found.set(id, {
      steps,
      current: steps[steps.length - 1]!.to,
      interchangeable: steps.every((step) => step.interchangeable),
      message: replacementMessage(firstSku, steps),
    });
  }
  return found;
}

/** What the admin has set on a part: the direct step, or null; undefined when there is no such part. */
export async function readReplacement(q: Queryable, partId: string): Promise<ReplacementSetting | undefined> {
  const found = await q.query<{ sku: string; toId: string | null; toSku: string | null; toName: string | null; interchangeable: boolean; note: string | null }>(
    `SELECT p.sku, t.id::text AS "toId", t.sku AS "toSku", t.name AS "toName",
            p.replacement_interchangeable AS interchangeable, p.replacement_note AS note
     FROM parts p LEFT JOIN parts t ON t.id = p.replaced_by WHERE p.id = $1::uuid`,
    [partId],
  );
  const row = found.rows[0];
  if (!row) return undefined;
  if (!row.toId) return null;
  return { from: row.sku, to: { _id: row.toId, sku: row.toSku!, name: row.toName! }, interchangeable: row.interchangeable, note: row.note };
}

/**
 * Sets (or, with no number, clears) what replaces a part; call in a transaction. 404 for no such
 * part; 400 with the message under `sku` for a number no part has, the part itself, or a loop (its
 * chain named: "That makes a loop: A → B → A."). Writers of replacements wait for each other, so
 * two that would make a loop together cannot both pass the check.
 */
export async function writeReplacement(tx: Queryable, partId: string, body: ReplacementBody): Promise<ReplacementSetting> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('parts.replaced_by'))`);
  const part = (await tx.query<{ sku: string }>('SELECT sku FROM parts WHERE id = $1::uuid FOR UPDATE', [partId])).rows[0];
  if (!part) throw notFound('No part with this id');
  const sku = body.sku ? body.sku.trim().toUpperCase() : '';
  if (!sku) {
    await tx.query('UPDATE parts SET replaced_by = NULL, replacement_interchangeable = true, replacement_note = NULL, updated_at = now() WHERE id = $1::uuid', [
      partId,
    ]);
    return null;
  }
  const target = (await tx.query<PartRef>('SELECT id::text AS "_id", sku, name FROM parts WHERE sku = $1', [sku])).rows[0];
  if (!target) throw fieldProblem(replacementMessages.replacementUnknown(sku));
  if (target._id === partId) throw fieldProblem(replacementMessages.replacedByItself);
  const loop = await loopThrough(tx, partId, part.sku, target);
  if (loop) throw fieldProblem(replacementMessages.replacementLoop(loop));
  const note = body.note?.trim() || null;
  await tx.query(`UPDATE parts SET replaced_by = $2::uuid, replacement_interchangeable = $3, replacement_note = $4, updated_at = now() WHERE id = $1::uuid`, [
    partId,
    target._id,
    body.interchangeable,
    note,
  ]);
  return { from: part.sku, to: target, interchangeable: body.interchangeable, note };
}

const fieldProblem = (message: string) => badRequest(message, { sku: message });

/**
 * The loop that pointing `partId` at `target` would make, as its chain of numbers
 * ("A → B → C → A"), or undefined: the target's own chain passes through the part.
 */
async function loopThrough(tx: Queryable, partId: string, partSku: string, target: PartRef): Promise<string | undefined> {
  const chain = (await replacementsOf(tx, [target._id])).get(target._id);
  if (!chain) return undefined;
  const at = chain.steps.findIndex((step) => step.to._id === partId);
  if (at < 0) return undefined;
  return [partSku, target.sku, ...chain.steps.slice(0, at + 1).map((step) => step.to.sku)].join(' → ');
}

/**
 * Replaced parts a search names by their own number (`SL-NP-0004`) or found by an OEM number
 * (`oemFound`: part ids): each with where it leads. The catalogue's lists show the part sold today
 * in their place, with the message.
 */
export async function replacedBySearch(
  q: Queryable,
  searched: string,
  oemFound: Iterable<string>,
): Promise<{ id: string; sku: string; replacement: PartReplacement }[]> {
  const sku = searched.trim().toUpperCase();
  const found = await q.query<{ id: string; sku: string }>(
    `SELECT id::text AS id, sku FROM parts WHERE replaced_by IS NOT NULL AND (sku = $1 OR id = ANY($2::uuid[])) ORDER BY seq LIMIT 20`,
    [sku, [...oemFound]],
  );
  if (!found.rows.length) return [];
  const replacements = await replacementsOf(
    q,
    found.rows.map((row) => row.id),
  );
  return found.rows.flatMap((row) => {
    const replacement = replacements.get(row.id);
    return replacement ? [{ id: row.id, sku: row.sku, replacement }] : [];
  });
}
