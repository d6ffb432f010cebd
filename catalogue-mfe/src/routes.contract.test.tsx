// The catalogue's contract with the shell's start-up path, checked route by route: each page of
// routes.json, rendered as the shell renders it, asks the API first for exactly its `reads` and
// shows its first view's `ready` element (expectRouteContract).
import { routeParams } from '@storefront/shared/reads';
import { expectRouteContract, pageOf } from '@storefront/shared/testing';
import routes from '../routes.json';
import { pages } from './features';
import firstViews from './firstViews';
import { makeParts, makeReview, partsAnswer } from './test/parts';
import { mockApi, renderWithShop } from './test/renderWithShop';

const parts = makeParts(30);
const part = parts[1]!;
/** A URL of each route, with a part that exists for `:id`. */
const urlOf = (path: string) => path.replace(':id', part._id);

describe.each(routes.routes.map((route) => [route.path, route] as const))('the route %s', (_path, route) => {
  it('asks the API first for the reads routes.json declares, and shows its first view’s ready element', async () => {
    const api = mockApi({
      'GET /parts': (_init, url) => ({ body: partsAnswer(parts, url) }),
      [`GET /parts/${part._id}`]: () => ({ body: part }),
      'GET /reviews': () => ({ body: pageOf([makeReview()]) }),
    });
    const url = urlOf(route.path);
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
          .map((u) => `${u.pathname}${u.search}`),
      firstView: (firstViews as Record<string, { ready: string }>)[route.path],
    });
  });
});
