import type { Order, OrderDetail, Page, Part, Review, User } from '@storefront/shared/schemas';
import { seedVolume } from '../src/seed/volume';
import { call, describeEachDb, listAll, signInCast, startServer, type Cast, type TestServer } from './harness';

/** Every list at some volume: pages that join up, search, filters, sorts, totals and bad input. */
describeEachDb('paged lists', (kind) => {
  let server: TestServer;
  let cast: Cast;
  beforeAll(async () => {
    // Seeding is set-up, not what is measured: on a 2-core machine busy with the other suites and a
    // build, a batch may take longer than the API's 4 s query timeout, so this server's is lifted.
    server = await startServer(kind, { database: { connectTimeoutMs: 3000, queryTimeoutMs: 120_000, reportMax: 2 } });
    cast = await signInCast(server);
    await seedVolume(server.app.ctx.db, { parts: 60, users: 150, orders: 2_000, reviews: 40, heavyCustomers: 2, heavyShare: 0.2 });
  });
  afterAll(() => server?.close());

  const get = <T>(path: string, token?: string) => call<Page<T>>(server, 'GET', path, { token });

  it('pages the catalogue 25 at a time by default, in catalogue order, the pages joining up exactly', async () => {
    const first = await get<Part>('/parts');
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(25);
    expect(first.body).toMatchObject({ total: 68, totalExact: true, nextCursor: expect.stringMatching(/^[\w-]+$/) });
    expect(first.body.items[0]!.name).toBe('Bobbin Case');
    const all = await listAll<Part>(server, '/parts');
    expect(all).toHaveLength(68);
    expect(new Set(all.map((p) => p._id)).size).toBe(68);
    expect(all.slice(0, 25)).toEqual(first.body.items);
    const second = await get<Part>(`/parts?cursor=${first.body.nextCursor}`);
    expect(second.body.items).toEqual(all.slice(25, 50));
    expect(second.body.total).toBe(68);
    const last = await get<Part>(`/parts?limit=100`);
    expect(last.body.nextCursor).toBeNull();
  });

  it('sorts the catalogue by price and name both ways, and newest first, with stable pages', async () => {
    for (const [sort, key, descending] of [
      ['price', (p: Part) => p.price, false],
      ['-price', (p: Part) => p.price, true],
      ['name', (p: Part) => p.name.toLowerCase(), false],
      ['-name', (p: Part) => p.name.toLowerCase(), true],
    ] as const) {
      const pages: Part[] = [];
      let cursor: string | null = null;
      do {
        const reply: Awaited<ReturnType<typeof get<Part>>> = await get<Part>(`/parts?sort=${sort}&limit=7${cursor ? `&cursor=${cursor}` : ''}`);
        expect(reply.status).toBe(200);
        pages.push(...reply.body.items);
        cursor = reply.body.nextCursor;
      } while (cursor);
      expect(pages).toHaveLength(68);
      const keys = pages.map(key as (p: Part) => string | number);
      const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(keys).toEqual(descending ? sorted.reverse() : sorted);
    }
    const newest = await get<Part>('/parts?sort=newest&limit=3');
    const catalogue = await listAll<Part>(server, '/parts');
    expect(newest.body.items.map((p) => p._id)).toEqual(
      catalogue
        .slice(-3)
        .reverse()
        .map((p) => p._id),
    );
  });

  it('searches name and description, case-insensitively, with % and _ matching themselves; in stock only', async () => {
    const hooks = await get<Part>('/parts?q=ROTARY%20hook&limit=100');
    expect(hooks.body.items.length).toBeGreaterThan(0);
    for (const part of hooks.body.items) expect(`${part.name} ${part.description}`.toLowerCase()).toContain('rotary hook');
    expect(hooks.body.total).toBe(hooks.body.items.length);
    const byDescription = await get<Part>('/parts?q=lockstitch&limit=100');
    expect(byDescription.body.items.some((p) => !p.name.toLowerCase().includes('lockstitch'))).toBe(true);
    expect((await get<Part>('/parts?q=%25%25%25')).body).toEqual({ items: [], nextCursor: null, total: 0, totalExact: true });
    expect((await get<Part>('/parts?q=zzqx-no-such-part')).body.items).toEqual([]);
    const inStock = await listAll<Part>(server, '/parts?inStock=true');
    expect(inStock.every((p) => p.available_Quantity >= p.min_order_Quantity)).toBe(true);
  });

  it('refuses a bad cursor, limit, sort or search with a JSON 400, never a 500', async () => {
    const first = await get<Part>('/parts?sort=price&limit=5');
    for (const path of [
      '/parts?cursor=not-a-cursor',
      '/parts?cursor=%7B%7D',
      `/parts?cursor=${Buffer.from('{"s":"catalogue","i":"1; DROP TABLE parts","t":1,"e":true}').toString('base64url')}`,
      `/parts?cursor=${Buffer.from('{"s":"price","k":"abc","i":"1","t":1,"e":true}').toString('base64url')}&sort=price`,
      `/parts?cursor=${first.body.nextCursor}`, // a cursor of another sort
      '/parts?limit=0',
      '/parts?limit=101',
      '/parts?limit=ten',
      '/parts?sort=cheapest',
      '/parts?inStock=yes',
      `/parts?q=${'x'.repeat(101)}`,
      '/booking?from=2026-13-01',
      '/booking?from=2026-02-01&to=2026-01-01',
      '/booking?sort=price',
      '/user?role=owner',
      `/user?cursor=${Buffer.from('{"s":"created","k":"2026-01-01 00:00:00+00","i":"not-a-uuid","t":1,"e":true}').toString('base64url')}`,
    ]) {
      const reply = await call(server, 'GET', path, { token: cast.admin.token });
      expect([path, reply.status, reply.headers.get('content-type')]).toEqual([path, 400, expect.stringContaining('application/json')]);
      expect(reply.body.error.message).toEqual(expect.any(String));
    }
    expect((await call(server, 'GET', '/parts?cursor=not-a-cursor')).body.error.message).toBe('The cursor is not valid: start again from the first page');
  });

  it('pages all orders for an admin, newest first, searched by customer, part and order id, filtered by status and day', async () => {
    const first = await get<Order>('/booking', cast.admin.token);
    expect(first.body.items).toHaveLength(25);
    expect(first.body.total).toBeGreaterThanOrEqual(2_000);
    const dates = first.body.items.map((o) => o.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const sample = first.body.items[3]!;
    const byEmail = await listAll<Order>(server, `/booking?q=${encodeURIComponent(sample.email.toUpperCase())}`, cast.admin.token);
    expect(byEmail.length).toBeGreaterThan(0);
    expect(byEmail.every((o) => o.email === sample.email)).toBe(true);
    const byId = await get<Order>(`/booking?q=${sample._id.slice(0, 13)}`, cast.admin.token);
    expect(byId.body.items.map((o) => o._id)).toContain(sample._id);
    // A part's name finds the orders with that part on any of their lines.
    const byPart = await get<Order>(`/booking?q=${encodeURIComponent(sample.partName)}&limit=20`, cast.admin.token);
    expect(byPart.body.items.map((o) => o._id)).toContain(sample._id);
    for (const found of byPart.body.items) {
      const detail = await call<OrderDetail>(server, 'GET', `/booking/${found.number}`, { token: cast.admin.token });
      const text = `${found._id} ${found.email} ${found.name} ${detail.body.lines.map((l) => l.partName).join(' ')}`.toLowerCase();
      expect(text).toContain(sample.partName.toLowerCase());
    }

    const day = sample.createdAt.slice(0, 10);
    const onDay = await listAll<Order>(server, `/booking?from=${day}&to=${day}&status=${sample.status}`, cast.admin.token);
    expect(onDay.map((o) => o._id)).toContain(sample._id);
    expect(onDay.every((o) => o.createdAt.startsWith(day) && o.status === sample.status)).toBe(true);

    const byTotal = await get<Order>('/booking?sort=-total&limit=50', cast.admin.token);
    const totals = byTotal.body.items.map((o) => o.totalPrice);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const next = await get<Order>(`/booking?sort=-total&limit=50&cursor=${byTotal.body.nextCursor}`, cast.admin.token);
    expect(next.body.items[0]!.totalPrice).toBeLessThanOrEqual(totals.at(-1)!);
  });

  it('pages a customer’s own orders only, and keeps the whole list out of one answer', async () => {
    await call(server, 'POST', '/booking', {
      token: cast.customer.token,
      body: { bookingId: (await get<Part>('/parts')).body.items[1]!._id, address: 'Mirpur 10', phone: '01700000000', orderQuantity: 5 },
    });
    const mine = await get<Order>(`/booking?email=${encodeURIComponent(cast.customer.email)}`, cast.customer.token);
    expect(mine.status).toBe(200);
    expect(mine.body.items.length).toBeGreaterThan(0);
    expect(mine.body.items.every((o) => o.email === cast.customer.email)).toBe(true);
    expect((await call(server, 'GET', '/booking?q=a', { token: cast.customer.token })).status).toBe(403);
    expect((await get<Order>('/booking?limit=100', cast.admin.token)).body.items).toHaveLength(100);
  });

  it('exports the filtered orders as CSV, streamed, with formulas kept as text; admins only', async () => {
    const query = 'status=shipped&sort=date';
    const listed = await listAll<Order>(server, `/booking?${query}`, cast.admin.token);
    const reply = await fetch(`${server.url}/booking/export?${query}`, { headers: { authorization: `Bearer ${cast.admin.token}` } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await reply.text())
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Order number,Order,Date (UTC),Customer,E-mail,Customer removed,PO reference,Line,Part number,Part,Part id,Unit price,Quantity,Line total,Order total,Status,Address,Phone',
    );
    // A row per line, the orders in the list's order.
    const ordersInCsv = [...new Set(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(',')))];
    expect(ordersInCsv).toEqual(listed.map((o) => `${o.number},${o._id}`));
    expect(lines.length - 1).toBe(listed.reduce((n, o) => n + o.lineCount, 0));

    const part = (await get<Part>('/parts')).body.items[1]!;
    await call(server, 'POST', '/booking', {
      token: cast.other.token,
      body: { bookingId: part._id, address: '=HYPERLINK("http://x","a, b")', phone: '+880 17', orderQuantity: 5 },
    });
    const mine = await (
      await fetch(`${server.url}/booking/export?q=${encodeURIComponent(cast.other.email)}`, { headers: { authorization: `Bearer ${cast.admin.token}` } })
    ).text();
    expect(mine).toContain(`"'=HYPERLINK(""http://x"",""a, b"")",'+880 17`);

    expect((await call(server, 'GET', '/booking/export', { token: cast.customer.token })).status).toBe(403);
    expect((await call(server, 'GET', '/booking/export')).status).toBe(401);
  });

  it('pages users for admins: searched by e-mail or name, filtered by role, sorted', async () => {
    const first = await get<User>('/user', cast.admin.token);
    expect(first.body.items).toHaveLength(25);
    expect(first.body.total).toBeGreaterThanOrEqual(150);
    const admins = await listAll<User>(server, '/user?role=admin', cast.admin.token);
    expect(admins.map((u) => u.email)).toContain(cast.admin.email);
    expect(admins.every((u) => u.role === 'admin')).toBe(true);
    const found = await get<User>(`/user?q=${encodeURIComponent(cast.other.email.slice(0, 8).toUpperCase())}`, cast.admin.token);
    expect(found.body.items.map((u) => u.email)).toContain(cast.other.email);
    const byEmail = await listAll<User>(server, '/user?sort=-email', cast.admin.token);
    const emails = byEmail.map((u) => u.email);
    expect(emails).toEqual([...emails].sort().reverse());
    expect((await call(server, 'GET', '/user?q=a', { token: cast.customer.token })).status).toBe(403);
  });

  it('pages reviews newest first', async () => {
    const first = await get<Review>('/reviews?limit=3');
    expect(first.body.items).toHaveLength(3);
    const all = await listAll<Review>(server, '/reviews');
    expect(all.slice(0, 3)).toEqual(first.body.items);
    const times = all.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});
