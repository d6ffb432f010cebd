// What the API benchmarks share: the built API on a fresh PGlite folder, the Auth emulator, an
// admin and a buyer with their API tokens, and parts of the benchmark's own.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEmulatorUser, signInEmulatorUser, startAuthEmulator } from '../../scripts/lib/auth-emulator.mjs';
import processes from '../../scripts/lib/processes.cjs';

export const { freePort } = processes;
const HERE = path.dirname(fileURLToPath(import.meta.url));
const PROJECT = 'demo-storefront-bench';
export const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-secret', displayName: 'Bench Admin' };
export const BUYER = { email: 'bench-buyer@example.com', password: 'bench-buyer-secret', displayName: 'Bench Buyer' };

/** The Auth emulator of FIREBASE_AUTH_EMULATOR_HOST, or one started for the benchmark. */
export async function emulatorFor() {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST)
    return { host: process.env.FIREBASE_AUTH_EMULATOR_HOST, projectId: process.env.FIREBASE_PROJECT_ID ?? 'demo-storefront', stop: async () => {} };
  console.log('starting the Auth emulator ...');
  const emulator = await startAuthEmulator({ projectId: PROJECT, port: await freePort(), hubPort: await freePort(), timeoutMs: 300_000 });
  return { host: emulator.host, projectId: PROJECT, stop: () => emulator.stop() };
}

async function waitFor(url, child, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error('the API did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The built API (`BENCH_API_ENTRY`, default this workspace's dist/main.js) on a fresh PGlite
 * folder, with `env` added; `stop()` ends it and removes the folder.
 */
export async function startApi(emulator, env = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [process.env.BENCH_API_ENTRY ?? path.join(HERE, '..', 'dist', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      FIREBASE_PROJECT_ID: emulator.projectId,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      ADMIN_EMAILS: ADMIN.email,
      RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${base}/health`, child);
  return {
    base,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The emulator's user (made once per emulator) exchanged for an API token. */
export async function tokenOf(base, emulator, user) {
  // Admin rights need a verified e-mail.
  await createEmulatorUser({ host: emulator.host, projectId: emulator.projectId, ...user, emailVerified: user === ADMIN });
  const { idToken } = await signInEmulatorUser({ host: emulator.host, email: user.email, password: user.password });
  const reply = await fetch(`${base}/user/${user.email}`, { method: 'PUT', headers: { authorization: `Bearer ${idToken}` } });
  return (await reply.json()).token;
}

/** A part of the benchmark's own with plenty of stock: its id. */
export async function makePart(base, adminToken, name, price = 10, img = '/images/seed/feed-dog.svg') {
  const made = await fetch(`${base}/parts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, price, description: 'A benchmark part', min_order_Quantity: 1, available_Quantity: 100_000_000, img }),
  });
  return (await made.json()).insertedId;
}
