// The account's contract with the shell's start-up path, checked: each route of routes.json,
// rendered as the shell renders it for the signed-in customer, asks the API first for exactly the
// reads the route declares (the start-up script sends those before the page's code runs, and the
// page's hooks must take them), and a route with a first view shows the element its `ready`
// selector names (until then the first view stays on screen).
import { screen, waitFor } from '@testing-library/react';
import { routeReads } from '@storefront/shared/reads';
import { pageOf } from '@storefront/shared/testing';
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

    const gets = () => [...new Set(calls.filter((call) => call.method === 'GET').map((call) => call.path))].sort();
    const declared = routeReads(route, {}, user).sort();
    await waitFor(() => expect(gets()).toEqual(declared));
    const view = (firstViews as Record<string, { ready: string }>)[route.path];
    if (view) await waitFor(() => expect(document.querySelector(view.ready)).not.toBeNull());
    // The page is whole (its data arrived), and asked for nothing else meanwhile.
    await screen.findAllByRole('heading', { level: 1 });
    expect(gets()).toEqual(declared);
  });
});
