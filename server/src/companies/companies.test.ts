import { randomBytes, randomUUID } from 'node:crypto';
import type {
  Company,
  CompanyAdminView,
  CompanyInvitation,
  CompanySummary,
  InvitationPreview,
  MyPrices,
  OrderDetail,
  Page,
  Part,
} from '@storefront/shared/schemas';
import { companyMessages, verifyBeforeJoining } from '@storefront/shared/schemas';
import { setEmailVerified } from '../../test/emulator-client';
import { startMailingServer } from '../../test/fixtures';
import { call, describeEachDb, emulatorHost, freshUser, signInAs, signInCast, type Actor, type Cast, type TestServer } from '../../test/harness';
import { Inbox } from '../../test/inbox';
import { tokenHash } from './companies.repo';

type Who = 'visitor' | 'lone' | 'companyAdmin' | 'approver' | 'buyer' | 'otherAdmin' | 'storeAdmin';
const WHO: Who[] = ['visitor', 'lone', 'companyAdmin', 'approver', 'buyer', 'otherAdmin', 'storeAdmin'];

describeEachDb('companies: their accounts, locations, members and invitations', (kind) => {
  let server: TestServer;
  let cast: Cast;
  let inbox: Inbox;
  const people = {} as Record<Exclude<Who, 'visitor' | 'lone' | 'storeAdmin'>, Actor & { id: string }>;
  let company: CompanyAdminView;
  let other: CompanyAdminView;
  const tag = `${kind === 'pglite' ? 'L' : 'P'}${Date.now().toString(36)}`;
  const db = () => server.app.ctx.db;

  const token = (who: Who) =>
    ({ visitor: undefined, lone: cast.customer.token, storeAdmin: cast.admin.token })[who as 'visitor'] ?? people[who as keyof typeof people]?.token;
  const userId = async (email: string) => (await db().query<{ id: string }>('SELECT id::text AS id FROM users WHERE email = $1', [email])).rows[0]!.id;

  /** The link of the newest invitation e-mail to this address (waits for it to arrive). */
  const linkTo = (email: string, after = 0) =>
    inbox.until(() => {
      const mails = inbox.mails.filter((mail) => mail.text?.includes('/invitations/') && JSON.stringify(mail.to).includes(email));
      const mail = mails[after];
      return mail ? { mail, token: /\/invitations\/([A-Za-z0-9_-]+)/.exec(mail.text!)![1]! } : undefined;
    }, `the invitation e-mail to ${email}`);

  /** A new account that joins `companyId` with `role` through an invitation's link (read from its e-mail). */
  const join = async (by: Actor, role: 'company_admin' | 'approver' | 'buyer', prefix: string) => {
    const user = await freshUser(prefix, { verified: true });
    const invited = await call(server, 'POST', '/company/invitations', { token: by.token, body: { email: user.email, role } });
    expect(invited.status).toBe(201);
    const { token: link } = await linkTo(user.email);
    const actor = await signInAs(server, user);
    const accepted = await call<Company>(server, 'POST', `/invitations/${link}/accept`, { token: actor.token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.me.role).toBe(role);
    return { ...actor, id: await userId(user.email), user };
  };

  /** A member added through SQL (set-up for rows that remove one). */
  const sqlMember = async (companyId: string, role = 'buyer') => {
    const id = randomUUID();
    await db().query(`INSERT INTO users (id, email, name) VALUES ($1::uuid, $2, 'Set-up member')`, [
      id,
      `member-${randomBytes(4).toString('hex')}@example.com`,
    ]);
    await db().query('INSERT INTO company_members (user_id, company_id, role) VALUES ($1::uuid, $2::uuid, $3)', [id, companyId, role]);
    return id;
  };
  /** An invitation with a known token, through SQL. */
  const sqlInvitation = async (companyId: string, email: string, options: { expired?: boolean } = {}) => {
    const link = randomBytes(32).toString('base64url');
    const id = randomUUID();
    await db().query(
      `INSERT INTO company_invitations (id, company_id, email, role, token_hash, expires_at)
       VALUES ($1::uuid, $2::uuid, $3, 'buyer', $4, now() + ($5::int * interval '1 day'))`,
      [id, companyId, email, tokenHash(link), options.expired ? -1 : 7],
    );
    return { id, link };
  };
  const newLocation = async () =>
    (
      await call(server, 'POST', '/company/locations', {
        token: people.companyAdmin.token,
        body: { name: `Depot ${randomBytes(3).toString('hex')}`, address: 'Tongi, Gazipur' },
      })
    ).body._id as string;

  beforeAll(async () => {
    ({ server, inbox } = await startMailingServer(kind));
    cast = await signInCast(server);

    // The storefront's admin creates two companies, each inviting its first company admin.
    const first = await freshUser('company-admin', { verified: true });
    const created = await call<CompanyAdminView>(server, 'POST', '/companies', {
      token: cast.admin.token,
      body: {
        name: `Dhaka Knitwear ${tag}`,
        taxNumber: `BIN-${tag}`,
        billingAddress: 'Motijheel, Dhaka',
        paymentTerms: 'net30',
        creditLimit: 500000,
        adminEmail: first.email,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.invitations).toEqual([expect.objectContaining({ email: first.email, role: 'company_admin', status: 'waiting' })]);
    const { mail, token: link } = await linkTo(first.email);
    expect(mail.subject).toContain(`Join Dhaka Knitwear ${tag}`);
    expect(mail.text).toContain('as Company admin.');
    expect(mail.text).toContain(`https://shop.example/invitations/${link}`);
    const preview = await call<InvitationPreview>(server, 'GET', `/invitations/${link}`, { token: cast.customer.token });
    expect(preview.body).toEqual({
      companyName: `Dhaka Knitwear ${tag}`,
      email: first.email,
      role: 'company_admin',
      expiresAt: expect.any(String),
      status: 'waiting',
    });
    // A signed-out invitee reads it too (the login page names the invitation), and no cache keeps it.
    const visitorPreview = await call<InvitationPreview>(server, 'GET', `/invitations/${link}`);
    expect(visitorPreview.body).toEqual(preview.body);
    expect(visitorPreview.headers.get('cache-control')).toBe('private, no-store');
    const unknownLink = await call(server, 'GET', `/invitations/${randomBytes(32).toString('base64url')}`);
    expect([unknownLink.status, unknownLink.headers.get('cache-control')]).toEqual([404, 'private, no-store']);
    const firstActor = await signInAs(server, first);
    expect((await call(server, 'POST', `/invitations/${link}/accept`, { token: firstActor.token })).status).toBe(200);
    expect((await call<InvitationPreview>(server, 'GET', `/invitations/${link}`, { token: firstActor.token })).body.status).toBe('accepted');
    people.companyAdmin = { ...firstActor, id: await userId(first.email) };
    people.approver = await join(people.companyAdmin, 'approver', 'approver');
    people.buyer = await join(people.companyAdmin, 'buyer', 'buyer');

    const second = await freshUser('other-admin', { verified: true });
    const made = await call<CompanyAdminView>(server, 'POST', '/companies', {
      token: cast.admin.token,
      body: { name: `Ashulia Apparel & <Co> ${tag}`, adminEmail: second.email },
    });
    const { mail: secondMail, token: secondLink } = await linkTo(second.email);
    // What the company calls itself is escaped in the HTML.
    expect(secondMail.html).toContain(`Ashulia Apparel &amp; &lt;Co&gt; ${tag}`);
    expect(secondMail.html).not.toContain('<Co>');
    const secondActor = await signInAs(server, second);
    expect((await call(server, 'POST', `/invitations/${secondLink}/accept`, { token: secondActor.token })).status).toBe(200);
    people.otherAdmin = { ...secondActor, id: await userId(second.email) };

    await call(server, 'POST', '/company/locations', { token: people.companyAdmin.token, body: { name: 'Gazipur plant', address: 'Konabari, Gazipur' } });
    company = (await call<CompanyAdminView>(server, 'GET', `/companies/${created.body._id}`, { token: cast.admin.token })).body;
    other = made.body;
  });
  afterAll(async () => {
    await server?.close();
    await inbox?.stop();
  });

  it('shows every member their company and role; members and invitations only to company admins', async () => {
    const mine = await call<Company & { credit: { available: number } }>(server, 'GET', '/company', { token: people.companyAdmin.token });
    expect(mine.body).toMatchObject({
      name: company.name,
      paymentTerms: 'net30',
      creditLimit: 500000,
      me: { role: 'company_admin' },
      credit: { available: 500000 },
    });
    expect(mine.body.members.map((m) => m.role)).toEqual(['company_admin', 'approver', 'buyer']);
    const buyer = await call<Company>(server, 'GET', '/company', { token: people.buyer.token });
    expect(buyer.body).toMatchObject({ name: company.name, me: { role: 'buyer', orderLimit: null, spentThisMonth: 0 }, members: [], invitations: [] });
    expect(buyer.body.locations.map((l) => l.name)).toEqual(['Gazipur plant']);
    expect((await call(server, 'GET', '/company', { token: cast.customer.token })).body).toBeNull();
    // The session's roles.
    expect((await call(server, 'GET', `/admin/${encodeURIComponent(people.approver.email)}`, { token: people.approver.token })).body).toEqual({
      admin: false,
      companyRole: 'approver',
      language: null,
    });
  });

  it('answers each caller by their role, and 404 for another company’s locations, members and invitations', async () => {
    const body = (who: Who) => ({ name: who === 'otherAdmin' ? other.name : company.name, taxNumber: `BIN-${tag}` });
    const rows: [string, number[], (who: Who) => Promise<{ method: string; url: string; body?: unknown }>][] = [
      ['GET /company', [401, 200, 200, 200, 200, 200, 200], async () => ({ method: 'GET', url: '/company' })],
      ['PUT /company', [401, 403, 200, 403, 403, 200, 403], async (who) => ({ method: 'PUT', url: '/company', body: body(who) })],
      [
        'POST /company/locations',
        [401, 403, 201, 403, 403, 201, 403],
        async () => ({ method: 'POST', url: '/company/locations', body: { name: `Plant ${randomBytes(3).toString('hex')}`, address: 'Ashulia' } }),
      ],
      [
        'PUT /company/locations/{id}',
        [401, 403, 200, 403, 403, 404, 403],
        async () => ({ method: 'PUT', url: `/company/locations/${company.locations[0]!._id}`, body: { name: 'Gazipur plant', address: 'Konabari, Gazipur' } }),
      ],
      [
        'DELETE /company/locations/{id}',
        [401, 403, 200, 403, 403, 404, 403],
        async () => ({ method: 'DELETE', url: `/company/locations/${await newLocation()}` }),
      ],
      [
        'POST /company/invitations',
        [401, 403, 201, 403, 403, 201, 403],
        async () => ({ method: 'POST', url: '/company/invitations', body: { email: `invitee-${randomBytes(3).toString('hex')}@example.com`, role: 'buyer' } }),
      ],
      [
        'DELETE /company/invitations/{id}',
        [401, 403, 200, 403, 403, 404, 403],
        async () => ({
          method: 'DELETE',
          url: `/company/invitations/${(await sqlInvitation(company._id, `x-${randomBytes(3).toString('hex')}@example.com`)).id}`,
        }),
      ],
      [
        'PATCH /company/members/{id}',
        [401, 403, 200, 403, 403, 404, 403],
        async () => ({ method: 'PATCH', url: `/company/members/${people.buyer.id}`, body: { orderLimit: 20000, monthlyLimit: 100000 } }),
      ],
      [
        'DELETE /company/members/{id}',
        [401, 403, 200, 403, 403, 404, 403],
        async () => ({ method: 'DELETE', url: `/company/members/${await sqlMember(company._id)}` }),
      ],
      [
        'GET /invitations/{token}',
        [200, 200, 200, 200, 200, 200, 200],
        async () => ({ method: 'GET', url: `/invitations/${(await sqlInvitation(company._id, 'someone@example.com')).link}` }),
      ],
      ['GET /companies', [401, 403, 403, 403, 403, 403, 200], async () => ({ method: 'GET', url: '/companies' })],
      [
        'POST /companies',
        [401, 403, 403, 403, 403, 403, 201],
        async () => ({ method: 'POST', url: '/companies', body: { name: `Company ${randomBytes(4).toString('hex')}` } }),
      ],
      ['GET /companies/{id}', [401, 403, 403, 403, 403, 403, 200], async () => ({ method: 'GET', url: `/companies/${company._id}` })],
      [
        'PUT /companies/{id}',
        [401, 403, 403, 403, 403, 403, 200],
        async () => ({ method: 'PUT', url: `/companies/${company._id}`, body: { name: company.name } }),
      ],
    ];
    for (const [name, expected, request] of rows) {
      const seen: number[] = [];
      for (const who of WHO) {
        const { method, url, body: sent } = await request(who);
        const reply = await call(server, method, url, { token: token(who), body: sent });
        seen.push(reply.status);
        if (reply.status >= 400) expect(reply.body).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
      }
      expect([name, seen]).toEqual([name, expected]);
    }
    // What a buyer and an approver are told.
    const refused = await call(server, 'POST', '/company/invitations', { token: people.buyer.token, body: { email: 'x@example.com', role: 'buyer' } });
    expect(refused.body.error.message).toBe(companyMessages.companyAdminOnly);
    expect((await call(server, 'PUT', '/company', { token: cast.customer.token, body: { name: 'Mine' } })).body.error.message).toBe(companyMessages.notMember);
  });

  it('takes an invitation once, for its own address, within its days, into one company only', async () => {
    const invitee = await freshUser('invitee', { verified: true });
    const actor = await signInAs(server, invitee);
    const wrong = await sqlInvitation(company._id, 'someone-else@example.com');
    const reply = await call(server, 'POST', `/invitations/${wrong.link}/accept`, { token: actor.token });
    expect([reply.status, reply.body.error.message]).toEqual([403, companyMessages.invitationWrongAddress]);

    const expired = await sqlInvitation(company._id, invitee.email, { expired: true });
    expect((await call<InvitationPreview>(server, 'GET', `/invitations/${expired.link}`, { token: actor.token })).body.status).toBe('expired');
    const late = await call(server, 'POST', `/invitations/${expired.link}/accept`, { token: actor.token });
    expect([late.status, late.body.error.message]).toEqual([410, companyMessages.invitationExpired]);

    const unknown = await call(server, 'GET', `/invitations/${randomBytes(32).toString('base64url')}`, { token: actor.token });
    expect([unknown.status, unknown.body.error.message]).toEqual([404, companyMessages.invitationUnknown]);

    // Two invitations to the same address from two companies: the first accepted wins.
    const good = await sqlInvitation(company._id, invitee.email);
    const rival = await sqlInvitation(other._id, invitee.email);
    expect((await call(server, 'POST', `/invitations/${good.link}/accept`, { token: actor.token })).status).toBe(200);
    const again = await call(server, 'POST', `/invitations/${good.link}/accept`, { token: actor.token });
    expect([again.status, again.body.error.message]).toEqual([409, companyMessages.invitationUsed]);
    const second = await call(server, 'POST', `/invitations/${rival.link}/accept`, { token: actor.token });
    expect([second.status, second.body.error.message]).toEqual([409, companyMessages.alreadyMember]);
    // An address whose account is in a company cannot be invited.
    const invited = await call(server, 'POST', '/company/invitations', { token: people.otherAdmin.token, body: { email: invitee.email, role: 'buyer' } });
    expect([invited.status, invited.body.error.fields]).toEqual([409, { email: companyMessages.alreadyMember }]);
    const before = await call<Company>(server, 'GET', '/company', { token: people.companyAdmin.token });
    expect(before.body.invitations.some((i: CompanyInvitation) => i.email === invitee.email && i.status === 'waiting')).toBe(false);
  });

  it('lets an address join only once it is verified, even as a new company’s first company admin', async () => {
    const name = `Verified Mills ${tag}`;
    const invitee = await freshUser('unverified-admin');
    const made = await call<CompanyAdminView>(server, 'POST', '/companies', { token: cast.admin.token, body: { name, adminEmail: invitee.email } });
    expect(made.status).toBe(201);
    const { token: link } = await linkTo(invitee.email);
    const unverified = await signInAs(server, invitee);
    const refused = await call(server, 'POST', `/invitations/${link}/accept`, { token: unverified.token });
    expect([refused.status, refused.body]).toEqual([403, { error: { code: 'EMAIL_NOT_VERIFIED', message: verifyBeforeJoining(name) } }]);
    // It says how: My Profile's "Verify your e-mail" sends the link.
    expect(refused.body.error.message).toMatch(/^To join Verified Mills .*, verify your e-mail address first: on My Profile choose “Verify your e-mail”/);
    expect((await call(server, 'GET', '/company', { token: unverified.token })).body).toBeNull();
    expect((await call<InvitationPreview>(server, 'GET', `/invitations/${link}`, { token: unverified.token })).body.status).toBe('waiting');

    await setEmailVerified(emulatorHost(), invitee.localId, true);
    const verified = await signInAs(server, invitee);
    const joined = await call<Company>(server, 'POST', `/invitations/${link}/accept`, { token: verified.token });
    expect([joined.status, joined.body.name, joined.body.me.role]).toEqual([200, name, 'company_admin']);
  });

  it('treats a member whose address is no longer verified as in no company: no company, orders, invoices, approvals or prices', async () => {
    const part = (await call<Page<Part>>(server, 'GET', '/parts')).body.items[0]!;
    const admin = cast.admin.token;
    const list = await call(server, 'POST', '/price-lists', { token: admin, body: { name: `Members ${tag}`, currency: server.app.ctx.config.mail.currency } });
    const listId = list.body.id as string;
    expect(
      (await call(server, 'PUT', `/price-lists/${listId}/prices`, { token: admin, body: { entries: [{ partNumber: part.sku, minQuantity: 1, price: 1 }] } }))
        .status,
    ).toBe(200);
    expect((await call(server, 'PUT', `/price-lists/${listId}/companies`, { token: admin, body: { companyIds: [company._id] } })).status).toBe(200);
    const member = await join(people.companyAdmin, 'approver', 'unverifying');
    const prices = (token: string) => call<MyPrices>(server, 'GET', '/prices', { token });
    expect((await call<Company>(server, 'GET', '/company', { token: member.token })).body.name).toBe(company.name);
    expect((await prices(member.token)).body.priceList).toEqual({ id: listId, name: `Members ${tag}` });

    // The address loses its verified state (changed, say): the next exchange records it, and even
    // the token from before opens nothing of the company.
    await setEmailVerified(emulatorHost(), member.user.localId, false);
    const unverified = await signInAs(server, member.user);
    for (const token of [member.token, unverified.token]) {
      expect((await call(server, 'GET', '/company', { token })).body).toBeNull();
      // As for anyone in no company (invoices: 404).
      for (const [path, status] of [
        ['/company/orders', 403],
        ['/company/approvals', 403],
        ['/company/invoices', 404],
      ] as const) {
        const reply = await call(server, 'GET', path, { token });
        expect([path, reply.status, reply.body.error.message]).toEqual([path, status, companyMessages.notMember]);
      }
      expect((await prices(token)).body).toEqual({ priceList: null, prices: {}, whole: true });
    }
    expect((await call(server, 'GET', `/admin/${member.email}`, { token: unverified.token })).body).toEqual({
      admin: false,
      companyRole: null,
      language: null,
    });
    // An order is a lone customer's, at the part's own price.
    const placed = await call(server, 'POST', '/checkout', {
      token: unverified.token,
      body: { address: 'Plot 7, Ashulia', phone: '+8801711000000', lines: [{ partId: part._id, quantity: part.min_order_Quantity }] },
    });
    expect(placed.status).toBe(201);
    const order = (await call<OrderDetail>(server, 'GET', `/booking/${placed.body.order.number}`, { token: unverified.token })).body;
    expect([order.company ?? null, order.status]).toEqual([null, 'pending']);
    const invitations = await call(server, 'POST', '/company/invitations', { token: unverified.token, body: { email: 'someone@example.com', role: 'buyer' } });
    expect(invitations.status).toBe(403);

    // Verified again: a member again.
    await setEmailVerified(emulatorHost(), member.user.localId, true);
    const again = await signInAs(server, member.user);
    expect((await call<Company>(server, 'GET', '/company', { token: again.token })).body.me.role).toBe('approver');
    expect((await prices(again.token)).body.priceList?.id).toBe(listId);
  });

  it('keeps at least one company admin, and refuses a removed member at once', async () => {
    const demote = await call(server, 'PATCH', `/company/members/${people.otherAdmin.id}`, { token: people.otherAdmin.token, body: { role: 'buyer' } });
    expect([demote.status, demote.body.error.message]).toEqual([409, companyMessages.lastAdmin]);
    const leave = await call(server, 'DELETE', `/company/members/${people.otherAdmin.id}`, { token: people.otherAdmin.token });
    expect([leave.status, leave.body.error.message]).toEqual([409, companyMessages.lastAdmin]);

    // A second company admin: now one may step down to approver.
    const deputy = await join(people.otherAdmin, 'company_admin', 'deputy');
    const stepped = await call(server, 'PATCH', `/company/members/${deputy.id}`, {
      token: people.otherAdmin.token,
      body: { role: 'approver', orderLimit: null },
    });
    expect(stepped.status).toBe(200);
    expect(stepped.body).toMatchObject({ _id: deputy.id, role: 'approver', orderLimit: null });
    const badLimit = await call(server, 'PATCH', `/company/members/${deputy.id}`, { token: people.otherAdmin.token, body: { orderLimit: -5 } });
    expect([badLimit.status, badLimit.body.error.fields]).toEqual([400, { orderLimit: companyMessages.limitInvalid }]);

    // Removed: their token (issued before) opens nothing of the company any more.
    expect((await call(server, 'DELETE', `/company/members/${deputy.id}`, { token: people.otherAdmin.token })).status).toBe(200);
    expect((await call(server, 'GET', '/company', { token: deputy.token })).body).toBeNull();
    const refused = await call(server, 'POST', '/company/locations', { token: deputy.token, body: { name: 'Sneaky', address: 'Somewhere' } });
    expect([refused.status, refused.body.error.message]).toEqual([403, companyMessages.notMember]);
  });

  it('lets one of two accepts at once join, and one of two company admins stepping down at once', async () => {
    const invitee = await freshUser('racer', { verified: true });
    const actor = await signInAs(server, invitee);
    const { link } = await sqlInvitation(other._id, invitee.email);
    const accepts = await Promise.all([1, 2].map(() => call(server, 'POST', `/invitations/${link}/accept`, { token: actor.token })));
    expect(accepts.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const members = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM company_members WHERE user_id = $1::uuid', [await userId(invitee.email)]);
    expect(members.rows[0]!.n).toBe(1);

    const deputy = await join(people.otherAdmin, 'company_admin', 'co-admin');
    const stepDowns = await Promise.all(
      [people.otherAdmin, deputy].map((admin) => call(server, 'PATCH', `/company/members/${admin.id}`, { token: admin.token, body: { role: 'approver' } })),
    );
    expect(stepDowns.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const admins = await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM company_members WHERE company_id = $1::uuid AND role = 'company_admin'`, [
      other._id,
    ]);
    expect(admins.rows[0]!.n).toBe(1);
    // Back as it was for the other tests: the first company admin stays one.
    const stillAdmin = stepDowns[0]!.status === 200 ? deputy : people.otherAdmin;
    if (stillAdmin === deputy) {
      expect((await call(server, 'PATCH', `/company/members/${people.otherAdmin.id}`, { token: deputy.token, body: { role: 'company_admin' } })).status).toBe(
        200,
      );
    }
    expect((await call(server, 'DELETE', `/company/members/${deputy.id}`, { token: people.otherAdmin.token })).status).toBe(200);
  });

  it('adds, edits and removes locations, each name once per company', async () => {
    const admin = people.otherAdmin.token;
    const added = await call(server, 'POST', '/company/locations', {
      token: admin,
      body: { name: 'Narayanganj plant', address: 'BSCIC, Narayanganj', phone: '+880 1711 000000' },
    });
    expect(added.status).toBe(201);
    const twice = await call(server, 'POST', '/company/locations', { token: admin, body: { name: 'Narayanganj plant', address: 'Elsewhere' } });
    expect([twice.status, twice.body.error.fields]).toEqual([409, { name: companyMessages.locationNameTaken }]);
    const blank = await call(server, 'POST', '/company/locations', { token: admin, body: { name: ' ', address: '' } });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toMatchObject({ name: companyMessages.locationNameRequired, address: companyMessages.addressRequired });
    const edited = await call(server, 'PUT', `/company/locations/${added.body._id}`, {
      token: admin,
      body: { name: 'Narayanganj plant 2', address: 'BSCIC, Narayanganj' },
    });
    expect(edited.body).toEqual({ _id: added.body._id, name: 'Narayanganj plant 2', address: 'BSCIC, Narayanganj', phone: '+880 1711 000000' });
    // Not another company's: the first company's admin cannot see it.
    expect((await call(server, 'DELETE', `/company/locations/${added.body._id}`, { token: people.companyAdmin.token })).status).toBe(404);
    expect((await call(server, 'DELETE', `/company/locations/${added.body._id}`, { token: admin })).status).toBe(200);
    expect((await call(server, 'DELETE', `/company/locations/${added.body._id}`, { token: admin })).status).toBe(404);
  });

  it('lets the storefront’s admin create, change, list and search companies', async () => {
    const admin = cast.admin.token;
    const taken = await call(server, 'POST', '/companies', { token: admin, body: { name: company.name.toUpperCase() } });
    expect([taken.status, taken.body.error.fields]).toEqual([409, { name: companyMessages.nameTaken }]);
    const edited = await call<CompanyAdminView>(server, 'PUT', `/companies/${other._id}`, {
      token: admin,
      body: { name: other.name, taxNumber: `VAT-${tag}`, paymentTerms: 'net60', creditLimit: 250000, poRequired: true },
    });
    expect(edited.body).toMatchObject({
      taxNumber: `VAT-${tag}`,
      paymentTerms: 'net60',
      creditLimit: 250000,
      poRequired: true,
      credit: { available: 250000, openBalance: 0 },
    });
    const badTerms = await call(server, 'PUT', `/companies/${other._id}`, { token: admin, body: { name: other.name, paymentTerms: 'net90' } });
    expect([badTerms.status, badTerms.body.error.fields]).toEqual([400, { paymentTerms: companyMessages.termsInvalid }]);
    expect((await call(server, 'GET', `/companies/${randomUUID()}`, { token: admin })).status).toBe(404);
    expect((await call(server, 'PUT', `/companies/${randomUUID()}`, { token: admin, body: { name: `Nobody ${tag}` } })).status).toBe(404);

    const byTax = await call<Page<CompanySummary>>(server, 'GET', `/companies?q=${encodeURIComponent(`VAT-${tag}`)}`, { token: admin });
    // Its company admin and the account that won the race above.
    expect(byTax.body.items).toEqual([expect.objectContaining({ _id: other._id, memberCount: 2, openBalance: 0 })]);
    const byName = await call<Page<CompanySummary>>(server, 'GET', `/companies?q=knitwear ${tag}`, { token: admin });
    expect(byName.body.items.map((c) => c._id)).toEqual([company._id]);
    // Paged by name: every company once, in order.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<CompanySummary> = (await call(server, 'GET', `/companies?limit=2${cursor ? `&cursor=${cursor}` : ''}`, { token: admin })).body;
      seen.push(...page.items.map((c) => c.name));
      cursor = page.nextCursor;
    } while (cursor);
    const count = (await db().query<{ n: number }>('SELECT count(*)::int AS n FROM companies')).rows[0]!.n;
    expect(seen).toHaveLength(count);
    expect(new Set(seen).size).toBe(count);
  });
});
