#!/usr/bin/env node
// `npm start` (production builds) and `npm run dev` (webpack dev servers): the whole storefront
// on its embedded defaults. Ctrl-C stops everything it started.
import { parseCli } from './lib/cli.mjs';
import { claimPortsAndDataDir, demoAccountsText, stopOnSignals, stackOptions, stackPorts, startStack } from './lib/stack.mjs';

const { values } = parseCli({
  usage: 'usage: node scripts/start.mjs [--dev]   (npm start builds first; npm run dev passes --dev: webpack dev servers)',
  options: { dev: { type: 'boolean', default: false } },
});
const mode = values.dev ? 'development' : 'production';
const options = stackOptions();
// Every port is checked before anything starts: a second storefront on this machine moves each
// of them with its variable (docs/configuration.md).
await claimPortsAndDataDir(stackPorts(options, { mailCatcher: !process.env.SMTP_URL }), options);
console.log(`Starting the storefront (${mode}); data in ${options.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : options.dataDir}…`);
// The customers' e-mails go to SMTP_URL; without one, to a local mail catcher (maildev) whose
// inbox shows every e-mail the storefront sends.
let mailCatcher;
let inbox = process.env.SMTP_URL ? `sent to SMTP_URL` : '';
if (!process.env.SMTP_URL) {
  const { MailDev } = await import('maildev');
  // MAIL_CATCHER_SMTP_PORT (1025) and MAIL_CATCHER_WEB_PORT (1080); the API's SMTP_URL follows.
  const { mailSmtpPort, mailWebPort } = options;
  mailCatcher = new MailDev({ smtp: mailSmtpPort, web: mailWebPort, ip: options.host, webIp: options.host, silent: true });
  await mailCatcher.start();
  process.env.SMTP_URL = `smtp://${options.host}:${mailSmtpPort}`;
  inbox = `http://${options.host}:${mailWebPort}/ (mail catcher: every e-mail the storefront sends)`;
}
const stack = await startStack({ mode, options });

console.log(`
  Storefront:   ${stack.url}
  API:          ${stack.apiUrl}   (OpenAPI: ${stack.apiUrl}/docs)
  Auth emulator ${stack.emulatorHost}
  E-mails:      ${inbox}

${demoAccountsText()}

  Press Ctrl-C to stop.
`);

stopOnSignals(async () => {
  await stack.stop();
  await mailCatcher?.stop();
});
