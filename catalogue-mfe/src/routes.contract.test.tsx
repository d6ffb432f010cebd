// The catalogue's contract with the shell's start-up path, checked route by route: each page of
// routes.json, rendered as the shell renders it, asks the API first for exactly its `reads`
// (expectRouteContract). Its public pages arrive with their content from the server
// (pages.server.tsx), whose `ready` elements the page server's tests and seo.spec check.
import { routeParams } from '@storefront/shared/reads';
import { expectRouteContract, pageOf } from '@storefront/shared/testing';
import routes from '../routes.json';
import { pages } from './features';
import { ddl } from './test/machines';
import { hookAssembly, hookSummary } from './test/assemblies';
import { makeParts, makeReview, partsAnswer } from './test/parts';
import { mockApi, renderWithShop } from './test/renderWithShop';

const parts = makeParts(30);
const part = parts[1]!;
const machine = { ...ddl, _id: '00000000-0000-4000-9000-000000000001' };
/** A URL of each route, with a part that exists for `:id`, a machine for `:brand/:model` and its assembly for `:assembly`. */
const urlOf = (path: string) =>
  path.replace(':id', part._id).replace(':brand', machine.brandSlug).replace(':model', machine.modelSlug).replace(':assembly', hookAssembly.slug);

describe.each(routes.routes.map((route) => [route.path, route] as const))('the route %s', (_path, route) => {
  it('asks the API first for the reads routes.json declares', async () => {
    const api = mockApi({
      'GET /parts': (_init, url) => ({ body: partsAnswer(url.searchParams.get('model') ? parts.slice(0, 3) : parts, url) }),
      [`GET /parts/${part._id}`]: () => ({ body: part }),
      'GET /reviews': () => ({ body: pageOf([makeReview()]) }),
      [`GET /parts/${part._id}/fitment`]: () => ({ body: { machines: [machine], oem: [] } }),
      'GET /machines/brands': () => ({ body: [{ brand: 'JUKI', slug: 'juki', machines: 1 }] }),
      [`GET /machines/${machine.brandSlug}/${machine.modelSlug}`]: () => ({ body: machine }),
      [`GET /machines/${machine.brandSlug}/${machine.modelSlug}/assemblies`]: () => ({ body: [hookSummary] }),
      [`GET /machines/${machine.brandSlug}/${machine.modelSlug}/assemblies/${hookAssembly.slug}`]: () => ({ body: hookAssembly }),
      [`GET /parts/${part._id}/assemblies`]: () => ({ body: [] }),
    });
    const url = urlOf(route.path);
    // A page of cards reads the buyer's prices for its parts once the parts have come (their ids
    // are in the answer), after the start-up path's reads: only the part's page declares its own.
    const declaresPrices = (route.reads ?? []).some((read) => read.startsWith('/prices'));
    const params = routeParams(route.path, url) ?? {};
    const { default: Page } = await pages[route.module as keyof typeof pages]();
    renderWithShop(<Page />, { navigation: { pathname: url, params } });
    await expectRouteContract({
      route,
      params,
      user: { email: 'buyer@example.com' },
      gets: () =>
        api.mock.calls
          .filter(([, init]) => (init?.method ?? 'GET') === 'GET')
          .map(([input]) => new URL(String(input)))
          .map((u) => `${u.pathname}${u.search}`)
          .filter((path) => declaresPrices || !/^\/prices($|\?)/.test(path)),
    });
  });
});
