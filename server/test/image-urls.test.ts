import { call, describeEachDb, signInCast, startServer, type Cast, type TestServer } from './harness';
import { fingerprint, imageForm, PNG, validPart, validProfile, validReview } from './fixtures';

/** DECISIONS.md: stored image URLs point at the API's own image store; other hosts are refused. */
describeEachDb('image URLs', (kind) => {
  let server: TestServer;
  let cast: Cast;
  let uploaded: string;
  beforeAll(async () => {
    server = await startServer(kind);
    cast = await signInCast(server);
    uploaded = (await call(server, 'POST', '/images', { token: cast.customer.token, raw: imageForm(PNG) })).body.data.url;
  });
  afterAll(() => server?.close());

  const foreign = 'https://tracker.example/pixel.png';
  const writes = () => [
    { name: 'a review', method: 'POST', url: '/reviews', token: cast.customer.token, body: { ...validReview, img: foreign } },
    { name: 'a part', method: 'POST', url: '/parts', token: cast.admin.token, body: { ...validPart, img: foreign } },
    { name: 'a profile', method: 'PUT', url: `/profile/${cast.customer.email}`, token: cast.customer.token, body: { ...validProfile, img: foreign } },
  ];

  it('refuses an image on another host with 400 naming the field, and stores nothing', async () => {
    for (const write of writes()) {
      const before = await fingerprint(server);
      const reply = await call(server, write.method, write.url, { token: write.token, body: write.body });
      expect([write.name, reply.status, reply.body.error.fields]).toEqual([write.name, 400, { img: 'Image must be a picture uploaded to this store' }]);
      expect(await fingerprint(server)).toBe(before);
    }
    const part = (await call(server, 'GET', '/parts')).body.items[0];
    const patched = await call(server, 'PATCH', `/parts/${part._id}`, { token: cast.admin.token, body: { img: foreign } });
    expect(patched.status).toBe(400);
  });

  it('accepts an upload of this store, and a sample image', async () => {
    expect(uploaded).toMatch(new RegExp(`^${server.url}/images/[a-f0-9]{64}\\.png$`));
    for (const write of writes()) {
      const reply = await call(server, write.method, write.url, { token: write.token, body: { ...write.body, img: uploaded } });
      expect([write.name, reply.status]).toEqual([write.name, write.method === 'PUT' ? 200 : 201]);
    }
    expect(
      (await call(server, 'POST', '/reviews', { token: cast.customer.token, body: { ...validReview, img: '/images/seed/avatar-rahim.svg' } })).status,
    ).toBe(201);
  });
});
