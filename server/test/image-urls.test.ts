import { apiForSuite, call, describeEachDb } from './harness';
import { fingerprint, imageForm, PNG, validPart, validProfile, validReview } from './fixtures';

/** DECISIONS.md: stored image URLs point at the API's own image store; other hosts are refused. */
describeEachDb('image URLs', (kind) => {
  const api = apiForSuite(kind);
  let uploaded: string;

  beforeAll(async () => {
    uploaded = (await call(api.server, 'POST', '/images', { token: api.cast.customer.token, raw: imageForm(PNG) })).body.data.url;
  });

  const foreign = 'https://tracker.example/pixel.png';
  const writes = () => [
    { name: 'a review', method: 'POST', url: '/reviews', token: api.cast.customer.token, body: { ...validReview, img: foreign } },
    { name: 'a part', method: 'POST', url: '/parts', token: api.cast.admin.token, body: { ...validPart, img: foreign } },
    { name: 'a profile', method: 'PUT', url: `/profile/${api.cast.customer.email}`, token: api.cast.customer.token, body: { ...validProfile, img: foreign } },
  ];

  it('refuses an image on another host with 400 naming the field, and stores nothing', async () => {
    for (const write of writes()) {
      const before = await fingerprint(api.server);
      const reply = await call(api.server, write.method, write.url, { token: write.token, body: write.body });
      expect([write.name, reply.status, reply.body.error.fields]).toEqual([write.name, 400, { img: 'Image must be a picture uploaded to this store' }]);
      expect(await fingerprint(api.server)).toBe(before);
    }
    const part = (await call(api.server, 'GET', '/parts')).body.items[0];
    const patched = await call(api.server, 'PATCH', `/parts/${part._id}`, { token: api.cast.admin.token, body: { img: foreign } });
    expect(patched.status).toBe(400);
  });

  it('accepts an upload of this store, and a sample image', async () => {
    expect(uploaded).toMatch(new RegExp(`^${api.server.url}/images/[a-f0-9]{64}\\.png$`));
    for (const write of writes()) {
      const reply = await call(api.server, write.method, write.url, { token: write.token, body: { ...write.body, img: uploaded } });
      expect([write.name, reply.status]).toEqual([write.name, write.method === 'PUT' ? 200 : 201]);
    }
    expect(
      (await call(api.server, 'POST', '/reviews', { token: api.cast.customer.token, body: { ...validReview, img: '/images/seed/avatar-rahim.svg' } })).status,
    ).toBe(201);
  });
});
