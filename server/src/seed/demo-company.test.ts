import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CompanyAdminView, Page, CompanySummary } from '@storefront/shared/schemas';
import { call, describeEachDb, signInCast, startServer, type Cast, type TestServer } from '../../test/harness';
import { pdfText } from '../../test/pdf';
import { loadConfig } from '../config';
import { dayIn } from '../invoices/invoice';
import { DEMO_COMPANY } from './demo-company';

/** The demo seller's BIN as `npm start` sets it (`SELLER_TAX_NUMBER` in scripts/lib/stack.mjs). */
const STACK_SELLER_BIN = /SELLER_TAX_NUMBER: process\.env\.SELLER_TAX_NUMBER \?\? '([^']+)'/.exec(
  readFileSync(path.join(__dirname, '../../../scripts/lib/stack.mjs'), 'utf8'),
)![1]!;

describe('the demo company’s accounts', () => {
  it('are demo accounts of the Auth emulator, at the same addresses', () => {
    const accounts = JSON.parse(readFileSync(path.join(__dirname, '../../../shared/demo-accounts.json'), 'utf8')) as Record<
      string,
      { email: string; name: string }
    >;
    const byEmail = new Map(Object.values(accounts).map((account) => [account.email, account.name]));
    for (const member of DEMO_COMPANY.members) expect([member.email, byEmail.get(member.email)]).toEqual([member.email, member.name]);
  });

  it('has a BIN of its own: 13 digits, not the demo seller’s', () => {
    expect(DEMO_COMPANY.taxNumber).toMatch(/^\d{9}-\d{4}$/);
    expect(STACK_SELLER_BIN).toMatch(/^\d{9}-\d{4}$/);
    expect(DEMO_COMPANY.taxNumber).not.toBe(STACK_SELLER_BIN);
  });
});

