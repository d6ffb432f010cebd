import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db';
import { BatchJob, runWhileAppRuns } from '../periodic-job';
import { overdueApprovals } from './orders.repo';
import { workflowOf, type OrderWorkflow } from './workflow';

/** How often the job looks for orders past their approval's due time. */
const EXPIRY_INTERVAL_MS = 60_000;

/**
 * Cancels the company orders nobody approved or rejected within APPROVAL_DAYS (docs/companies.md):
 * once at start, then every minute. Every replica runs it; each order is cancelled in its own
 * transaction and taken with `FOR UPDATE SKIP LOCKED` (workflow.expire), so of replicas that
 * find it at once one cancels it, and its buyer gets one e-mail.
 */
export class ApprovalExpiry extends BatchJob {
  constructor(
    private readonly db: Queryable,
    private readonly workflow: Pick<OrderWorkflow, 'expire'>,
    options: { intervalMs?: number; onError?(error: unknown): void } = {},
  ) {
    super({ ...options, intervalMs: options.intervalMs ?? EXPIRY_INTERVAL_MS });
  }

  protected due(limit: number): Promise<string[]> {
    return overdueApprovals(this.db, limit);
  }

  protected handle(id: string): Promise<boolean> {
    return this.workflow.expire(id);
  }
}

/** Runs the expiry job while the app runs. */
export function startApprovalExpiry(app: FastifyInstance, ctx: AppContext): void {
  runWhileAppRuns(app, 'approvals: the expiry job failed', (onError) => new ApprovalExpiry(ctx.db, workflowOf(ctx, app.log), { onError }));
}
