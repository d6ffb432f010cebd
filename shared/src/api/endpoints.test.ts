import {
  apiPath,
  buyingEndpoints,
  deployEndpoints,
  endpoints,
  isPublicRead,
  liveBuildsEndpoint,
  machineEndpoints,
  partsBookEndpoints,
  searchEndpoints,
  type Endpoint,
} from './endpoints';

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
  it("knows every table's reads of data: a public GET is public (not the images or the health check), any other is not", () => {
    const sample = {
      id: '3f1c',
      email: 'a@example.com',
      brand: 'juki',
      model: 'ddl-8700-7',
      number: 'SO-2026-000001',
      remote: 'catalogue',
      token: 't',
      assembly: 'hook-and-bobbin-case',
    };
    const all = [endpoints, buyingEndpoints, machineEndpoints, partsBookEndpoints, searchEndpoints, deployEndpoints].flatMap((table) =>
      Object.values(table as Record<string, Endpoint>),
    );
    // (The live builds are read by the start-up script on their own, before any page's reads.)
    const reads = all.filter((e) => e.method === 'GET' && !e.path.startsWith('/images') && e.path !== '/health' && e !== liveBuildsEndpoint);
    expect(reads.filter((e) => e.access === 'public').length).toBeGreaterThanOrEqual(9);
    for (const read of reads) {
      const path = apiPath(read, sample);
      expect([read.path, isPublicRead(path), isPublicRead(`${path}?limit=6`)]).toEqual([read.path, read.access === 'public', read.access === 'public']);
    }
  });

  it('knows the public reads of data from the table, and nothing else', () => {
    expect(['/parts', '/parts/3f1c', '/reviews'].map(isPublicRead)).toEqual([true, true, true]);
    // Any page of them: the query string does not change who may read.
    expect(['/parts?limit=6', '/parts?q=hook&cursor=abc', '/reviews?limit=8', '/search/suggestions?q=ju'].map(isPublicRead)).toEqual([true, true, true, true]);
    expect(
      ['/profile', '/booking', '/booking?email=a', '/user', '/parts/a/b', '/health', '/images/x.png', '/search', '/search/suggestions/x'].map(isPublicRead),
    ).toEqual([false, false, false, false, false, false, false, false, false]);
  });
});
