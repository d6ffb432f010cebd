import { randomUUID } from 'node:crypto';
import { companyMessages, messages, paymentBody, type OrderDetail, type Page, type Part } from '@storefront/shared/schemas';
import { todayIn } from '../src/prices/my-prices';
import { apiForSuite, call, describeEachDb, freshUser, signInAs, type Actor } from './harness';

/** The store's day `days` from today in Dhaka (the business's time zone), as YYYY-MM-DD. */
const dhakaDay = (days: number) => todayIn('Asia/Dhaka', new Date(Date.now() + days * 86_400_000));

describe('the payment and name rules the forms share with the API', () => {
  it('takes an amount in whole cents on a real day', () => {
    const fields = (body: object) => paymentBody.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(fields({ amount: 0.005, paidOn: '2026-11-30' })).toEqual([['amount', companyMessages.paymentAmountCents]]);
    expect(fields({ amount: 12.345, paidOn: '2026-11-30' })).toEqual([['amount', companyMessages.paymentAmountCents]]);
    expect(fields({ amount: 1_000.0001, paidOn: '2026-11-30' })).toEqual([['amount', companyMessages.paymentAmountCents]]);
    // Whole cents, whatever arithmetic made them.
    for (const amount of [0.1 + 0.2, 5175.1 + 0.01, 0.01, 999_999_999.99])
      expect([amount, fields({ amount, paidOn: '2026-11-30' })]).toEqual([amount, undefined]);
    expect(fields({ amount: 0.01, paidOn: '2026-02-30' })).toEqual([['paidOn', companyMessages.paymentDateInvalid]]);
    expect(fields({ amount: 0.01, paidOn: '30/11/2026' })).toEqual([['paidOn', companyMessages.paymentDateInvalid]]);
  });
});

describeEachDb('one-line names and payments in cents, not in the future', (kind) => {
  const api = apiForSuite(kind);
  let companyAdmin: Actor;
  let companyId: string;
  let invoiceNumber: string;

  beforeAll(async () => {
    const made = await call(api.server, 'POST', '/companies', { token: api.cast.admin.token, body: { name: `One Line Mills ${kind}` } });
    companyId = made.body._id;
    const user = await freshUser('one-line-admin', { verified: true });
    companyAdmin = await signInAs(api.server, user);
    await api.server.app.ctx.db.query(
      `INSERT INTO company_members (user_id, company_id, role) SELECT id, $2::uuid, 'company_admin' FROM users WHERE email = $1`,
      [user.email, companyId],
    );
    // A customer's confirmed order: its invoice takes payments.
    const part = (await call<Page<Part>>(api.server, 'GET', '/parts')).body.items[0]!;
    const placed = await call(api.server, 'POST', '/checkout', {
      token: api.cast.customer.token,
      body: { address: 'Plot 7, Ashulia', phone: '+8801711000000', lines: [{ partId: part._id, quantity: part.min_order_Quantity }] },
    });
    expect((await call(api.server, 'PATCH', `/booking/${placed.body.order._id}`, { token: api.cast.admin.token, body: { status: 'confirmed' } })).status).toBe(
      200,
    );
    invoiceNumber = (await call<OrderDetail>(api.server, 'GET', `/booking/${placed.body.order.number}`, { token: api.cast.admin.token })).body.invoice!.number;
  });

  const pay = (body: object) => call(api.server, 'POST', `/invoices/${invoiceNumber}/payments`, { token: api.cast.admin.token, body });
  const refusal = (field: string, message: string) => [400, { error: { code: expect.any(String), message: expect.any(String), fields: { [field]: message } } }];

  it('refuses an amount finer than a cent and a day after today in Dhaka, and records today’s payment of a cent as it is', async () => {
    for (const amount of [0.005, 1.999]) {
      const reply = await pay({ amount, paidOn: dhakaDay(0) });
      expect([reply.status, reply.body]).toEqual(refusal('amount', companyMessages.paymentAmountCents));
    }
    for (const paidOn of ['9999-12-31', dhakaDay(1)]) {
      const reply = await pay({ amount: 1, paidOn });
      expect([reply.status, reply.body]).toEqual(refusal('paidOn', companyMessages.paymentDateFuture));
    }
    const impossible = await pay({ amount: 1, paidOn: '2026-02-30' });
    expect([impossible.status, impossible.body]).toEqual(refusal('paidOn', companyMessages.paymentDateInvalid));

    const recorded = await pay({ amount: 0.01, paidOn: dhakaDay(0) });
    expect(recorded.status).toBe(201);
    expect(recorded.body.payments).toEqual([expect.objectContaining({ amount: 0.01, paidOn: dhakaDay(0) })]);
    expect(recorded.body.paid).toBe(0.01);
  });

  it('keeps company and price-list names on one line: a line break or a tab inside is 400 on the name', async () => {
    const admin = api.cast.admin.token;
    const list = await call(api.server, 'POST', '/price-lists', {
      token: admin,
      body: { name: `One line ${kind}`, currency: api.server.app.ctx.config.mail.currency },
    });
    expect(list.status).toBe(201);
    for (const name of ['Dhaka\r\nKnitwear', 'Dhaka\nKnitwear', 'Dhaka\tKnitwear', 'Dhaka\u0085Knitwear', 'Dhaka\u0000Knitwear']) {
      for (const [method, path, token, body] of [
        ['POST', '/companies', admin, { name }],
        ['PUT', `/companies/${companyId}`, admin, { name }],
        ['PUT', '/company', companyAdmin.token, { name }],
        ['POST', '/price-lists', admin, { name, currency: api.server.app.ctx.config.mail.currency }],
        ['PUT', `/price-lists/${list.body.id}`, admin, { name, currency: api.server.app.ctx.config.mail.currency }],
      ] as const) {
        const reply = await call(api.server, method, path, { token, body });
        expect([method, path, JSON.stringify(name), reply.status, reply.body.error?.fields]).toEqual([
          method,
          path,
          JSON.stringify(name),
          400,
          { name: messages.nameOneLine },
        ]);
      }
    }
    // Spaces inside a name and line breaks around it (trimmed) are fine.
    const spaced = await call(api.server, 'POST', '/companies', { token: admin, body: { name: `\n  Ashulia  Apparel ${randomUUID().slice(0, 8)}\r\n` } });
    expect([spaced.status, spaced.body.name]).toEqual([201, expect.stringMatching(/^Ashulia {2}Apparel \w+$/)]);
  });
});
