import type { Queryable } from '../db';
import { findOrder, ISO } from '../orders/orders.repo';
import { invoiceData, renderInvoicePdf, type InvoiceData, type Seller } from './invoice';

/**
 * Issues the order's invoice in the caller's transaction (the confirm's, or a first download's):
 * the next number, and its contents as the order and the seller are now. An order has one
 * invoice: when it has it, nothing happens (and no number is taken).
 */
export async function issueInvoice(tx: Queryable, orderId: string, seller: Seller, currency: string): Promise<void> {
  const existing = await tx.query('SELECT 1 FROM invoices WHERE order_id = $1::uuid', [orderId]);
  if (existing.rows.length > 0) return;
  const order = await findOrder(tx, { id: orderId });
  if (!order) return;
  const { rows } = await tx.query<{ number: string; issuedAt: string }>(
    `SELECT invoice_number(now(), nextval('invoice_number_seq')) AS number, ${ISO('now()')} AS "issuedAt"`,
  );
  const { number, issuedAt } = rows[0]!;
  // Two first downloads at once: the second waits for the first's row, then leaves it as it is.
  await tx.query(
    `INSERT INTO invoices (order_id, number, issued_at, data) VALUES ($1::uuid, $2, $3::timestamptz, $4::jsonb) ON CONFLICT (order_id) DO NOTHING`,
    [orderId, number, issuedAt, JSON.stringify(invoiceData(order, number, issuedAt, seller, currency))],
  );
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
