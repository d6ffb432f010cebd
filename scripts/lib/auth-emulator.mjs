// The Firebase Auth emulator (from firebase-tools) for local runs and tests: offline, no Java,
// no UI, every port from the caller so several stacks can run side by side.
//
//   const emulator = await startAuthEmulator({ port: 9099 });
//   await createEmulatorUser({ host: emulator.host, email, password, displayName });
//   const { idToken } = await signInEmulatorUser({ host: emulator.host, email, password });
//   await emulator.stop();
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import processes from './processes.cjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, '..', '..');

/** firebase-tools' CLI entry, from the root or the server workspace's node_modules. */
function firebaseCli() {
  for (const base of [REPO, path.join(REPO, 'server')]) {
    try {
      const manifest = createRequire(path.join(base, 'package.json')).resolve('firebase-tools/package.json');
      return path.join(path.dirname(manifest), 'lib', 'bin', 'firebase.js');
    } catch {
      // try the next place
    }
  }
  throw new Error('firebase-tools is not installed (it is a devDependency of server): run npm install');
}

/**
 * Preloaded into the emulator: the Auth emulator validates requests with exegesis, which compiles
 * every schema of the Identity Toolkit API at start-up (tens of CPU-seconds on a busy 2-core
 * machine). exegesis can compile each schema on first use instead; firebase-tools does not ask for
 * it, so this sets `lazyCompileValidationSchemas` as exegesis's default. Validation is unchanged.
 */
const LAZY_SCHEMAS_HOOK = `
const Module = require('module');
const originalLoad = Module._load;
let patched = false;
Module._load = function (request, parent, isMain) {
  const exported = originalLoad.apply(this, arguments);
  if (!patched && /(^|[\\\\/])options(\\.js)?$/.test(request) && /[\\\\/]exegesis[\\\\/]lib[\\\\/]/.test((parent && parent.filename) || '')
      && exported && typeof exported.compileOptions === 'function') {
    patched = true;
    const compileOptions = exported.compileOptions;
    exported.compileOptions = (options = {}) => compileOptions({ lazyCompileValidationSchemas: true, ...options });
  }
  return exported;
};
`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** A bound on a wait, unref'd: once the emulator has stopped first it must not keep a test runner alive. */
const bound = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Starts the Auth emulator and resolves once it answers.
 * @param {{ projectId?: string, port?: number, hubPort?: number, loggingPort?: number, cwd?: string,
 *           timeoutMs?: number, onOutput?: (text: string) => void }} [options]
 *   hubPort: a fixed port for the emulator hub (default: the first free one from 4400).
 *   loggingPort: the logging emulator's, which firebase-tools starts beside the Auth emulator (default:
 *   a free port; firebase-tools' own default, 4500, would be taken from `npm start` by a test's emulator).
 * @returns {Promise<{ host: string, projectId: string, port: number, pid: number, stop: () => Promise<void> }>}
 */
export async function startAuthEmulator({ projectId = 'demo-storefront', port = 9099, hubPort, loggingPort, cwd, timeoutMs = 60_000, onOutput } = {}) {
  if (!projectId.startsWith('demo-')) {
    throw new Error(`projectId must start with "demo-" so the emulator never calls Google (got "${projectId}")`);
  }
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'auth-emulator-'));
  const emulators = { auth: { host: '127.0.0.1', port }, ui: { enabled: false }, singleProjectMode: true };
  if (hubPort) emulators.hub = { host: '127.0.0.1', port: hubPort };
  emulators.logging = { host: '127.0.0.1', port: loggingPort ?? (await processes.freePort()) };
  writeFileSync(path.join(workDir, 'firebase.json'), JSON.stringify({ emulators }, null, 2));
  const hook = path.join(workDir, 'lazy-schemas.cjs');
  writeFileSync(hook, LAZY_SCHEMAS_HOOK);

  let output = '';
  const child = spawn(
    process.execPath,
    ['--require', hook, firebaseCli(), 'emulators:start', '--only', 'auth', '--project', projectId, '--config', path.join(workDir, 'firebase.json')],
    {
      cwd: cwd ?? workDir,
      detached: true, // its own process group: stop() ends the CLI and anything it started
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        // The hub's locator file goes to TMPDIR: a private one keeps parallel stacks apart.
        TMPDIR: workDir,
        NO_UPDATE_NOTIFIER: '1',
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
        CI: 'true',
        // A user's own login or config must not change what the emulator does.
        XDG_CONFIG_HOME: path.join(workDir, 'config'),
      },
    },
  );
  const collect = (chunk) => {
    const text = chunk.toString();
    output = (output + text).slice(-20_000);
    onOutput?.(text);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exited = false;
  const exitPromise = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      resolve({ code, signal });
    }),
  );

  const host = `127.0.0.1:${port}`;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (!exited) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const done = await Promise.race([exitPromise.then(() => true), bound(5_000).then(() => false)]);
      if (!done) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
        await Promise.race([exitPromise, bound(2_000)]);
      }
    }
    rmSync(workDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`the Auth emulator exited before it was ready:\n${output}`);
    }
    try {
      const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/config`, {
        signal: AbortSignal.timeout(1_000),
      });
      if (response.ok && output.includes('All emulators ready')) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the Auth emulator did not answer on ${host} within ${timeoutMs} ms:\n${output}`);
    }
    await sleep(150);
  }
  return { host, projectId, port, pid: child.pid, stop };
}

