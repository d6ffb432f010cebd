import type { Config } from '../config';
import type { Database } from '../db/db';
import { issueInvoice } from '../invoices/invoices.repo';
import { insertOrder } from '../orders/orders.repo';
import { DEMO_COMPANY } from './demo-company';

/** How long ago the demo company's first order was placed: its NET 30 invoice is overdue by ten days or so. */
const PLACED_DAYS_AGO = 42;

/**
 * The demo company's history, once (`seeded-company-history` in `meta`): an order of two parts its
 * buyer placed for the Gazipur plant six weeks ago, confirmed, shipped and delivered, whose NET 30
 * invoice is unpaid and overdue. So the company's Invoices page and the admin's Record payment
 * have something to show on a new database. Needs the demo parts and company (seedIfEmpty).
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
    const ago = (days: number) => `now() - interval '${days} days'`;
    await tx.query(
      `UPDATE orders SET status = 'delivered', created_at = ${ago(PLACED_DAYS_AGO)}, updated_at = ${ago(PLACED_DAYS_AGO - 7)} WHERE id = $1::uuid`,
      [order._id],
    );
    for (const [status, days] of [
      ['confirmed', PLACED_DAYS_AGO - 1],
      ['shipped', PLACED_DAYS_AGO - 3],
      ['delivered', PLACED_DAYS_AGO - 7],
    ] as const) {
      await tx.query(`INSERT INTO order_events (order_id, status, actor_role, actor_name, at) VALUES ($1::uuid, $2, 'admin', $3, ${ago(days)})`, [
        order._id,
        status,
        config.seller.company,
      ]);
    }
    const issued = await tx.query<{ at: string }>(`SELECT (${ago(PLACED_DAYS_AGO - 1)})::text AS at`);
    await issueInvoice(tx, order, config.seller, config.mail.currency, issued.rows[0]!.at);
  });
}
