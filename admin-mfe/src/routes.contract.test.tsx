// The admin area's contract with the shell's start-up path, checked route by route: each page of
// routes.json, rendered as the shell renders it for an admin, asks the API first for exactly its
// `reads` (expectRouteContract). The admin pages have no first views.
import { routeParams } from '@storefront/shared/reads';
import { expectRouteContract, pageOf } from '@storefront/shared/testing';
import routes from '../routes.json';
import { pages } from './features';
import { adminSession, fakeApi, renderPage } from './test/renderPage';

/** An order for the order's page (`:number`). */
const ORDER = {
  _id: '11111111-1111-4111-8111-111111111111',
  number: 'SO-2026-000042',
  bookingId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  partName: 'Bobbin case',
  unitPrice: 450,
  totalPrice: 4500,
  lineCount: 1,
  poReference: null,
  name: 'Karim',
  email: 'karim@example.com',
  address: 'House 12, Road 5, Gazipur',
  phone: '01711000000',
  orderQuantity: 10,
  status: 'pending',
  createdAt: '2026-11-20T09:30:00.000Z',
  updatedAt: '2026-11-20T09:30:00.000Z',
  customerRemoved: false,
  invoice: null,
  timeline: [{ status: 'pending', at: '2026-11-20T10:00:00.000Z', by: { role: 'customer', name: 'Karim Customer' } }],
  lines: [{ partId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', partNumber: 'SL-BC-0001', partName: 'Bobbin case', unitPrice: 450, quantity: 10, lineTotal: 4500 }],
};

/** A company for the company's page (`:id`). */
const COMPANY = {
  _id: '22222222-2222-4222-8222-222222222222',
  name: 'Dhaka Knitwear Ltd.',
  taxNumber: '000123456-0101',
  billingAddress: 'House 5, Road 2, Gulshan, Dhaka',
  paymentTerms: 'net30',
  creditLimit: 500000,
  poRequired: false,
  memberCount: 0,
  openBalance: 0,
  createdAt: '2026-11-20T09:30:00.000Z',
  locations: [],
  members: [],
  invitations: [],
  credit: { terms: 'net30', creditLimit: 500000, openBalance: 0, overdue: 0, unbilled: 0, available: 500000 },
};

/** A price list for the list's page (`:id`, the company's id serves). */
const PRICE_LIST = {
  id: COMPANY._id,
  name: 'Distributors 2026',
  currency: 'BDT',
  validFrom: null,
  validUntil: null,
  validToday: true,
  companies: [],
  entryCount: 0,
  updatedAt: '2026-11-20T09:30:00.000Z',
  entries: [],
};

/** A quote for the quote's page (`:number` of Manage Quotes). */
const QUOTE = {
  number: 'Q-2026-000001',
  status: 'requested',
  revision: 0,
  lineCount: 1,
  total: null,
  validUntil: null,
  name: 'Karim',
  email: 'karim@example.com',
  company: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  updatedAt: '2026-11-20T09:30:00.000Z',
  note: '',
  lines: [{ lineNo: 1, partId: 'p1', partNumber: 'SL-BC-0001', partName: 'Bobbin case', quantity: 500, listPrice: 450, targetPrice: null, quotedPrice: null }],
  answers: [],
  declineReason: null,
  declinedBy: null,
  orderNumber: null,
  canAccept: false,
  canDecline: true,
  canAnswer: true,
};

/** An assembly for its editor's page (`:id`, the company's id serves). */
const ASSEMBLY = {
  _id: COMPANY._id,
  machineId: 'm1',
  name: 'Hook and bobbin case',
  slug: 'hook-and-bobbin-case',
  position: 1,
  drawing: null,
  drawingWidth: null,
  drawingHeight: null,
  published: false,
  lineCount: 0,
  updatedAt: '2026-11-20T09:30:00.000Z',
  machine: { _id: 'm1', brand: 'JUKI', model: 'DDL-8700', subclass: null, name: 'JUKI DDL-8700', brandSlug: 'juki', modelSlug: 'ddl-8700', parts: 0 },
  lines: [],
  hotspots: [],
};

describe.each(routes.routes.map((route) => [route.path, route] as const))('the route %s', (_path, route) => {
  it('asks the API first for the reads routes.json declares', async () => {
    // Every read a page may make answers an empty list or an empty overview.
    const { calls } = fakeApi(
      new Proxy({} as Record<string, { body: unknown }>, {
        get: (_target, key: string) => {
          if (!key.startsWith('GET ')) return undefined;
          if (key.startsWith('GET /booking/overview')) return { body: { days: [], bestSellers: [] } };
          if (key.startsWith('GET /booking/SO-')) return { body: ORDER };
          if (key.startsWith(`GET /companies/${COMPANY._id}`)) return { body: COMPANY };
          if (key.startsWith(`GET /price-lists/${PRICE_LIST.id}`)) return { body: PRICE_LIST };
          if (key.startsWith(`GET /quotes/${QUOTE.number}`)) return { body: QUOTE };
          if (key.startsWith('GET /deployments/health')) return { body: { hours: 24, builds: [] } };
          if (key.startsWith('GET /deployments')) return { body: { remotes: [], history: [] } };
          if (key.startsWith('GET /machines/brands')) return { body: [] };
          if (key.startsWith('GET /assemblies?')) return { body: [] };
          if (key.startsWith(`GET /assemblies/${COMPANY._id}`)) return { body: ASSEMBLY };
          return { body: pageOf([]) };
        },
      }),
    );
    const { default: Page } = await pages[route.module as keyof typeof pages]();
    const url = route.path.replace(':number', route.path.startsWith('/dashboard/manageQuotes') ? QUOTE.number : ORDER.number).replace(':id', COMPANY._id);
    const params = routeParams(route.path, url) ?? {};
    renderPage(<Page />, adminSession, url, params);
    await expectRouteContract({
      route,
      params,
      user: { email: adminSession.user!.email },
      gets: () => calls.filter((call) => call.method === 'GET').map((call) => call.path),
    });
  });
});
