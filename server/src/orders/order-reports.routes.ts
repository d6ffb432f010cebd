import type { FastifyInstance } from 'fastify';
import { endpoints } from '@storefront/shared/endpoints';
import { ordersExportQuery, ordersQuery, type OrdersExportQuery, type OrdersQuery } from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import { currentUser } from '../auth/auth';
import { forbidden } from '../http/errors';
import { route } from '../http/route';
import { SharedReport } from '../http/snapshot';
import { ordersCsv } from './export';
import { listOrders } from './orders.repo';
import { ordersOverview } from './overview.repo';
import type { OrderWorkflow } from './workflow';

const tags = ['orders'];

/** The admins' overview shows another replica's orders within 10 s (this process's at once, within `overviewFreshMs`). */
const OVERVIEW_STALE_MS = 10_000;

/** A customer reads their own orders; only an admin reads anyone's, or all. */
function assertMayRead(user: { email: string; role: string }, email: string | undefined): void {
  if (email === undefined && user.role !== 'admin') throw forbidden('Only an admin may list every order');
  if (email !== undefined && email !== user.email && user.role !== 'admin') throw forbidden('You may only read your own orders');
}

/** Reading many orders: a customer's own list, and the admins' list, export and overview (fresh after every change the workflow makes). */
export function orderReportRoutes(app: FastifyInstance, ctx: AppContext, workflow: OrderWorkflow): void {
  const { db } = ctx;
  // Every admin who opens Manage All Orders asks for it: computed once, shared by all (SharedReport).
  const overview = new SharedReport(() => ordersOverview(db), { freshMs: ctx.config.overviewFreshMs, staleMs: OVERVIEW_STALE_MS });
  workflow.onOrdersChanged(() => overview.changed());

  route<{ Querystring: OrdersQuery }>(
    app,
    endpoints.listOrders,
    {
      config: {},
      schema: {
        tags,
        summary: 'A page of orders, newest first unless sorted: your own (?email=you); an admin may read anyone’s, or all without email',
        description:
          'Search (`q`) looks in the customer’s e-mail and name, the part’s name and the order’s id; `status`, `from` and `to` ' +
          '(UTC days, inclusive) filter; `sort` is -date (default), date, -total or total.',
        querystring: ordersQuery,
      },
    },
    async (request) => {
      assertMayRead(currentUser(request), request.query.email);
      // Every order (an admin's list and search): a long read, on the reports' connections.
      return listOrders(request.query.email === undefined ? db.reports : db, request.query);
    },
  );

  route<{ Querystring: OrdersExportQuery }>(
    app,
    endpoints.exportOrders,
    {
      schema: {
        tags,
        summary: 'Every order matching the search and filters, as CSV for spreadsheets (admin)',
        description: 'Same `q`, `status`, `from`, `to` and `sort` as the list. Streamed from the database 1,000 rows at a time: any number of orders.',
        querystring: ordersExportQuery,
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="orders-${day}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(ordersCsv(db.reports, request.query));
    },
  );

  route(
    app,
    endpoints.ordersOverview,
    {
      schema: {
        tags,
        summary: 'Orders and revenue per day (last 30 days) and best sellers (admin)',
        description:
          'Computed once for every admin who asks meanwhile: at most a second behind this replica’s orders, at most ten seconds ' +
          'behind another replica’s. Answers 304 to a matching `If-None-Match`.',
      },
    },
    async (request, reply) => overview.send(request, reply),
  );
}
