import type { ApiErrorBody, Company, CompanyAdminView, CompanyInvitation } from '@storefront/shared/schemas';
import { companyMessages } from '@storefront/shared/schemas';
import { call, describeEachDb, freshUser, signInAs, signInCast, startServer, type Actor, type Cast, type TestServer } from '../../test/harness';

// A company admin sets a buyer's spending limits on the invitation itself (docs/companies.md,
// "Invitations"): the invitation keeps them, the list shows them, and the buyer has them from the
// moment they accept. Bad limits are 400 with a message under each field.
describeEachDb('invitations with spending limits', (kind) => {
  let server: TestServer;
  let cast: Cast;
  let companyAdmin: Actor;
  const tag = `${kind === 'pglite' ? 'L' : 'P'}${Date.now().toString(36)}`;

  /** The link's token of the newest invitation e-mail to this address (the outbox keeps it until it is sent). */
  const linkTo = async (email: string) => {
    const { rows } = await server.app.ctx.db.query<{ link: string }>(
      `SELECT details->>'link' AS link FROM outbox_emails WHERE event = 'invitation' AND to_address = $1 ORDER BY created_at DESC LIMIT 1`,
      [email],
    );
    return /\/invitations\/([A-Za-z0-9_-]+)$/.exec(rows[0]!.link)![1]!;
  };
  const invite = (body: object) => call<CompanyInvitation & ApiErrorBody>(server, 'POST', '/company/invitations', { token: companyAdmin.token, body });

  beforeAll(async () => {
    server = await startServer(kind);
    cast = await signInCast(server);
    const first = await freshUser('limits-admin', { verified: true });
    const created = await call<CompanyAdminView>(server, 'POST', '/companies', {
      token: cast.admin.token,
      body: { name: `Limits Knitwear ${tag}`, adminEmail: first.email },
    });
    expect(created.status).toBe(201);
    companyAdmin = await signInAs(server, first);
    expect((await call(server, 'POST', `/invitations/${await linkTo(first.email)}/accept`, { token: companyAdmin.token })).status).toBe(200);
  });
  afterAll(() => server?.close());

  it('keeps a buyer’s limits on the invitation, lists them, and gives them to the buyer who accepts', async () => {
    const invitee = await freshUser('limited-buyer', { verified: true });
    const sent = await invite({ email: invitee.email, role: 'buyer', orderLimit: 20000.5, monthlyLimit: 100000 });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ email: invitee.email, role: 'buyer', orderLimit: 20000.5, monthlyLimit: 100000, status: 'waiting' });
    // The company admin's list of invitations shows them.
    const before = await call<Company>(server, 'GET', '/company', { token: companyAdmin.token });
    expect(before.body.invitations.find((i) => i.email === invitee.email)).toMatchObject({ orderLimit: 20000.5, monthlyLimit: 100000 });

    const buyer = await signInAs(server, invitee);
    const joined = await call<Company>(server, 'POST', `/invitations/${await linkTo(invitee.email)}/accept`, { token: buyer.token });
    expect(joined.status).toBe(200);
    expect(joined.body.me).toMatchObject({ role: 'buyer', orderLimit: 20000.5, monthlyLimit: 100000 });
    const after = await call<Company>(server, 'GET', '/company', { token: companyAdmin.token });
    expect(after.body.members.find((m) => m.email === invitee.email)).toMatchObject({ role: 'buyer', orderLimit: 20000.5, monthlyLimit: 100000 });
  });

  it('lets a buyer join without limits, or with one of the two', async () => {
    const none = await freshUser('unlimited-buyer', { verified: true });
    expect((await invite({ email: none.email, role: 'buyer' })).body).toMatchObject({ orderLimit: null, monthlyLimit: null });
    const monthly = await freshUser('monthly-buyer', { verified: true });
    expect((await invite({ email: monthly.email, role: 'buyer', orderLimit: null, monthlyLimit: 5000 })).body).toMatchObject({
      orderLimit: null,
      monthlyLimit: 5000,
    });
    for (const [user, limits] of [
      [none, { orderLimit: null, monthlyLimit: null }],
      [monthly, { orderLimit: null, monthlyLimit: 5000 }],
    ] as const) {
      const actor = await signInAs(server, user);
      const joined = await call<Company>(server, 'POST', `/invitations/${await linkTo(user.email)}/accept`, { token: actor.token });
      expect(joined.body.me).toMatchObject({ role: 'buyer', ...limits });
    }
  });

  it('refuses bad limits with a message under each field, and sends no invitation', async () => {
    const email = `refused-${tag.toLowerCase()}@example.com`;
    for (const [body, fields] of [
      [{ orderLimit: -1 }, { orderLimit: companyMessages.limitInvalid }],
      [{ orderLimit: 100.255 }, { orderLimit: companyMessages.limitCents }],
      [{ monthlyLimit: '5000' }, { monthlyLimit: companyMessages.limitInvalid }],
      [{ orderLimit: 20000, monthlyLimit: 10000 }, { monthlyLimit: companyMessages.monthlyBelowOrder }],
      [{ role: 'approver', orderLimit: 20000 }, { orderLimit: companyMessages.limitsBuyersOnly }],
    ] as const) {
      const reply = await invite({ email, role: 'buyer', ...body });
      expect([JSON.stringify(body), reply.status, reply.body.error?.fields]).toEqual([JSON.stringify(body), 400, fields]);
    }
    const { rows } = await server.app.ctx.db.query('SELECT 1 FROM company_invitations WHERE email = $1', [email]);
    expect(rows).toEqual([]);
  });
});
