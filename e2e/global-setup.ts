import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STACK } from './stack-ports';

/** Starts the whole storefront once for all browser tests; the returned function stops it. */
export default async function globalSetup() {
  // The stack scripts are plain ESM shared with `npm start`.
  const { startStack, stackOptions } = await import('../scripts/lib/stack.mjs');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-'));
  const options = {
    ...stackOptions({}),
    host: STACK.host,
    ports: STACK.ports,
    apiPort: STACK.apiPort,
    authPort: STACK.authPort,
    dataDir,
    databaseUrl: undefined,
  };
  const stack = await startStack({ mode: 'production', options, quiet: true });
  return async () => {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
