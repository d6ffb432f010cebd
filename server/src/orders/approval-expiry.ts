import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db';
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
export class ApprovalExpiry {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Queryable,
    private readonly workflow: Pick<OrderWorkflow, 'expire'>,
    private readonly options: { intervalMs?: number; onError?(error: unknown): void } = {},
  ) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => void this.tick(), this.options.intervalMs ?? EXPIRY_INTERVAL_MS);
    this.timer.unref();
    void this.tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
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

  private async tick(): Promise<void> {
    if (this.running || this.stopped) return;
    this.running = this.runOnce();
    try {
      await this.running;
    } catch (error) {
      this.options.onError?.(error);
    } finally {
      this.running = undefined;
    }
  }
}

/** Runs the expiry job while the app runs: started when it is ready, stopped when it closes. */
export function startApprovalExpiry(app: FastifyInstance, ctx: AppContext): void {
  let job: ApprovalExpiry | undefined;
  app.addHook('onReady', async () => {
    job = new ApprovalExpiry(ctx.db, workflowOf(ctx, app.log), {
      onError: (error) => app.log.warn({ err: error }, 'approvals: the expiry job failed; it runs again in a minute'),
    });
    job.start();
  });
  app.addHook('onClose', async () => job?.stop());
}
