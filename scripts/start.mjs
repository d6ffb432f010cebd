#!/usr/bin/env node
// `npm start` (production builds) and `npm run dev` (webpack dev servers): the whole storefront
// on its embedded defaults. Ctrl-C stops everything it started.
import { DEMO_ACCOUNTS, startStack, stackOptions } from './lib/stack.mjs';

const mode = process.argv.includes('--dev') ? 'development' : 'production';
const options = stackOptions();
console.log(`Starting the storefront (${mode}); data in ${options.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : options.dataDir}…`);
const stack = await startStack({ mode, options });

console.log(`
  Storefront:   ${stack.url}
  API:          ${stack.apiUrl}   (OpenAPI: ${stack.apiUrl}/docs)
  Auth emulator ${stack.emulatorHost}

  Demo accounts
    admin     ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}
    customer  ${DEMO_ACCOUNTS.customer.email} / ${DEMO_ACCOUNTS.customer.password}

  Press Ctrl-C to stop.
`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
