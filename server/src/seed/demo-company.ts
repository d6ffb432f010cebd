import { randomUUID } from 'node:crypto';
import type { CompanyRole } from '@storefront/shared/schemas';
import type { Queryable } from '../db';

/**
 * The demo company `npm start` shows: a garment group's purchasing office with two plants, NET 30
 * terms and a credit limit, and a company admin, an approver and a buyer held to limits. Their
 * sign-ins are demo accounts of the Auth emulator (shared/demo-accounts.json, same addresses).
 */
export const DEMO_COMPANY = {
  name: 'Dhaka Knitwear Ltd.',
  // Its own 13-digit BIN (nine digits, a hyphen, four), not the demo seller's (SELLER_TAX_NUMBER in scripts/lib/stack.mjs).
  taxNumber: '004567891-0203',
  billingAddress: 'House 12, Road 7, Gulshan 1, Dhaka 1212, Bangladesh',
  paymentTerms: 'net30',
  creditLimit: 500_000,
  locations: [
    { name: 'Gazipur plant', address: 'Plot 45, Konabari Industrial Area, Gazipur 1751', phone: '+880 1711 200100' },
    { name: 'Ashulia plant', address: 'Zirabo, Ashulia, Savar, Dhaka 1341', phone: '+880 1711 200200' },
  ],
  members: [
    { email: 'purchasing@dhakaknitwear.com', name: 'Rafiq Purchasing', role: 'company_admin', orderLimit: null, monthlyLimit: null },
    { email: 'finance@dhakaknitwear.com', name: 'Nasrin Finance', role: 'approver', orderLimit: null, monthlyLimit: null },
    { email: 'buyer@dhakaknitwear.com', name: 'Jamal Buyer', role: 'buyer', orderLimit: 20_000, monthlyLimit: 100_000 },
  ] satisfies { email: string; name: string; role: CompanyRole; orderLimit: number | null; monthlyLimit: number | null }[],
} as const;

/**
 * The demo company, once (`seeded-companies` in `meta`), unless a company of that name exists:
 * its members' accounts are made here (their first sign-in finds them by address and keeps them).
 */
export async function seedDemoCompanyOnce(tx: Queryable): Promise<void> {
  const marker = await tx.query(`SELECT 1 FROM meta WHERE key = 'seeded-companies'`);
  if (marker.rows.length > 0) return;
  await tx.query(`INSERT INTO meta (key, value) VALUES ('seeded-companies', now()::text)`);
  if ((await tx.query('SELECT 1 FROM companies WHERE lower(name) = lower($1)', [DEMO_COMPANY.name])).rows.length > 0) return;
  const companyId = randomUUID();
  await tx.query(`INSERT INTO companies (id, name, tax_number, billing_address, payment_terms, credit_limit) VALUES ($1::uuid, $2, $3, $4, $5, $6)`, [
    companyId,
    DEMO_COMPANY.name,
    DEMO_COMPANY.taxNumber,
    DEMO_COMPANY.billingAddress,
    DEMO_COMPANY.paymentTerms,
    DEMO_COMPANY.creditLimit,
  ]);
  for (const location of DEMO_COMPANY.locations) {
    await tx.query('INSERT INTO company_locations (id, company_id, name, address, phone) VALUES ($1::uuid, $2::uuid, $3, $4, $5)', [
      randomUUID(),
      companyId,
      location.name,
      location.address,
      location.phone,
    ]);
  }
  for (const member of DEMO_COMPANY.members) {
    await tx.query(`INSERT INTO users (id, email, name) VALUES ($1::uuid, $2, $3) ON CONFLICT (email) WHERE removed_at IS NULL DO NOTHING`, [
      randomUUID(),
      member.email,
      member.name,
    ]);
    // An account already in another company stays there.
    await tx.query(
      `INSERT INTO company_members (user_id, company_id, role, order_limit, monthly_limit)
       SELECT id, $2::uuid, $3, $4, $5 FROM users WHERE email = $1 AND removed_at IS NULL
       ON CONFLICT (user_id) DO NOTHING`,
      [member.email, companyId, member.role, member.orderLimit, member.monthlyLimit],
    );
  }
}
