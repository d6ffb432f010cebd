import { createHash } from 'node:crypto';
import type { Queryable } from '../db';
import { conflict, HttpError } from '../http/errors';

/** An answer kept under an Idempotency-Key. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/**
 * Claims `key` for this account in the order's transaction. Returns nothing when the key is new
 * (the caller places the order), or the first request's answer. The same key with another body
 * is a client bug: 422, nothing placed.
 */
export async function claimKey(tx: Queryable, userId: string, key: string, body: unknown): Promise<StoredAnswer | undefined> {
  const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
  const claimed = await tx.query(`INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES ($1::uuid, $2, $3) ON CONFLICT DO NOTHING RETURNING key`, [
    userId,
    key,
    hash,
  ]);
  if (claimed.rows.length > 0) return undefined;
  const found = await tx.query<{ request_hash: string; status_code: number | null; response: unknown }>(
    'SELECT request_hash, status_code, response FROM idempotency_keys WHERE user_id = $1::uuid AND key = $2',
    [userId, key],
  );
  const earlier = found.rows[0];
  if (!earlier || earlier.status_code === null) throw conflict('An order with this Idempotency-Key is still being placed: try again');
  if (earlier.request_hash !== hash) {
    throw new HttpError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another order: send a new key for a new order');
  }
  return { status: earlier.status_code, body: earlier.response };
}

/** Keeps the answer under the key claimed in the same transaction. */
export async function storeAnswer(tx: Queryable, userId: string, key: string, status: number, body: unknown): Promise<void> {
  await tx.query('UPDATE idempotency_keys SET status_code = $3, response = $4::jsonb WHERE user_id = $1::uuid AND key = $2', [
    userId,
    key,
    status,
    JSON.stringify(body),
  ]);
}

const PRUNE_KEYS_EVERY_MS = 3_600_000;

/** Drops keys older than the retention, at most once an hour per process (call it after each order). */
export function keyPruner(db: Queryable, retentionHours: number, onError: (error: unknown) => void): () => Promise<void> {
  let prunedAt = Date.now();
  return async () => {
    if (Date.now() - prunedAt < PRUNE_KEYS_EVERY_MS) return;
    prunedAt = Date.now();
    await db.query(`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1::int)`, [retentionHours]).catch(onError);
  };
}
