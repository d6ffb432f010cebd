// Starts the whole storefront: the Auth emulator, the API, and the four front-ends, each on its
// own port. Used by `npm start`, `npm run dev`, the browser tests and the benchmarks.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEmulatorUser, startAuthEmulator } from './auth-emulator.mjs';
import processes from './processes.cjs';

// The production server (page-server/: static files and their headers, the public pages' HTML,
// the sitemap), TypeScript built to page-server/dist by `npm run build`. Without that build, what
// needs only the settings below (scripts/deploy.mjs) still runs, and serving says what to do.
const pageServer = await import('../../page-server/dist/index.js').catch((error) => {
  if (error?.code === 'ERR_MODULE_NOT_FOUND') return null;
  throw error;
});
function productionServer() {
  if (!pageServer) throw new Error('page-server/dist has no build: run `npm run build` (or `npm run build -w page-server`) first.');
  return pageServer;
}

/** Child processes: started in their own group, stopped with the group, waited for over HTTP. */
export const { spawnChild, stopChild, waitFor } = processes;

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Node's arguments that run webpack's CLI with `words` (a command, options) on `app`'s webpack.config.js. */
export const webpackArgs = (app, ...words) => [
  path.join(ROOT, 'node_modules', 'webpack', 'bin', 'webpack.js'),
  ...words,
  '-c',
  path.join(ROOT, app.dir, 'webpack.config.js'),
];

export const APPS = [
  { name: 'shell', dir: 'shell', portVar: 'SHELL_PORT', port: 3000 },
  { name: 'catalogue', dir: 'catalogue-mfe', portVar: 'CATALOGUE_PORT', port: 3001 },
  { name: 'account', dir: 'account-mfe', portVar: 'ACCOUNT_PORT', port: 3002 },
  { name: 'admin', dir: 'admin-mfe', portVar: 'ADMIN_PORT', port: 3003 },
];
export const DEMO_ACCOUNTS = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared', 'demo-accounts.json'), 'utf8'));

/** Ctrl-C or a TERM stops what `stop` stops, once, then the process. */
export function stopOnSignals(stop) {
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/** The demo accounts as `npm start` and `npm run start:cluster` print them. */
export const demoAccountsText = () => `  Demo accounts
    admin     ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}
    customer  ${DEMO_ACCOUNTS.customer.email} / ${DEMO_ACCOUNTS.customer.password}

  Demo company: Dhaka Knitwear Ltd. (NET 30, two plants)
    company admin  ${DEMO_ACCOUNTS.companyAdmin.email} / ${DEMO_ACCOUNTS.companyAdmin.password}
    approver       ${DEMO_ACCOUNTS.approver.email} / ${DEMO_ACCOUNTS.approver.password}
    buyer          ${DEMO_ACCOUNTS.buyer.email} / ${DEMO_ACCOUNTS.buyer.password}   (20,000 an order, 100,000 a month)`;

const CONTACT_DEFAULTS = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell', 'public', 'config.json'), 'utf8')).contact;

/** Ports and settings from the environment, with the documented defaults. */
export function stackOptions(env = process.env) {
  const host = env.HOST ?? '127.0.0.1';
  const ports = Object.fromEntries(APPS.map((app) => [app.name, Number(env[app.portVar] ?? app.port)]));
  return {
    host,
    ports,
    apiPort: Number(env.API_PORT ?? 4000),
    authPort: Number(env.AUTH_EMULATOR_PORT ?? 9099),
    // The emulator's hub and logging ports: Firebase's own defaults, far from every other port of
    // the storefront and of the browser tests' stack (e2e/stack-ports.ts), so both run at once.
    authHubPort: Number(env.AUTH_EMULATOR_HUB_PORT ?? 4400),
    authLoggingPort: Number(env.AUTH_EMULATOR_LOGGING_PORT ?? 4500),
    // The mail catcher `npm start` runs when no SMTP_URL is set: its SMTP port (the API sends to
    // it) and its web inbox.
    mailSmtpPort: Number(env.MAIL_CATCHER_SMTP_PORT ?? 1025),
    mailWebPort: Number(env.MAIL_CATCHER_WEB_PORT ?? 1080),
    projectId: env.FIREBASE_PROJECT_ID ?? 'demo-storefront',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(ROOT, '.data')),
    databaseUrl: env.DATABASE_URL,
    contact: {
      name: env.CONTACT_NAME ?? CONTACT_DEFAULTS.name,
      role: env.CONTACT_ROLE ?? CONTACT_DEFAULTS.role,
      phone: env.CONTACT_PHONE ?? CONTACT_DEFAULTS.phone,
      email: env.CONTACT_EMAIL ?? CONTACT_DEFAULTS.email,
    },
    currency: env.CURRENCY ?? 'BDT',
    // The storefront's public address (canonical URLs, link previews, the sitemap, the e-mails'
    // links); by default the shell's own (publicUrlOf).
    publicUrl: env.PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined,
    // SERVER_PAGES=off sends every page as the shell's index.html alone (to measure against).
    serverPages: env.SERVER_PAGES !== 'off',
    // The share of page loads that measure their web vitals (config.json `vitalsSample`).
    vitalsSample: Math.min(1, Math.max(0, Number(env.VITALS_SAMPLE ?? 0.1) || 0)),
  };
}

