import { randomUUID } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { notInPacks, QUOTE_NUMBER, quoteMessages, type OrderDetail, type Page, type Part, type Quote, type QuoteSummary } from '@storefront/shared/schemas';
import { dayIn } from '../invoices/invoice';
import { addCompany, addMember, addPart, startMailingServer, type TestMember } from '../../test/fixtures';
import { call, describeEachDb, signInCast, type Actor, type Cast, type TestServer } from '../../test/harness';
import type { Inbox } from '../../test/inbox';
import { pdfText } from '../../test/pdf';
import { QuoteExpiry } from './quote-expiry';

/** A quote, or the error that refused it. */
type QuoteReply = Quote & { error?: { message: string; fields?: Record<string, string> } };

describeEachDb('quotes: requested from the cart, answered, accepted into one order, declined, expired', (kind) => {
  let server: TestServer;
  let cast: Cast;
  let inbox: Inbox;
  let needle: Part;
  let hook: Part;
  let buyer: TestMember;
  let colleague: TestMember;
  let outsider: TestMember;
  const tag = `${kind === 'pglite' ? 'QL' : 'QP'}${Date.now().toString(36).toUpperCase()}`;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.app.ctx.db.query<T>(text, params).then((r) => r.rows);
  const money = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: server.app.ctx.config.mail.currency }).format(amount);
  const today = () => dayIn(new Date().toISOString(), server.app.ctx.config.seller.timeZone);
  const dayAfter = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const address = { address: 'Plot 7, Ashulia', phone: '+8801711000000' };

  // The suite's companies ship to the address given at accept: none has a location of its own.
  const company = async (options: { poRequired?: boolean } = {}) =>
    (await addCompany(server, { name: `${tag} ${randomUUID().slice(0, 8)} Ltd.`, poRequired: options.poRequired, location: null })).id;
  const member = (companyId: string, role: 'buyer' | 'approver' | 'company_admin', limits: { order?: number } = {}) =>
    addMember(server, companyId, role, limits, `quote-${role.replace('_', '-')}`);
  const newPart = (sku: string, price: number, stock: number, fields: Record<string, unknown> = {}) =>
    addPart(server, cast.admin.token, {
      sku,
      name: `Quoted ${sku}`,
      price,
      description: 'For the quotes tests',
      min_order_Quantity: 1,
      available_Quantity: stock,
      img: '/images/seed/needle-plate.svg',
      ...fields,
    });

  const request = (actor: Actor, lines: { partId: string; quantity: number; targetPrice?: number | null }[], note?: string) =>
    call<QuoteReply>(server, 'POST', '/quotes', { token: actor.token, body: { note, lines } });
  const read = (number: string, actor: Actor) => call<QuoteReply>(server, 'GET', `/quotes/${number}`, { token: actor.token });
  const answer = (number: string, body: unknown) => call<QuoteReply>(server, 'POST', `/quotes/${number}/answers`, { token: cast.admin.token, body });
  const priceAll = (quote: Quote, price: (lineNo: number) => number, validUntil = dayAfter(today(), 14), message = 'Prices for the year.') =>
    answer(quote.number, { validUntil, message, prices: quote.lines.map((l) => ({ lineNo: l.lineNo, price: price(l.lineNo) })) });
  const accept = (number: string, actor: Actor, key?: string, body: Record<string, unknown> = address) =>
    call<OrderDetail & { error?: { message: string; fields?: Record<string, string> } }>(server, 'POST', `/quotes/${number}/accept`, {
      token: actor.token,
      body,
      headers: key ? { 'idempotency-key': key } : {},
    });
  const decline = (number: string, actor: Actor, reason?: string) =>
    call<QuoteReply>(server, 'POST', `/quotes/${number}/decline`, { token: actor.token, body: { reason } });
  /** A quote of `quantity` needles, answered at 9.00 each. */
  const answered = async (actor: Actor = buyer, quantity = 10) => {
    const asked = await request(actor, [{ partId: needle._id, quantity }]);
    expect(asked.status).toBe(201);
    const priced = await priceAll(asked.body, () => 9);
    expect(priced.status).toBe(200);
    return priced.body;
  };
  const mailTo = (email: string, subject: string) =>
    inbox.until<ParsedMail>(
      () => inbox.mails.find((mail) => JSON.stringify(mail.to).includes(email) && mail.subject?.includes(subject)),
      `the e-mail "${subject}" to ${email}`,
    );

  beforeAll(async () => {
    ({ server, inbox } = await startMailingServer(kind));
    cast = await signInCast(server);
    needle = await newPart(`${tag}-N`, 10, 100_000);
    hook = await newPart(`${tag}-H`, 20, 100_000);
    const ours = await company();
    buyer = await member(ours, 'buyer');
    colleague = await member(ours, 'approver');
    outsider = await member(await company(), 'company_admin');
  });
  afterAll(async () => {
    await server?.close();
    await inbox?.stop();
  });

  it('requests, answers, revises and accepts once: the order at the quoted prices, a lost answer retried by its key', async () => {
    const gone = randomUUID();
    const refused = await request(buyer, [
      { partId: needle._id, quantity: 5 },
      { partId: gone, quantity: 1 },
    ]);
    expect([refused.status, refused.body]).toEqual([
      400,
      { error: expect.objectContaining({ message: expect.stringContaining(gone), fields: { [gone]: expect.any(String) } }) },
    ]);

    await sql('UPDATE parts SET pack_size = 10 WHERE id = $1::uuid', [hook._id]);
    const unpacked = await request(buyer, [{ partId: hook._id, quantity: 25 }]);
    expect([unpacked.status, unpacked.body.error?.fields]).toEqual([400, { [hook._id]: notInPacks(25, 10, 1) }]);

    const asked = await request(
      buyer,
      [
        { partId: needle._id, quantity: 100, targetPrice: 8 },
        { partId: hook._id, quantity: 20 },
        { partId: needle._id, quantity: 50 },
      ],
      'For the new line in Gazipur',
    );
    expect(asked.status).toBe(201);
    const quote = asked.body;
    expect(quote.number).toMatch(QUOTE_NUMBER);
    expect(quote).toMatchObject({
      status: 'requested',
      revision: 0,
      lineCount: 2,
      total: null,
      note: 'For the new line in Gazipur',
      email: buyer.email,
      answers: [],
    });
    expect(quote.company).toEqual({ id: expect.any(String), name: expect.stringContaining(tag) });
    expect(quote.lines).toEqual([
      // While it is a request, each line carries what its buyer pays today (here the part's own price).
      {
        lineNo: 1,
        partId: needle._id,
        partNumber: needle.sku,
        partName: needle.name,
        maker: null,
        quantity: 150,
        listPrice: 10,
        targetPrice: 8,
        quotedPrice: null,
        buyerPrice: expect.objectContaining({ unitPrice: 10 }),
      },
      {
        lineNo: 2,
        partId: hook._id,
        partNumber: hook.sku,
        partName: hook.name,
        maker: null,
        quantity: 20,
        listPrice: 20,
        targetPrice: null,
        quotedPrice: null,
        buyerPrice: expect.objectContaining({ unitPrice: 20 }),
      },
    ]);
    expect([quote.canAccept, quote.canDecline, quote.canAnswer]).toEqual([false, true, false]);
    expect((await read(quote.number, cast.admin)).body).toMatchObject({ canAccept: false, canDecline: true, canAnswer: true });
    expect((await accept(quote.number, buyer)).body.error?.message).toBe(quoteMessages.notAnswered);

    // Every line priced exactly once, from today on.
    const once = await answer(quote.number, { validUntil: dayAfter(today(), 7), prices: [{ lineNo: 1, price: 9 }] });
    expect([once.status, once.body]).toEqual([400, { error: expect.objectContaining({ message: quoteMessages.priceEveryLine }) }]);
    const twice = await answer(quote.number, {
      validUntil: dayAfter(today(), 7),
      prices: [
        { lineNo: 1, price: 9 },
        { lineNo: 1, price: 9 },
      ],
    });
    expect(twice.status).toBe(400);
    const past = await priceAll(quote, () => 9, dayAfter(today(), -1));
    expect([past.status, past.body]).toEqual([400, { error: expect.objectContaining({ message: quoteMessages.validUntilPast }) }]);

    const first = await priceAll(quote, (n) => (n === 1 ? 9.5 : 19), today(), 'Our best <price>.');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'answered', revision: 1, validUntil: today(), total: 9.5 * 150 + 19 * 20 });
    const mail = await mailTo(buyer.email, `Your quote ${quote.number} is answered`);
    expect(mail.text).toContain(`See your quote: https://shop.example/dashboard/quotes/${quote.number}`);
    expect(mail.text).toContain(`- ${needle.sku} ${needle.name}: 150 × ${money(9.5)} = ${money(1425)}`);
    expect(mail.text).toContain('Our message: Our best <price>.');
    expect(mail.text).toContain('Prices valid until: ');
    expect(mail.html).toContain('Our best &lt;price&gt;.');

    const revised = await priceAll(quote, (n) => (n === 1 ? 9 : 18), dayAfter(today(), 30), 'Revised for the volume.');
    expect(revised.body).toMatchObject({ status: 'answered', revision: 2, canAccept: false, canAnswer: true });
    expect(revised.body.answers.map((a) => [a.revision, a.message, a.prices])).toEqual([
      [
        2,
        'Revised for the volume.',
        [
          { lineNo: 1, price: 9 },
          { lineNo: 2, price: 18 },
        ],
      ],
      [
        1,
        'Our best <price>.',
        [
          { lineNo: 1, price: 9.5 },
          { lineNo: 2, price: 19 },
        ],
      ],
    ]);
    await mailTo(buyer.email, `Your quote ${quote.number} has new prices`);
    expect((await read(quote.number, buyer)).body).toMatchObject({ canAccept: true, canDecline: true, canAnswer: false });

    const key = randomUUID();
    const placed = await accept(quote.number, buyer, key);
    expect([placed.status, placed.text]).toEqual([201, expect.any(String)]);
    const order = placed.body;
    expect(order.totalPrice).toBe(9 * 150 + 18 * 20);
    expect(order.lines.map((l) => [l.partId, l.quantity, l.unitPrice, l.listPrice, l.priceSource, l.quoteNumber])).toEqual(
      expect.arrayContaining([
        [needle._id, 150, 9, 10, 'quote', quote.number],
        [hook._id, 20, 18, 20, 'quote', quote.number],
      ]),
    );
    // The answer was lost: the retry with its key gets the same order, and no second one is made.
    const retried = await accept(quote.number, buyer, key);
    expect([retried.status, retried.headers.get('idempotent-replayed'), retried.body.number]).toEqual([201, 'true', order.number]);
    const again = await accept(quote.number, buyer, randomUUID());
    expect([again.status, again.body.error?.message]).toEqual([409, quoteMessages.accepted]);
    expect((await sql('SELECT 1 FROM order_lines WHERE quote_number = $1', [quote.number])).length).toBe(2);

    const done = (await read(quote.number, buyer)).body;
    expect(done).toMatchObject({ status: 'accepted', orderNumber: order.number, canAccept: false, canDecline: false });
    expect((await answer(quote.number, { validUntil: today(), prices: [{ lineNo: 1, price: 1 }] })).body.error?.message).toBe(quoteMessages.cannotAnswer);
    expect((await decline(quote.number, buyer)).body.error?.message).toBe(quoteMessages.cannotDecline);

    // The order's e-mail says where each line's price came from.
    const placedMail = await mailTo(buyer.email, `We have your order ${order.number}`);
    expect(placedMail.text).toContain(`- ${needle.sku} ${needle.name}: 150 × ${money(9)} = ${money(1350)}\n  Quote ${quote.number}`);
    // So does its invoice, issued when it is confirmed.
    expect((await call(server, 'PATCH', `/booking/${order._id}`, { token: cast.admin.token, body: { status: 'confirmed' } })).status).toBe(200);
    const invoice = await fetch(`${server.url}/booking/${order.number}/invoice`, { headers: { authorization: `Bearer ${buyer.token}` } });
    expect(invoice.status).toBe(200);
    const printed = (await pdfText(Buffer.from(await invoice.arrayBuffer()))).join(' ');
    expect(printed).toContain(`Quote ${quote.number}`);
  });

  it('accepts a quote once when two accepts race: one order, the other 409', async () => {
    const quote = await answered();
    const [a, b] = await Promise.all([accept(quote.number, buyer, randomUUID()), accept(quote.number, buyer, randomUUID())]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((await sql('SELECT count(*)::int AS n FROM order_lines WHERE quote_number = $1', [quote.number]))[0]).toEqual({ n: 1 });
  });

  it('checks the stock when the quote is accepted: a line that cannot be had is named (409), and nothing is ordered', async () => {
    const scarce = await newPart(`${tag}-S`, 30, 10);
    const asked = await request(buyer, [{ partId: scarce._id, quantity: 8 }]);
    const priced = await priceAll(asked.body, () => 25);
    await sql('UPDATE parts SET available_quantity = 3 WHERE id = $1::uuid', [scarce._id]);
    const refused = await accept(priced.body.number, buyer, randomUUID());
    expect(refused.status).toBe(409);
    expect(refused.body.error?.fields).toEqual({ [scarce._id]: expect.any(String) });
    expect(refused.body.error?.message).toContain(scarce.sku);
    expect((await read(priced.body.number, buyer)).body.status).toBe('answered');
  });

  it('applies the company’s rules on accepting: above the buyer’s limit the order awaits approval; a PO reference when required', async () => {
    const strict = await company({ poRequired: true });
    const limited = await member(strict, 'buyer', { order: 50 });
    const quote = await answered(limited, 10);
    const noPo = await accept(quote.number, limited, randomUUID());
    expect(noPo.status).toBe(400);
    const placed = await accept(quote.number, limited, randomUUID(), { ...address, poReference: 'PO-77' });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ status: 'awaiting_approval', totalPrice: 90, poReference: 'PO-77' });
  });

  it('is declined by its buyer or the admin (who e-mails why); a declined quote cannot be accepted', async () => {
    const mine = (await request(buyer, [{ partId: hook._id, quantity: 30 }])).body;
    expect((await decline(mine.number, colleague)).status).toBe(403);
    const declined = await decline(mine.number, buyer, 'Bought elsewhere');
    expect(declined.body).toMatchObject({ status: 'declined', declinedBy: 'customer', declineReason: 'Bought elsewhere', canDecline: false });
    expect((await accept(mine.number, buyer)).body.error?.message).toBe(quoteMessages.declined);
    expect((await answer(mine.number, { validUntil: today(), prices: [{ lineNo: 1, price: 1 }] })).status).toBe(409);

    const theirs = await answered();
    const byAdmin = await decline(theirs.number, cast.admin, 'We no longer make this <part>.');
    expect(byAdmin.body).toMatchObject({ status: 'declined', declinedBy: 'admin' });
    const mail = await mailTo(buyer.email, `Your quote ${theirs.number} was declined`);
    expect(mail.text).toContain('Reason: We no longer make this <part>.');
    expect(mail.text).toContain(`https://shop.example/dashboard/quotes/${theirs.number}`);
  });

  it('expires past its date: refused at accept before the job runs, marked by the job once across replicas, and answered again', async () => {
    const quote = await answered();
    await sql(`UPDATE quotes SET valid_until = valid_until - 30 WHERE number = $1`, [quote.number]);
    const refused = await accept(quote.number, buyer, randomUUID());
    expect([refused.status, refused.body.error?.message]).toEqual([409, quoteMessages.expired]);
    expect((await read(quote.number, buyer)).body).toMatchObject({ status: 'expired', canAccept: false, canDecline: false });

    expect(await new QuoteExpiry(server.app.ctx.db, server.app.ctx.config.seller.timeZone).runOnce()).toBeGreaterThanOrEqual(1);
    expect(await sql('SELECT status FROM quotes WHERE number = $1', [quote.number])).toEqual([{ status: 'expired' }]);
    const listed = await call<Page<QuoteSummary>>(server, 'GET', '/quotes?status=expired', { token: buyer.token });
    expect(listed.body.items.map((q) => q.number)).toContain(quote.number);

    // Two replicas' jobs at once: each quote is expired by one of them.
    const due = [await answered(), await answered(), await answered()].map((q) => q.number);
    await sql(`UPDATE quotes SET valid_until = valid_until - 30 WHERE number = ANY($1)`, [due]);
    const jobs = [1, 2].map(() => new QuoteExpiry(server.app.ctx.db, server.app.ctx.config.seller.timeZone));
    const counts = await Promise.all(jobs.map((job) => job.runOnce()));
    expect(counts[0]! + counts[1]!).toBe(3);
    expect(await sql('SELECT DISTINCT status FROM quotes WHERE number = ANY($1)', [due])).toEqual([{ status: 'expired' }]);

    const renewed = await priceAll(quote, () => 8.5);
    expect(renewed.body).toMatchObject({ status: 'answered', revision: 2, canAnswer: true });
    expect((await accept(quote.number, buyer, randomUUID())).status).toBe(201);
  });

  it('is read by its buyer, their company’s members and the admin; anyone else is told there is none', async () => {
    const quote = await answered();
    expect((await read(quote.number, colleague)).body).toMatchObject({ number: quote.number, canAccept: false, canDecline: false, canAnswer: false });
    expect((await accept(quote.number, colleague, randomUUID())).body.error?.message).toBe(quoteMessages.notYours);
    for (const stranger of [cast.other, outsider]) {
      expect((await read(quote.number, stranger)).status).toBe(404);
      expect((await accept(quote.number, stranger, randomUUID())).status).toBe(404);
      expect((await decline(quote.number, stranger)).status).toBe(404);
    }
    expect((await read(quote.number, cast.admin)).status).toBe(200);
    expect((await read('Q-2020-999999', buyer)).body.error?.message).toBe(quoteMessages.notFound);

    const numbers = async (actor: Actor, url = '/quotes?limit=100') =>
      (await call<Page<QuoteSummary>>(server, 'GET', url, { token: actor.token })).body.items.map((q) => q.number);
    expect(await numbers(colleague)).toContain(quote.number);
    expect(await numbers(outsider)).not.toContain(quote.number);
    expect(await numbers(cast.other)).not.toContain(quote.number);
    expect(await numbers(buyer, '/quotes?status=requested')).not.toContain(quote.number);

    const managed = await call<Page<QuoteSummary>>(server, 'GET', `/quotes/manage?q=${quote.number}`, { token: cast.admin.token });
    expect(managed.body.items).toEqual([
      expect.objectContaining({
        number: quote.number,
        status: 'answered',
        revision: 1,
        lineCount: 1,
        total: 90,
        email: buyer.email,
        validUntil: quote.validUntil,
      }),
    ]);
    const byCompany = await call<Page<QuoteSummary>>(server, 'GET', `/quotes/manage?q=${encodeURIComponent(quote.company!.name)}&limit=2`, {
      token: cast.admin.token,
    });
    expect(byCompany.body.items.every((q) => q.company?.id === quote.company!.id)).toBe(true);
    expect(byCompany.body.nextCursor).not.toBeNull();
    const next = await call<Page<QuoteSummary>>(
      server,
      'GET',
      `/quotes/manage?q=${encodeURIComponent(quote.company!.name)}&limit=2&cursor=${byCompany.body.nextCursor}`,
      { token: cast.admin.token },
    );
    expect(next.body.items.length).toBeGreaterThan(0);
    expect(next.body.items.map((q) => q.number)).not.toContain(byCompany.body.items[0]!.number);
    expect((await call(server, 'GET', '/quotes/manage', { token: buyer.token })).status).toBe(403);
  });

  it('tells the admin, per line, what its buyer pays today for its quantity: their company’s price list, a break, the list price', async () => {
    const listed = await company();
    const listBuyer = await member(listed, 'buyer');
    const contracted = await newPart(`${tag}-C`, 50, 1000);
    const broken = await newPart(`${tag}-B`, 30, 1000, { breaks: [{ minQuantity: 100, price: 27 }] });
    const admin = cast.admin.token;
    const list = await call<{ id: string; name: string }>(server, 'POST', '/price-lists', {
      token: admin,
      body: { name: `Quotes ${tag}`, currency: server.app.ctx.config.mail.currency },
    });
    expect(list.status).toBe(201);
    const entries = [
      { partNumber: contracted.sku, minQuantity: 1, price: 45 },
      { partNumber: contracted.sku, minQuantity: 500, price: 40 },
    ];
    expect((await call(server, 'PUT', `/price-lists/${list.body.id}/prices`, { token: admin, body: { entries } })).status).toBe(200);
    expect((await call(server, 'PUT', `/price-lists/${list.body.id}/companies`, { token: admin, body: { companyIds: [listed] } })).status).toBe(200);

    const asked = await request(listBuyer, [
      { partId: contracted._id, quantity: 20 },
      { partId: broken._id, quantity: 100 },
      { partId: needle._id, quantity: 5, targetPrice: 8 },
    ]);
    expect(asked.status).toBe(201);
    // The buyer reads it too while the quote is a request (their own price); the admin's, decided as the cart decides.
    expect(asked.body.lines.every((l) => 'buyerPrice' in l)).toBe(true);
    const expected = [
      { unitPrice: 45, listPrice: 50, source: 'contract', minQuantity: 1, priceListName: list.body.name },
      { unitPrice: 27, listPrice: 30, source: 'break', minQuantity: 100 },
      { unitPrice: 10, listPrice: 10, source: 'list' },
    ];
    const byAdmin = await read(asked.body.number, cast.admin);
    expect(byAdmin.body.lines.map((l) => l.buyerPrice)).toEqual(expected);
    expect(byAdmin.body.lines.map((l) => [l.listPrice, l.targetPrice])).toEqual([
      [50, null],
      [30, null],
      [10, 8],
    ]);
    // As the buyer's cart prices the same line now.
    const cart = await call<{ lines: { partId: string; price: unknown }[] }>(server, 'PUT', `/cart/lines/${contracted._id}`, {
      token: listBuyer.token,
      body: { quantity: 20 },
    });
    expect(cart.body.lines.find((l) => l.partId === contracted._id)?.price).toEqual(expected[0]);

    // Answered, the admin's read still carries it; a part deleted since has none.
    const answeredByAdmin = await priceAll(asked.body, () => 9);
    expect(answeredByAdmin.body.lines.map((l) => l.buyerPrice)).toEqual(expected);
    expect((await call(server, 'DELETE', `/parts/${broken._id}`, { token: admin })).status).toBe(200);
    expect((await read(asked.body.number, cast.admin)).body.lines.map((l) => l.buyerPrice)).toEqual([expected[0], null, expected[2]]);
    expect((await read(asked.body.number, listBuyer)).body.lines.some((l) => 'buyerPrice' in l)).toBe(false);
  });
});
