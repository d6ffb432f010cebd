import type { Queryable } from '../db';
import { ISO } from '../db/sql';
import { invoiceData, renderInvoicePdf, type InvoiceData, type InvoicedOrder, type Seller } from './invoice';

/** An invoice's number and when it was issued, as an order names it. */
export interface InvoiceRef {
  number: string;
  issuedAt: string;
}

/**
 * Issues the order's invoice in the caller's transaction (the confirm's, or a first download's):
 * the next number, and its contents as the order (given by the caller, with its lines) and the
 * seller are now. An order has one invoice: when it has it, that one is answered (and no number
 * is taken).
 */
export async function issueInvoice(tx: Queryable, order: InvoicedOrder & { _id: string }, seller: Seller, currency: string): Promise<InvoiceRef> {
  const existing = await invoiceOf(tx, order._id);
  if (existing) return existing;
  const { rows } = await tx.query<InvoiceRef>(`SELECT invoice_number(now(), nextval('invoice_number_seq')) AS number, ${ISO('now()')} AS "issuedAt"`);
  const { number, issuedAt } = rows[0]!;
  // Two first downloads at once: the second waits for the first's row, then leaves it as it is.
  const inserted = await tx.query(
    `INSERT INTO invoices (order_id, number, issued_at, data) VALUES ($1::uuid, $2, $3::timestamptz, $4::jsonb) ON CONFLICT (order_id) DO NOTHING RETURNING number`,
    [order._id, number, issuedAt, JSON.stringify(invoiceData(order, number, issuedAt, seller, currency))],
  );
  return inserted.rows.length > 0 ? { number, issuedAt } : ((await invoiceOf(tx, order._id)) as InvoiceRef);
}

/** The order's invoice's number and date, if it has one. */
export async function invoiceOf(db: Queryable, orderId: string): Promise<InvoiceRef | undefined> {
  const found = await db.query<InvoiceRef>(`SELECT number, ${ISO('issued_at')} AS "issuedAt" FROM invoices WHERE order_id = $1::uuid`, [orderId]);
  return found.rows[0];
}

/**
 * The invoice's PDF: the bytes made the first time it was asked for (after its confirm, or at its
 * first download), the same every time after. Two makers at once: the first stored wins, both
 * answer its bytes.
 */
export async function invoicePdf(db: Queryable, orderId: string): Promise<{ number: string; pdf: Buffer } | undefined> {
  const found = await db.query<{ number: string; data: InvoiceData; pdf: Buffer | null }>('SELECT number, data, pdf FROM invoices WHERE order_id = $1::uuid', [
    orderId,
  ]);
  const invoice = found.rows[0];
  if (!invoice) return undefined;
  if (invoice.pdf) return { number: invoice.number, pdf: Buffer.from(invoice.pdf) };
  const made = await renderInvoicePdf(invoice.data);
  await db.query('UPDATE invoices SET pdf = $2 WHERE order_id = $1::uuid AND pdf IS NULL', [orderId, made]);
  const stored = await db.query<{ pdf: Buffer }>('SELECT pdf FROM invoices WHERE order_id = $1::uuid', [orderId]);
  return { number: invoice.number, pdf: Buffer.from(stored.rows[0]!.pdf) };
}
