#!/usr/bin/env node
// `npm start` (production builds) and `npm run dev` (webpack dev servers): the whole storefront
// on its embedded defaults. Ctrl-C stops everything it started.
import { DEMO_ACCOUNTS, startStack, stackOptions } from './lib/stack.mjs';

const mode = process.argv.includes('--dev') ? 'development' : 'production';
const options = stackOptions();
console.log(`Starting the storefront (${mode}); data in ${options.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : options.dataDir}…`);
// The customers' e-mails go to SMTP_URL; without one, to a local mail catcher (maildev) whose
// inbox shows every e-mail the storefront sends.
let mailCatcher;
let inbox = process.env.SMTP_URL ? `sent to SMTP_URL` : '';
if (!process.env.SMTP_URL) {
  const { MailDev } = await import('maildev');
  const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025);
  const webPort = Number(process.env.MAIL_CATCHER_WEB_PORT ?? 1080);
  mailCatcher = new MailDev({ smtp: smtpPort, web: webPort, ip: options.host, webIp: options.host, silent: true });
  await mailCatcher.start();
  process.env.SMTP_URL = `smtp://${options.host}:${smtpPort}`;
  inbox = `http://${options.host}:${webPort}/ (mail catcher: every e-mail the storefront sends)`;
}
const stack = await startStack({ mode, options });

console.log(`
  Storefront:   ${stack.url}
  API:          ${stack.apiUrl}   (OpenAPI: ${stack.apiUrl}/docs)
  Auth emulator ${stack.emulatorHost}
  E-mails:      ${inbox}

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
  await mailCatcher?.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
