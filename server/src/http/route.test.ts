import { apiPath, endpoints } from '@storefront/shared/endpoints';
import { call, signInCast, startServer, type Cast, type TestServer } from '../../test/harness';
import { ALL_ENDPOINTS, SAMPLE_PARAMS } from '../../test/fixtures';

// The API's table of calls (`@storefront/shared/endpoints`) is what the server serves: every call
// is there, and each lets in exactly whom the table says.

const sample = SAMPLE_PARAMS;

describe('the table of calls', () => {
  let server: TestServer;
  let cast: Cast;
  beforeAll(async () => {
    server = await startServer('pglite');
    cast = await signInCast(server);
  });
  afterAll(() => server?.close());

  const all = ALL_ENDPOINTS;

  it.each(all)('%s is a route of the server', (_, target) => {
    expect(server.app.hasRoute({ method: target.method, url: target.path })).toBe(true);
  });

  it.each(all)('%s lets in whom the table says', async (_, target) => {
    const url = apiPath(target, sample);
    const anonymous = await call(server, target.method, url);
    const customer = await call(server, target.method, url, { token: cast.customer.token });
    if (target === endpoints.exchangeToken) {
      // Needs no API token, but a Firebase ID token, which neither caller sends.
      expect([anonymous.status, customer.status]).toEqual([401, 401]);
    } else if (target.access === 'public') {
      expect([anonymous.status, customer.status]).not.toContain(401);
      expect(customer.status).not.toBe(403);
    } else {
      expect(anonymous.status).toBe(401);
      if (target.access === 'admin') expect(customer.status).toBe(403);
      else expect(customer.status).not.toBe(401);
    }
  });
});
