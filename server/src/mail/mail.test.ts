import type { Order, OrderDetail, Part } from '@storefront/shared/schemas';
import { loadConfig } from '../config';
import { mailingSuite } from '../../test/fixtures';
import { call, describeEachDb, freshUser, signInAs, startServer, type Actor, type Cast, type TestServer } from '../../test/harness';
import { freePort } from '../../test/ports';
import { eventually, Inbox } from '../../test/inbox';

describeEachDb('the customers’ e-mails: recorded with each change, sent over SMTP once', (kind) => {
  let server: TestServer;
  let cast: Cast;
  let buyer: Actor;
  let buyerEmail: string;
  let part: Part;
  let inbox: Inbox;

  const checkout = async (quantity = 2): Promise<Order> => {
    const reply = await call(server, 'POST', '/checkout', {
      token: buyer.token,
      body: { address: 'Plot 9, <Ashulia> & Co, Dhaka', phone: '+8801711000000', poReference: 'PO-77', lines: [{ partId: part._id, quantity }] },
    });
    expect(reply.status).toBe(201);
    return reply.body.order as Order;
  };
  const change = (order: Order, body: Record<string, unknown>) => call(server, 'PATCH', `/booking/${order._id}`, { token: cast.admin.token, body });

  mailingSuite(
    kind,
    'mail',
    { name: 'Bobbin case <for> "lockstitch"', price: 12.5, available_Quantity: 1000 },
    (suite) => ({ server, inbox, cast, buyer, buyerEmail, part } = suite),
  );

  it('sends one e-mail for each of placed, confirmed, shipped and cancelled, with the order in HTML and plain text', async () => {
    const order = await checkout(4);
    await change(order, { status: 'confirmed' });
    await change(order, { status: 'shipped', carrier: 'DHL', trackingNumber: 'JD0146' });
    await change(order, { status: 'delivered' });
    const other = await checkout(1);
    await change(other, { status: 'cancelled', reason: 'Out of thread & needles' });
    const mails = await inbox.count(5);
    const about = (number: string) => mails.filter((m) => m.subject?.includes(number)).map((m) => m.subject);
    expect(about(order.number)).toEqual([
      `Stitchline Parts: We have your order ${order.number}`,
      `Stitchline Parts: Your order ${order.number} is confirmed`,
      `Stitchline Parts: Your order ${order.number} is on its way`,
    ]);
    expect(about(other.number)).toEqual([`Stitchline Parts: We have your order ${other.number}`, `Stitchline Parts: Your order ${other.number} is cancelled`]);
    const shipped = mails.find((m) => m.subject?.endsWith('is on its way'))!;
    // Prices are formatted as the storefront shows them (a no-break space after the currency).
    shipped.text = shipped.text?.replace(/\u00a0/g, ' ');
    expect(shipped.to && 'text' in shipped.to ? shipped.to.text : '').toBe(buyerEmail);
    expect(shipped.text).toContain('Carrier: DHL');
    expect(shipped.text).toContain('Tracking number: JD0146');
    expect(shipped.text).toContain(`- ${part.sku} Bobbin case <for> "lockstitch": 4 × BDT 12.50 = BDT 50.00`);
    expect(shipped.text).toContain('Order total: BDT 50.00');
    expect(shipped.text).toContain(`See your order: https://shop.example/dashboard/orders/${order.number}`);
    expect(shipped.text).toContain('Questions? Rahim Uddin, +880 1711-000000, marketing@partsmanufacturer.com');
    // From the store's own address, not the marketing contact; the order's date in the seller's
    // zone, named; the seller's address at the foot; the known carrier's tracking page linked.
    expect(new Set(mails.map((m) => JSON.stringify(m.from?.value)))).toEqual(
      new Set([JSON.stringify([{ address: 'orders@shop.example', name: 'Stitchline Parts' }])]),
    );
    const placedAt = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Dhaka' }).format(new Date(order.createdAt));
    expect(shipped.text).toContain(`Ordered on: ${placedAt} GMT+6`);
    expect(shipped.text).toContain('Stitchline Parts, Plot 14, BSCIC Industrial Estate, Tongi, Gazipur 1710, Bangladesh');
    const dhl = 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&amp;tracking-id=JD0146';
    expect(shipped.text).toContain(
      'Tracking number: JD0146 (track it: https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=JD0146)',
    );
    expect(shipped.html).toContain(`<a href="${dhl}" style="color:#0b3c5d">JD0146</a>`);
    // In the HTML every value is escaped: the part's name and the address are text, not markup.
    expect(shipped.html).toContain('Bobbin case &lt;for&gt; &quot;lockstitch&quot;');
    expect(shipped.html).toContain('Plot 9, &lt;Ashulia&gt; &amp; Co, Dhaka');
    expect(shipped.html).not.toContain('<for>');
    expect(shipped.html).toContain(`href="https://shop.example/dashboard/orders/${order.number}"`);
    // The confirmation names the invoice it issued and links to it on the order's page.
    const confirmed = mails.find((m) => m.subject?.endsWith('is confirmed'))!;
    const { invoice } = (await call<OrderDetail>(server, 'GET', `/booking/${order.number}`, { token: buyer.token })).body;
    expect(confirmed.text).toContain(`Invoice: ${invoice!.number}`);
    expect(confirmed.text).toContain(`Download your invoice ${invoice!.number}: https://shop.example/dashboard/orders/${order.number}#invoice`);
    expect(confirmed.html).toContain(`href="https://shop.example/dashboard/orders/${order.number}#invoice"`);
    const cancelled = mails.find((m) => m.subject?.endsWith('is cancelled'))!;
    expect(cancelled.text).toContain('Reason: Out of thread & needles');
    // Each message has its own stable Message-ID.
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(mails.length);
    // The order's timeline says when each e-mail went out (a delivery sends none).
    const timeline = await eventually(async () => {
      const { body } = await call<OrderDetail>(server, 'GET', `/booking/${order.number}`, { token: buyer.token });
      return body.timeline.filter((e) => e.email).every((e) => e.email!.sentAt) ? body.timeline : undefined;
    }, 'the e-mails to be marked sent');
    expect(timeline.map((e) => [e.status, e.email?.to ?? null, e.email?.problem ?? null])).toEqual([
      ['pending', buyerEmail, null],
      ['confirmed', buyerEmail, null],
      ['shipped', buyerEmail, null],
      ['delivered', null, null],
    ]);
    for (const event of timeline.slice(0, 3)) expect(Date.parse(event.email!.sentAt!)).toBeGreaterThanOrEqual(Date.parse(event.at));
  });

  it('keeps orders fast with the mail server down, and sends every e-mail once when it is back', async () => {
    const before = inbox.mails.length;
    await inbox.stop();
    const orders: Order[] = [];
    for (let i = 0; i < 3; i++) orders.push(await checkout(1));
    // The timeline says the e-mail waits, and why, once the worker has tried.
    const waiting = await eventually(async () => {
      const { body } = await call<OrderDetail>(server, 'GET', `/booking/${orders[0]!.number}`, { token: buyer.token });
      return body.timeline[0]!.email?.problem ? body : undefined;
    }, 'a failed try');
    expect(waiting.status).toBe('pending');
    expect(waiting.timeline[0]!.email).toEqual({
      to: buyerEmail,
      sentAt: null,
      attempts: expect.any(Number),
      problem: 'the mail server could not be reached',
      nextAttemptAt: expect.any(String),
    });
    await inbox.start();
    const mails = await inbox.count(before + 3);
    const arrived = mails.slice(before).map((m) => m.subject);
    expect(arrived.sort()).toEqual(orders.map((o) => `Stitchline Parts: We have your order ${o.number}`).sort());
    // Nothing more comes for them: one message each (a later retry would have arrived with the next ones).
    await change(orders[0]!, { status: 'confirmed' });
    const next = await inbox.count(before + 4);
    expect(next.slice(before).filter((m) => m.subject?.includes(orders[0]!.number))).toHaveLength(2);
  });

  it('sends the e-mails that waited for the mail server as soon as it is back, not when their doubled waits run out', async () => {
    // A server of its own whose failed sends wait ten minutes before the next try.
    const late = new Inbox(await freePort());
    const defaults = loadConfig({});
    const patient = await startServer(kind, {
      mail: { ...defaults.mail, smtpUrl: `smtp://127.0.0.1:${late.port}`, pollMs: 100, retryBaseMs: 600_000 },
    });
    try {
      const buyerThere = await signInAs(patient, await freshUser('patient'));
      const seeded = (await call<{ items: Part[] }>(patient, 'GET', '/parts')).body.items[0]!;
      const order = async () => {
        const reply = await call(patient, 'POST', '/checkout', {
          token: buyerThere.token,
          body: { address: 'Plot 2, Tongi', phone: '+8801711000000', lines: [{ partId: seeded._id, quantity: seeded.min_order_Quantity }] },
        });
        expect(reply.status).toBe(201);
        return reply.body.order as Order;
      };
      const waiting = [await order(), await order()];
      for (const o of waiting) {
        await eventually(async () => {
          const { body } = await call<OrderDetail>(patient, 'GET', `/booking/${o.number}`, { token: buyerThere.token });
          return body.timeline[0]!.email?.problem ? true : undefined;
        }, 'a failed try');
      }
      await late.start();
      // The next e-mail goes at once, and the two waiting ones right after it.
      const next = await order();
      const mails = await late.count(3);
      expect(mails.map((m) => m.subject).sort()).toEqual([...waiting, next].map((o) => `Stitchline Parts: We have your order ${o.number}`).sort());
    } finally {
      await patient.close();
      await late.stop();
    }
  });
});