describeEachDb('the demo company', (kind) => {
  let server: TestServer;
  let cast: Cast;
  beforeAll(async () => {
    server = await startServer(kind, { seedDemoHistory: true, seller: { ...loadConfig({}).seller, taxNumber: STACK_SELLER_BIN } });
    cast = await signInCast(server);
  });
  afterAll(() => server?.close());

  it('is seeded once with its plants, terms and three members', async () => {
    const list = await call<Page<CompanySummary>>(server, 'GET', `/companies?q=${encodeURIComponent('Dhaka Knitwear')}`, { token: cast.admin.token });
    expect(list.body.items).toEqual([expect.objectContaining({ name: 'Dhaka Knitwear Ltd.', paymentTerms: 'net30', creditLimit: 500000, memberCount: 3 })]);
    const company = await call<CompanyAdminView>(server, 'GET', `/companies/${list.body.items[0]!._id}`, { token: cast.admin.token });
    expect(company.body.locations.map((l) => l.name).sort()).toEqual(['Ashulia plant', 'Gazipur plant']);
    expect(company.body.members.map((m) => [m.email, m.role, m.orderLimit, m.monthlyLimit])).toEqual([
      ['purchasing@dhakaknitwear.com', 'company_admin', null, null],
      ['finance@dhakaknitwear.com', 'approver', null, null],
      ['buyer@dhakaknitwear.com', 'buyer', 20000, 100000],
    ]);
  });

  it('has a delivered order of six weeks ago whose NET 30 invoice is half paid and overdue', async () => {
    const list = await call<Page<CompanySummary>>(server, 'GET', `/companies?q=${encodeURIComponent('Dhaka Knitwear')}`, { token: cast.admin.token });
    const { credit } = (await call<CompanyAdminView>(server, 'GET', `/companies/${list.body.items[0]!._id}`, { token: cast.admin.token })).body;
    expect(credit.overdue).toBeGreaterThan(0);
    expect(credit.openBalance).toBe(credit.overdue);
    expect(credit.available).toBe(Math.round((credit.creditLimit - credit.openBalance - credit.unbilled) * 100) / 100);
  });

  it('dates every step after the one before: placed, confirmed, invoiced, shipped, delivered, then paid', async () => {
    const sql = <T extends object>(text: string) => server.app.ctx.db.query<T>(text).then((r) => r.rows);
    const orders = await sql<{ number: string; placed: string; confirmed: string; issued: string; dataIssued: string; dataPlaced: string }>(
      `SELECT o.number, o.created_at::text AS placed, i.issued_at::text AS issued,
              (SELECT max(e.at)::text FROM order_events e WHERE e.order_id = o.id AND e.status = 'confirmed' AND e.kind = 'status') AS confirmed,
              i.data->>'issuedAt' AS "dataIssued", i.data->'order'->>'placedAt' AS "dataPlaced"
         FROM orders o JOIN invoices i ON i.order_id = o.id`,
    );
    expect(orders.length).toBeGreaterThan(0);
    const ms = (text: string) => Date.parse(text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
    for (const order of orders) {
      expect([order.number, ms(order.issued) >= ms(order.placed), ms(order.issued) >= ms(order.confirmed)]).toEqual([order.number, true, true]);
      // What the invoice says is what happened.
      expect([order.number, Date.parse(order.dataIssued), Date.parse(order.dataPlaced)]).toEqual([order.number, ms(order.issued), ms(order.placed)]);
    }
    // Each order's timeline in its order, every event after its placing.
    const events = await sql<{ number: string; placed: string; at: string[] }>(
      `SELECT o.number, o.created_at::text AS placed, array_agg(e.at::text ORDER BY e.seq) AS at
         FROM orders o JOIN order_events e ON e.order_id = o.id WHERE o.id IN (SELECT order_id FROM invoices) GROUP BY o.id`,
    );
    for (const order of events) {
      const times = [order.placed, ...order.at].map(ms);
      expect([order.number, times]).toEqual([order.number, [...times].sort((a, b) => a - b)]);
    }
    // Payments after their invoice: recorded, and paid on its issue day or later.
    const payments = await sql<{ number: string; issued: string; recorded: string; paidOn: string; eventAt: string | null }>(
      `SELECT i.number, i.issued_at::text AS issued, p.created_at::text AS recorded, to_char(p.paid_on, 'YYYY-MM-DD') AS "paidOn",
              (SELECT min(e.at)::text FROM order_events e WHERE e.order_id = p.order_id AND e.kind = 'payment') AS "eventAt"
         FROM invoice_payments p JOIN invoices i ON i.order_id = p.order_id`,
    );
    expect(payments.length).toBeGreaterThan(0);
    for (const payment of payments) {
      const issuedDay = dayIn(new Date(ms(payment.issued)).toISOString(), server.app.ctx.config.seller.timeZone);
      expect([payment.number, ms(payment.recorded) >= ms(payment.issued), payment.paidOn >= issuedDay, ms(payment.eventAt!) >= ms(payment.issued)]).toEqual([
        payment.number,
        true,
        true,
        true,
      ]);
    }
  });

  it('has a tax invoice an accounts department accepts: its time of issue, two BINs once each, the seller’s accounts contact', async () => {
    const [invoice] = (
      await server.app.ctx.db.query<{ order: string; issuedAt: string }>(
        `SELECT o.number AS order, i.data->>'issuedAt' AS "issuedAt" FROM invoices i JOIN orders o ON o.id = i.order_id JOIN companies c ON c.id = o.company_id
          WHERE c.name = $1`,
        [DEMO_COMPANY.name],
      )
    ).rows;
    const response = await fetch(`${server.url}/booking/${invoice!.order}/invoice`, { headers: { authorization: `Bearer ${cast.admin.token}` } });
    expect(response.status).toBe(200);
    const text = (await pdfText(Buffer.from(await response.arrayBuffer()))).join(' ').replace(/\n/g, ' ');
    const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Dhaka' }).format(
      new Date(invoice!.issuedAt),
    );
    expect(text).toMatch(new RegExp(`Issued: \\d{1,2} \\w+ \\d{4}, ${time} \\(Dhaka\\)`));
    expect(text.match(/BIN: \S+/g)).toEqual([`BIN: ${STACK_SELLER_BIN}`, `BIN: ${DEMO_COMPANY.taxNumber}`]);
    expect(text.match(/BIN/g)).toHaveLength(2);
    expect(text).not.toContain('BIN/VAT: BIN');
    expect(text).toContain(server.app.ctx.config.seller.contact.email);
    expect(server.app.ctx.config.seller.contact.email).toMatch(/^accounts@/);
    expect(text).not.toContain(server.app.ctx.config.mail.contact.email);
  });
});
