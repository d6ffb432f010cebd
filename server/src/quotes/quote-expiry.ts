import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db';
import { PeriodicJob, runWhileAppRuns } from '../periodic-job';
import { expireDue } from './quotes.repo';

/** How often the job looks for answered quotes past their date. */
export const QUOTE_EXPIRY_INTERVAL_MS = 60_000;
/** Quotes expired per statement; the job goes on until none is left. */
const BATCH = 100;

/**
 * Marks answered quotes whose date has passed (in the store's time zone) expired
 * (docs/prices-and-quotes.md): once at start, then every minute. Every replica runs it; each
 * batch is taken with `FOR UPDATE SKIP LOCKED`, so of replicas that find a quote at once one
 * marks it. Accepting checks the date itself, so a quote past its date is never accepted before
 * the job has run.
 */
export class QuoteExpiry extends PeriodicJob {
  constructor(
    private readonly db: Queryable,
    private readonly timeZone: string,
    options: { intervalMs?: number; onError?(error: unknown): void } = {},
  ) {
    super({ ...options, intervalMs: options.intervalMs ?? QUOTE_EXPIRY_INTERVAL_MS });
  }

  /** One pass: every answered quote past its date is expired (here or by another replica). Answers how many this one expired. */
  async runOnce(): Promise<number> {
    let expired = 0;
    for (;;) {
      if (this.stopped) return expired;
      const batch = await expireDue(this.db, this.timeZone, BATCH);
      expired += batch;
      if (batch < BATCH) return expired;
    }
  }
}

/** Runs the quotes' expiry while the app runs. */
export function startQuoteExpiry(app: FastifyInstance, ctx: AppContext): void {
  runWhileAppRuns(app, 'quotes: the expiry job failed', (onError) => new QuoteExpiry(ctx.db, ctx.config.seller.timeZone, { onError }));
}
