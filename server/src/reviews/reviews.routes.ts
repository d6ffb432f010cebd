import type { FastifyInstance } from 'fastify';
import { endpoints } from '@storefront/shared/endpoints';
import { route } from '../http/route';
import { reviewBody, reviewsQuery, type ReviewBody, type ReviewsQuery } from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import { currentUser } from '../auth/auth';
import { assertOwnImage } from '../images/own-image';
import { insertReview, listReviews } from './reviews.repo';

const tags = ['reviews'];

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
      assertOwnImage(request.body.img, ctx.config);
      const id = await insertReview(db, request.body, user.email);
      snapshots.reviews.invalidate();
      return reply.status(201).send({ acknowledged: true, insertedId: id });
    },
  );
}
