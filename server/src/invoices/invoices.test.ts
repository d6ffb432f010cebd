import type { Order, OrderDetail, Part } from '@storefront/shared/schemas';
import { addPart } from '../../test/fixtures';
import { call, describeEachDb, freshUser, signInAs, signInCast, startServer, type Actor, type Cast, type TestServer } from '../../test/harness';
import { pdfText } from '../../test/pdf';
import { InvoiceBackfill } from '../orders/invoice-backfill';
import { workflowOf } from '../orders/workflow';

describeEachDb('invoices: issued on confirm, numbered, frozen, for its customer and admins only', (kind) => {
  let server: TestServer;
  let cast: Cast;
  let buyer: Actor;
  let buyerName: string;
  let part: Part;
  const sku = `SL-INV${kind === 'pglite' ? 'L' : 'P'}${Date.now().toString(36).toUpperCase()}`;

  const checkout = async (quantity: number): Promise<Order> => {
    const reply = await call(server, 'POST', '/checkout', {
      token: buyer.token,
      body: { address: 'Plot 7, Ashulia, Dhaka', phone: '+8801711000000', poReference: 'PO-INV-1', lines: [{ partId: part._id, quantity }] },
    });
    expect(reply.status).toBe(201);
    return reply.body.order as Order;
  };
  const confirm = async (order: Order) =>
    expect((await call(server, 'PATCH', `/booking/${order._id}`, { token: cast.admin.token, body: { status: 'confirmed' } })).status).toBe(200);
  const detail = async (order: Order) => (await call<OrderDetail>(server, 'GET', `/booking/${order.number}`, { token: buyer.token })).body;
  /** The invoice's download, as bytes (the harness's `call` reads text). */
  const download = async (order: Order, token?: string) => {
    const response = await fetch(`${server.url}/booking/${order.number}/invoice`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const bytes = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      headers: response.headers,
      bytes,
      json: response.headers.get('content-type')?.includes('json') ? JSON.parse(bytes.toString()) : undefined,
    };
  };

  beforeAll(async () => {
    server = await startServer(kind);
    cast = await signInCast(server);
    const user = await freshUser('invoice');
    buyerName = user.displayName;
    buyer = await signInAs(server, user);
    part = await addPart(server, cast.admin.token, {
      sku,
      name: 'Invoice bobbin case',
      price: 1250.5,
      description: 'For the invoice tests',
      min_order_Quantity: 1,
      available_Quantity: 10_000,
      img: '/images/seed/needle-plate.svg',
    });
  });
  afterAll(() => server?.close());

  it('issues one on confirm, numbered INV-<year>-<6 digits> in sequence, and none before', async () => {
    const first = await checkout(2);
    expect((await detail(first)).invoice).toBeNull();
    const before = await download(first, buyer.token);
    expect(before.status).toBe(404);
    expect(before.json.error.message).toBe('This order has no invoice yet: it is issued when the order is confirmed');

    const second = await checkout(1);
    await confirm(first);
    await confirm(second);
    const [a, b] = [(await detail(first)).invoice!, (await detail(second)).invoice!];
    const year = new Date().getUTCFullYear();
    expect(a.number).toMatch(new RegExp(`^INV-${year}-\\d{6}$`));
    expect(Number(b.number.slice(-6))).toBe(Number(a.number.slice(-6)) + 1);
    expect(Date.parse(a.issuedAt)).toBeGreaterThan(0);
    // Shipping and delivering it do not issue another.
    await call(server, 'PATCH', `/booking/${first._id}`, { token: cast.admin.token, body: { status: 'shipped' } });
    expect((await detail(first)).invoice).toEqual(a);
  });

  it('is a PDF with the seller, the buyer, the order, every line and the total, the same bytes at every download, whatever changes after', async () => {
    const order = await checkout(3);
    await confirm(order);
    const { invoice } = await detail(order);
    const got = await download(order, buyer.token);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename="${invoice!.number}.pdf"`);
    expect(got.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(got.bytes)).join('\n').replace(/\n/g, ' ');
    for (const expected of [
      'Stitchline Parts',
      // Whom to ask about it: the seller's accounts department, not the storefront's marketing contact.
      'Accounts department · +880 1711-000000',
      'accounts@stitchline.example',
      `Invoice number: ${invoice!.number}`,
      `Order number: ${order.number}`,
      'Your reference (PO): PO-INV-1',
      buyerName,
      buyer.email,
      'Plot 7, Ashulia, Dhaka',
      sku,
      'Invoice bobbin case',
      '1,250.50',
      '3,751.50',
      // Prices are net: the invoice adds VAT (15 % unless VAT_RATE says otherwise).
      'Net total: BDT 3,751.50',
      'VAT (15 %): BDT 562.73',
      'Total (gross): BDT 4,314.23',
      'Payment terms: Prepaid',
    ]) {
      expect(text).toContain(expected);
    }

    // The part's price and name change; the invoice does not.
    const edited = await call(server, 'PATCH', `/parts/${part._id}`, { token: cast.admin.token, body: { price: 99.99, name: 'Renamed bobbin case' } });
    expect(edited.status).toBe(200);
    const again = await download(order, buyer.token);
    expect(again.bytes.equals(got.bytes)).toBe(true);
    // A later order's invoice has the new price and name.
    const later = await checkout(1);
    await confirm(later);
    const laterText = (await pdfText((await download(later, buyer.token)).bytes)).join(' ');
    expect(laterText).toContain('Renamed bobbin case');
    expect(laterText).toContain('Net total: BDT 99.99');
    await call(server, 'PATCH', `/parts/${part._id}`, { token: cast.admin.token, body: { price: 1250.5, name: 'Invoice bobbin case' } });
  });

  it('is a Mushak 6.3 in Bangla beside English, its line named by the part’s Bangla name as it was at issue', async () => {
    const named = await call(server, 'PATCH', `/parts/${part._id}`, { token: cast.admin.token, body: { nameBn: 'ইনভয়েস ববিন কেস' } });
    expect(named.status).toBe(200);
    const order = await checkout(2);
    await confirm(order);
    const { invoice } = await detail(order);
    const got = await download(order, buyer.token);
    expect(got.status).toBe(200);
    // Bangla and the Latin signs among it are runs of their own: read without the spaces between runs.
    const text = (await pdfText(got.bytes)).join('').replace(/\s/g, '');
    for (const expected of [
      'কর চালানপত্র · মূসক-৬.৩',
      `চালানপত্র নম্বর · Invoice number: ${invoice!.number}`,
      'ক্রেতার নাম, ঠিকানা ও বিআইএন',
      // The part's Bangla name, its vowel signs after the consonants they follow (ভ়, বি, কে).
      'ইনভয়েস ববিন কেস',
      'Invoice bobbin case',
      '১,২৫০.৫০',
      'সর্বমোট (মূসকসহ): ২,৮৭৬.১৫৳',
      'Total (gross): BDT 2,876.15',
    ]) {
      expect(text).toContain(expected.replace(/\s/g, ''));
    }
    await call(server, 'PATCH', `/parts/${part._id}`, { token: cast.admin.token, body: { nameBn: '' } });
  });

  it('downloads for its customer and for admins; anyone else learns nothing (404), nobody signed out (401)', async () => {
    const order = await checkout(1);
    await confirm(order);
    const mine = await download(order, buyer.token);
    const admins = await download(order, cast.admin.token);
    expect([mine.status, admins.status]).toEqual([200, 200]);
    expect(admins.bytes.equals(mine.bytes)).toBe(true);
    const other = await download(order, cast.other.token);
    const missing = await download({ ...order, number: 'SO-2000-999999' }, cast.other.token);
    expect(other.status).toBe(404);
    // The same answer as for an order that does not exist.
    expect(other.json).toEqual(missing.json);
    expect((await download(order)).status).toBe(401);
  });

  it('keeps a cancelled order’s invoice; an order cancelled before it was confirmed has none', async () => {
    const confirmed = await checkout(1);
    await confirm(confirmed);
    const issued = (await detail(confirmed)).invoice;
    expect(
      (await call(server, 'PATCH', `/booking/${confirmed._id}`, { token: cast.admin.token, body: { status: 'cancelled', reason: 'Customer asked' } })).status,
    ).toBe(200);
    expect((await detail(confirmed)).invoice).toEqual(issued);
    const early = await checkout(1);
    expect((await call(server, 'PATCH', `/booking/${early._id}`, { token: buyer.token, body: { status: 'cancelled' } })).status).toBe(200);
    expect((await detail(early)).invoice).toBeNull();
    expect((await download(early, buyer.token)).status).toBe(404);
  });

  it('issues the invoice of an order confirmed before invoices were by the invoices’ job, once; a download only reads it', async () => {
    const order = await checkout(2);
    // Confirmed as the storefront did before it issued invoices: the status alone.
    await server.app.ctx.db.query(`UPDATE orders SET status = 'shipped' WHERE id = $1::uuid`, [order._id]);
    expect((await detail(order)).invoice).toBeNull();
    expect((await download(order, buyer.token)).status).toBe(404);
    expect((await detail(order)).invoice).toBeNull();
    // Two replicas' passes at once: one issues it.
    const job = () => new InvoiceBackfill(server.app.ctx.db, workflowOf(server.app.ctx, server.app.log)).runOnce();
    const passes = await Promise.all([job(), job()]);
    expect(passes[0]! + passes[1]!).toBe(1);
    const [first, second] = await Promise.all([download(order, buyer.token), download(order, cast.admin.token)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    const { invoice } = await detail(order);
    expect(invoice!.number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect((await pdfText(first.bytes)).join(' ')).toContain(`Invoice number: ${invoice!.number}`);
  });
});
