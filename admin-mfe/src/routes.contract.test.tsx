// The admin area's contract with the shell's start-up path, checked: each route of routes.json,
// rendered as the shell renders it for an admin, asks the API first for exactly the reads the
// route declares (the start-up script sends those before the page's code runs, and the page's
// hooks must take them). The admin pages have no first views.
import { screen, waitFor } from '@testing-library/react';
import { routeReads } from '@storefront/shared/reads';
import { pageOf } from '@storefront/shared/testing';
import routes from '../routes.json';
import { pages } from './features';
import { adminSession, fakeApi, renderPage } from './test/renderPage';

const user = { email: adminSession.user!.email };

describe.each(routes.routes.map((route) => [route.path, route] as const))('the route %s', (_path, route) => {
  it('asks the API first for the reads routes.json declares', async () => {
    // Every read a page may make answers an empty list or an empty overview.
    const { calls } = fakeApi(
      new Proxy({} as Record<string, { body: unknown }>, {
        get: (_target, key: string) => {
          if (!key.startsWith('GET ')) return undefined;
          if (key.startsWith('GET /booking/overview')) return { body: { days: [], bestSellers: [] } };
          if (key.startsWith('GET /deployments/health')) return { body: { hours: 24, builds: [] } };
          if (key.startsWith('GET /deployments')) return { body: { remotes: [], history: [] } };
          return { body: pageOf([]) };
        },
      }),
    );
    const { default: Page } = await pages[route.module as keyof typeof pages]();
    renderPage(<Page />, adminSession, route.path);

    const gets = () => [...new Set(calls.filter((call) => call.method === 'GET').map((call) => call.path))].sort();
    const declared = routeReads(route, {}, user).sort();
    await screen.findAllByRole('heading', { level: 1 });
    await waitFor(() => expect(gets()).toEqual(declared));
  });
});
