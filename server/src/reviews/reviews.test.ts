import type { Review, Page } from '@storefront/shared/schemas';
import { apiForSuite, call, describeEachDb } from '../../test/harness';
import { validReview } from '../../test/fixtures';

describeEachDb('reviews', (kind) => {
  const api = apiForSuite(kind);

  it('lists the sample reviews newest first, with ratings and shipped avatars', async () => {
    const reply = await call<Page<Review>>(api.server, 'GET', '/reviews');
    expect(reply.status).toBe(200);
    expect(reply.body.items).toHaveLength(4);
    const times = reply.body.items.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    for (const review of reply.body.items) {
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect((await fetch(`${api.server.url}${review.img}`)).status).toBe(200);
    }
    expect(new Set(reply.body.items.map((r) => r.rating)).size).toBeGreaterThan(1);
  });

  it('adds a signed-in customer’s review at the top and refreshes the ETag', async () => {
    const etag = (await call(api.server, 'GET', '/reviews')).headers.get('etag')!;
    expect((await call(api.server, 'GET', '/reviews', { headers: { 'if-none-match': etag } })).status).toBe(304);
    const posted = await call(api.server, 'POST', '/reviews', { token: api.cast.customer.token, body: { ...validReview, email: 'spoof@example.com' } });
    expect(posted.status).toBe(201);
    expect(posted.body).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    const after = await call<Page<Review>>(api.server, 'GET', '/reviews', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.body.items[0]).toEqual({ ...validReview, _id: posted.body.insertedId, createdAt: expect.any(String) });
    const stored = await api.server.app.ctx.db.query<{ author_email: string }>('SELECT author_email FROM reviews WHERE id = $1', [posted.body.insertedId]);
    expect(stored.rows[0]?.author_email).toBe(api.cast.customer.email);
  });

  it('checks the form’s rules with the spec’s messages', async () => {
    const reply = await call(api.server, 'POST', '/reviews', { token: api.cast.customer.token, body: {} });
    expect(reply.status).toBe(400);
    expect(reply.body.error.fields).toEqual({
      name: 'Name is Required',
      country: 'country is Required',
      comment: 'comment is Required',
      img: 'Image is Required',
      rating: 'rating is Required',
    });
    for (const rating of [0, 6, 2.5, '5']) {
      const bad = await call(api.server, 'POST', '/reviews', { token: api.cast.customer.token, body: { ...validReview, rating } });
      expect(bad.body.error.fields).toEqual({ rating: 'rating must be a whole number from 1 to 5' });
    }
    expect((await call(api.server, 'POST', '/reviews', { body: validReview })).status).toBe(401);
  });
});
