import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db';
import { BatchJob, runWhileAppRuns } from '../periodic-job';
import { expireQuote, quotesPastDate } from './quotes.repo';

/** How often the job looks for answered quotes past their date. */
const QUOTE_EXPIRY_INTERVAL_MS = 60_000;

/**
 * Marks answered quotes whose date has passed (in the store's time zone) expired
 * (docs/prices-and-quotes.md): once at start, then every minute. Every replica runs it; each
 * quote is marked by its own statement that checks it is still answered, so of replicas that find
 * a quote at once one marks it. Accepting checks the date itself, so a quote past its date is
 * never accepted before the job has run.
 */
export class QuoteExpiry extends BatchJob {
  constructor(
    private readonly db: Queryable,
    private readonly timeZone: string,
    options: { intervalMs?: number; onError?(error: unknown): void } = {},
  ) {
    super({ ...options, intervalMs: options.intervalMs ?? QUOTE_EXPIRY_INTERVAL_MS });
  }

  protected due(limit: number): Promise<string[]> {
    return quotesPastDate(this.db, this.timeZone, limit);
  }

  protected handle(id: string): Promise<boolean> {
    return expireQuote(this.db, this.timeZone, id);
  }
}

/** Runs the quotes' expiry while the app runs. */
export function startQuoteExpiry(app: FastifyInstance, ctx: AppContext): void {
  runWhileAppRuns(app, 'quotes: the expiry job failed', (onError) => new QuoteExpiry(ctx.db, ctx.config.seller.timeZone, { onError }));
}