async function identityToolkit(host, method, body) {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await response.json().catch(() => ({}));
  return { ok: response.ok, json };
}

/**
 * Creates an e-mail/password account; an existing account with this e-mail is fine (its
 * password is not changed). Sets the display name when given, and marks the address verified
 * when `emailVerified` (as following the verification link would; admin rights need it).
 * @returns {Promise<{ localId: string, idToken: string, created: boolean }>}
 */
export async function createEmulatorUser({ host, email, password, displayName, emailVerified = false, projectId = 'demo-storefront' }) {
  const signUp = await identityToolkit(host, 'signUp', { email, password, returnSecureToken: true });
  let created = true;
  if (!signUp.ok) {
    if (!signUp.json?.error?.message?.startsWith('EMAIL_EXISTS')) throw new Error(`signUp ${email} failed: ${JSON.stringify(signUp.json)}`);
    created = false;
  } else if (displayName) {
    const update = await identityToolkit(host, 'update', { idToken: signUp.json.idToken, displayName, returnSecureToken: true });
    if (!update.ok) throw new Error(`setting the name of ${email} failed: ${JSON.stringify(update.json)}`);
  }
  if (emailVerified) {
    const { localId } = await signInEmulatorUser({ host, email, password });
    await setEmulatorEmailVerified({ host, projectId, localId, emailVerified: true });
  }
  if (created && !displayName && !emailVerified) return { localId: signUp.json.localId, idToken: signUp.json.idToken, created };
  return { ...(await signInEmulatorUser({ host, email, password })), created };
}

/** The project owner's change of an account's verified state (`Bearer owner` is the emulator's admin). */
export async function setEmulatorEmailVerified({ host, projectId = 'demo-storefront', localId, emailVerified }) {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ localId, emailVerified }),
  });
  if (!response.ok) throw new Error(`marking ${localId} verified failed: ${response.status} ${await response.text()}`);
}

/**
 * The verification links the emulator has "sent" (it sends no mail): `[{ email, oobCode, oobLink, requestType }]`.
 * Opening an `oobLink` verifies the address, as clicking the link in the e-mail would.
 */
export async function emulatorOobCodes({ host, projectId = 'demo-storefront' }) {
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/oobCodes`);
  if (!response.ok) throw new Error(`reading the emulator's out-of-band codes failed: ${response.status}`);
  return (await response.json()).oobCodes ?? [];
}

/** Signs in with e-mail and password. @returns {Promise<{ idToken: string, localId: string }>} */
export async function signInEmulatorUser({ host, email, password }) {
  const result = await identityToolkit(host, 'signInWithPassword', { email, password, returnSecureToken: true });
  if (!result.ok) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(result.json)}`);
  return { idToken: result.json.idToken, localId: result.json.localId };
}

/**
 * Signs in (creating on first use) a `google.com` user, the way `signInWithCredential(auth,
 * GoogleAuthProvider.credential(JSON.stringify({ sub, email, email_verified: true })))` does offline.
 * @returns {Promise<{ idToken: string, localId: string }>}
 */
export async function signInEmulatorGoogleUser({ host, email, displayName, sub }) {
  const claims = { sub: sub ?? `google-${email}`, email, email_verified: true, ...(displayName ? { name: displayName } : {}) };
  const result = await identityToolkit(host, 'signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnIdpCredential: true,
    returnSecureToken: true,
  });
  if (!result.ok) throw new Error(`Google sign-in of ${email} failed: ${JSON.stringify(result.json)}`);
  return { idToken: result.json.idToken, localId: result.json.localId };
}

/** Removes every account of the project (between test runs). */
export async function deleteAllEmulatorUsers({ host, projectId = 'demo-storefront' }) {
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`deleting the emulator's users failed: ${response.status}`);
}
