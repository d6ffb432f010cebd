// The account's contract with the shell's start-up path, checked route by route: each page of
// routes.json, rendered as the shell renders it for the signed-in customer, asks the API first for
// exactly its `reads` and shows its first view's `ready` element (expectRouteContract).
import { expectRouteContract, pageOf } from '@storefront/shared/testing';
import routes from '../routes.json';
import { pages } from './features';
import firstViews from './firstViews';
import { customerSession, fakeApi, renderPage } from './test/renderPage';

const user = { email: customerSession.user!.email };
const profile = { name: 'Karim Customer', email: user.email, education: '', phone: '', location: '', linkedin: '', img: '' };

describe.each(routes.routes.map((route) => [route.path, route] as const))('the route %s', (_path, route) => {
  it('asks the API first for the reads routes.json declares, and shows its first view’s ready element', async () => {
    const { calls } = fakeApi({
      'GET /profile': { body: profile },
      [`GET /booking?email=${encodeURIComponent(user.email)}`]: { body: pageOf([]) },
    });
    const { default: Page } = await pages[route.module as keyof typeof pages]();
    renderPage(<Page />, customerSession, route.path);
    await expectRouteContract({
      route,
      user,
      gets: () => calls.filter((call) => call.method === 'GET').map((call) => call.path),
      firstView: (firstViews as Record<string, { ready: string }>)[route.path],
    });
  });
});
