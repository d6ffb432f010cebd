// The catalogue's contract with the shell's start-up path, checked: each route of routes.json,
// rendered as the shell renders it, asks the API first for exactly the reads the route declares
// (the start-up script sends those before the page's code runs, and the page's hooks must take
// them), and a route with a first view shows the element its `ready` selector names (until then
// the first view stays on screen).
import { screen, waitFor } from '@testing-library/react';
import { routeParams, routeReads } from '@storefront/shared/reads';
import { pageOf } from '@storefront/shared/testing';
import routes from '../routes.json';
import { pages } from './features';
import firstViews from './firstViews';
import { makeParts, makeReview, partsAnswer } from './test/parts';
import { mockApi, renderWithShop } from './test/renderWithShop';

const parts = makeParts(30);
const part = parts[1]!;
const user = { email: 'buyer@example.com' };
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

    const gets = () => [
      ...new Set(
        api.mock.calls
          .filter(([, init]) => (init?.method ?? 'GET') === 'GET')
          .map(([input]) => new URL(String(input)))
          .map((u) => `${u.pathname}${u.search}`),
      ),
    ];
    await waitFor(() => expect(gets().sort()).toEqual(routeReads(route, params, user).sort()));
    const view = (firstViews as Record<string, { ready: string }>)[route.path];
    if (view) await waitFor(() => expect(document.querySelector(view.ready)).not.toBeNull());
    // The page is whole (its data arrived), and asked for nothing else meanwhile.
    await screen.findAllByRole('heading', { level: 1 });
    expect(gets().sort()).toEqual(routeReads(route, params, user).sort());
  });
});
