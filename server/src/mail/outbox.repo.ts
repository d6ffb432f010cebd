import { randomUUID } from 'node:crypto';
import type { OrderEventEmail } from '@storefront/shared/schemas';
import type { Queryable } from '../db';
import { ISO } from '../db/sql';
import { userLanguage } from './recipient-language.repo';
import type { Language } from './layout';
import type { EventDetails, InvitationMail, OrderEmailEvent, OrderMail } from './templates';
import type { PaymentMail } from './payment-emails';
import type { QuoteEmailEvent, QuoteMail } from './quote-emails';

/**
 * Records the customer's e-mail about an order's change in the caller's transaction, beside the
 * change itself: both are kept or neither. The e-mail keeps what it says of the order (`order`,
 * as it is at the change); the mail worker renders and sends it afterwards.
 */
export async function enqueueOrderEmail(
  tx: Queryable,
  order: OrderMail & { _id: string; email: string },
  event: OrderEmailEvent,
  details: EventDetails = {},
  domain = 'storefront.local',
): Promise<void> {
  await insertOrderEmail(tx, order, event, details, domain);
}

/**
 * Records the customer's e-mail about a payment against their order's invoice in the caller's
 * transaction, beside the payment and its timeline event; what it says of the payment is kept
 * in `details`.
 */
export async function enqueuePaymentEmail(
  tx: Queryable,
  order: OrderMail & { _id: string; email: string },
  payment: PaymentMail,
  domain = 'storefront.local',
): Promise<void> {
  await insertOrderEmail(tx, order, 'payment', payment, domain);
}

async function insertOrderEmail(
  tx: Queryable,
  order: OrderMail & { _id: string; email: string },
  event: OrderEmailEvent | 'payment',
  details: EventDetails | PaymentMail,
  domain: string,
): Promise<void> {
  const id = randomUUID();
  const { number, poReference, address, phone, lines, totalPrice, invoice, createdAt } = order;
  const language = await userLanguage(tx, order.email);
  // A Bangla e-mail names each part by its Bangla name where it has one, as it is at the change.
  const named = language === 'bn' ? await withBanglaNames(tx, lines) : lines;
  const snapshot: OrderMail = { number, poReference: poReference ?? null, address, phone, lines: named, totalPrice, invoice, createdAt };
  await tx.query(
    `INSERT INTO outbox_emails (id, order_id, event, to_address, details, message_id, order_snapshot, language)
     VALUES ($1::uuid, $2::uuid, $3, $4, $5::jsonb, $6, $7::jsonb, $8)`,
    [id, order._id, event, order.email, JSON.stringify(details), `<${event}.${order.number}.${id}@${domain}>`, JSON.stringify(snapshot), language],
  );
}

/** The lines, each with its part's Bangla name (`partNameBn`) where the part has one. */
async function withBanglaNames(tx: Queryable, lines: OrderMail['lines']): Promise<OrderMail['lines']> {
  const ids = lines.map((l) => l.partId).filter(Boolean);
  if (ids.length === 0) return lines;
  const { rows } = await tx.query<{ id: string; nameBn: string }>(
    `SELECT id::text AS id, name_bn AS "nameBn" FROM parts WHERE id = ANY($1::uuid[]) AND name_bn <> ''`,
    [ids],
  );
  const names = new Map(rows.map((r) => [r.id, r.nameBn]));
  return lines.map((l) => (names.has(l.partId) ? { ...l, partNameBn: names.get(l.partId) } : l));
}

/** A row the worker sends; `order` is null for an e-mail whose order was gone before it had a snapshot. */
export interface OutboxEmail {
  id: string;
  /** Null for an e-mail about no order (an invitation, a quote). */
  orderId: string | null;
  event: OrderEmailEvent | 'invitation' | QuoteEmailEvent | 'payment';
  details: EventDetails;
  order: OrderMail | null;
  to: string;
  messageId: string;
  attempts: number;
  /** The recipient's language when it was recorded. */
  language: Language;
}

/**
 * Claims up to `limit` due e-mails for `leaseMs`: rows another worker holds are skipped (`SKIP
 * LOCKED`, then the lease), so two replicas never send the same one at once. A worker that dies
 * mid-send leaves its rows to be claimed again once the lease ends.
 */
export async function claimDue(db: Queryable, limit: number, leaseMs: number): Promise<OutboxEmail[]> {
  const claimed = await db.query<OutboxEmail>(
    `UPDATE outbox_emails o SET claimed_until = now() + $2 * interval '1 millisecond', attempts = o.attempts + 1
     FROM (
       SELECT id FROM outbox_emails
       WHERE sent_at IS NULL AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
       ORDER BY next_attempt_at, seq LIMIT $1 FOR UPDATE SKIP LOCKED
     ) due
     WHERE o.id = due.id
     RETURNING o.id::text AS id, o.order_id::text AS "orderId", o.event, o.details, o.order_snapshot AS "order",
               o.to_address AS "to", o.message_id AS "messageId", o.attempts, o.language`,
    [limit, leaseMs],
  );
  return claimed.rows;
}