/**
 * Every port a stack of these options listens on, with the variable that moves it (the list in
 * docs/configuration.md). `mailCatcher: false` leaves out the mail catcher's (SMTP_URL is set, or
 * the caller runs none).
 */
export function stackPorts(options, { mailCatcher = true } = {}) {
  return [
    ...APPS.map((app) => ({ variable: app.portVar, port: options.ports[app.name], what: app.name === 'shell' ? 'the shell' : `the ${app.name} remote` })),
    { variable: 'API_PORT', port: options.apiPort, what: 'the API' },
    { variable: 'AUTH_EMULATOR_PORT', port: options.authPort, what: 'the Auth emulator' },
    { variable: 'AUTH_EMULATOR_HUB_PORT', port: options.authHubPort, what: "the Auth emulator's hub" },
    { variable: 'AUTH_EMULATOR_LOGGING_PORT', port: options.authLoggingPort, what: "the Auth emulator's logging" },
    ...(mailCatcher
      ? [
          { variable: 'MAIL_CATCHER_SMTP_PORT', port: options.mailSmtpPort, what: "the mail catcher's SMTP" },
          { variable: 'MAIL_CATCHER_WEB_PORT', port: options.mailWebPort, what: "the mail catcher's inbox" },
        ]
      : []),
  ];
}

/** The ports of `ports` (stackPorts' entries) that something already listens on at `host`. */
export async function busyPorts(ports, host) {
  const taken = await Promise.all(
    ports.map(
      (entry) =>
        new Promise((resolve) => {
          const server = net.createServer();
          server.once('error', (error) => resolve(error.code === 'EADDRINUSE' || error.code === 'EACCES' ? entry : null));
          server.listen(entry.port, host, () => server.close(() => resolve(null)));
        }),
    ),
  );
  return taken.filter(Boolean);
}

/** What to say when ports are taken: each with its variable, and how to move them. */
export function portsTakenMessage(busy, host) {
  const plain = busy.filter((entry) => /^[A-Z_]+$/.test(entry.variable));
  return [
    `These ports on ${host} are taken (another \`npm start\`, \`npm test\` or another program listens there):`,
    ...busy.map((entry) => `  ${entry.port}  ${entry.what} (${entry.variable})`),
    'Move them with their variables' + (plain.length ? ', e.g.' : '.'),
    ...(plain.length ? [`  ${plain.map((entry) => `${entry.variable}=${entry.port + 10}`).join(' ')} npm start`] : []),
    'A second storefront also wants a DATA_DIR of its own. docs/configuration.md lists every port.',
  ].join('\n');
}

