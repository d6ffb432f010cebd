import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Order, OrderDetail, Part, Page } from '@storefront/shared/schemas';
import { ADMIN_EMAILS, EMULATOR_PROJECT, TEST_ENV, TEST_USERS } from './env';
import { signIn } from './emulator-client';
import { freePort } from './ports';
import { buildIfStale } from './build';
import { call, emulatorHost, listAll, TEST_TOKEN_SECRET } from './harness';
import { eventually, Inbox } from './inbox';

/**
 * Acknowledged orders survive the process being killed: the built server (`node dist/main.js`) on
 * PGlite takes a burst of orders, is SIGKILLed in the middle, restarts on the same data folder.
 * And its e-mails: killed while the mail server holds one half-sent, it sends each once after.
 */
describe('crash durability [pglite, node dist/main.js]', () => {
  let entry: string;
  let dataDir: string;
  let child: ChildProcess | undefined;
  let url: string;
  let inbox: Inbox | undefined;
  let mailDataDir: string | undefined;

  const start = async (extraEnv: Record<string, string> = {}, dir = dataDir): Promise<void> => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [entry], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        DATABASE_URL: '',
        FIREBASE_PROJECT_ID: EMULATOR_PROJECT,
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
        ADMIN_EMAILS: ADMIN_EMAILS.join(','),
        API_TOKEN_SECRET: TEST_TOKEN_SECRET,
        RATE_LIMIT_WRITES_PER_MINUTE: '100000',
        LOG_LEVEL: 'error',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // Up once it says so (main.ts prints the line after it listens), or failed once it exits.
    const started = child;
    await new Promise<void>((resolve, reject) => {
      let said = '';
      const timer = setTimeout(() => reject(new Error('the server did not start')), 420_000);
      started.stdout?.on('data', (chunk: Buffer) => {
        said += chunk.toString();
        if (said.includes('API listening on')) {
          clearTimeout(timer);
          started.stdout?.resume();
          resolve();
        }
      });
      started.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited with ${code}`));
      });
    });
  };

  /** A data folder of its own, from the migrated and seeded template when the test run made one. */
  const newDataDir = () => {
    const dir = mkdtempSync(path.join(process.env[TEST_ENV.root] ?? os.tmpdir(), 'crash-'));
    const template = process.env[TEST_ENV.pgliteTemplate];
    if (template) cpSync(template, path.join(dir, 'pglite'), { recursive: true });
    return dir;
  };

  beforeAll(async () => {
    entry = await buildIfStale();
    dataDir = newDataDir();
  }, 300_000);
  const exited = (process: ChildProcess) =>
    new Promise<void>((resolve) => (process.exitCode !== null || process.signalCode ? resolve() : process.once('exit', () => resolve())));

  afterAll(async () => {
    child?.kill('SIGKILL');
    await inbox?.stop();
    for (const dir of [dataDir, mailDataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged order and a consistent stock after SIGKILL mid-burst', async () => {
    await start();
    const exchange = await call({ url }, 'PUT', `/user/${TEST_USERS.customer.email}`, {
      token: await signIn(emulatorHost(), TEST_USERS.customer),
    });
    const token = exchange.body.token as string;
    const part = (await call<Page<Part>>({ url }, 'GET', '/parts')).body.items.find((p) => p.name === 'Presser Foot')!;
    const initialStock = part.available_Quantity;

    // A burst from 8 concurrent clients; kill the server once 25 orders were acknowledged.
    const acknowledged: string[] = [];
    let killed = false;
    const client = async () => {
      while (!killed) {
        try {
          const reply = await call({ url }, 'POST', '/booking', {
            token,
            body: { bookingId: part._id, address: 'Crash lane', phone: '0123456', orderQuantity: part.min_order_Quantity },
          });
          if (reply.status === 201) acknowledged.push(reply.body.insertedId as string);
          if (acknowledged.length >= 25 && !killed) {
            killed = true;
            child!.kill('SIGKILL');
          }
        } catch {
          return; // the connection died with the server
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, client));
    await exited(child!);
    expect(child!.signalCode).toBe('SIGKILL');

    await start();
    const token2 = (await call({ url }, 'PUT', `/user/${TEST_USERS.customer.email}`, { token: await signIn(emulatorHost(), TEST_USERS.customer) })).body.token;
    const stored = (await listAll<Order>({ url }, `/booking?email=${TEST_USERS.customer.email}`, token2)).filter((o) => o.bookingId === part._id);
    const storedIds = new Set(stored.map((o) => o._id));
    for (const id of acknowledged) expect(storedIds.has(id)).toBe(true);
    const stock = (await call<Part>({ url }, 'GET', `/parts/${part._id}`)).body.available_Quantity;
    expect(stock).toBe(initialStock - stored.reduce((n, o) => n + o.orderQuantity, 0));
    child!.kill('SIGTERM');
    await new Promise((resolve) => child!.once('exit', resolve));
  }, 1_000_000);

  it('sends every e-mail once when killed while the mail server holds one half-sent, and started again', async () => {
    inbox = new Inbox(await freePort());
    await inbox.start();
    // Short claims and retries, so the test does not wait a minute for the dead process's claim to
    // lapse; not shorter than 6 s: each SMTP step may take a quarter of it, and on a loaded machine a
    // step cut short after the mail server took the e-mail sends it again.
    const mailEnv = { SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_POLL_MS: '100', MAIL_RETRY_BASE_MS: '50', MAIL_LEASE_MS: '6000' };
    // On a database of its own: no other test's orders wait to be mailed.
    mailDataDir = newDataDir();
    await start(mailEnv, mailDataDir);
    const token = (await call({ url }, 'PUT', `/user/${TEST_USERS.customer.email}`, { token: await signIn(emulatorHost(), TEST_USERS.customer) })).body.token;
    const part = (await call<Page<Part>>({ url }, 'GET', '/parts')).body.items.find((p) => p.name === 'Presser Foot')!;
    const order = async () => {
      const reply = await call({ url }, 'POST', '/checkout', {
        token,
        body: { address: 'Crash lane', phone: '0123456', lines: [{ partId: part._id, quantity: part.min_order_Quantity }] },
      });
      expect(reply.status).toBe(201);
      return reply.body.order as Order;
    };

    // The first order's e-mail reaches the mail server, which never answers; two more orders queue behind it.
    const held = inbox.holdNext();
    const first = await order();
    await held;
    const queued = [await order(), await order()];
    child!.kill('SIGKILL');
    await exited(child!);
    expect(inbox.mails).toHaveLength(0);

    await start(mailEnv, mailDataDir);
    const orders = [first, ...queued];
    // Every e-mail is marked sent once it is: after that nothing can send it again.
    await eventually(async () => {
      const details = await Promise.all(orders.map(async (o) => (await call<OrderDetail>({ url }, 'GET', `/booking/${o.number}`, { token })).body));
      return details.every((d) => d.timeline[0]!.email?.sentAt) ? details : undefined;
    }, 'the three e-mails to be sent');
    const subjects = inbox.mails.map((m) => m.subject).sort();
    expect(subjects).toEqual(orders.map((o) => `Stitchline Parts: We have your order ${o.number}`).sort());
    expect(new Set(inbox.mails.map((m) => m.messageId)).size).toBe(3);
    child!.kill('SIGTERM');
    await exited(child!);
  }, 600_000);
});
