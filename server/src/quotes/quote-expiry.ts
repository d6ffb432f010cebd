import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db';
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
export class QuoteExpiry {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Queryable,
    private readonly timeZone: string,
    private readonly options: { intervalMs?: number; onError?(error: unknown): void } = {},
  ) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => void this.tick(), this.options.intervalMs ?? QUOTE_EXPIRY_INTERVAL_MS);
    this.timer.unref();
    void this.tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
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

/** Runs the quotes' expiry while the app runs: started when it is ready, stopped when it closes. */
export function startQuoteExpiry(app: FastifyInstance, ctx: AppContext): void {
  let job: QuoteExpiry | undefined;
  app.addHook('onReady', async () => {
    job = new QuoteExpiry(ctx.db, ctx.config.seller.timeZone, {
      onError: (error) => app.log.warn({ err: error }, 'quotes: the expiry job failed; it runs again in a minute'),
    });
    job.start();
  });
  app.addHook('onClose', async () => job?.stop());
}
