import { call, describeEachDb, signInAs, startServer, TEST_USERS, type TestServer } from '../../test/harness';
import { validReview } from '../../test/fixtures';

describeEachDb('health, docs and HTTP hygiene', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind, { rateLimit: { tokenPerMinute: 3, writesPerMinute: 4, reportsPerMinute: 5 } });
  });
  afterAll(() => server?.close());

  it('reports health and the database', async () => {
    expect((await call(server, 'GET', '/health')).body).toEqual({ status: 'ok', database: kind });
  });

  it('serves an OpenAPI document of every call, generated from the shared schemas, and /docs', async () => {
    const doc = await call(server, 'GET', '/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    const calls = Object.entries(doc.body.paths as Record<string, Record<string, unknown>>).flatMap(([p, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`),
    );
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /health',
        'GET /parts',
        'POST /parts',
        'GET /parts/{id}',
        'PATCH /parts/{id}',
        'DELETE /parts/{id}',
        'POST /booking',
        'GET /booking',
        'GET /booking/overview',
        'PATCH /booking/{id}',
        'PUT /user/{email}',
        'GET /admin/{email}',
        'GET /user',
        'PUT /user/admin/{email}',
        'DELETE /user/{email}',
        'GET /reviews',
        'POST /reviews',
        'GET /profile',
        'PUT /profile/{email}',
        'POST /images',
      ]),
    );
    const partBody = doc.body.paths['/parts'].post.requestBody.content['application/json'].schema;
    expect(partBody.required).toEqual(expect.arrayContaining(['name', 'price', 'description', 'min_order_Quantity', 'available_Quantity', 'img']));
    expect(partBody.properties.price.type).toBe('number');
    expect(doc.body.paths['/parts'].post.security).toEqual([{ bearerAuth: [] }]);
    const page = await fetch(`${server.url}/docs/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
  });

  it('sends security headers and allows CORS only for the configured origins', async () => {
    const reply = await call(server, 'GET', '/parts', { headers: { origin: 'http://127.0.0.1:3000' } });
    expect(reply.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    expect(reply.headers.get('access-control-expose-headers')).toContain('ETag');
    expect(reply.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    const foreign = await call(server, 'GET', '/parts', { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${server.url}/booking`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3002', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
  });

  it('answers unknown routes with a JSON 404', async () => {
    const reply = await call(server, 'GET', '/nothing/here');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ error: { code: 'NOT_FOUND', message: 'No such call: GET /nothing/here' } });
  });

  it('rate-limits the token exchange and writes with a JSON 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await call(server, 'PUT', `/user/${TEST_USERS.customer.email}`, { token: 'x' })).status);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    const limited = await call(server, 'PUT', `/user/${TEST_USERS.customer.email}`, { token: 'x' });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});

// Rate limiting does not depend on the database: PGlite only.
describe('write rate limit [pglite]', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite', { rateLimit: { tokenPerMinute: 100, writesPerMinute: 3, reportsPerMinute: 1000 } });
  });
  afterAll(() => server?.close());

  it('answers 429 once the writes per minute are used up', async () => {
    const actor = await signInAs(server, TEST_USERS.customer);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await call(server, 'POST', '/reviews', { token: actor.token, body: validReview })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await call(server, 'GET', '/reviews')).status).toBe(200);
  });
});
