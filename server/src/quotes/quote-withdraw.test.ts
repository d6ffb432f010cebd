import { randomUUID } from 'node:crypto';
import { quoteMessages, quoteWithdrawn, type Page, type Part, type Quote, type QuoteSummary } from '@storefront/shared/schemas';
import { dayIn } from '../invoices/invoice';
import { addCompany, addMember, addPart } from '../../test/fixtures';
import { call, describeEachDb, signInCast, startServer, type Actor, type Cast, type TestServer } from '../../test/harness';

/** A quote, or the error that refused it. */
type QuoteReply = Quote & { error?: { message: string } };

describeEachDb('a quote request withdrawn by the buyer who asked for it, read at their own prices', (kind) => {
  let server: TestServer;
  let cast: Cast;
  let part: Part;
  let buyer: Actor;
  let colleague: Actor;
  let outsider: Actor;
  const tag = `${kind === 'pglite' ? 'QW' : 'QX'}${Date.now().toString(36).toUpperCase()}`;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.app.ctx.db.query<T>(text, params).then((r) => r.rows);

  const member = (companyId: string, role: 'buyer' | 'approver' | 'company_admin') =>
    addMember(server, companyId, role, {}, `withdraw-${role.replace('_', '-')}`);
  const request = async (actor: Actor = buyer) => {
    const asked = await call<QuoteReply>(server, 'POST', '/quotes', { token: actor.token, body: { lines: [{ partId: part._id, quantity: 20 }] } });
    expect(asked.status).toBe(201);
    return asked.body;
  };
  const withdraw = (number: string, actor: Actor) => call<QuoteReply>(server, 'POST', `/quotes/${number}/withdraw`, { token: actor.token });
  const read = (number: string, actor: Actor) => call<QuoteReply>(server, 'GET', `/quotes/${number}`, { token: actor.token });
  const answer = (quote: Quote) =>
    call<QuoteReply>(server, 'POST', `/quotes/${quote.number}/answers`, {
      token: cast.admin.token,
      body: {
        validUntil: dayIn(new Date(Date.now() + 7 * 86_400_000).toISOString(), server.app.ctx.config.seller.timeZone),
        prices: [{ lineNo: 1, price: 450 }],
      },
    });

  beforeAll(async () => {
    server = await startServer(kind);
    cast = await signInCast(server);
    part = await addPart(server, cast.admin.token, { sku: `${tag}-FD`, name: `Withdrawn ${tag}`, price: 520, min_order_Quantity: 1, available_Quantity: 1000 });
    // The buyer's company buys this part at 470 on its price list, valid today.
    const ours = (await addCompany(server, { name: `${tag} Ltd.` })).id;
    const list = randomUUID();
    await sql("INSERT INTO price_lists (id, name, currency) VALUES ($1, $2, 'BDT')", [list, `${tag} contract`]);
    await sql('INSERT INTO price_list_prices (price_list_id, part_id, min_quantity, price) VALUES ($1, $2, 1, 470)', [list, part._id]);
    await sql('UPDATE companies SET price_list_id = $1 WHERE id = $2', [list, ours]);
    buyer = await member(ours, 'buyer');
    colleague = await member(ours, 'approver');
    outsider = await member((await addCompany(server, { name: `${tag} other Ltd.` })).id, 'company_admin');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is withdrawn by its buyer while requested: reads as withdrawn, offers nothing more, and cannot be withdrawn again', async () => {
    const quote = await request();
    expect(quote).toMatchObject({ status: 'requested', canWithdraw: true });
    const done = await withdraw(quote.number, buyer);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'declined', declinedBy: 'customer', declineReason: null, revision: 0, canWithdraw: false, canDecline: false });
    expect(quoteWithdrawn(done.body)).toBe(true);
    const again = await withdraw(quote.number, buyer);
    expect([again.status, again.body.error?.message]).toEqual([409, quoteMessages.cannotWithdraw]);
    // Withdrawn, it is not answered any more.
    expect((await answer(quote)).status).toBe(409);
    // The lists say who declined it, so My Quotes shows it withdrawn too.
    const mine = await call<Page<QuoteSummary>>(server, 'GET', '/quotes', { token: buyer.token });
    const listed = mine.body.items.find((item) => item.number === quote.number);
    expect(listed).toMatchObject({ status: 'declined', declinedBy: 'customer', revision: 0 });
    expect(quoteWithdrawn(listed!)).toBe(true);
  });

  it('is refused to everyone else: a colleague and the admin 403, whom it is hidden from 404', async () => {
    const quote = await request();
    for (const [actor, status] of [
      [colleague, 403],
      [cast.admin, 403],
      [outsider, 404],
      [cast.other, 404],
    ] as const) {
      const refused = await withdraw(quote.number, actor);
      expect(refused.status).toBe(status);
      if (status === 403) expect(refused.body.error?.message).toBe(quoteMessages.notYoursToWithdraw);
    }
    expect((await read(quote.number, colleague)).body).toMatchObject({ status: 'requested', canWithdraw: false });
    expect((await withdraw(quote.number, { token: '' } as Actor)).status).toBe(401);
  });

  it('is declined, not withdrawn, once answered', async () => {
    const quote = await request();
    expect((await answer(quote)).status).toBe(200);
    const answered = await read(quote.number, buyer);
    expect(answered.body).toMatchObject({ status: 'answered', canWithdraw: false, canDecline: true });
    const refused = await withdraw(quote.number, buyer);
    expect([refused.status, refused.body.error?.message]).toEqual([409, quoteMessages.cannotWithdraw]);
  });

  it('shows the buyer, and their colleagues, their own price for each line while it is a request', async () => {
    const quote = await request();
    const own = { unitPrice: 470, listPrice: 520, source: 'contract' };
    expect(quote.lines[0]).toMatchObject({ listPrice: 520, buyerPrice: own });
    expect((await read(quote.number, colleague)).body.lines[0]).toMatchObject({ buyerPrice: own });
    await answer(quote);
    // Answered, the quoted price is what counts; the admin still reads the buyer's.
    expect((await read(quote.number, buyer)).body.lines[0]?.buyerPrice).toBeUndefined();
    expect((await read(quote.number, cast.admin)).body.lines[0]).toMatchObject({ buyerPrice: own });
  });
});
