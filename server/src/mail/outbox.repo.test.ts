import type { OrderDetail, Page, Part } from '@storefront/shared/schemas';
import { apiForSuite, call, describeEachDb } from '../../test/harness';
import { claimDue, renewClaim } from './outbox.repo';

// The outbox's claims, without a mail worker (no SMTP here): what keeps two workers from sending
// the same e-mail when one of them is slower than its lease.
describeEachDb('the outbox’s claims', (kind) => {
  const api = apiForSuite(kind);

  it('lets a worker send only while its claim is its own: one that outlived its lease and lost the e-mail to another does not send it', async () => {
    const part = (await call<Page<Part>>(api.server, 'GET', '/parts')).body.items[0]!;
    const placed = await call(api.server, 'POST', '/booking', {
      token: api.cast.customer.token,
      body: { bookingId: part._id, address: 'Mirpur 10, Dhaka', phone: '01911000000', orderQuantity: part.min_order_Quantity },
    });
    expect(placed.status).toBe(201);
    const db = api.server.app.ctx.db;
    const [slow] = await claimDue(db, 1, 60_000);
    expect(slow).toBeDefined();
    // Nobody else claimed it: the claim is renewed, however long the render took.
    expect(await renewClaim(db, slow!.id, slow!.attempts, 60_000)).toBe(true);
    // Its lease ran out, and another worker claimed it.
    await db.query(`UPDATE outbox_emails SET claimed_until = now() - interval '1 second' WHERE id = $1::uuid`, [slow!.id]);
    const [fast] = await claimDue(db, 1, 60_000);
    expect([fast?.id, fast?.attempts]).toEqual([slow!.id, slow!.attempts + 1]);
    expect(await renewClaim(db, slow!.id, slow!.attempts, 60_000)).toBe(false);
    expect(await renewClaim(db, fast!.id, fast!.attempts, 60_000)).toBe(true);
    // Sent: nobody renews it any more.
    await db.query('UPDATE outbox_emails SET sent_at = now() WHERE id = $1::uuid', [fast!.id]);
    expect(await renewClaim(db, fast!.id, fast!.attempts, 60_000)).toBe(false);
  });

  it('keeps with each e-mail what it says of the order at the change: its lines and total, and the invoice a confirmation names', async () => {
    const db = api.server.app.ctx.db;
    // Whatever earlier tests left due is sent (as far as this test cares).
    await db.query('UPDATE outbox_emails SET sent_at = now() WHERE sent_at IS NULL');
    const part = (await call<Page<Part>>(api.server, 'GET', '/parts')).body.items[0]!;
    const placed = await call(api.server, 'POST', '/booking', {
      token: api.cast.customer.token,
      body: { bookingId: part._id, address: 'Mirpur 10, Dhaka', phone: '01911000000', orderQuantity: part.min_order_Quantity },
    });
    expect(placed.status).toBe(201);
    expect((await call(api.server, 'PATCH', `/booking/${placed.body.insertedId}`, { token: api.cast.admin.token, body: { status: 'confirmed' } })).status).toBe(
      200,
    );
    const order = (await call<OrderDetail>(api.server, 'GET', `/booking/${placed.body.order.number}`, { token: api.cast.admin.token })).body;
    const emails = await claimDue(db, 10, 60_000);
    expect(emails.map((e) => e.event)).toEqual(['placed', 'confirmed']);
    for (const email of emails) {
      expect(email.order).toMatchObject({ number: order.number, lines: order.lines, totalPrice: order.totalPrice, address: order.address, phone: order.phone });
    }
    expect(emails[0]!.order!.invoice).toBeNull();
    expect(emails[1]!.order!.invoice).toEqual({ number: order.invoice?.number, issuedAt: order.invoice?.issuedAt });
    expect(order.invoice?.number).toMatch(/^INV-/);
  });
});
