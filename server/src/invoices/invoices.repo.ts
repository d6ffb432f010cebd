import { randomUUID } from 'node:crypto';
import { companyMessages, type InvoiceStatus, type InvoiceSummary, type PaymentBody, type PaymentTerms } from '@storefront/shared/schemas';
import type { Queryable } from '../db';
import { ISO } from '../db/sql';
import { badRequest, conflict, notFound } from '../http/errors';
import { listPage } from '../http/paging';
import { invoiceData, LONE_CUSTOMER, type Billing, type InvoiceData, type InvoicedOrder, type Seller } from './invoice';
import { renderInvoicePdf } from './tax-invoice-pdf';
import type { PaymentMail } from '../mail/payment-emails';

/** An invoice's number and when it was issued, as an order names it. */
export interface InvoiceRef {
  number: string;
  issuedAt: string;
}

/**
 * Issues the order's invoice in the caller's transaction (the confirm's, or the invoices' job's):
 * the next number, and its contents as the order (given by the caller, with its lines, and its
 * parts' Bangla names as they are now), its company (read here: name, tax number, billing address and terms, and the order's location) and
 * the seller are now; its due date (issue day in the seller's zone plus the terms' days) and gross
 * total kept beside them. An order has one invoice: when it has it, that one is answered (and no
 * number is taken).
 */
export async function issueInvoice(
  tx: Queryable,
  order: InvoicedOrder & { _id: string },
  seller: Seller,
  currency: string,
  /** When it is issued: now, but for the demo company's history (seed/), which is dated in the past. */
  at?: string,
): Promise<InvoiceRef> {
  const existing = await invoiceOf(tx, order._id);
  if (existing) return existing;
  const { rows } = await tx.query<InvoiceRef>(
    `SELECT invoice_number(t, nextval('invoice_number_seq')) AS number, ${ISO('t')} AS "issuedAt" FROM (SELECT coalesce($1::timestamptz, now()) AS t) AS issued`,
    [at ?? null],
  );
  const { number, issuedAt } = rows[0]!;
  const { companyId, billing } = await billingOf(tx, order._id);
  const data = invoiceData(order, number, issuedAt, seller, currency, billing, await banglaNames(tx, order.lines));
  // Two first downloads at once: the second waits for the first's row, then leaves it as it is.
  const inserted = await tx.query(
    `INSERT INTO invoices (order_id, number, issued_at, data, company_id, payment_terms, due_date, total)
     VALUES ($1::uuid, $2, $3::timestamptz, $4::jsonb, $5::uuid, $6, $7::date, $8::numeric) ON CONFLICT (order_id) DO NOTHING RETURNING number`,
    [order._id, number, issuedAt, JSON.stringify(data), companyId, data.terms, data.dueDate, data.total],
  );
  return inserted.rows.length > 0 ? { number, issuedAt } : ((await invoiceOf(tx, order._id)) as InvoiceRef);
}

/** The Bangla names of the lines' parts that have one, by part id, as they are at issue. */
async function banglaNames(db: Queryable, lines: readonly { partId: string }[]): Promise<Map<string, string>> {
  const ids = lines.map((l) => l.partId).filter(Boolean);
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; nameBn: string }>(
    `SELECT id::text AS id, name_bn AS "nameBn" FROM parts WHERE id = ANY($1::uuid[]) AND name_bn <> ''`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.nameBn]));
}

/** Whom the order's invoice bills: its company as it is now, with the order's location, or a lone customer. */
async function billingOf(db: Queryable, orderId: string): Promise<{ companyId: string | null; billing: Billing }> {
  const { rows } = await db.query<{
    companyId: string | null;
    locationName: string | null;
    name: string | null;
    taxNumber: string;
    billingAddress: string;
    terms: PaymentTerms;
  }>(
    `SELECT c.id::text AS "companyId", o.location_name AS "locationName", c.name, c.tax_number AS "taxNumber",
            c.billing_address AS "billingAddress", c.payment_terms AS terms
       FROM orders o LEFT JOIN companies c ON c.id = o.company_id
      WHERE o.id = $1::uuid`,
    [orderId],
  );
  const row = rows[0];
  if (!row?.companyId || row.name === null) return { companyId: null, billing: LONE_CUSTOMER };
  return {
    companyId: row.companyId,
    billing: { company: { name: row.name, taxNumber: row.taxNumber, billingAddress: row.billingAddress }, locationName: row.locationName, terms: row.terms },
  };
}

