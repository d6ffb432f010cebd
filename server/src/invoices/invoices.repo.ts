import type { OrderDetail } from '@storefront/shared/schemas';
import type { Queryable } from '../db';
import { invoiceData, renderInvoicePdf, type InvoiceData, type Seller } from './invoice';

/**
 * Issues the order's invoice in the caller's transaction (the confirm's): the next number of the
 * year, and its contents as the order and the seller are now. An order has one invoice: issuing
 * it again changes nothing.
 */
export async function issueInvoice(tx: Queryable, order: OrderDetail, seller: Seller, currency: string): Promise<void> {
  const { rows } = await tx.query<{ number: string; issuedAt: string }>(
    `SELECT 'INV-' || to_char(now() AT TIME ZONE 'UTC', 'YYYY') || '-' || lpad(n::text, greatest(6, length(n::text)), '0') AS number,
            to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "issuedAt"
     FROM (SELECT nextval('invoice_number_seq') AS n) s`,
  );
  const { number, issuedAt } = rows[0]!;
  await tx.query(
    `INSERT INTO invoices (order_id, number, issued_at, data) VALUES ($1::uuid, $2, $3::timestamptz, $4::jsonb) ON CONFLICT (order_id) DO NOTHING`,
    [order._id, number, issuedAt, JSON.stringify(invoiceData(order, number, issuedAt, seller, currency))],
  );
}

/** An order's invoice's number and date, or none (not confirmed, or cancelled before). */
export async function invoiceOf(db: Queryable, orderId: string): Promise<{ number: string; issuedAt: string } | null> {
  const { rows } = await db.query<{ number: string; issuedAt: string }>(
    `SELECT number, to_char(issued_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "issuedAt" FROM invoices WHERE order_id = $1::uuid`,
    [orderId],
  );
  return rows[0] ?? null;
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