/**
 * Before a storefront starts: every port of `ports` free and the data folder this process's, or
 * it says which port (and its variable) or which process is in the way and exits 1. The folder is
 * released when the process exits. `command` is how the message names the command to run again.
 */
export async function claimPortsAndDataDir(ports, options, command = 'npm start') {
  const taken = await busyPorts(ports, options.host);
  if (taken.length > 0) {
    console.error(portsTakenMessage(taken, options.host).replace(/npm start$/m, command));
    process.exit(1);
  }
  let release;
  try {
    release = claimDataDir(options.dataDir);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  process.on('exit', () => release());
}

/**
 * Claims the data folder for this process (`<DATA_DIR>/storefront.pid`): two storefronts on one
 * folder would share one PGlite database and one folder of published builds. Returns a release
 * function, or throws naming the process that holds it.
 */
export function claimDataDir(dataDir) {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'storefront.pid');
  const holder = Number(fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : NaN);
  if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
    throw new Error(`${dataDir} is in use by the storefront running as process ${holder}: give this one a DATA_DIR of its own (docs/configuration.md).`);
  }
  fs.writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file);
    } catch {
      // Already gone.
    }
  };
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The storefront's public address: PUBLIC_URL, else where the shell listens. */
export function publicUrlOf(options) {
  return options.publicUrl ?? `http://${options.host}:${options.ports.shell}`;
}

/** The shell's deploy-time configuration for these ports. */
export function runtimeConfig(options) {
  const origin = (port) => `http://${options.host}:${port}`;
  return {
    apiUrl: origin(options.apiPort),
    currency: options.currency,
    locale: 'en-US',
    remotes: {
      catalogue: `${origin(options.ports.catalogue)}/remoteEntry.js`,
      account: `${origin(options.ports.account)}/remoteEntry.js`,
      admin: `${origin(options.ports.admin)}/remoteEntry.js`,
    },
    firebase: {
      apiKey: 'demo-api-key',
      authDomain: `${options.projectId}.firebaseapp.com`,
      projectId: options.projectId,
      emulatorHost: `${options.host}:${options.authPort}`,
    },
    contact: options.contact,
    vitalsSample: options.vitalsSample,
  };
}

/** Where `npm run deploy -w <remote>` publishes a remote's builds, each under its id, and its server serves them. */
export function publishedBuildsDir(options, remote) {
  return path.join(options.dataDir, 'builds', remote);
}

/**
 * The `Link` header that has the browser ask the deploy ledger which builds are live
 * (`GET /deployments/live`, shell/src/remotes/liveBuilds.ts) while it reads the page: the same
 * request, a credential-less CORS fetch, so the shell's fetch takes the preloaded answer.
 */
export function liveBuildsPreload(apiUrl) {
  return `<${apiUrl}/deployments/live>; rel=preload; as=fetch; crossorigin=anonymous`;
}

