import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STACK } from './stack-ports';

/** Starts the whole storefront once for all browser tests; the returned function stops it. */
export default async function globalSetup() {
  // The stack scripts are plain ESM shared with `npm start`.
  const { startStack, stackOptions, ROOT } = await import('../scripts/lib/stack.mjs');
  const { publish } = await import('../scripts/publish.mjs');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-'));
  // The catalogue is served from a folder it is published to, like a CDN, so that the
  // independent-deploy test can ship a new catalogue build to the running storefront.
  const catalogueCdn = path.join(dataDir, 'cdn', 'catalogue');
  publish(path.join(ROOT, 'catalogue-mfe', 'dist'), catalogueCdn);
  process.env.E2E_CATALOGUE_CDN = catalogueCdn;
  const options = {
    ...stackOptions({}),
    host: STACK.host,
    ports: STACK.ports,
    apiPort: STACK.apiPort,
    authPort: STACK.authPort,
    authHubPort: STACK.authHubPort,
    authLoggingPort: STACK.authLoggingPort,
    dataDir,
    databaseUrl: undefined,
    roots: { catalogue: catalogueCdn },
  };
  const stack = await startStack({ mode: 'production', options, quiet: true });
  return async () => {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