/**
 * Renews a worker's claim on an e-mail just before it is handed to the mail server, if the claim
 * is still this worker's: nobody claimed the e-mail since (`attempts` is as this claim left it) and
 * it is not sent. False when a slow worker (its render or the database took longer than the lease)
 * may have lost it to another: it must not send it too. The new lease covers the SMTP exchange,
 * whose every step times out at a quarter of it.
 */
export async function renewClaim(db: Queryable, id: string, attempts: number, leaseMs: number): Promise<boolean> {
  const renewed = await db.query(
    `UPDATE outbox_emails SET claimed_until = now() + $3 * interval '1 millisecond'
     WHERE id = $1::uuid AND attempts = $2 AND sent_at IS NULL RETURNING id`,
    [id, attempts, leaseMs],
  );
  return renewed.rows.length > 0;
}

/**
 * Marks the e-mail sent. The others that wait only because the mail server could not be reached
 * are due at once: it is back, and their doubled waits need not run out. (Usually none wait: the
 * update finds nothing through the index of unsent e-mails.)
 */
export async function markSent(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE outbox_emails SET sent_at = now(), claimed_until = NULL, last_error = NULL, waiting_for_server = false WHERE id = $1::uuid', [id]);
  await db.query('UPDATE outbox_emails SET next_attempt_at = now() WHERE sent_at IS NULL AND next_attempt_at > now() AND waiting_for_server');
}

/** Tries again after `delayMs`, saying why it failed and whether the mail server was out of reach. */
export async function markFailed(db: Queryable, id: string, failure: { problem: string; unreachable: boolean }, delayMs: number): Promise<void> {
  await db.query(
    `UPDATE outbox_emails SET claimed_until = NULL, last_error = $2, waiting_for_server = $4,
       next_attempt_at = now() + $3 * interval '1 millisecond' WHERE id = $1::uuid`,
    [id, failure.problem.slice(0, 500), delayMs, failure.unreachable],
  );
}

/**
 * Where each e-mail about this order stands (sent when, or waiting and why), by its event; the
 * payments' e-mails (one per payment) apart, oldest first.
 */
export async function orderEmails(db: Queryable, orderId: string): Promise<Map<OrderEmailEvent, OrderEventEmail> & { payments: OrderEventEmail[] }> {
  const emails = await db.query<OrderEventEmail & { event: OrderEmailEvent | 'payment' }>(
    `SELECT event, to_address AS "to", ${ISO('sent_at')} AS "sentAt", attempts, last_error AS problem,
            CASE WHEN sent_at IS NULL THEN ${ISO('greatest(next_attempt_at, claimed_until)')} END AS "nextAttemptAt"
     FROM outbox_emails WHERE order_id = $1::uuid ORDER BY seq`,
    [orderId],
  );
  const byEvent = new Map<OrderEmailEvent, OrderEventEmail>();
  const payments: OrderEventEmail[] = [];
  for (const { event, ...email } of emails.rows) {
    if (event === 'payment') payments.push(email);
    else byEvent.set(event, email);
  }
  return Object.assign(byEvent, { payments });
}

/**
 * Records an invitation's e-mail in the caller's transaction (no order: `order_id` is NULL); what
 * it says is kept in `details`, which the worker renders it from.
 */
export async function enqueueInvitationEmail(tx: Queryable, to: string, invitation: InvitationMail, domain = 'storefront.local'): Promise<void> {
  const id = randomUUID();
  await tx.query(
    `INSERT INTO outbox_emails (id, order_id, event, to_address, details, message_id, language) VALUES ($1::uuid, NULL, 'invitation', $2, $3::jsonb, $4, $5)`,
    [id, to, JSON.stringify(invitation), `<invitation.${id}@${domain}>`, await userLanguage(tx, to)],
  );
}

/**
 * Records a quote's e-mail to its buyer in the caller's transaction (no order: `order_id` is
 * NULL); what it says of the quote is kept in `details`, which the worker renders it from.
 */
export async function enqueueQuoteEmail(tx: Queryable, to: string, event: QuoteEmailEvent, quote: QuoteMail, domain = 'storefront.local'): Promise<void> {
  const id = randomUUID();
  await tx.query(
    `INSERT INTO outbox_emails (id, order_id, event, to_address, details, message_id, language) VALUES ($1::uuid, NULL, $2, $3, $4::jsonb, $5, $6)`,
    [id, event, to, JSON.stringify(quote), `<${event}.${quote.number}.${id}@${domain}>`, await userLanguage(tx, to)],
  );
}
