import { randomUUID } from 'node:crypto';
import type { Config } from '../config';
import { ISO } from '../db/sql';
import type { Database } from '../db/db';
import { issueInvoice } from '../invoices/invoices.repo';
import { insertOrder } from '../orders/orders.repo';
import { DEMO_COMPANY } from './demo-company';

/** How long ago the demo company's first order was placed: its NET 30 invoice is overdue by ten days or so. */
const PLACED_DAYS_AGO = 42;
/** Hours after its placing that the order was confirmed (and invoiced), shipped and delivered, and the first half of its invoice paid. */
const STEPS = { confirmed: 26, shipped: 3 * 24, delivered: 7 * 24, paid: 22 * 24 } as const;
const PAYMENT_REFERENCE = 'TT-DKL-0412-1';

/**
 * The demo company's history, once (`seeded-company-history` in `meta`): an order of two parts its
 * buyer placed for the Gazipur plant six weeks ago, confirmed (its invoice issued then), shipped and
 * delivered, whose NET 30 invoice is half paid and overdue; every step dated after the one before.
 * So the company's Invoices page and the admin's Record payment have something to show on a new
 * database. Needs the demo parts and company (seedIfEmpty).
 */
export async function seedDemoCompanyHistoryOnce(db: Database, config: Pick<Config, 'seller' | 'mail'>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [4_000_003]);
    if ((await tx.query(`SELECT 1 FROM meta WHERE key = 'seeded-company-history'`)).rows.length > 0) return;
    await tx.query(`INSERT INTO meta (key, value) VALUES ('seeded-company-history', now()::text)`);
    const buyer = DEMO_COMPANY.members.find((member) => member.role === 'buyer')!;
    const found = await tx.query<{ companyId: string; userId: string; name: string; locationId: string; locationName: string; address: string; phone: string }>(
      `SELECT c.id AS "companyId", u.id AS "userId", u.name, l.id AS "locationId", l.name AS "locationName", l.address, l.phone
         FROM companies c JOIN company_members m ON m.company_id = c.id JOIN users u ON u.id = m.user_id
         JOIN company_locations l ON l.company_id = c.id
        WHERE lower(c.name) = lower($1) AND u.email = $2 ORDER BY l.seq LIMIT 1`,
      [DEMO_COMPANY.name, buyer.email],
    );
    const company = found.rows[0];
    if (!company) return;
    const parts = await tx.query<{ id: string; sku: string; name: string; price: number }>(
      'SELECT id, sku, name, price::float8 AS price FROM parts ORDER BY seq LIMIT 2',
    );
    if (parts.rows.length === 0) return;
    const order = await insertOrder(tx, {
      userId: company.userId,
      name: company.name,
      email: buyer.email,
      address: company.address,
      phone: company.phone,
      poReference: 'DKL-PO-0412',
      lines: parts.rows.map((part, index) => ({
        part: { ...part, min: 1, available: 0, pack: 1, max: null },
        quantity: 40 * (index + 1),
        price: { unitPrice: part.price, listPrice: part.price, source: 'list' as const },
      })),
      company: {
        id: company.companyId,
        name: DEMO_COMPANY.name,
        location: { id: company.locationId, name: company.locationName },
        status: 'pending',
        heldFor: null,
        approvalDays: 0,
      },
    });
    // One clock for the whole history, so each step comes after the one before it: placed, then
    // confirmed with its invoice issued in the same instant (as OrderWorkflow does), shipped,
    // delivered, and half the invoice paid by bank transfer before its due date.
    const at = (hours: number) => `((SELECT placed FROM history) + make_interval(hours => ${hours}))`;
    const history = `WITH history AS (SELECT date_trunc('minute', now()) - make_interval(days => ${PLACED_DAYS_AGO}) AS placed)`;
    const placed = await tx.query<{ createdAt: string; updatedAt: string }>(
      `${history} UPDATE orders SET status = 'delivered', created_at = (SELECT placed FROM history), updated_at = ${at(STEPS.delivered)}
        WHERE id = $1::uuid RETURNING ${ISO('created_at')} AS "createdAt", ${ISO('updated_at')} AS "updatedAt"`,
      [order._id],
    );
    for (const status of ['confirmed', 'shipped', 'delivered'] as const) {
      await tx.query(
        `${history} INSERT INTO order_events (order_id, status, actor_role, actor_name, at) VALUES ($1::uuid, $2, 'admin', $3, ${at(STEPS[status])})`,
        [order._id, status, config.seller.company],
      );
    }
    // The invoice says the order was placed when it was: its frozen data are made from this order.
    const dated = { ...order, ...placed.rows[0]! };
    const confirmedAt = await tx.query<{ at: string }>(`${history} SELECT ${ISO(at(STEPS.confirmed))} AS at`);
    await issueInvoice(tx, dated, config.seller, config.mail.currency, confirmedAt.rows[0]!.at);
    const paid = await tx.query<{ amount: string }>(
      `${history} INSERT INTO invoice_payments (id, order_id, amount, paid_on, reference, created_at)
       SELECT $1::uuid, order_id, floor(total / 2), (${at(STEPS.paid)} AT TIME ZONE $3)::date, $4, ${at(STEPS.paid)}
         FROM invoices WHERE order_id = $2::uuid RETURNING amount::text AS amount`,
      [randomUUID(), order._id, config.seller.timeZone, PAYMENT_REFERENCE],
    );
    await tx.query(
      `${history} INSERT INTO order_events (order_id, kind, status, actor_role, actor_name, amount, reference, at)
       VALUES ($1::uuid, 'payment', 'delivered', 'admin', $2, $3::numeric, $4, ${at(STEPS.paid)})`,
      [order._id, config.seller.company, paid.rows[0]!.amount, PAYMENT_REFERENCE],
    );
  });
}