/** The API's environment for these options (the cluster's replicas add theirs). */
export function apiEnv(options, extraEnv = {}) {
  return {
    PORT: String(options.apiPort),
    HOST: options.host,
    DATA_DIR: options.dataDir,
    FIREBASE_PROJECT_ID: options.projectId,
    FIREBASE_AUTH_EMULATOR_HOST: `${options.host}:${options.authPort}`,
    ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? DEMO_ACCOUNTS.admin.email,
    // The shell calls the API; the remotes' own pages (npm run dev -w <remote>) are let in by the
    // API beside the emulator, from these ports.
    CORS_ORIGINS: [`http://${options.host}:${options.ports.shell}`, `http://localhost:${options.ports.shell}`].join(','),
    CATALOGUE_PORT: String(options.ports.catalogue),
    ACCOUNT_PORT: String(options.ports.account),
    ADMIN_PORT: String(options.ports.admin),
    PUBLIC_URL: `http://${options.host}:${options.apiPort}`,
    // What the customers' e-mails say of the storefront: its address and the contact it shows.
    STOREFRONT_URL: publicUrlOf(options),
    CONTACT_NAME: options.contact.name,
    CONTACT_PHONE: options.contact.phone,
    CONTACT_EMAIL: options.contact.email,
    CURRENCY: options.currency,
    // The demo company's past: an order of six weeks ago with an overdue invoice (docs/companies.md).
    SEED_DEMO_HISTORY: process.env.SEED_DEMO_HISTORY ?? '1',
    // The demo seller's tax number and bank account, as its tax invoices print them (docs/companies.md).
    SELLER_TAX_NUMBER: process.env.SELLER_TAX_NUMBER ?? '000123456-0101',
    BANK_DETAILS: process.env.BANK_DETAILS ?? 'Stitchline Parts | Account 0123 4567 8901 | Dutch-Bangla Bank, Tongi branch | SWIFT DBBLBDDH',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...extraEnv,
  };
}

/** Starts the API server on its own data folder (PGlite) or DATABASE_URL. */
export async function startApi(options, { quiet = false, extraEnv = {} } = {}) {
  const env = apiEnv(options, extraEnv);
  const child = spawnChild(process.execPath, [path.join(ROOT, 'server', 'dist', 'main.js')], { env, name: 'api', quiet });
  try {
    const exited = new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`the API exited (${code}) before answering`))));
    await Promise.race([waitFor(`http://${options.host}:${options.apiPort}/health`, { timeoutMs: 300000 }), exited]);
  } catch (error) {
    if (child.recentOutput) console.error(child.recentOutput());
    await stopChild(child);
    throw error;
  }
  return child;
}

/**
 * The shell's Content-Security-Policy for this configuration, allowing the start-up script that
 * its index.html carries inline (hashed from the page itself, so the two always match).
 */
export function shellPolicy(root, config) {
  const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const inline = /<script>([\s\S]*?)<\/script>/.exec(html);
  const hash = inline ? `'sha256-${createHash('sha256').update(inline[1]).digest('base64')}'` : undefined;
  return productionServer().shellContentSecurityPolicy(config, hash);
}

/** The demo accounts; an account marked `verified` (the admin and the demo company's members: admin rights and a company role need a verified address) is created verified. */
export async function seedDemoAccounts(emulatorHost, projectId) {
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    await createEmulatorUser({
      host: emulatorHost,
      projectId,
      email: account.email,
      password: account.password,
      displayName: account.name,
      emailVerified: account.verified === true,
    });
  }
}

/**
 * Starts everything. `mode: 'production'` serves the built dist/ folders; `'development'` runs
 * webpack dev servers in watch mode. Returns the URLs and a `stop()`.
 * `api` starts the API in place of one process (`(options, { quiet }) => { pid, stop() }`: the
 * cluster, scripts/lib/cluster.mjs); `staticPorts` serves the front-ends on other ports than the
 * ones the browser uses (a balancer in front listens on `options.ports`).
 */
