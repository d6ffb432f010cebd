import { apiPath, endpoints, isPublicRead, PUBLIC_READ_PATHS, type Endpoint } from './endpoints';

describe('apiPath', () => {
  it("fills the path's parameters, URI-encoded, and adds the query", () => {
    expect(apiPath(endpoints.getPart, { id: 'a/b' })).toBe('/parts/a%2Fb');
    expect(apiPath(endpoints.saveProfile, { email: 'ana+1@example.com' })).toBe('/profile/ana%2B1%40example.com');
    expect(apiPath(endpoints.listOrders, {}, { email: 'ana@example.com', status: undefined })).toBe('/booking?email=ana%40example.com');
    expect(apiPath(endpoints.listUsers, {}, { removed: 'true' })).toBe('/user?removed=true');
  });

  it('refuses a missing parameter instead of calling a wrong path', () => {
    expect(() => apiPath(endpoints.getPart)).toThrow('/parts/:id needs :id');
  });
});

describe('isPublicRead', () => {
  it("knows the table's public reads of data: GET, public, not the images or the health check", () => {
    const fromTable = Object.values(endpoints as Record<string, Endpoint>)
      .filter((e) => e.method === 'GET' && e.access === 'public' && !e.path.startsWith('/images') && e.path !== '/health')
      .map((e) => e.path);
    expect([...PUBLIC_READ_PATHS].sort()).toEqual(fromTable.sort());
  });

  it('knows the public reads of data from the table, and nothing else', () => {
    expect(['/parts', '/parts/3f1c', '/reviews'].map(isPublicRead)).toEqual([true, true, true]);
    // Any page of them: the query string does not change who may read.
    expect(['/parts?limit=6', '/parts?q=hook&cursor=abc', '/reviews?limit=8'].map(isPublicRead)).toEqual([true, true, true]);
    expect(['/profile', '/booking', '/booking?email=a', '/user', '/parts/a/b', '/health', '/images/x.png'].map(isPublicRead)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
