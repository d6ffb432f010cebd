import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { Page, Part } from '@storefront/shared/schemas';
import { REPO_ROOT } from '../src/paths';
import { ADMIN_EMAILS, EMULATOR_PROJECT, TEST_ENV, TEST_USERS } from './env';
import { signIn } from './emulator-client';
import { freePort } from './ports';
import { buildIfStale } from './build';
import { call, createDatabase, describeWith, emulatorHost, hasPostgres, testRedisUrl, TEST_TOKEN_SECRET } from './harness';
import { validPart, validReview } from './fixtures';
import { eventually, Inbox } from './inbox';

// The scale-out shape with real processes: two API replicas (`node server/dist/main.js`) behind
// nginx, over one PostgreSQL and one Redis, started by scripts/lib/cluster.cjs as
// `npm run start:cluster` starts them. Orders are placed, replicas killed and restarted while
// requests flow; nothing is lost, doubled or oversold.

interface Replica {
  port: number;
  url: string;
  readonly pid: number | undefined;
  start(): Promise<void>;
  stop(): Promise<void>;
  kill(): Promise<void>;
}
interface Cluster {
  url: string;
  replicas: Replica[];
  rollingRestart(): Promise<void>;
  stop(): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { findNginx, startCluster } = require(path.join(REPO_ROOT, 'scripts/lib/cluster.cjs'));

// Decided before the suite is declared, so that a missing service shows as a skipped suite with its reason.
const nginxBinary: string | undefined = findNginx();

const missing = [
  !nginxBinary && 'nginx is not installed (apt-get install nginx, or set NGINX)',
  !hasPostgres && 'no PostgreSQL server answers (set DATABASE_URL)',
  !testRedisUrl && 'no Redis answers (start redis-server or set REDIS_URL)',
];

const RETRYABLE = new Set([0, 502, 503, 504]);

describeWith('two API replicas behind nginx [postgres, Redis, nginx]', missing, () => {
  let cluster: Cluster;
  let database: { url: string; drop(): Promise<void> };
  let dir: string;
  let sql: Client;
  let inbox: Inbox;
  let customer: string;
  let admin: string;

  /**
   * One HTTP call through nginx (or to a replica), on a connection of its own; a connection
   * failure is status 0. A rolling restart reloads nginx, which closes the connections its old
   * worker kept idle for clients: a browser resends a request that met such a close before any
   * answer (Chromium does, on a reused connection), Node's fetch would report it failed.
   */
  const send = (base: string, method: string, url: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    new Promise<{ status: number; body: any; headers: Headers }>((resolve) => {
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      const request = http.request(`${base}${url}`, {
        method,
        agent: false,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...options.headers,
        },
      });
      const failed = (error: Error) => {
        if (process.env.DEBUG_CLUSTER) console.log(method, url, error.message);
        resolve({ status: 0, body: undefined, headers: new Headers() });
      };
      request.once('error', failed);
      request.once('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('error', failed);
        response.once('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') headers.set(name, value);
          resolve({
            status: response.statusCode ?? 0,
            body: text && headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
            headers,
          });
        });
      });
      request.end(payload);
    });

  const newPart = async (stock: number): Promise<Part> => {
    const added = await send(cluster.url, 'POST', '/parts', {
      token: admin,
      body: { ...validPart, name: `Cluster part ${randomUUID().slice(0, 8)}`, min_order_Quantity: 1, available_Quantity: stock },
    });
    expect(added.status).toBe(201);
    return (await send(cluster.url, 'GET', `/parts/${added.body.insertedId}`)).body as Part;
  };

  /** Places one order, retrying with the same key until an answer that is not a failure of the moment. */
  const placeOrder = async (partId: string, key = randomUUID()) => {
    for (let attempt = 0; ; attempt += 1) {
      const reply = await send(cluster.url, 'POST', '/booking', {
        token: customer,
        headers: { 'idempotency-key': key },
        body: { bookingId: partId, address: 'House 12, Road 5, Dhaka', phone: '+8801711000000', orderQuantity: 1 },
      });
      if (!RETRYABLE.has(reply.status) || attempt >= 20) return { ...reply, key };
    }
  };

  const storedOrders = async (partId: string) =>
    (await sql.query<{ id: string }>('SELECT DISTINCT order_id::text AS id FROM order_lines WHERE part_id = $1::uuid', [partId])).rows.map((r) => r.id);

  beforeAll(async () => {
    await buildIfStale();
    database = await createDatabase();
    inbox = new Inbox(await freePort());
    await inbox.start();
    dir = mkdtempSync(path.join(process.env[TEST_ENV.root] ?? os.tmpdir(), 'cluster-'));
    const apiPort = await freePort();
    const replicaPorts = [await freePort(), await freePort()];
    cluster = await startCluster({
      nginx: nginxBinary,
      dir: path.join(dir, 'nginx'),
      host: '127.0.0.1',
      apiPort,
      replicaPorts,
      upstreamHeader: true,
      env: {
        DATA_DIR: dir,
        DATABASE_URL: database.url,
        REDIS_URL: testRedisUrl,
        REDIS_PREFIX: `storefront-cluster-test-${randomUUID()}:`,
        FIREBASE_PROJECT_ID: EMULATOR_PROJECT,
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
        ADMIN_EMAILS: ADMIN_EMAILS.join(','),
        API_TOKEN_SECRET: TEST_TOKEN_SECRET,
        PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
        RATE_LIMIT_WRITES_PER_MINUTE: '100000',
        RATE_LIMIT_TOKEN_PER_MINUTE: '10000',
        RATE_LIMIT_REPORTS_PER_MINUTE: '10',
        LOG_LEVEL: 'error',
        // Both replicas run a mail worker; a replica killed mid-send leaves its claim for 6 s (each
        // SMTP step may take a quarter of it: shorter, a loaded machine's slow step sends one twice).
        SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
        MAIL_POLL_MS: '200',
        MAIL_RETRY_BASE_MS: '100',
        MAIL_LEASE_MS: '6000',
      },
    });
    sql = new Client({ connectionString: database.url });
    await sql.connect();
    const exchange = async (user: (typeof TEST_USERS)[keyof typeof TEST_USERS]) =>
      (await call({ url: cluster.url }, 'PUT', `/user/${user.email}`, { token: await signIn(emulatorHost(), user) })).body.token as string;
    [customer, admin] = await Promise.all([exchange(TEST_USERS.customer), exchange(TEST_USERS.admin)]);
  }, 600_000);

  afterAll(async () => {
    await sql?.end();
    await cluster?.stop();
    await inbox?.stop();
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('sells exactly the stock to 200 concurrent orders over both replicas: 50 accepted, none oversold', async () => {
    const part = await newPart(50);
    const replies = await Promise.all(Array.from({ length: 200 }, () => placeOrder(part._id)));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    expect(statuses.filter((s) => s === 409)).toHaveLength(150);
    expect((await send(cluster.url, 'GET', `/parts/${part._id}`)).body.available_Quantity).toBe(0);
    expect((await storedOrders(part._id)).sort()).toEqual(
      replies
        .filter((r) => r.status === 201)
        .map((r) => r.body.insertedId)
        .sort(),
    );
    // Both replicas took orders.
    expect(new Set(replies.map((r) => r.headers.get('x-upstream'))).size).toBeGreaterThanOrEqual(2);
  });

  it('gives the last units to exactly one checkout when buyers race over both replicas, and takes every line or none', async () => {
    const checkout = (token: string, lines: { partId: string; quantity: number }[]) =>
      send(cluster.url, 'POST', '/checkout', {
        token,
        headers: { 'idempotency-key': randomUUID() },
        body: { address: 'Plot 7, Ashulia, Dhaka', phone: '+8801711000000', lines },
      });
    // Two buyers, the last 3 units of a part, each with a second line of a plentiful part.
    for (let round = 0; round < 3; round += 1) {
      const [scarce, plenty] = await Promise.all([newPart(3), newPart(100)]);
      const replies = await Promise.all(
        [customer, admin].map((token) =>
          checkout(token, [
            { partId: plenty._id, quantity: 2 },
            { partId: scarce._id, quantity: 3 },
          ]),
        ),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(replies.find((r) => r.status === 409)!.body.error.fields).toEqual({ [scarce._id]: 'This part is out of stock.' });
      // The loser's plentiful line was not taken either.
      expect((await send(cluster.url, 'GET', `/parts/${plenty._id}`)).body.available_Quantity).toBe(98);
    }
    // A burst: 40 checkouts of two lines for 10 units of one of them.
    const [scarce, plenty] = await Promise.all([newPart(10), newPart(100)]);
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        checkout(i % 2 ? customer : admin, [
          { partId: scarce._id, quantity: 1 },
          { partId: plenty._id, quantity: 1 },
        ]),
      ),
    );
    expect(burst.filter((r) => r.status === 201)).toHaveLength(10);
    expect(burst.filter((r) => r.status === 409)).toHaveLength(30);
    expect((await send(cluster.url, 'GET', `/parts/${scarce._id}`)).body.available_Quantity).toBe(0);
    expect((await send(cluster.url, 'GET', `/parts/${plenty._id}`)).body.available_Quantity).toBe(90);
    expect(await storedOrders(scarce._id)).toHaveLength(10);
  });

  it('shows a write on one replica in the other’s cached list at once', async () => {
    const [a, b] = cluster.replicas;
    const before = await send(b!.url, 'GET', '/parts?limit=100');
    expect((await send(b!.url, 'GET', '/parts?limit=100', { headers: { 'if-none-match': before.headers.get('etag')! } })).status).toBe(304);
    const name = `Seen everywhere ${randomUUID().slice(0, 8)}`;
    expect((await send(a!.url, 'POST', '/parts', { token: admin, body: { ...validPart, name } })).status).toBe(201);
    expect(((await send(b!.url, 'GET', '/parts?limit=100')).body as Page<Part>).items.map((p) => p.name)).toContain(name);
  });

  it('counts the rate limit across both replicas, per client, whatever X-Forwarded-For the client sends', async () => {
    const replies = [];
    for (let i = 0; i < 14; i += 1) {
      replies.push(
        await send(cluster.url, 'POST', '/deployments/health', {
          headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': `198.51.100.${i}` },
          body: { events: [{ remote: 'catalogue', build: 'cluster-test', kind: 'view' }] },
        }),
      );
    }
    expect(replies.map((r) => r.status)).toEqual([...Array(10).fill(204), ...Array(4).fill(429)]);
    expect(new Set(replies.map((r) => r.headers.get('x-upstream'))).size).toBe(2);
  });

  it('keeps every acknowledged order, none twice, when a replica is killed mid-burst; the other keeps serving', async () => {
    const part = await newPart(1000);
    const total = 80;
    const acknowledged: { key: string; id: string }[] = [];
    let next = 0;
    let killed: Promise<void> | undefined;
    const client = async () => {
      while (next < total) {
        next += 1;
        const reply = await placeOrder(part._id);
        expect(reply.status).toBe(201);
        acknowledged.push({ key: reply.key, id: reply.body.insertedId });
        if (acknowledged.length === 20) killed = cluster.replicas[0]!.kill();
      }
    };
    await Promise.all(Array.from({ length: 8 }, client));
    await killed;
    expect(acknowledged).toHaveLength(total);
    const stored = await storedOrders(part._id);
    expect(stored).toHaveLength(total);
    expect(stored.sort()).toEqual(acknowledged.map((a) => a.id).sort());
    expect((await send(cluster.url, 'GET', `/parts/${part._id}`)).body.available_Quantity).toBe(1000 - total);
    await cluster.replicas[0]!.start();
  });

  it('answers every request during a rolling restart of both replicas under load', async () => {
    const part = await newPart(100_000);
    const statuses: number[] = [];
    let placed = 0;
    let running = true;
    const reader = async () => {
      while (running) statuses.push((await send(cluster.url, 'GET', '/parts?limit=6')).status);
    };
    const buyer = async () => {
      while (running) {
        const reply = await send(cluster.url, 'POST', '/booking', {
          token: customer,
          headers: { 'idempotency-key': randomUUID() },
          body: { bookingId: part._id, address: 'House 12, Road 5, Dhaka', phone: '+8801711000000', orderQuantity: 1 },
        });
        statuses.push(reply.status);
        if (reply.status === 201) placed += 1;
      }
    };
    const reviewer = async () => {
      while (running) statuses.push((await send(cluster.url, 'POST', '/reviews', { token: customer, body: validReview })).status);
    };
    const load = Promise.all([reader(), reader(), reader(), buyer(), buyer(), reviewer()]);
    const pidsBefore = cluster.replicas.map((r) => r.pid);
    await cluster.rollingRestart();
    running = false;
    await load;
    const counts = statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});
    if (Object.keys(counts).some((s) => !['200', '201'].includes(s))) {
      // What nginx saw, for whoever reads the failure.
      console.log(
        counts,
        readFileSync(path.join(dir, 'nginx', 'error.log'), 'utf8')
          .split('\n')
          .filter((line) => !line.includes('Connection refused'))
          .slice(-30)
          .join('\n'),
      );
    }
    expect(Object.keys(counts).sort()).toEqual(['200', '201']);
    expect(placed).toBeGreaterThan(0);
    expect(await storedOrders(part._id)).toHaveLength(placed);
    // Every replica is a new process, and nginx sends to all of them again.
    cluster.replicas.forEach((r, i) => expect(r.pid).not.toBe(pidsBefore[i]));
    const after = await Promise.all(Array.from({ length: 6 }, () => send(cluster.url, 'GET', '/parts?limit=6')));
    expect(new Set(after.map((r) => r.headers.get('x-upstream'))).size).toBe(cluster.replicas.length);
  });

  it('sends every e-mail of this suite’s orders, each once, both replicas’ workers claiming from one outbox through kills and restarts', async () => {
    // Ten more orders at once over both replicas, and a change of status for one.
    const part = await newPart(100);
    const replies = await Promise.all(Array.from({ length: 10 }, () => placeOrder(part._id)));
    expect(replies.every((r) => r.status === 201)).toBe(true);
    const confirmed = await send(cluster.url, 'PATCH', `/booking/${replies[0]!.body.insertedId}`, { token: admin, body: { status: 'confirmed' } });
    expect(confirmed.status).toBe(200);

    const outbox = async () =>
      (await sql.query<{ messageId: string; sent: boolean }>('SELECT message_id AS "messageId", sent_at IS NOT NULL AS sent FROM outbox_emails')).rows;
    const recorded = await eventually(
      async () => {
        const rows = await outbox();
        return rows.every((r) => r.sent) ? rows : undefined;
      },
      'every e-mail to be sent',
      60_000,
    );
    // Every order of this suite (a replica killed mid-burst, both restarted in turn): each
    // recorded e-mail arrived, and nothing arrived that was not recorded.
    expect(recorded.length).toBeGreaterThan(50);
    const arrived = inbox.mails.map((m) => m.messageId);
    expect(new Set(arrived)).toEqual(new Set(recorded.map((r) => r.messageId)));
    // Each worker sends one e-mail at a time and a graceful stop finishes it; only a SIGKILL in
    // the instant between the mail server's "accepted" and its record could send one again, under
    // the same Message-ID (which receivers treat as the same message). One replica was killed.
    expect(arrived.length - recorded.length).toBeLessThanOrEqual(1);
  });
});
