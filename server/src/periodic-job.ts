import type { FastifyInstance } from 'fastify';

/**
 * A job every replica runs once at start and then every interval (the approvals' and the quotes'
 * expiry): one pass at a time, none after `stop`, a failure reported and tried again at the next
 * tick. What a pass does, and that replicas running it at once do it once (`FOR UPDATE SKIP
 * LOCKED`), is the subclass's `runOnce`.
 */
export abstract class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  /** Set by `stop`: a pass checks it between steps and ends early. */
  protected stopped = false;

  constructor(protected readonly options: { intervalMs: number; onError?(error: unknown): void }) {}

  /** One pass over what is due; answers how much this replica did. */
  abstract runOnce(): Promise<number>;

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => void this.tick(), this.options.intervalMs);
    this.timer.unref();
    void this.tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
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

/** Runs a job while the app runs: made and started when it is ready, stopped when it closes; a failed pass is logged with `failure`. */
export function runWhileAppRuns(app: FastifyInstance, failure: string, make: (onError: (error: unknown) => void) => PeriodicJob): void {
  let job: PeriodicJob | undefined;
  app.addHook('onReady', async () => {
    job = make((error) => app.log.warn({ err: error }, `${failure}; it runs again in a minute`));
    job.start();
  });
  app.addHook('onClose', async () => job?.stop());
}

/**
 * A periodic job over items found in batches (`due`) and handled one at a time, each in its own
 * transaction (`handle`, false when another replica holds it or it changed meanwhile): a pass goes
 * on until a batch has nothing it has not tried.
 */
export abstract class BatchJob extends PeriodicJob {
  protected abstract due(limit: number): Promise<string[]>;
  protected abstract handle(id: string): Promise<boolean>;

  /** One pass over what is due. Answers how many items this replica handled. */
  async runOnce(): Promise<number> {
    let handled = 0;
    const tried = new Set<string>();
    for (;;) {
      if (this.stopped) return handled;
      const due = (await this.due(BATCH)).filter((id) => !tried.has(id));
      for (const id of due) {
        if (this.stopped) return handled;
        tried.add(id);
        if (await this.handle(id)) handled += 1;
      }
      if (due.length === 0) return handled;
    }
  }
}

/** Items a batch job looks at per query. */
const BATCH = 50;
