import { randomUUID } from 'node:crypto';
import {
  companyMessages,
  type ApiErrorBody,
  type CompanyInvoices,
  type InvoiceSummary,
  type Order,
  type OrderDetail,
  type Part,
} from '@storefront/shared/schemas';
import { call, describeEachDb, signInCast, startServer, type Actor, type Cast, type TestServer } from '../../test/harness';
import { pdfText } from '../../test/pdf';
import { addCompany, addMember, addPart } from '../../test/fixtures';
import { loadConfig } from '../config';
import { dayIn } from './invoice';
import { invoiceSummary } from './invoices.repo';

const SELLER = {
  ...loadConfig({}).seller,
  taxNumber: '000123456-0101',
  bankDetails: 'Dutch-Bangla Bank PLC, Tongi branch\nAccount 123.456.7890',
};

describeEachDb("companies' invoices: terms, due dates, VAT, payments and the Invoices list", (kind) => {
  let server: TestServer;
  let cast: Cast;
  let part: Part;
  const members = {} as Record<'admin' | 'approver' | 'buyer' | 'outsider', Actor & { id: string }>;
  let companyId: string;
  let locationId: string;
  let other: { id: string };
  const sku = `SL-CINV${kind === 'pglite' ? 'L' : 'P'}${Date.now().toString(36).toUpperCase()}`;
  const sql = <T extends object = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    server.app.ctx.db.query<T>(text, params).then((r) => r.rows);

  const checkout = async (actor: Actor, quantity: number): Promise<Order> => {
    const reply = await call(server, 'POST', '/checkout', {
      token: actor.token,
      body: { address: 'Plot 9, Ashulia Road, Savar, Dhaka', phone: '+8801811222333', poReference: 'PO-C-1', lines: [{ partId: part._id, quantity }] },
    });
    expect(reply.status).toBe(201);
    return reply.body.order as Order;
  };
  /** An order placed as the company, to its Ashulia location (as checkout records one placed by a member). */
  const companyOrder = async (quantity: number, actor = members.buyer): Promise<Order> => {
    const order = await checkout(actor, quantity);
    await sql(`UPDATE orders SET company_id = $2::uuid, location_id = $3::uuid, location_name = 'Ashulia plant' WHERE id = $1::uuid`, [
      order._id,
      companyId,
      locationId,
    ]);
    return order;
  };
  const confirm = async (order: Order) =>
    expect((await call(server, 'PATCH', `/booking/${order._id}`, { token: cast.admin.token, body: { status: 'confirmed' } })).status).toBe(200);
  const invoiceOf = async (order: Order) => (await call<OrderDetail>(server, 'GET', `/booking/${order.number}`, { token: cast.admin.token })).body.invoice!;
  const download = async (order: Order) => {
    const response = await fetch(`${server.url}/booking/${order.number}/invoice`, { headers: { authorization: `Bearer ${cast.admin.token}` } });
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };
  const pay = (number: string, body: object, token = cast.admin.token) =>
    call<InvoiceSummary & ApiErrorBody>(server, 'POST', `/invoices/${number}/payments`, { token, body });
  const invoices = (actor: Actor, query = '') => call<CompanyInvoices>(server, 'GET', `/company/invoices${query}`, { token: actor.token });
  const today = () => new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    server = await startServer(kind, { seller: SELLER });
    cast = await signInCast(server);
    const company = await addCompany(server, {
      name: `Dhaka Knitwear ${kind} ${Date.now()}`,
      taxNumber: '004455667-0202',
      billingAddress: 'House 5, Road 11, Banani, Dhaka 1213',
      terms: 'net30',
      creditLimit: 100000,
      location: { name: 'Ashulia plant', address: 'Plot 9, Ashulia Road, Savar, Dhaka' },
    });
    companyId = company.id;
    locationId = company.location.id;
    members.admin = await addMember(server, companyId, 'company_admin', {}, 'cinv-admin');
    members.approver = await addMember(server, companyId, 'approver', {}, 'cinv-approver');
    members.buyer = await addMember(server, companyId, 'buyer', {}, 'cinv-buyer');
    // The outsider belongs to another company, with invoices of its own.
    other = await addCompany(server, { name: `Other ${kind} ${Date.now()}`, terms: 'net15', creditLimit: 5000, location: null });
    members.outsider = await addMember(server, other.id, 'company_admin', {}, 'cinv-outsider');

    part = await addPart(server, cast.admin.token, {
      sku,
      name: 'Company bobbin case',
      price: 1250.5,
      description: 'For the company invoice tests',
      min_order_Quantity: 1,
      available_Quantity: 10_000,
      img: '/images/seed/needle-plate.svg',
    });
    // The outsider's company has an invoice: never in this company's list.
    const theirs = await checkout(members.outsider, 1);
    await sql(`UPDATE orders SET company_id = $2::uuid WHERE id = $1::uuid`, [theirs._id, other.id]);
    await confirm(theirs);
  });
  afterAll(() => server?.close());

  it("bills the company on its terms: its tax number, bill-to and ship-to, NET 30's due date, VAT per line and in total, how to pay", async () => {
    const order = await companyOrder(3);
    await confirm(order);
    const invoice = await invoiceOf(order);
    const [row] = await sql<{ companyId: string; terms: string; dueDate: string; total: string; issuedAt: string }>(
      `SELECT company_id::text AS "companyId", payment_terms AS terms, to_char(due_date, 'YYYY-MM-DD') AS "dueDate", total::text AS total, issued_at AS "issuedAt"
         FROM invoices WHERE number = $1`,
      [invoice.number],
    );
    const issueDay = dayIn(invoice.issuedAt, 'Asia/Dhaka');
    const due = new Date(Date.parse(`${issueDay}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(row).toMatchObject({ companyId, terms: 'net30', dueDate: due, total: '4314.23' });

    const text = (await pdfText(await download(order))).join(' ').replace(/\n/g, ' ');
    const long = (day: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
    for (const expected of [
      'BIN: 000123456-0101',
      'TAX INVOICE',
      `Invoice number: ${invoice.number}`,
      'Payment terms: NET 30',
      `Due date: ${long(due)}`,
      'BILL TO',
      'Dhaka Knitwear',
      'BIN: 004455667-0202',
      'House 5, Road 11, Banani, Dhaka 1213',
      'Ordered by:',
      'SHIP TO',
      'Ashulia plant',
      'Plot 9, Ashulia Road, Savar, Dhaka',
      sku,
      '3,751.50',
      '15 %',
      '562.73',
      '4,314.23',
      'Net total: BDT 3,751.50',
      'VAT (15 %): BDT 562.73',
      'Total (gross): BDT 4,314.23',
      'HOW TO PAY',
      'Dutch-Bangla Bank PLC, Tongi branch',
      'Account 123.456.7890',
    ]) {
      expect(text).toContain(expected);
    }
    // Who ordered it, beside the company (an address may wrap at its hyphen).
    expect(text.replace(/\s/g, '')).toContain(`·${members.buyer.email}`);
    expect(await invoiceSummary(server.app.ctx.db, order._id)).toEqual({
      number: invoice.number,
      orderNumber: order.number,
      issuedAt: invoice.issuedAt,
      dueDate: due,
      terms: 'net30',
      total: 4314.23,
      paid: 0,
      status: 'open',
      payments: [],
    });
  });

  it("gives a lone customer's invoice prepaid terms, due the day it is issued, and no company", async () => {
    const order = await checkout(cast.customer, 1);
    await confirm(order);
    const summary = (await invoiceSummary(server.app.ctx.db, order._id))!;
    expect(summary).toMatchObject({ terms: 'prepaid', dueDate: dayIn(summary.issuedAt, 'Asia/Dhaka'), total: 1438.08, status: 'open' });
    const [row] = await sql<{ companyId: string | null }>('SELECT company_id AS "companyId" FROM invoices WHERE order_id = $1::uuid', [order._id]);
    expect(row!.companyId).toBeNull();
    expect(await invoiceSummary(server.app.ctx.db, randomUUID())).toBeUndefined();
  });

  it('renders an invoice issued before tax invoices from its kept data as before, the same bytes every time', async () => {
    const order = await checkout(cast.customer, 2);
    await sql(`UPDATE orders SET status = 'confirmed' WHERE id = $1::uuid`, [order._id]);
    const number = `INV-2025-${String(Math.floor(Math.random() * 900_000) + 100_000)}`;
    const kept = {
      number,
      issuedAt: '2025-03-04T05:06:07.000Z',
      currency: 'BDT',
      seller: {
        company: 'Stitchline Parts',
        address: 'Tongi',
        contact: { name: 'Rahim Uddin', phone: '+880 1711-000000', email: 'm@example.com' },
        timeZone: 'Asia/Dhaka',
      },
      buyer: { name: 'Karim Customer', email: 'karim@example.com', address: 'Gazipur', phone: '01711000000' },
      order: { number: order.number, placedAt: '2025-03-03T10:00:00.000Z', poReference: null },
      lines: [{ partNumber: sku, partName: 'Company bobbin case', quantity: 2, unitPrice: '1250.50', lineTotal: '2501.00' }],
      total: '2501.00',
    };
    await sql(`INSERT INTO invoices (order_id, number, issued_at, data) VALUES ($1::uuid, $2, '2025-03-04T05:06:07Z', $3::jsonb)`, [
      order._id,
      number,
      JSON.stringify(kept),
    ]);
    const first = await download(order);
    const text = (await pdfText(first)).join(' ').replace(/\n/g, ' ');
    expect(text).toContain('Total: BDT 2,501.00');
    expect(text).not.toContain('VAT');
    expect((await download(order)).equals(first)).toBe(true);
    // Its summary: the kept total, due the day it was issued, never overdue.
    expect(await invoiceSummary(server.app.ctx.db, order._id)).toMatchObject({ number, terms: 'prepaid', dueDate: '2025-03-04', total: 2501, status: 'open' });
  });

  it('records payments: partial ones add up, Paid at the total; more than is open or a paid invoice refused; the PDF unchanged', async () => {
    const order = await companyOrder(1);
    await confirm(order);
    const { number } = await invoiceOf(order);
    const before = await download(order);

    const first = await pay(number, { amount: 1000, paidOn: '2026-11-20', reference: 'TT-001' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ number, total: 1438.08, paid: 1000, status: 'open' });
    expect(first.body.payments).toEqual([{ _id: expect.any(String), amount: 1000, paidOn: '2026-11-20', reference: 'TT-001', recordedAt: expect.any(String) }]);

    const tooMuch = await pay(number, { amount: 438.09, paidOn: '2026-11-21' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error).toMatchObject({ message: companyMessages.paymentTooMuch, fields: { amount: companyMessages.paymentTooMuch } });
    const badDay = await pay(number, { amount: 1, paidOn: '2026-02-30' });
    expect(badDay.status).toBe(400);
    expect(badDay.body.error.fields).toEqual({ paidOn: companyMessages.paymentDateInvalid });
    const zero = await pay(number, { amount: 0, paidOn: '2026-11-21' });
    expect(zero.status).toBe(400);
    expect(zero.body.error.fields).toEqual({ amount: companyMessages.paymentAmountInvalid });

    const rest = await pay(number, { amount: 438.08, paidOn: '2026-11-22', reference: 'TT-002' });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ paid: 1438.08, status: 'paid' });
    expect(rest.body.payments.map((p) => p.reference)).toEqual(['TT-001', 'TT-002']);
    const [row] = await sql<{ paidAt: Date | null }>('SELECT paid_at AS "paidAt" FROM invoices WHERE number = $1', [number]);
    expect(row!.paidAt).not.toBeNull();

    const again = await pay(number, { amount: 1, paidOn: '2026-11-23' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(companyMessages.invoicePaid);
    expect((await download(order)).equals(before)).toBe(true);
    expect((await pay('INV-1999-000001', { amount: 1, paidOn: '2026-11-23' })).status).toBe(404);
    expect((await pay(number, { amount: 1, paidOn: '2026-11-23' }, members.admin.token)).status).toBe(403);
  });

  it('takes one of two payments of the whole open amount at once; the other is refused', async () => {
    const order = await companyOrder(1);
    await confirm(order);
    const { number } = await invoiceOf(order);
    const replies = await Promise.all([pay(number, { amount: 1438.08, paidOn: '2026-11-20' }), pay(number, { amount: 1438.08, paidOn: '2026-11-20' })]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await invoiceSummary(server.app.ctx.db, order._id))!).toMatchObject({ paid: 1438.08, status: 'paid' });
  });

  it("lists the company's invoices for its company admins and approvers, with its credit; a buyer 403, anyone else 404", async () => {
    const overdue = await companyOrder(2);
    await confirm(overdue);
    await sql(`UPDATE invoices SET due_date = current_date - 1 WHERE order_id = $1::uuid`, [overdue._id]);
    const waiting = await companyOrder(1); // pending: placed, not invoiced yet
    const overdueNumber = (await invoiceOf(overdue)).number;

    const all = await invoices(members.admin);
    expect(all.status).toBe(200);
    const { credit } = all.body;
    const ours = await sql<{ number: string; open: string; overdue: boolean }>(
      `SELECT i.number, (i.total - coalesce((SELECT sum(amount) FROM invoice_payments p WHERE p.order_id = i.order_id), 0))::text AS open,
              i.paid_at IS NULL AND i.payment_terms <> 'prepaid' AND i.due_date < current_date AS overdue
         FROM invoices i WHERE i.company_id = $1::uuid ORDER BY i.issued_at DESC, i.number DESC`,
      [companyId],
    );
    expect(all.body.invoices.map((i) => i.number)).toEqual(ours.map((i) => i.number));
    const open = ours.filter((i) => Number(i.open) > 0).reduce((sum, i) => sum + Number(i.open), 0);
    expect(credit).toEqual({
      terms: 'net30',
      creditLimit: 100000,
      openBalance: Math.round(open * 100) / 100,
      overdue: 2876.15,
      // The pending order's 1,250.50 net, with the 15 % VAT its invoice will add.
      unbilled: 1438.07,
      available: Math.round((100000 - open - 1438.07) * 100) / 100,
    });
    expect(waiting.status).toBe('pending');
    expect(all.body.invoices.find((i) => i.number === overdueNumber)).toMatchObject({ status: 'overdue', dueDate: expect.any(String), total: 2876.15 });

    const overdueOnly = await invoices(members.approver, '?status=overdue');
    expect(overdueOnly.status).toBe(200);
    expect(overdueOnly.body.invoices.map((i) => i.number)).toEqual([overdueNumber]);
    const paid = await invoices(members.admin, '?status=paid');
    expect(paid.body.invoices.length).toBeGreaterThan(0);
    expect(paid.body.invoices.every((i) => i.status === 'paid')).toBe(true);
    const openOnly = await invoices(members.admin, '?status=open');
    expect(openOnly.body.invoices.every((i) => i.status === 'open' && i.dueDate >= today())).toBe(true);

    // Paged newest first: the pages add up to the list.
    const pages: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof invoices>> = await invoices(members.admin, `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.body.invoices.length).toBeLessThanOrEqual(2);
      pages.push(...page.body.invoices.map((i) => i.number));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(pages).toEqual(ours.map((i) => i.number));

    const buyer = await invoices(members.buyer);
    expect(buyer.status).toBe(403);
    expect(buyer.body).toEqual({ error: { code: 'FORBIDDEN', message: companyMessages.invoicesRestricted } });
    expect((await invoices(cast.customer)).status).toBe(404);
    expect((await invoices(cast.admin)).status).toBe(404);
    expect((await call(server, 'GET', '/company/invoices')).status).toBe(401);
    // Another company's admin sees their own invoices, none of these.
    const theirs = await invoices(members.outsider);
    expect(theirs.status).toBe(200);
    expect(theirs.body.credit).toMatchObject({ terms: 'net15', creditLimit: 5000 });
    expect(theirs.body.invoices.filter((i) => ours.some((o) => o.number === i.number))).toEqual([]);
    expect(theirs.body.invoices).toHaveLength(1);

    // A member removed a moment ago is refused at once, with the token they hold.
    await sql('DELETE FROM company_members WHERE user_id = $1::uuid', [members.approver.id]);
    expect((await invoices(members.approver)).status).toBe(404);
    await sql(`INSERT INTO company_members (user_id, company_id, role) VALUES ($1::uuid, $2::uuid, 'approver')`, [members.approver.id, companyId]);
  });
});