/** The order's invoice's number and date, if it has one. */
export async function invoiceOf(db: Queryable, orderId: string): Promise<InvoiceRef | undefined> {
  const found = await db.query<InvoiceRef>(`SELECT number, ${ISO('issued_at')} AS "issuedAt" FROM invoices WHERE order_id = $1::uuid`, [orderId]);
  return found.rows[0];
}

/**
 * The invoice's PDF: the bytes stored when it was made after its confirm, or, when they were not
 * (the making failed, an invoice of the demo's history), made from its data without storing them:
 * the same bytes either way, as the document's dates are the invoice's.
 */
export async function invoicePdf(db: Queryable, orderId: string): Promise<{ number: string; pdf: Buffer } | undefined> {
  const found = await db.query<{ number: string; data: InvoiceData; pdf: Buffer | null }>('SELECT number, data, pdf FROM invoices WHERE order_id = $1::uuid', [
    orderId,
  ]);
  const invoice = found.rows[0];
  if (!invoice) return undefined;
  return { number: invoice.number, pdf: invoice.pdf ? Buffer.from(invoice.pdf) : await renderInvoicePdf(invoice.data) };
}

/** Makes and stores the invoice's PDF, once: when it has one, or of two makers at once, the first stored stays. */
export async function storeInvoicePdf(db: Queryable, orderId: string): Promise<void> {
  const found = await db.query<{ data: InvoiceData }>('SELECT data FROM invoices WHERE order_id = $1::uuid AND pdf IS NULL', [orderId]);
  const invoice = found.rows[0];
  if (!invoice) return;
  await db.query('UPDATE invoices SET pdf = $2 WHERE order_id = $1::uuid AND pdf IS NULL', [orderId, await renderInvoicePdf(invoice.data)]);
}

