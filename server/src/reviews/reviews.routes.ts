import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@storefront/shared/endpoints';
import { route } from '../http/route';
import { reviewBody, reviewsQuery, type Page, type Review, type ReviewBody, type ReviewsQuery } from '@storefront/shared/schemas';
import { listPage, type ListOrder } from '../http/paging';
import type { AppContext } from '../context';
import type { Queryable } from '../db';
import { currentUser } from '../auth/auth';
import { assertOwnImage } from '../images/own-image';

const tags = ['reviews'];

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

/** Client reviews: public list (cached snapshot), signed-in customers add one. */
export async function reviewsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, snapshots } = ctx;

  route<{ Querystring: ReviewsQuery }>(
    app,
    endpoints.listReviews,
    { schema: { tags, summary: 'A page of reviews, newest first (ETag, 304)', querystring: reviewsQuery } },
    (request, reply) => snapshots.reviews.send(request, reply, () => listReviews(db, request.query)),
  );

  route<{ Body: ReviewBody }>(
    app,
    endpoints.addReview,
    { config: { ...ctx.writeLimit }, schema: { tags, summary: 'Add a review (signed in)', body: reviewBody } },
    async (request, reply) => {
      const user = currentUser(request);
      const review = request.body;
      assertOwnImage(review.img, ctx.config);
      const id = randomUUID();
      await db.query(`INSERT INTO reviews (id, name, country, comment, img, rating, author_email) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
        id,
        review.name,
        review.country,
        review.comment,
        review.img,
        review.rating,
        user.email,
      ]);
      snapshots.reviews.invalidate();
      return reply.status(201).send({ acknowledged: true, insertedId: id });
    },
  );
}
