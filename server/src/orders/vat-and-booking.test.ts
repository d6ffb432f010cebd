import { randomUUID } from 'node:crypto';
import { companyMessages, type Cart, type Order, type Page, type Part } from '@storefront/shared/schemas';
import { addPart } from '../../test/fixtures';
import { call, describeEachDb, freshUser, signInAs, signInCast, startServer, type Actor, type Cast, type TestServer } from '../../test/harness';

// What a buyer is told before the invoice (docs/buying.md, docs/companies.md): the cart carries the
// VAT rate the invoice adds; a part's own Place Order (POST /booking) ships to the company's
// location with a PO reference, held to the company's rules as checkout is.
describeEachDb('VAT before the invoice, and a part’s order for a company', (kind) => {
  let server: TestServer;
  let cast: Cast;
  let part: Part;
  const tag = `${kind === 'pglite' ? 'VL' : 'VP'}${Date.now().toString(36).toUpperCase()}`;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.app.ctx.db.query<T>(text, params).then((r) => r.rows);

  /** A buyer of a company of their own (written as rows) with one location; `poRequired` as given. */
  const companyBuyer = async (poRequired: boolean) => {
    const id = randomUUID();
    await sql('INSERT INTO companies (id, name, payment_terms, credit_limit, po_required) VALUES ($1, $2, $3, $4, $5)', [
      id,
      `${tag} ${id.slice(0, 8)} Ltd.`,
      'prepaid',
      0,
      poRequired,
    ]);
    const location = { id: randomUUID(), name: 'Gazipur plant', address: 'Plot 3, Gazipur', phone: '+8801711000001' };
    await sql('INSERT INTO company_locations (id, company_id, name, address, phone) VALUES ($1, $2, $3, $4, $5)', [
      location.id,
      id,
      location.name,
      location.address,
      location.phone,
    ]);
    const user = await freshUser('vat-buyer', { verified: true });
    const actor = await signInAs(server, user);
    const [row] = await sql<{ id: string }>('SELECT id::text AS id FROM users WHERE email = $1', [user.email]);
    await sql('INSERT INTO company_members (user_id, company_id, role, order_limit, monthly_limit) VALUES ($1, $2, $3, $4, $5)', [
      row!.id,
      id,
      'buyer',
      20000,
      100000,
    ]);
    return { actor, location, companyId: id };
  };
  const book = (actor: Actor, extra: Record<string, unknown>) =>
    call(server, 'POST', '/booking', {
      token: actor.token,
      body: { bookingId: part._id, orderQuantity: 2, address: 'Plot 7, Ashulia', phone: '+8801711000000', ...extra },
    });

  beforeAll(async () => {
    server = await startServer(kind);
    cast = await signInCast(server);
    part = await addPart(server, cast.admin.token, { sku: `${tag}-1`, name: 'VAT presser foot', price: 520, min_order_Quantity: 1, available_Quantity: 1000 });
  });
  afterAll(() => server?.close());

  it('sends the VAT rate the invoice adds with the cart and its changes', async () => {
    const added = await call<{ cart: Cart }>(server, 'POST', '/cart/lines', {
      token: cast.customer.token,
      body: { lines: [{ partId: part._id, quantity: 3 }] },
    });
    expect(added.body.cart.vatRate).toBe(15);
    const cart = await call<Cart>(server, 'GET', '/cart', { token: cast.customer.token });
    expect(cart.body).toMatchObject({ vatRate: 15, total: expect.any(Number) });
  });

  it('places a part’s order at a company location with a PO reference; the company’s rules hold as at checkout', async () => {
    const { actor, location } = await companyBuyer(true);
    const missing = await book(actor, { locationId: location.id });
    expect([missing.status, missing.body.error?.fields]).toEqual([400, { poReference: companyMessages.poReferenceRequired }]);
    const elsewhere = await book(actor, { locationId: randomUUID(), poReference: 'PO-1' });
    expect([elsewhere.status, elsewhere.body.error?.fields]).toEqual([400, { locationId: companyMessages.locationRequired }]);

    const placed = await book(actor, { locationId: location.id, poReference: ' PO-4411 ' });
    expect(placed.status).toBe(201);
    const orders = await call<Page<Order>>(server, 'GET', '/company/orders', { token: actor.token });
    expect(orders.body.items[0]).toMatchObject({ poReference: 'PO-4411', locationName: 'Gazipur plant', status: 'pending', totalPrice: 1040 });
  });

  it('refuses a location to a customer without a company, as checkout does', async () => {
    const refused = await book(cast.customer, { locationId: randomUUID() });
    expect([refused.status, refused.body.error?.fields]).toEqual([400, { locationId: companyMessages.locationRequired }]);
  });
});
