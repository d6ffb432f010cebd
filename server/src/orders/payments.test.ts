import type { ApiErrorBody, InvoiceSummary, Order, OrderDetail, Part } from '@storefront/shared/schemas';
import { companyMessages } from '@storefront/shared/schemas';
import { mailingSuite } from '../../test/fixtures';
import { call, describeEachDb, type Actor, type Cast, type TestServer } from '../../test/harness';
import { Inbox } from '../../test/inbox';

describeEachDb('payments against an invoice: on the order’s timeline, with an e-mail to its customer', (kind) => {
  let server: TestServer;
  let cast: Cast;
  let buyer: Actor;
  let buyerEmail: string;
  let part: Part;
  let inbox: Inbox;
  const sql = <T extends object = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    server.app.ctx.db.query<T>(text, params).then((r) => r.rows);

  /** A confirmed order of the buyer's, with its invoice. */
  const invoicedOrder = async (): Promise<{ order: Order; invoice: NonNullable<OrderDetail['invoice']> }> => {
    const placed = await call(server, 'POST', '/checkout', {
      token: buyer.token,
      body: { address: 'Plot 9, Ashulia Road, Savar, Dhaka', phone: '+8801811222333', lines: [{ partId: part._id, quantity: 2 }] },
    });
    expect(placed.status).toBe(201);
    const order = placed.body.order as Order;
    expect((await call(server, 'PATCH', `/booking/${order._id}`, { token: cast.admin.token, body: { status: 'confirmed' } })).status).toBe(200);
    return { order, invoice: (await detail(order)).invoice! };
  };
  const detail = async (order: Order, token = cast.admin.token) => (await call<OrderDetail>(server, 'GET', `/booking/${order.number}`, { token })).body;
  const download = async (order: Order) => {
    const response = await fetch(`${server.url}/booking/${order.number}/invoice`, { headers: { authorization: `Bearer ${cast.admin.token}` } });
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };
  const pay = (number: string, body: object) =>
    call<InvoiceSummary & ApiErrorBody>(server, 'POST', `/invoices/${number}/payments`, { token: cast.admin.token, body });
  const paymentMails = (invoiceNumber: string) => inbox.mails.filter((m) => m.subject?.includes(`Payment received for invoice ${invoiceNumber}`));

  mailingSuite(
    kind,
    'payments',
    { name: 'Bobbin case for payments', price: 1250.5, available_Quantity: 10_000 },
    (suite) => ({ server, inbox, cast, buyer, buyerEmail, part } = suite),
  );

  it('a partial payment, then the rest: two timeline entries and two e-mails, the invoice Paid, its PDF the same bytes', async () => {
    const { order, invoice } = await invoicedOrder();
    const before = await download(order);
    const rest = Math.round(invoice.total! * 100 - 100_000) / 100;

    const first = await pay(invoice.number, { amount: 1000, paidOn: '2026-11-20', reference: 'TT-001' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ number: invoice.number, paid: 1000, status: 'open' });
    const second = await pay(invoice.number, { amount: rest, paidOn: '2026-11-22' });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ paid: invoice.total, status: 'paid' });

    // The timeline: both payments, by the admin, after the confirmation; the last one paid the invoice.
    const payments = (await detail(order)).timeline.filter((e) => e.kind === 'payment');
    expect(payments).toEqual([
      expect.objectContaining({
        status: 'confirmed',
        by: { role: 'admin', name: expect.any(String) },
        payment: { amount: 1000, reference: 'TT-001', invoicePaid: false },
      }),
      expect.objectContaining({
        status: 'confirmed',
        by: { role: 'admin', name: expect.any(String) },
        payment: { amount: rest, reference: null, invoicePaid: true },
      }),
    ]);
    // The customer reads the same timeline; a payment is no change of status.
    const asCustomer = await detail(order, buyer.token);
    expect(asCustomer.timeline.map((e) => e.kind ?? 'status')).toEqual(['status', 'status', 'payment', 'payment']);
    expect(asCustomer.status).toBe('confirmed');

    // Two e-mails to the order's customer, each naming the amount, the day, the reference and what is still open (or that it is paid).
    while (paymentMails(invoice.number).length < 2) await inbox.count(inbox.mails.length + 1);
    const [partial, full] = paymentMails(invoice.number);
    const money = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'BDT' }).format(n);
    const link = `https://shop.example/dashboard/orders/${order.number}`;
    expect(partial!.to).toMatchObject({ text: buyerEmail });
    expect(partial!.subject).toBe(`Stitchline Parts: Payment received for invoice ${invoice.number}`);
    expect(partial!.text).toContain(`Amount: ${money(1000)}`);
    expect(partial!.text).toContain('Paid on: 20 November 2026');
    expect(partial!.text).toContain('Reference: TT-001');
    expect(partial!.text).toContain(`Still open: ${money(rest)}`);
    expect(partial!.text).toContain(`See your order: ${link}`);
    expect(full!.text).toContain(`Amount: ${money(rest)}`);
    expect(full!.text).toContain('Paid on: 22 November 2026');
    expect(full!.text).toContain('Reference: None given');
    expect(full!.text).toContain(`invoice ${invoice.number} is now paid in full`);
    expect(full!.text).toContain('Still open: Nothing: the invoice is paid');
    expect(full!.html).toContain(`href="${link}"`);

    // Each payment's entry shows its own e-mail, once sent.
    const withEmails = (await detail(order)).timeline.filter((e) => e.kind === 'payment');
    expect(withEmails.map((e) => e.email?.to)).toEqual([buyerEmail, buyerEmail]);

    // Paid: a further payment is refused, and changes nothing.
    const again = await pay(invoice.number, { amount: 1, paidOn: '2026-11-23' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(companyMessages.invoicePaid);
    expect((await detail(order)).timeline.filter((e) => e.kind === 'payment')).toHaveLength(2);
    expect((await download(order)).equals(before)).toBe(true);
  });

  it('refuses more than is open with nothing on the timeline and no e-mail; of two payments of the whole at once, one wins', async () => {
    const { order, invoice } = await invoicedOrder();
    const tooMuch = await pay(invoice.number, { amount: invoice.total! + 0.01, paidOn: '2026-11-20' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.fields).toEqual({ amount: companyMessages.paymentTooMuch });

    const replies = await Promise.all([
      pay(invoice.number, { amount: invoice.total!, paidOn: '2026-11-20', reference: 'A' }),
      pay(invoice.number, { amount: invoice.total!, paidOn: '2026-11-20', reference: 'B' }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
    const timeline = (await detail(order)).timeline.filter((e) => e.kind === 'payment');
    expect(timeline).toHaveLength(1);
    expect(timeline[0]!.payment).toMatchObject({ amount: invoice.total, invoicePaid: true });
    const queued = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM outbox_emails WHERE order_id = $1::uuid AND event = 'payment'`, [order._id]);
    expect(queued[0]!.n).toBe(1);
  });

  it('is the storefront admin’s only: a customer is refused, an unknown invoice is 404', async () => {
    const { invoice } = await invoicedOrder();
    const asCustomer = await call(server, 'POST', `/invoices/${invoice.number}/payments`, { token: buyer.token, body: { amount: 1, paidOn: '2026-11-20' } });
    expect(asCustomer.status).toBe(403);
    expect((await pay('INV-1999-000001', { amount: 1, paidOn: '2026-11-20' })).status).toBe(404);
  });
});
