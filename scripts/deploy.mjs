#!/usr/bin/env node
// One team ships its remote alone:
//
//   npm run deploy -w catalogue-mfe                 # build, check, publish, record as a candidate
//   npm run deploy -w catalogue-mfe -- --dist dist  # the same for a build made before (by CI)
//
// 1. builds the remote (production, BUILD_ID set) into a folder of its own;
// 2. checks its contract against the live storefront: the shell's (contract.json: federation
//    runtime, shared singletons) and the remote's live build (its pages); refuses, saying what,
//    before anything is published;
// 3. publishes it under its build id (`<folder>/<buildId>/`, never replacing a build);
// 4. records it in the deploy ledger as a candidate. Nobody gets it yet: an admin promotes it, or
//    sends a share of browsers to it, on the Deployments page (or with the ledger's API).
//
// Settings (environment, defaults for `npm start` on this machine):
//   STOREFRONT_URL   the live shell (http://127.0.0.1:3000): its config.json and contract.json
//   DEPLOY_DIR       the folder the remote's host serves builds from (DATA_DIR/builds/<remote>,
//                    which `npm start` serves beside the remote's dist/)
//   DEPLOY_BASE_URL  the URL of that folder (the origin of the remote's entry in config.json)
//   DEPLOY_S3_BUCKET an S3-compatible bucket to publish to instead of DEPLOY_DIR, with
//                    DEPLOY_S3_ENDPOINT (for MinIO, R2, …), DEPLOY_S3_REGION, DEPLOY_S3_PREFIX
//                    (the remote's folder in it, default its name) and the AWS SDK's usual
//                    credentials (AWS_ACCESS_KEY_ID, …); DEPLOY_BASE_URL is then the URL that
//                    folder is served at (the shell's Content-Security-Policy must allow its origin)
//   BUILD_ID         the build's id (<remote>-<UTC time>-<commit>)
//   DEPLOY_TOKEN     an admin's API token; or DEPLOY_EMAIL and DEPLOY_PASSWORD, an admin's
//                    e-mail sign-in (the demo admin on the local Auth emulator)
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCli } from './lib/cli.mjs';
import { checkContract, publishedContract, remoteContract } from './lib/contract.mjs';
import { DEMO_ACCOUNTS, ROOT, APPS, publishedBuildsDir, stackOptions, webpackArgs } from './lib/stack.mjs';
import { BUILD_ID, publishBuild } from './publish.mjs';
import { publishBuildToS3, s3Client } from './lib/publish-s3.mjs';

export class DeployRefused extends Error {
  constructor(message, problems = []) {
    super(message);
    this.name = 'DeployRefused';
    this.problems = problems;
  }
}

async function readJson(url, what) {
  let response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new DeployRefused(`${what} (${url}) cannot be read: ${error.cause?.code ?? error.message}. Is the storefront running?`);
  }
  if (!response.ok) throw new DeployRefused(`${what} (${url}) answered ${response.status}`);
  return response.json();
}

