import { randomUUID } from 'node:crypto';
import { companyMessages, type Cart, type Order, type Page, type Part } from '@storefront/shared/schemas';
import { addCompany, addMember, addPart } from '../../test/fixtures';
import { call, describeEachDb, signInCast, startServer, type Actor, type Cast, type TestServer } from '../../test/harness';

// What a buyer is told before the invoice (docs/buying.md, docs/companies.md): the cart carries the
// VAT rate the invoice adds; a part's own Place Order (POST /booking) ships to the company's
// location with a PO reference, held to the company's rules as checkout is.
describeEachDb('VAT before the invoice, and a part’s order for a company', (kind) => {
  let server: TestServer;
  let cast: Cast;
  let part: Part;
  const tag = `${kind === 'pglite' ? 'VL' : 'VP'}${Date.now().toString(36).toUpperCase()}`;

  /** A buyer of a company of their own (written as rows) with one location; `poRequired` as given. */
  const companyBuyer = async (poRequired: boolean) => {
    const { id, location } = await addCompany(server, { poRequired, name: `${tag} ${randomUUID().slice(0, 8)} Ltd.` });
    const actor = await addMember(server, id, 'buyer', { order: 20000, month: 100000 }, 'vat-buyer');
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
