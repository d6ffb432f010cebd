import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db';
import { PeriodicJob, runWhileAppRuns } from '../periodic-job';
import { overdueApprovals } from './orders.repo';
import { workflowOf, type OrderWorkflow } from './workflow';

/** How often the job looks for orders past their approval's due time. */
export const EXPIRY_INTERVAL_MS = 60_000;
/** Orders looked at per query; the job goes on until none is left. */
const BATCH = 50;

/**
 * Cancels the company orders nobody approved or rejected within APPROVAL_DAYS (docs/companies.md):
 * once at start, then every minute. Every replica runs it; each order is cancelled in its own
 * transaction and taken with `FOR UPDATE SKIP LOCKED` (workflow.expire), so of replicas that
 * find it at once one cancels it, and its buyer gets one e-mail.
 */
export class ApprovalExpiry extends PeriodicJob {
  constructor(
    private readonly db: Queryable,
    private readonly workflow: Pick<OrderWorkflow, 'expire'>,
    options: { intervalMs?: number; onError?(error: unknown): void } = {},
  ) {
    super({ ...options, intervalMs: options.intervalMs ?? EXPIRY_INTERVAL_MS });
  }

  /** One pass: every order past its due time is cancelled (here or by another replica). Answers how many this one cancelled. */
  async runOnce(): Promise<number> {
    let cancelled = 0;
    const tried = new Set<string>();
    for (;;) {
      if (this.stopped) return cancelled;
      const due = (await overdueApprovals(this.db, BATCH)).filter((id) => !tried.has(id));
      for (const id of due) {
        if (this.stopped) return cancelled;
        tried.add(id);
        if (await this.workflow.expire(id)) cancelled += 1;
      }
      if (due.length === 0) return cancelled;
    }
  }
}

/** Runs the expiry job while the app runs. */
export function startApprovalExpiry(app: FastifyInstance, ctx: AppContext): void {
  runWhileAppRuns(app, 'approvals: the expiry job failed', (onError) => new ApprovalExpiry(ctx.db, workflowOf(ctx, app.log), { onError }));
}
