import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Order, Part, Page } from '@storefront/shared/schemas';
import { ADMIN_EMAILS, EMULATOR_PROJECT, TEST_ENV, TEST_USERS } from './env';
import { signIn } from './emulator-client';
import { freePort } from './ports';
import { buildIfStale } from './build';
import { call, emulatorHost, listAll, TEST_TOKEN_SECRET } from './harness';

/**
 * Acknowledged orders survive the process being killed: the built server (`node dist/main.js`) on
 * PGlite takes a burst of orders, is SIGKILLed in the middle, restarts on the same data folder.
 */
describe('crash durability [pglite, node dist/main.js]', () => {
  let entry: string;
  let dataDir: string;
  let child: ChildProcess | undefined;
  let url: string;

  const start = async (): Promise<void> => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [entry], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        FIREBASE_PROJECT_ID: EMULATOR_PROJECT,
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
        ADMIN_EMAILS: ADMIN_EMAILS.join(','),
        API_TOKEN_SECRET: TEST_TOKEN_SECRET,
        RATE_LIMIT_WRITES_PER_MINUTE: '100000',
        LOG_LEVEL: 'error',
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

  beforeAll(async () => {
    entry = await buildIfStale();
    dataDir = mkdtempSync(path.join(process.env[TEST_ENV.root] ?? os.tmpdir(), 'crash-'));
    const template = process.env[TEST_ENV.pgliteTemplate];
    if (template) cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
  }, 300_000);
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
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
    await new Promise<void>((resolve) => (child!.exitCode !== null || child!.signalCode ? resolve() : child!.once('exit', () => resolve())));
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
});
