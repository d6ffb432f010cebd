import type { CompanyCredit, PaymentTerms } from '@storefront/shared/schemas';
import type { Queryable } from '../db';

/**
 * What a company owes and may still spend on account (docs/companies.md): its open invoices'
 * unpaid amounts (overdue: those past their due date), its orders placed but not yet invoiced
 * (awaiting approval, on hold, pending), and what is left of its credit limit. Prepaid companies
 * have no credit: `available` is 0 and no order of theirs is held for credit. Prices are net and
 * invoices gross: unbilled orders count with the VAT their invoices will add (`vatRate`, percent).
 * Only invoices on terms fall overdue: a prepaid one stays open until it is paid.
 */
export async function companyCredit(db: Queryable, companyId: string, vatRate = 0): Promise<CompanyCredit> {
  const { rows } = await db.query<{ terms: PaymentTerms; creditLimit: number; openBalance: number; overdue: number; unbilled: number }>(
    `SELECT c.payment_terms AS terms, c.credit_limit::float8 AS "creditLimit",
            coalesce(inv.open, 0)::float8 AS "openBalance", coalesce(inv.overdue, 0)::float8 AS overdue,
            coalesce((SELECT sum(o.total_price) FROM orders o
                       WHERE o.company_id = c.id AND o.status IN ('awaiting_approval', 'on_hold', 'pending')), 0)::float8 * (1 + $2::float8 / 100) AS unbilled
       FROM companies c
       LEFT JOIN LATERAL (
         SELECT sum(i.total - coalesce(p.paid, 0)) AS open,
                sum(i.total - coalesce(p.paid, 0)) FILTER (WHERE i.payment_terms <> 'prepaid' AND i.due_date < current_date) AS overdue
           FROM invoices i
           LEFT JOIN LATERAL (SELECT sum(amount) AS paid FROM invoice_payments WHERE order_id = i.order_id) p ON true
          WHERE i.company_id = c.id AND i.paid_at IS NULL AND i.total IS NOT NULL
       ) inv ON true
      WHERE c.id = $1::uuid`,
    [companyId, vatRate],
  );
  const row = rows[0];
  if (!row) throw new Error(`No company ${companyId}`);
  const cents = (n: number) => Math.round(n * 100) / 100;
  const available = row.terms === 'prepaid' ? 0 : Math.max(0, cents(row.creditLimit - row.openBalance - row.unbilled));
  return {
    terms: row.terms,
    creditLimit: row.creditLimit,
    openBalance: cents(row.openBalance),
    overdue: cents(row.overdue),
    unbilled: cents(row.unbilled),
    available,
  };
}
