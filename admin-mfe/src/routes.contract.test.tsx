// The admin area's contract with the shell's start-up path, checked route by route: each page of
// routes.json, rendered as the shell renders it for an admin, asks the API first for exactly its
// `reads` (expectRouteContract). The admin pages have no first views.
import { expectRouteContract, pageOf } from '@storefront/shared/testing';
import routes from '../routes.json';
import { pages } from './features';
import { adminSession, fakeApi, renderPage } from './test/renderPage';

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
    await expectRouteContract({
      route,
      user: { email: adminSession.user!.email },
      gets: () => calls.filter((call) => call.method === 'GET').map((call) => call.path),
    });
  });
});