/** Builds the remote's production bundle into `outputPath` with its BUILD_ID. */
export function buildRemote(app, outputPath, buildId, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...webpackArgs(app, '--mode', 'production'), '--output-path', outputPath], {
      cwd: path.join(ROOT, app.dir),
      env: { ...process.env, ...env, BUILD_ID: buildId },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the ${app.name} build failed (${code}): ${errors}`))));
  });
}

/** An admin's API token: given, or from an e-mail sign-in at Firebase Auth (the emulator locally) exchanged at the API. */
async function adminToken({ token, email, password }, config) {
  if (token) return token;
  const { apiKey, emulatorHost } = config.firebase ?? {};
  const identity = emulatorHost ? `http://${emulatorHost}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com';
  const signIn = await fetch(`${identity}/v1/accounts:signInWithPassword?key=${encodeURIComponent(apiKey ?? '')}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const signedIn = await signIn.json().catch(() => ({}));
  if (!signIn.ok) throw new DeployRefused(`signing in as ${email} failed: ${signedIn.error?.message ?? signIn.status}`);
  const exchange = await fetch(`${config.apiUrl}/user/${encodeURIComponent(email)}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${signedIn.idToken}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  const exchanged = await exchange.json().catch(() => ({}));
  if (!exchange.ok) throw new DeployRefused(`the API refused ${email}'s sign-in: ${exchanged.message ?? exchange.status}`);
  return exchanged.token;
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/**
 * Deploys one remote as a candidate; returns the recorded build. Throws DeployRefused (with
 * `problems`, each in words) when the build does not fit the live storefront: nothing is
 * published then.
 *
 * @param {object} options
 * @param {string} options.remote          catalogue, account or admin
 * @param {string} [options.storefrontUrl] the live shell
 * @param {string} [options.dist]          a build made before; built now when absent
 * @param {string} [options.buildId]
 * @param {string} [options.deployDir]
 * @param {{ bucket: string, endpoint?: string, region?: string, prefix?: string, credentials?: { accessKeyId: string, secretAccessKey: string } }} [options.s3]
 *        publish to this bucket instead of `deployDir` (`baseUrl` is then needed: the bucket's URL)
 * @param {string} [options.baseUrl]
 * @param {Record<string, string>} [options.buildEnv] more environment for the build, e.g.
 *        `{ REMOTE_RUNTIME: 'own' }` for a remote that carries its own federation runtime
 * @param {string} [options.commit]
 * @param {{ token?: string, email?: string, password?: string }} [options.credentials]
 * @param {(line: string) => void} [options.log]
 */
export async function deploy({
  remote,
  storefrontUrl = `http://127.0.0.1:${stackOptions().ports.shell}`,
  dist,
  buildId,
  deployDir,
  s3,
  baseUrl,
  buildEnv = {},
  commit = gitCommit(),
  credentials = { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
  log = () => undefined,
}) {
  const app = APPS.find((candidate) => candidate.name === remote && candidate.name !== 'shell');
  if (!app) throw new DeployRefused(`"${remote}" is not a remote: catalogue, account or admin`);
  if (!commit || !/^[0-9a-f]{7,40}$/.test(commit)) throw new DeployRefused('the build needs its git commit: run it in the repository, or set DEPLOY_COMMIT');
  const id = buildId ?? `${remote}-${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-')}-${commit.slice(0, 7)}`;
  if (!BUILD_ID.test(id)) throw new DeployRefused(`"${id}" is not a build id: 1 to 64 letters, digits, dots, dashes or underscores`);

  const storefront = storefrontUrl.replace(/\/+$/, '');
  const config = await readJson(`${storefront}/config.json`, "the storefront's config.json");
  const shell = await readJson(`${storefront}/contract.json`, "the live shell's contract.json");
  const configured = config.remotes?.[remote];
  if (!configured) throw new DeployRefused(`the storefront has no ${remote} area (its config.json names ${Object.keys(config.remotes ?? {}).join(', ')})`);
  const apiUrl = String(config.apiUrl).replace(/\/+$/, '');
  const target = deployDir ?? publishedBuildsDir(stackOptions(), remote);
  if (s3 && !baseUrl) throw new DeployRefused('publishing to a bucket needs DEPLOY_BASE_URL, the URL the bucket (or its CDN) serves the builds at');
  const base = (baseUrl ?? new URL('/', configured).toString()).replace(/\/?$/, '/');
  const entryUrl = new URL(`${id}/remoteEntry.js`, base).toString();

  let folder = dist ? path.resolve(dist) : null;
  let staging = null;
  try {
    if (!folder) {
      staging = fs.mkdtempSync(path.join(os.tmpdir(), `${remote}-build-`));
      log(`Building ${remote} as ${id}…`);
      await buildRemote(app, staging, id, buildEnv);
      folder = staging;
    }
    const candidate = remoteContract(folder);
    if (candidate.remote !== remote) throw new DeployRefused(`${folder} holds a build of ${candidate.remote}, not of ${remote}`);

    // What runs now: the ledger's live build, else config.json's.
    const live = await readJson(`${apiUrl}/deployments/live`, "the deploy ledger's live builds");
    const liveEntry = live.remotes?.[remote]?.entryUrl ?? configured;
    const liveContract = await publishedContract(liveEntry);
    if (!liveContract) log(`The live ${remote} build's contract (${liveEntry}) cannot be read: its pages are not compared.`);
    const problems = checkContract({ shell, live: liveContract, candidate });
    if (problems.length) throw new DeployRefused(`${id} does not fit the live storefront, nothing was published:\n  - ${problems.join('\n  - ')}`, problems);

    const token = await adminToken(credentials, { ...config, apiUrl });
    if (s3) {
      const client = s3Client(s3);
      try {
        const { key, files } = await publishBuildToS3(folder, { client, bucket: s3.bucket, prefix: s3.prefix ?? remote }, id);
        log(`Published ${files} files to s3://${s3.bucket}/${key}.`);
      } finally {
        client.destroy();
      }
    } else {
      const { files } = publishBuild(folder, target, id);
      log(`Published ${files} files to ${path.join(target, id)}.`);
    }
    const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, app.dir, 'package.json'), 'utf8'));
    const response = await fetch(`${apiUrl}/deployments/builds`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ remote, buildId: id, version, commit, entryUrl, contract: candidate }),
    });
    const answer = await response.json().catch(() => ({}));
    if (!response.ok) throw new DeployRefused(`the deploy ledger refused ${id}: ${answer.message ?? response.status}`);
    log(`Recorded ${id} as a candidate for ${remote} (${entryUrl}). Nobody gets it yet: promote it or start a canary on ${storefront}/dashboard/deployments.`);
    return answer;
  } finally {
    if (staging) fs.rmSync(staging, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const usage = 'usage: node scripts/deploy.mjs <catalogue|account|admin> [--dist <a build folder>]   (or npm run deploy -w <remote>-mfe [-- --dist <folder>])';
  const { values, positionals } = parseCli({ usage, options: { dist: { type: 'string' } }, positionals: 1 });
  const { dist } = values;
  const [remote] = positionals;
  if (!remote || dist === '') {
    console.error(usage);
    process.exit(2);
  }
  const env = process.env;
  try {
    await deploy({
      remote,
      dist: dist ? path.resolve(env.INIT_CWD ?? process.cwd(), dist) : undefined,
      storefrontUrl: env.STOREFRONT_URL,
      buildId: env.BUILD_ID,
      deployDir: env.DEPLOY_DIR,
      s3: env.DEPLOY_S3_BUCKET
        ? { bucket: env.DEPLOY_S3_BUCKET, endpoint: env.DEPLOY_S3_ENDPOINT, region: env.DEPLOY_S3_REGION, prefix: env.DEPLOY_S3_PREFIX }
        : undefined,
      baseUrl: env.DEPLOY_BASE_URL,
      commit: env.DEPLOY_COMMIT ?? gitCommit(),
      credentials: env.DEPLOY_TOKEN
        ? { token: env.DEPLOY_TOKEN }
        : { email: env.DEPLOY_EMAIL ?? DEMO_ACCOUNTS.admin.email, password: env.DEPLOY_PASSWORD ?? DEMO_ACCOUNTS.admin.password },
      log: (line) => console.log(line),
    });
  } catch (error) {
    console.error(error instanceof DeployRefused ? `Deploy refused: ${error.message}` : error);
    process.exit(1);
  }
}
