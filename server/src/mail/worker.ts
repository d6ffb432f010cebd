import nodemailer, { type Transporter } from 'nodemailer';
import type { Queryable } from '../db';
import { claimDue, markFailed, markSent, renewClaim, type OutboxEmail } from './outbox.repo';
import { renderPaymentEmail, type PaymentMail } from './payment-emails';
import { renderQuoteEmail, type QuoteMail } from './quote-emails';
import { renderInvitationEmail, renderOrderEmail, type InvitationMail, type MailSettings, type RenderedEmail } from './templates';

const ORDER_GONE = 'the order is gone';
const UNREACHABLE = 'the mail server could not be reached';

export interface MailWorkerOptions {
  /** `smtp://user:pass@host:port` (or `smtps://`): where the e-mails go. */
  smtpUrl: string;
  from: string;
  settings: MailSettings;
  /** Looks for due e-mails this often, besides being woken after each change. */
  pollMs?: number;
  /** The first retry's wait; each next one doubles, up to `maxRetryMs`. */
  retryBaseMs?: number;
  maxRetryMs?: number;
  /**
   * How long a claimed e-mail is this worker's before another may take it over. Each step of
   * the SMTP conversation must answer within a quarter of it, so a send that hangs gives up well
   * before another worker could send the same e-mail.
   */
  leaseMs?: number;
  onError?(error: unknown): void;
}

/**
 * Sends the outbox's e-mails over SMTP (nodemailer), one at a time: claimed, sent, marked sent; a
 * failure is tried again later with a doubling wait, saying why meanwhile. Changes wake it at
 * once; it also looks every `pollMs`, for retries and for other replicas' e-mails. Every replica
 * runs one: the claims keep them apart. Each e-mail is claimed just before it is sent (not in
 * batches), so no claim lapses while it waits its turn behind a slow one.
 */
export class MailWorker {
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Queryable,
    private readonly options: MailWorkerOptions,
  ) {
    const stepMs = Math.floor((options.leaseMs ?? 60_000) / 4);
    this.transport = nodemailer.createTransport(
      { url: options.smtpUrl, connectionTimeout: stepMs, greetingTimeout: stepMs, socketTimeout: stepMs },
      { from: options.from },
    );
  }

  start(): void {
    this.stopped = false;
    this.schedule();
    this.wake();
  }

  /** Something was just written: look now (or right after the batch in progress). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.options.onError?.(error))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }

  private schedule(): void {
    this.timer = setInterval(() => this.wake(), this.options.pollMs ?? 5000);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const [email] = await claimDue(this.db, 1, this.options.leaseMs ?? 60_000);
      if (!email) return;
      await this.send(email);
    }
  }

  /** An invitation and a quote's e-mail say what their `details` keep; an order's e-mail, what was kept of the order at the change. */
  private async render(email: OutboxEmail): Promise<RenderedEmail> {
    const { settings } = this.options;
    // In the language the recipient's account had when the e-mail was recorded.
    const { language } = email;
    if (email.event === 'invitation') return renderInvitationEmail(email.details as unknown as InvitationMail, settings, language);
    if (email.event === 'quote_answered' || email.event === 'quote_declined')
      return renderQuoteEmail(email.event, email.details as unknown as QuoteMail, settings, language);
    // What the e-mail says of the order was kept with it at the change (null: the order was gone first).
    if (!email.order) throw new Error(ORDER_GONE);
    if (email.event === 'payment') return renderPaymentEmail(email.order, email.details as unknown as PaymentMail, settings, language);
    return renderOrderEmail(email.event, email.order, email.details, settings, language);
  }

  private async send(email: OutboxEmail): Promise<void> {
    try {
      const { subject, text, html } = await this.render(email);
      // Still ours? A worker slower than its lease (a loaded machine) leaves the e-mail to the one
      // that claimed it since, rather than sending it a second time.
      if (!(await renewClaim(this.db, email.id, email.attempts, this.options.leaseMs ?? 60_000))) return;
      await this.transport.sendMail({ from: this.options.from, to: email.to, subject, text, html, messageId: email.messageId });
      await markSent(this.db, email.id);
    } catch (error) {
      const wait = Math.min((this.options.retryBaseMs ?? 30_000) * 2 ** Math.max(0, email.attempts - 1), this.options.maxRetryMs ?? 3_600_000);
      await markFailed(this.db, email.id, { problem: describeSendError(error), unreachable: isUnreachable(error) }, wait);
      this.options.onError?.(error);
    }
  }
}

/** The connection's own failures: the mail server could not be reached (or went away mid-send). */
const UNREACHABLE_CODES = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'ECONNREFUSED', 'ECONNRESET', 'ETLS']);

/** Whether the send failed because the mail server was out of reach (not because it refused the e-mail). */
function isUnreachable(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  return !responseCode && code !== undefined && UNREACHABLE_CODES.has(code);
}

/**
 * Why an e-mail could not be sent, as its order's timeline tells the customer and the admins:
 * plain words and the mail server's reply code, not the server's addresses (the log has the rest).
 */
function describeSendError(error: unknown): string {
  const { code, responseCode, message } = (error ?? {}) as { code?: string; responseCode?: number; message?: string };
  if (code === 'EAUTH') return 'the mail server refused our sign-in';
  if (responseCode) return `the mail server refused it (${responseCode})`;
  if (isUnreachable(error)) return UNREACHABLE;
  if (message === ORDER_GONE) return ORDER_GONE;
  return 'it could not be sent';
}
