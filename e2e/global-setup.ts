import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STACK } from './stack-ports';

/** Starts the whole storefront once for all browser tests; the returned function stops it. */
export default async function globalSetup() {
  // The stack scripts are plain ESM shared with `npm start`.
  const { startStack, stackOptions } = await import('../scripts/lib/stack.mjs');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-'));
  // Builds a test deploys (npm run deploy) are published under the data folder, which each
  // remote's server serves beside its dist/ (scripts/lib/stack.mjs publishedBuildsDir).
  process.env.E2E_DATA_DIR = dataDir;
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
    // Every page load measures its web vitals here, so the browser tests run that code each time.
    vitalsSample: 1,
  };
  // The customers' e-mails go to a mail catcher, as with `npm start`; the tests read its inbox.
  const { MailDev } = await import('maildev');
  const mail = new MailDev({ smtp: STACK.mailSmtpPort, web: STACK.mailWebPort, ip: STACK.host, webIp: STACK.host, silent: true });
  await mail.start();
  process.env.SMTP_URL = `smtp://${STACK.host}:${STACK.mailSmtpPort}`;
  process.env.MAIL_POLL_MS = '250';
  const stack = await startStack({ mode: 'production', options, quiet: true });
  return async () => {
    await stack.stop();
    await mail.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