export async function startStack({ mode = 'production', options = stackOptions(), quiet = false, api: startTheApi, staticPorts } = {}) {
  const stops = [];
  const stop = async () => {
    for (const fn of stops.reverse()) {
      try {
        await fn();
      } catch {
        // Stopping the rest matters more than one failed stop.
      }
    }
  };
  try {
    fs.mkdirSync(options.dataDir, { recursive: true });
    // Fixed hub and logging ports keep parallel stacks from racing for them.
    const emulator = await startAuthEmulator({
      projectId: options.projectId,
      port: options.authPort,
      hubPort: options.authHubPort,
      loggingPort: options.authLoggingPort,
      timeoutMs: 180000,
    });
    stops.push(() => emulator.stop());
    await seedDemoAccounts(emulator.host, options.projectId);

    const api = startTheApi ? await startTheApi(options, { quiet }) : await startApi(options, { quiet });
    stops.push(() => (startTheApi ? api.stop() : stopChild(api)));

    const config = runtimeConfig(options);
    const configJson = JSON.stringify(config, null, 2);
    const servers = {};
    let shellPages;
    if (mode === 'production') {
      const shellOrigins = [`http://${options.host}:${options.ports.shell}`, `http://localhost:${options.ports.shell}`];
      for (const app of APPS) {
        // `options.roots` serves an app from elsewhere, e.g. a folder a remote is published to.
        const root = options.roots?.[app.name] ?? path.join(ROOT, app.dir, 'dist');
        const built = app.name === 'shell' ? 'index.html' : 'remoteEntry.js';
        if (!fs.existsSync(path.join(root, built))) throw new Error(`${root} has no build: run \`npm run build\` first.`);
        const isShell = app.name === 'shell';
        // The shell's pages arrive with their content and head (page-server/src/pageServer.ts); a
        // preview link's with the previewed build's, its token checked with the API's secret.
        const pages =
          isShell && options.serverPages !== false
            ? productionServer().createPageRenderer({
                root,
                config,
                publicUrl: publicUrlOf(options),
                log: quiet ? undefined : (line) => console.error(line),
                previewSecret: productionServer().readTokenSecret(options.dataDir),
              })
            : undefined;
        if (pages) {
          stops.push(() => pages.close());
          shellPages = pages;
        }
        const server = await productionServer().serveStatic({
          root,
          port: staticPorts?.[app.name] ?? options.ports[app.name],
          host: options.host,
          spa: isShell,
          // A remote's route list and manifest are read by the shell's pages.
          corsOrigins: isShell ? [] : shellOrigins,
          contentSecurityPolicy: isShell ? shellPolicy(root, config) : productionServer().remoteContentSecurityPolicy(config.apiUrl),
          overrides: isShell ? { '/config.json': () => configJson, '/robots.txt': () => productionServer().robotsTxt(publicUrlOf(options)) } : {},
          pages,
          sitemap: isShell ? { apiUrl: config.apiUrl, publicUrl: publicUrlOf(options) } : undefined,
          // The shell asks the deploy ledger which build of each remote to run as soon as it has
          // read config.json; the preload asks for it beside config.json, a round trip earlier.
          preloads: isShell ? [liveBuildsPreload(config.apiUrl)] : [],
          // A remote's builds published by `npm run deploy` (scripts/deploy.mjs), beside its dist/.
          published: isShell ? undefined : publishedBuildsDir(options, app.name),
          // Served at an https address (PUBLIC_URL), every origin sends Strict-Transport-Security.
          storefrontUrl: publicUrlOf(options),
        });
        servers[app.name] = server;
        stops.push(() => new Promise((resolve) => server.close(() => resolve())));
      }
      // Every front-end is up: the page server reads what the pages need before the first visitor.
      await shellPages?.warm();
    } else {
      const configFile = path.join(os.tmpdir(), `storefront-config-${process.pid}.json`);
      fs.writeFileSync(configFile, configJson);
      for (const app of APPS) {
        const child = spawnChild(process.execPath, webpackArgs(app, 'serve', '--mode', 'development'), {
          env: { [app.portVar]: String(options.ports[app.name]), STOREFRONT_CONFIG_FILE: configFile },
          name: app.name,
          quiet,
        });
        stops.push(() => stopChild(child));
      }
      await Promise.all(APPS.map((app) => waitFor(`http://${options.host}:${options.ports[app.name]}/`, { timeoutMs: 180000, intervalMs: 500 })));
    }
    return {
      url: `http://${options.host}:${options.ports.shell}`,
      apiUrl: config.apiUrl,
      /** The API's process id (a benchmark samples its memory). */
      apiPid: api.pid,
      /** What `api` returned (the cluster), else the API's process. */
      api,
      emulatorHost: emulator.host,
      config,
      options,
      servers,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
