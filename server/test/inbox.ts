import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An SMTP server in this process: every message it accepts, parsed; it can be stopped and started again on its port. */
export class Inbox {
  readonly mails: ParsedMail[] = [];
  private server: SMTPServer | undefined;
  private waiters: (() => void)[] = [];
  private holding: (() => void) | undefined;
  constructor(readonly port: number) {}

  /**
   * The next message is read to its end but never answered, as a mail server that hangs mid-send
   * (the sender cannot know whether it arrived). Resolves once that message is being held.
   */
  holdNext(): Promise<void> {
    return new Promise<void>((resolve) => (this.holding = resolve));
  }

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      // No reverse DNS of each client: this machine's resolver has no answer for it and would make each message wait.
      disableReverseLookup: true,
      logger: false,
      onData: (stream, _session, done) => {
        const held = this.holding;
        if (held) {
          this.holding = undefined;
          stream.on('end', held).resume();
          return;
        }
        simpleParser(stream).then(
          (mail) => {
            this.mails.push(mail);
            for (const wake of this.waiters.splice(0)) wake();
            done();
          },
          (error: Error) => done(error),
        );
      },
    });
    // A sender killed mid-conversation resets its connection: that is the sender's end, not the inbox's.
    this.server.on('error', () => {});
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves once `n` messages have arrived (each arrival wakes it: no fixed wait). */
  count(n: number): Promise<ParsedMail[]> {
    return this.until(() => (this.mails.length >= n ? this.mails : undefined), `${n} e-mails`);
  }

  /**
   * What `found` makes of the messages arrived so far, once it is something other than undefined:
   * asked again on each arrival (no fixed wait), for `timeoutMs` at most.
   */
  async until<T>(found: () => T | undefined, what: string, timeoutMs = 30_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = found();
      if (value !== undefined) return value;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`still waiting for ${what}; arrived: ${this.mails.map((m) => m.subject).join(' | ')}`);
      await new Promise<void>((resolve) => {
        const bound = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(bound);
          resolve();
        });
      });
    }
  }
}

/**
 * Asks `check` again (every 50 ms) until it returns something other than undefined: for state
 * that follows an event the test cannot listen to, such as the worker marking an e-mail sent.
 */
export async function eventually<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
