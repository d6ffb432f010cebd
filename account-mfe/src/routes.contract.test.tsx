// The account's contract with the shell's start-up path, checked route by route: each page of
// routes.json, rendered as the shell renders it for the signed-in customer, asks the API first for
// exactly its `reads` and shows its first view's `ready` element (expectRouteContract).
import { routeParams } from '@storefront/shared/reads';
import { expectRouteContract, pageOf } from '@storefront/shared/testing';
import type { OrderDetail } from '@storefront/shared';
import type { Company } from '@storefront/shared/schemas';
import routes from '../routes.json';
import { pages } from './features';
import { firstViews } from './pages.server';
import { customerSession, fakeApi, renderPage } from './test/renderPage';
import { quote, QUOTE_NUMBER } from './test/quoteFixtures';

const user = { email: customerSession.user!.email };
const order: OrderDetail = {
  _id: '11111111-1111-4111-8111-111111111111',
  number: 'SO-2026-000042',
  bookingId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  partName: 'Rotary hook',
  unitPrice: 1200,
  totalPrice: 12000,
  lineCount: 1,
  poReference: null,
  name: 'Karim Customer',
  email: user.email,
  address: 'House 12, Road 5, Gazipur',
  phone: '01711000000',
  orderQuantity: 10,
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  customerRemoved: false,
  invoice: null,
  timeline: [{ status: 'pending', at: '2026-11-20T10:00:00.000Z', by: { role: 'customer', name: 'Karim Customer' } }],
  lines: [
    { partId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', partNumber: 'SL-RH-0002', partName: 'Rotary hook', unitPrice: 1200, quantity: 10, lineTotal: 12000 },
  ],
};
/** A URL of each route, with an order's or a quote's number of the customer's for `:number` and an invitation's token for `:token`. */
const TOKEN = 'a'.repeat(43);
const urlOf = (path: string) => path.replace(':number', path.startsWith('/dashboard/quotes') ? QUOTE_NUMBER : order.number).replace(':token', TOKEN);
const company: Company = {
  _id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  name: 'Dhaka Knitwear Ltd.',
  taxNumber: '000123456-0101',
  billingAddress: 'Plot 7, Gazipur',
  paymentTerms: 'net30',
  creditLimit: 500000,
  poRequired: false,
  locations: [],
  me: { role: 'company_admin', orderLimit: null, monthlyLimit: null, spentThisMonth: 0 },
  members: [],
  invitations: [],
};
const credit = { terms: 'net30', creditLimit: 500000, openBalance: 0, overdue: 0, unbilled: 0, available: 500000 };
const profile = { name: 'Karim Customer', email: user.email, education: '', phone: '', location: '', linkedin: '', img: '' };

describe.each(routes.routes.map((route) => [route.path, route] as const))('the route %s', (_path, route) => {
  it('asks the API first for the reads routes.json declares, and shows its first view’s ready element', async () => {
    const { calls } = fakeApi({
      'GET /profile': { body: profile },
      [`GET /booking?email=${encodeURIComponent(user.email)}`]: { body: pageOf([]) },
      [`GET /booking/${order.number}`]: { body: order },
      'GET /profile/machines': { body: [] },
      'GET /machines/brands': { body: [] },
      'GET /company': { body: company },
      'GET /company/approvals': { body: pageOf([]) },
      'GET /quotes': { body: pageOf([]) },
      [`GET /quotes/${QUOTE_NUMBER}`]: { body: quote() },
      'GET /company/invoices': { body: { credit, invoices: [], nextCursor: null } },
      [`GET /invitations/${TOKEN}`]: {
        body: { companyName: company.name, email: user.email, role: 'buyer', expiresAt: '2099-01-01T00:00:00.000Z', status: 'waiting' },
      },
    });
    const url = urlOf(route.path);
    const params = routeParams(route.path, url) ?? {};
    const { default: Page } = await pages[route.module as keyof typeof pages]();
    renderPage(<Page />, customerSession, url, params);
    await expectRouteContract({
      route,
      params,
      user,
      gets: () => calls.filter((call) => call.method === 'GET').map((call) => call.path),
      firstView: (firstViews as Record<string, { ready: string }>)[route.path],
    });
  });
});
