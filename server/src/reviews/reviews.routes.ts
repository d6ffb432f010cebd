import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@storefront/shared/endpoints';
import { route } from '../http/route';
import { reviewBody, type Review, type ReviewBody } from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import type { Queryable } from '../db';
import { currentUser } from '../auth/auth';
import { assertOwnImage } from '../images/own-image';

const tags = ['reviews'];

export async function listReviews(db: Queryable): Promise<Review[]> {
  const result = await db.query<Review>(
    `SELECT id::text AS "_id", name, country, comment, img, rating,
       to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
     FROM reviews ORDER BY created_at DESC, seq DESC`,
  );
  return result.rows;
}

/** Client reviews: public list (cached snapshot), signed-in customers add one. */
export async function reviewsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, snapshots } = ctx;

  route(app, endpoints.listReviews, { schema: { tags, summary: 'All reviews, newest first (ETag, 304)' } }, (request, reply) =>
    snapshots.reviews.send(request, reply),
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
