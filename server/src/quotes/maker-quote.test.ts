import { randomUUID } from 'node:crypto';
import { QUOTE_NUMBER, quoteMessages, type OrderDetail, type Part, type Quote, type QuoteSummary, type Page } from '@storefront/shared/schemas';
import { dayIn } from '../invoices/invoice';
import { call, describeEachDb, signInCast, startServer, type Actor, type Cast, type TestServer } from '../../test/harness';
import { addPart } from '../../test/fixtures';

/** A quote, or the error that refused it. */
type QuoteReply = Quote & { error?: { message: string; fields?: Record<string, string> } };

describeEachDb('quotes on a part not sold here: asked for by its maker’s number, answered with a part of ours, accepted', (kind) => {
  let server: TestServer;
  let cast: Cast;
  let supplier: Part;
  let other: Part;
  let assemblyId: string;
  const tag = `${kind === 'pglite' ? 'MQL' : 'MQP'}${Date.now().toString(36).toUpperCase()}`;
  const sql = (text: string, params: unknown[] = []) => server.app.ctx.db.query(text, params);
  const validUntil = () => {
    const today = dayIn(new Date().toISOString(), server.app.ctx.config.seller.timeZone);
    return new Date(Date.parse(`${today}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
  };
  const makerLine = (fields: Record<string, unknown> = {}) => ({ makerNumber: '110-45608', description: 'Hook set screw', assemblyId, quantity: 4, ...fields });
  const request = (actor: Actor | null, lines: unknown[], note?: string) =>
    call<QuoteReply>(server, 'POST', '/quotes', { token: actor?.token, body: { note, lines } });
  const answer = (number: string, prices: unknown[]) =>
    call<QuoteReply>(server, 'POST', `/quotes/${number}/answers`, {
      token: cast.admin.token,
      body: { validUntil: validUntil(), message: 'We stock it.', prices },
    });

  beforeAll(async () => {
    server = await startServer(kind);
    cast = await signInCast(server);
    supplier = await addPart(server, cast.admin.token, {
      sku: `${tag}-S`,
      name: 'Hook screw, ours',
      price: 3.5,
      min_order_Quantity: 1,
      available_Quantity: 500,
    });
    other = await addPart(server, cast.admin.token, { sku: `${tag}-O`, name: 'Needle plate, ours', price: 12, min_order_Quantity: 1, available_Quantity: 500 });
    const machineId = randomUUID();
    assemblyId = randomUUID();
    await sql('INSERT INTO machines (id, brand, model) VALUES ($1, $2, $3)', [machineId, `Brand ${tag}`, 'DDL-1']);
    await sql('INSERT INTO assemblies (id, machine_id, name, position, published) VALUES ($1, $2, $3, 1, true)', [assemblyId, machineId, 'Hook mechanism']);
    await sql(
      `INSERT INTO assembly_lines (id, assembly_id, position, callout, part_id, maker_number, description, quantity)
       VALUES ($1, $3, 1, '7', NULL, '110-45608', 'Hook set screw', 2), ($2, $3, 2, '8', $4::uuid, 'B1818-051', NULL, 1)`,
      [randomUUID(), randomUUID(), assemblyId, other._id],
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('takes a maker’s-number line from a signed-in buyer only, each bad field refused under its name', async () => {
    expect((await request(null, [makerLine()])).status).toBe(401);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ makerNumber: '   ' }, 'lines.0.makerNumber', quoteMessages.makerNumberRequired],
      [{ makerNumber: 'x'.repeat(41) }, 'lines.0.makerNumber', quoteMessages.makerNumberTooLong],
      [{ makerNumber: '110-\n45608' }, 'lines.0.makerNumber', quoteMessages.oneLine],
      [{ description: 'Hook\tscrew' }, 'lines.0.description', quoteMessages.oneLine],
      [{ description: 'd'.repeat(121) }, 'lines.0.description', quoteMessages.descriptionTooLong],
      [{ description: undefined }, 'lines.0.description', quoteMessages.descriptionRequired],
      [{ assemblyId: undefined }, 'lines.0.assemblyId', quoteMessages.assemblyRequired],
      [{ assemblyId: 'hook' }, 'lines.0.assemblyId', expect.any(String)],
      [{ quantity: 0 }, 'lines.0.quantity', expect.any(String)],
      [{ targetPrice: -1 }, 'lines.0.targetPrice', quoteMessages.targetInvalid],
      [{ partId: supplier._id }, 'lines.0.makerNumber', quoteMessages.partOrMaker],
      [{ assemblyId: randomUUID() }, 'lines.0.assemblyId', quoteMessages.assemblyUnknown],
      [{ makerNumber: 'B1818-051' }, 'lines.0.makerNumber', quoteMessages.makerNotListed],
    ];
    for (const [fields, field, message] of cases) {
      const refused = await request(cast.customer, [makerLine(fields)]);
      expect([refused.status, refused.body.error?.fields?.[field]]).toEqual([400, message]);
    }
    const none = await request(cast.customer, [{ quantity: 1 }]);
    expect(none.body.error?.fields).toEqual({ 'lines.0.partId': quoteMessages.partOrMakerMissing });
  });

  it('is answered with the part of ours that supplies it, and accepted into an order of that part at the quoted price', async () => {
    const asked = await request(cast.customer, [makerLine({ makerNumber: ' 110-45608 ', targetPrice: 3 }), { partId: other._id, quantity: 2 }], 'For line 4');
    expect(asked.status).toBe(201);
    expect(asked.body.number).toMatch(QUOTE_NUMBER);
    expect(asked.body.lines).toEqual([
      expect.objectContaining({ lineNo: 1, partId: other._id, maker: null, listPrice: 12 }),
      expect.objectContaining({
        lineNo: 2,
        partId: null,
        partNumber: '110-45608',
        partName: 'Hook set screw',
        listPrice: null,
        targetPrice: 3,
        quantity: 4,
        maker: {
          number: '110-45608',
          description: 'Hook set screw',
          assembly: {
            id: assemblyId,
            name: `Brand ${tag} DDL-1: Hook mechanism`,
            path: expect.stringMatching(/^\/machines\/brand-.+\/ddl-1\/hook-mechanism$/),
          },
        },
      }),
    ]);
    const number = asked.body.number;
    const listed = await call<Page<QuoteSummary>>(server, 'GET', '/quotes', { token: cast.customer.token });
    expect(listed.body.items.find((q) => q.number === number)).toMatchObject({
      lineCount: 2,
      makerLines: [{ number: '110-45608', description: 'Hook set screw' }],
    });
    const managed = await call<Page<QuoteSummary>>(server, 'GET', `/quotes/manage?q=${number}`, { token: cast.admin.token });
    expect(managed.body.items.map((q) => q.makerLines)).toEqual([[{ number: '110-45608', description: 'Hook set screw' }]]);

    const without = await answer(number, [
      { lineNo: 1, price: 11 },
      { lineNo: 2, price: 3.25 },
    ]);
    expect([without.status, without.body.error?.fields]).toEqual([400, { 'prices.1.partNumber': quoteMessages.supplierRequired }]);
    const unknown = await answer(number, [
      { lineNo: 1, price: 11 },
      { lineNo: 2, price: 3.25, partNumber: `${tag}-NONE` },
    ]);
    expect(unknown.body.error?.fields).toEqual({ 'prices.1.partNumber': quoteMessages.supplierUnknown });
    const twice = await answer(number, [
      { lineNo: 1, price: 11 },
      { lineNo: 2, price: 3.25, partNumber: other.sku },
    ]);
    expect(twice.body.error?.fields).toEqual({ 'prices.1.partNumber': quoteMessages.supplierTwice });
    const ours = await answer(number, [
      { lineNo: 1, price: 11, partNumber: supplier.sku },
      { lineNo: 2, price: 3.25, partNumber: supplier.sku },
    ]);
    expect(ours.body.error?.fields).toEqual({ 'prices.0.partNumber': quoteMessages.supplierNotMaker });
    expect((await call<Quote>(server, 'GET', `/quotes/${number}`, { token: cast.customer.token })).body).toMatchObject({ status: 'requested', revision: 0 });

    const answered = await answer(number, [
      { lineNo: 1, price: 11 },
      { lineNo: 2, price: 3.25, partNumber: supplier.sku.toLowerCase() },
    ]);
    expect(answered.status).toBe(200);
    const read = await call<Quote>(server, 'GET', `/quotes/${number}`, { token: cast.customer.token });
    expect(read.body).toMatchObject({ status: 'answered', revision: 1, total: 22 + 13, canAccept: true });
    expect(read.body.lines[1]).toMatchObject({
      partId: supplier._id,
      partNumber: supplier.sku,
      partName: 'Hook screw, ours',
      quotedPrice: 3.25,
      maker: { number: '110-45608' },
    });
    expect(read.body.answers[0]!.prices).toEqual([
      { lineNo: 1, price: 11 },
      { lineNo: 2, price: 3.25, partId: supplier._id, partNumber: supplier.sku, partName: 'Hook screw, ours' },
    ]);

    const placed = await call<OrderDetail>(server, 'POST', `/quotes/${number}/accept`, {
      token: cast.customer.token,
      body: { address: 'Plot 7, Ashulia', phone: '+8801711000000' },
    });
    expect(placed.status).toBe(201);
    const lines = placed.body.lines.map((l) => [l.partId, l.quantity, l.unitPrice, l.priceSource]);
    expect(lines).toEqual(
      expect.arrayContaining([
        [other._id, 2, 11, 'quote'],
        [supplier._id, 4, 3.25, 'quote'],
      ]),
    );
    expect((await call<Quote>(server, 'GET', `/quotes/${number}`, { token: cast.customer.token })).body).toMatchObject({
      status: 'accepted',
      orderNumber: placed.body.number,
    });
  });

  it('refuses a supplying part that is replaced, or whose order rules do not take the quantity', async () => {
    const asked = await request(cast.customer, [makerLine({ quantity: 3 })]);
    expect(asked.status).toBe(201);
    const packed = await addPart(server, cast.admin.token, { sku: `${tag}-P`, name: 'Packed screw', price: 1, min_order_Quantity: 1, available_Quantity: 50 });
    await sql('UPDATE parts SET pack_size = 10 WHERE id = $1::uuid', [packed._id]);
    const notPacks = await answer(asked.body.number, [{ lineNo: 1, price: 2, partNumber: packed.sku }]);
    expect([notPacks.status, notPacks.body.error?.fields?.['prices.0.partNumber']]).toEqual([400, expect.stringContaining('10')]);
    await sql('UPDATE parts SET replaced_by = $2::uuid WHERE id = $1::uuid', [packed._id, supplier._id]);
    const replaced = await answer(asked.body.number, [{ lineNo: 1, price: 2, partId: packed._id }]);
    expect(replaced.body.error?.fields).toEqual({ 'prices.0.partNumber': quoteMessages.supplierUnknown });
    const byId = await answer(asked.body.number, [{ lineNo: 1, price: 2, partId: supplier._id }]);
    expect([byId.status, byId.body.lines[0]!.partNumber]).toEqual([200, supplier.sku]);
  });
});
