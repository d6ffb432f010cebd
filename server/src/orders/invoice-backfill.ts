import type { FastifyInstance } from 'fastify';
import { INVOICED_STATUSES } from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import type { Queryable } from '../db';
import { ordersLackingInvoice } from '../invoices/invoices.repo';
import { BatchJob, runWhileAppRuns } from '../periodic-job';
import { workflowOf, type OrderWorkflow } from './workflow';

/** How often the job looks for orders lacking their invoice. */
const BACKFILL_INTERVAL_MS = 10 * 60_000;

/**
 * Issues the invoice of every order that should have one and has none (confirmed before the
 * storefront issued invoices): once at start, then every ten minutes. A confirm issues its own;
 * downloads only read (workflow.issueMissingInvoice does the writing, each order in its own
 * transaction, so of replicas running it at once one issues it).
 */
export class InvoiceBackfill extends BatchJob {
  constructor(
    private readonly db: Queryable,
    private readonly workflow: Pick<OrderWorkflow, 'issueMissingInvoice'>,
    options: { intervalMs?: number; onError?(error: unknown): void } = {},
  ) {
    super({ ...options, intervalMs: options.intervalMs ?? BACKFILL_INTERVAL_MS });
  }

  protected due(limit: number): Promise<string[]> {
    return ordersLackingInvoice(this.db, INVOICED_STATUSES, limit);
  }

  protected handle(id: string): Promise<boolean> {
    return this.workflow.issueMissingInvoice(id);
  }
}

/** Runs the invoices' job while the app runs. */
export function startInvoiceBackfill(app: FastifyInstance, ctx: AppContext): void {
  runWhileAppRuns(app, 'invoices: the job issuing missing invoices failed', (onError) => new InvoiceBackfill(ctx.db, workflowOf(ctx, app.log), { onError }));
}