/** Orders that should have an invoice and lack it (confirmed before the storefront issued invoices): up to `limit`, oldest first. */
export async function ordersLackingInvoice(db: Queryable, statuses: readonly string[], limit: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT o.id::text AS id FROM orders o
      WHERE o.status = ANY($1::text[]) AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = o.id)
      ORDER BY o.created_at, o.id LIMIT $2`,
    [statuses, limit],
  );
  return rows.map((r) => r.id);
}

/**
 * An invoice's terms and payments, as its order's page and the company's Invoices show them.
 * Paid once its payments reach its total; Overdue while open past its due date; else Open.
 * Invoices issued before invoices had terms, and prepaid ones, are due on their issue day and never overdue.
 */
const SUMMARY_FROM = `invoices i JOIN orders o ON o.id = i.order_id
  LEFT JOIN LATERAL (
    SELECT sum(amount) AS paid,
           json_agg(json_build_object('_id', id::text, 'amount', amount::float8, 'paidOn', to_char(paid_on, 'YYYY-MM-DD'),
                                      'reference', reference, 'recordedAt', ${ISO('created_at')}) ORDER BY seq) AS payments
      FROM invoice_payments WHERE order_id = i.order_id
  ) p ON true`;
/** Today, as the company's credit (companyCredit) counts what is overdue: only an invoice on terms falls overdue. */
const OVERDUE = `(i.paid_at IS NULL AND i.payment_terms <> 'prepaid' AND i.due_date < current_date)`;
const SUMMARY_COLUMNS = `i.number, o.number AS "orderNumber", ${ISO('i.issued_at')} AS "issuedAt",
  to_char(coalesce(i.due_date, i.issued_at::date), 'YYYY-MM-DD') AS "dueDate", i.payment_terms AS terms,
  coalesce(i.total, (i.data->>'total')::numeric)::float8 AS total, coalesce(p.paid, 0)::float8 AS paid,
  CASE WHEN i.paid_at IS NOT NULL THEN 'paid' WHEN ${OVERDUE} THEN 'overdue' ELSE 'open' END AS status,
  coalesce(p.payments, '[]'::json) AS payments`;

/** The order's invoice with its terms, status and payments, if it has one (the order's page). */
export async function invoiceSummary(db: Queryable, orderId: string): Promise<InvoiceSummary | undefined> {
  const { rows } = await db.query<InvoiceSummary>(`SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE i.order_id = $1::uuid`, [orderId]);
  return rows[0];
}

const STATUS_CONDITION: Record<InvoiceStatus, string> = {
  paid: 'i.paid_at IS NOT NULL',
  overdue: OVERDUE,
  open: `(i.paid_at IS NULL AND NOT coalesce(${OVERDUE}, false))`,
};

/** A page of the company's invoices, newest first, of one status or all. */
export async function companyInvoices(
  db: Queryable,
  companyId: string,
  query: { status?: InvoiceStatus; cursor?: string; limit?: number },
): Promise<{ invoices: InvoiceSummary[]; nextCursor: string | null }> {
  const page = await listPage<InvoiceSummary>(db, {
    select: SUMMARY_COLUMNS,
    from: SUMMARY_FROM,
    where: ['i.company_id = $1::uuid', ...(query.status ? [STATUS_CONDITION[query.status]] : [])],
    params: [companyId],
    order: { name: 'newest', column: { sql: 'i.issued_at', cast: 'timestamptz' }, tieBreaker: { sql: 'i.number', cast: 'text' }, descending: true },
    limit: query.limit,
    cursor: query.cursor,
    countTotal: false,
  });
  return { invoices: page.items, nextCursor: page.nextCursor };
}

/** The order an invoice (by its number) was issued for, if there is such an invoice. */
export async function invoiceOrder(db: Queryable, number: string): Promise<string | undefined> {
  const { rows } = await db.query<{ orderId: string }>('SELECT order_id::text AS "orderId" FROM invoices WHERE number = $1', [number]);
  return rows[0]?.orderId;
}

/** A payment as recorded: its amount, day and reference, what is still open after it, and whether it made the invoice Paid. */
/** A payment recorded: what its e-mail says, and its order. */
export interface RecordedPayment extends PaymentMail {
  orderId: string;
}

/**
 * Records a payment against an invoice, by its number, in the caller's transaction, with the
 * invoice's row locked: refused when it is paid already (409), or when the amount is more than
 * what is still open (400); the invoice is Paid (paid_at) when its payments reach its total. Of two
 * payments at once, the second waits for the first's commit and is judged on what it left open.
 * Its PDF and data never change.
 */
export async function recordPayment(tx: Queryable, number: string, payment: PaymentBody, recordedBy: string): Promise<RecordedPayment> {
  const amount = Math.round(payment.amount * 100);
  if (amount < 1) throw badRequest(companyMessages.paymentAmountInvalid, { amount: companyMessages.paymentAmountInvalid });
  // A day of the calendar: 2026-02-30 is not one.
  const day = Date.parse(`${payment.paidOn}T00:00:00Z`);
  if (Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== payment.paidOn)
    throw badRequest(companyMessages.paymentDateInvalid, { paidOn: companyMessages.paymentDateInvalid });
  const { rows } = await tx.query<{ orderId: string; total: number; paidAt: string | null }>(
    `SELECT order_id::text AS "orderId", coalesce(total, (data->>'total')::numeric)::float8 AS total, paid_at AS "paidAt"
       FROM invoices WHERE number = $1 FOR UPDATE`,
    [number],
  );
  const invoice = rows[0];
  if (!invoice) throw notFound('No invoice with this number');
  if (invoice.paidAt) throw conflict(companyMessages.invoicePaid);
  const sums = await tx.query<{ paid: number }>('SELECT coalesce(sum(amount), 0)::float8 AS paid FROM invoice_payments WHERE order_id = $1::uuid', [
    invoice.orderId,
  ]);
  const cents = (n: number) => Math.round(n * 100);
  const open = cents(invoice.total) - cents(sums.rows[0]!.paid);
  if (amount > open) throw badRequest(companyMessages.paymentTooMuch, { amount: companyMessages.paymentTooMuch });
  const reference = payment.reference?.trim() || null;
  await tx.query(
    `INSERT INTO invoice_payments (id, order_id, amount, paid_on, reference, recorded_by) VALUES ($1::uuid, $2::uuid, $3::numeric, $4::date, $5, $6::uuid)`,
    [randomUUID(), invoice.orderId, (amount / 100).toFixed(2), payment.paidOn, reference ?? '', recordedBy],
  );
  const invoicePaid = amount === open;
  if (invoicePaid) await tx.query('UPDATE invoices SET paid_at = now() WHERE order_id = $1::uuid', [invoice.orderId]);
  return { orderId: invoice.orderId, invoiceNumber: number, amount: amount / 100, paidOn: payment.paidOn, reference, open: (open - amount) / 100, invoicePaid };
}
