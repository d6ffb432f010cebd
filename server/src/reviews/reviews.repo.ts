import { randomUUID } from 'node:crypto';
import type { Page, Review, ReviewBody, ReviewsQuery } from '@storefront/shared/schemas';
import type { Queryable } from '../db';
import { listPage, type ListOrder } from '../http/paging';

const REVIEW_COLUMNS = `id::text AS "_id", name, country, comment, img, rating,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`;

/** Newest first; the index on (created_at, seq) serves it. */
const NEWEST: ListOrder = {
  name: '-date',
  column: { sql: 'reviews.created_at', cast: 'timestamptz' },
  tieBreaker: { sql: 'reviews.seq', cast: 'bigint' },
  descending: true,
};

export function listReviews(db: Queryable, query: ReviewsQuery): Promise<Page<Review>> {
  return listPage<Review>(db, { select: REVIEW_COLUMNS, from: 'reviews', where: [], params: [], order: NEWEST, limit: query.limit, cursor: query.cursor });
}

/** A new review by the signed-in author; its id. */
export async function insertReview(db: Queryable, review: ReviewBody, authorEmail: string): Promise<string> {
  const id = randomUUID();
  await db.query(`INSERT INTO reviews (id, name, country, comment, img, rating, author_email) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
    id,
    review.name,
    review.country,
    review.comment,
    review.img,
    review.rating,
    authorEmail,
  ]);
  return id;
}
