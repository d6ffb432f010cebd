import sharp from 'sharp';
import type { Part, Page } from '@storefront/shared/schemas';
import { call, describeEachDb, signInCast, startServer, type Cast, type TestServer } from './harness';
import { fingerprint, imageForm, PNG, validPart } from './fixtures';

const MAX_IMAGE = 64 * 1024;

/** Bodies that are wrong for every JSON call. */
const JSON_CORPUS: [string, { raw?: string; body?: unknown; type?: string }][] = [
  ['empty object', { body: {} }],
  ['array', { body: [1, 2, 3] }],
  ['null', { raw: 'null', type: 'application/json' }],
  ['number', { raw: '42', type: 'application/json' }],
  ['string', { raw: '"text"', type: 'application/json' }],
  ['truncated JSON', { raw: '{"name": "x", ', type: 'application/json' }],
  ['not JSON at all', { raw: '<xml>hello</xml>', type: 'application/json' }],
  ['empty body with JSON type', { raw: '', type: 'application/json' }],
  ['prototype pollution', { raw: '{"__proto__": {"role": "admin"}, "name": "x"}', type: 'application/json' }],
  ['constructor pollution', { raw: '{"constructor": {"prototype": {"role": "admin"}}}', type: 'application/json' }],
  [
    'wrong types everywhere',
    {
      body: {
        name: 5,
        price: '5',
        description: [],
        min_order_Quantity: '1',
        available_Quantity: null,
        img: {},
        bookingId: 7,
        address: false,
        phone: 1,
        orderQuantity: '3',
        rating: '5',
        country: 1,
        comment: {},
        location: [],
        status: 1,
      },
    },
  ],
  ['NaN-like numbers', { raw: '{"price": 1e400, "orderQuantity": -0, "rating": 1e-400}', type: 'application/json' }],
  ['huge strings', { body: { name: 'x'.repeat(20_000), description: 'y'.repeat(20_000), address: 'z'.repeat(20_000), comment: 'c'.repeat(20_000) } }],
  ['body over the size limit', { body: { name: 'x'.repeat(200_000) } }],
  ['deep nesting', { raw: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`, type: 'application/json' }],
  ['plain text', { raw: 'hello', type: 'text/plain' }],
  ['form-urlencoded', { raw: 'name=x&price=5', type: 'application/x-www-form-urlencoded' }],
  ['xml content type', { raw: '<part/>', type: 'application/xml' }],
  ['unicode nonsense', { body: { name: '\u0000\uffff\ud800', address: '\u202e', phone: '\u0000' } }],
];

describeEachDb('bad input', (kind) => {
  let server: TestServer;
  let cast: Cast;
  let part: Part;
  let orderId: string;

  beforeAll(async () => {
    server = await startServer(kind, { maxImageBytes: MAX_IMAGE });
    cast = await signInCast(server);
    part = (await call<Page<Part>>(server, 'GET', '/parts')).body.items[0]!;
    const placed = await call(server, 'POST', '/booking', {
      token: cast.customer.token,
      body: { bookingId: part._id, address: 'Dhaka', phone: '0123456', orderQuantity: part.min_order_Quantity },
    });
    orderId = placed.body.insertedId;
  });
  afterAll(() => server?.close());

  const expectClientError = (reply: { status: number; body: any; headers: Headers }, allowed: number[], label: string) => {
    expect([label, allowed.includes(reply.status) ? 'expected status' : reply.status]).toEqual([label, 'expected status']);
    expect(reply.headers.get('content-type')).toContain('application/json');
    expect(reply.body).toEqual({ error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }) });
  };

  it('answers every JSON call with a JSON 4xx for a corpus of bad bodies, changing nothing', async () => {
    const writes: [string, string, string][] = [
      ['POST', '/parts', cast.admin.token],
      ['PATCH', `/parts/${part._id}`, cast.admin.token],
      ['POST', '/booking', cast.customer.token],
      ['PATCH', `/booking/${orderId}`, cast.customer.token],
      ['POST', '/reviews', cast.customer.token],
      ['PUT', `/profile/${cast.customer.email}`, cast.customer.token],
    ];
    const before = await fingerprint(server);
    for (const [method, url, token] of writes) {
      for (const [label, input] of JSON_CORPUS) {
        const headers: Record<string, string> = input.type ? { 'content-type': input.type } : {};
        const reply = await call(server, method, url, { token, headers, ...(input.raw !== undefined ? { raw: input.raw } : { body: input.body }) });
        expectClientError(reply, [400, 413, 415], `${method} ${url} ← ${label}`);
      }
    }
    expect(await fingerprint(server)).toBe(before);
  });

  it('refuses malformed ids, e-mails and queries with 400/404, never 5xx', async () => {
    const ids = ['abc', '1', "1' OR '1'='1", '%00', '..%2F..%2Fetc%2Fpasswd', '00000000-0000-0000-0000-00000000000g', 'x'.repeat(300), '{}', '%E0%A4%A'];
    const emails = ['not-an-email', '%00@x.y', 'a@b', `${'a'.repeat(300)}@example.com`, '%27%3B--@x.com'];
    const calls: [string, string, string | undefined][] = [];
    for (const id of ids) {
      calls.push(['GET', `/parts/${id}`, undefined], ['PATCH', `/parts/${id}`, cast.admin.token], ['DELETE', `/parts/${id}`, cast.admin.token]);
      calls.push(['PATCH', `/booking/${id}`, cast.admin.token]);
    }
    for (const email of emails) {
      calls.push(
        ['GET', `/admin/${email}`, cast.admin.token],
        ['PUT', `/user/admin/${email}`, cast.admin.token],
        ['DELETE', `/user/${email}`, cast.admin.token],
      );
      calls.push(['PUT', `/profile/${email}`, cast.customer.token], ['GET', `/booking?email=${email}`, cast.admin.token]);
    }
    calls.push(['GET', '/booking?status=lost', cast.admin.token], ['GET', '/booking?email=a@b.co&email=c@d.co', cast.admin.token]);
    calls.push(
      ['GET', '/images/..%2F..%2Fpackage.json', undefined],
      ['GET', '/images/seed/..%2F..%2Fpackage.json', undefined],
      ['GET', '/images/seed/%2e%2e', undefined],
    );
    calls.push(['GET', '/nowhere', undefined], ['POST', '/health', undefined], ['GET', `/parts/${'a'.repeat(5000)}`, undefined]);
    const before = await fingerprint(server);
    for (const [method, url, token] of calls) {
      const body =
        method === 'PATCH' || method === 'PUT' ? { status: 'shipped', price: 5, location: 'x', phone: '0123', img: '/images/seed/a.svg' } : undefined;
      const reply = await call(server, method, url, { token, body });
      expectClientError(reply, [400, 403, 404, 414], `${method} ${url}`);
    }
    expect(await fingerprint(server)).toBe(before);
  });

  it('refuses uploads that are not images, whatever their name or type, and oversized ones', async () => {
    const before = await fingerprint(server);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const cases: [string, FormData | string, string | undefined, number[]][] = [
      ['text named .png', imageForm('just text', 'photo.png', 'image/png'), undefined, [415]],
      ['SVG', imageForm(svg, 'logo.svg', 'image/svg+xml'), undefined, [415]],
      ['SVG named .png', imageForm(svg, 'logo.png', 'image/png'), undefined, [415]],
      ['HTML named .jpg', imageForm('<html><script>x</script></html>', 'a.jpg', 'image/jpeg'), undefined, [415]],
      ['PNG signature only', imageForm(PNG.subarray(0, 8), 'a.png'), undefined, [415]],
      ['empty file', imageForm('', 'a.png'), undefined, [400]],
      ['wrong field name', imageForm(PNG, 'a.png', 'image/png', 'file'), undefined, [400]],
      ['oversized PNG', imageForm(Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE * 2)]), 'big.png'), undefined, [413]],
      ['JSON instead of multipart', JSON.stringify({ image: 'x' }), 'application/json', [415]],
      ['octet-stream', 'binary', 'application/octet-stream', [415]],
      ['multipart without boundary', 'garbage', 'multipart/form-data', [400, 415]],
      [
        'two files',
        (() => {
          const f = imageForm(PNG);
          f.append('image', new Blob([PNG], { type: 'image/png' }), 'b.png');
          return f;
        })(),
        undefined,
        [200, 400, 413],
      ],
    ];
    for (const [label, payload, type, allowed] of cases) {
      const reply = await call(server, 'POST', '/images', { token: cast.customer.token, raw: payload, headers: type ? { 'content-type': type } : {} });
      if (reply.status === 200) {
        expect(allowed).toContain(200);
        continue;
      }
      expectClientError(reply, allowed, `upload: ${label}`);
    }
    const after = await fingerprint(server);
    // Only "two files" may have stored the first (valid) PNG.
    expect(after.replace(/images:.*/, '')).toBe(before.replace(/images:.*/, ''));
  });

  it('still serves, and a real image upload round-trips', async () => {
    expect((await call(server, 'GET', '/health')).body).toEqual({ status: 'ok', database: kind });
    const upload = await call(server, 'POST', '/images', { token: cast.customer.token, raw: imageForm(PNG, 'whatever.gif', 'image/gif') });
    expect(upload.status).toBe(200);
    expect(upload.body).toEqual({ success: true, data: { url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/images\/[a-f0-9]{64}\.png$/) } });
    const image = await fetch(upload.body.data.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    // Stored re-encoded: the same 1 x 1 picture, not the same bytes.
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect((await call(server, 'POST', '/parts', { token: cast.admin.token, body: { ...validPart, img: upload.body.data.url } })).status).toBe(201);
  });
});
