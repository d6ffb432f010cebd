#!/usr/bin/env node
// Publishes one app's build (its dist/) into a folder that a static host or CDN serves, the way
// a team ships its remote alone:
//
//   npm run build -w catalogue-mfe
//   node scripts/publish.mjs catalogue-mfe/dist /srv/cdn/catalogue
//   node scripts/publish.mjs catalogue-mfe/dist /srv/cdn/catalogue --build-id catalogue-2026-11-25
//
// The second form publishes the build under its own id and never replaces one (publishBuild).
//
// Hashed chunks and assets go first and are never removed (a page opened before the deploy may
// still ask for the old ones); the entry files (remoteEntry.js, mf-manifest.json, routes.json,
// index.html and their .gz/.br) go last, each replaced atomically, so the running shell picks up
// the new version on its next page load and never sees a manifest whose chunks are not there yet.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCli } from './lib/cli.mjs';

/** Files without a content hash in their name: what a page load reads first. */
const ENTRY =
  /^(remoteEntry\.js|mf-manifest(-stats)?\.json|routes\.json|index\.html|main\.js|first-views\.json|pages\.cjs|contract\.json|(standalone-)?config\.json)(\.gz|\.br)?$/;

/** Every file under `dir`, as paths relative to it. */
export function walk(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full, base) : [path.relative(base, full)];
  });
}

function copyAtomically(source, target) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.publishing-${process.pid}`;
  fs.copyFileSync(source, temporary);
  fs.renameSync(temporary, target);
}

/**
 * @param {string} from  a build's dist/ folder
 * @param {string} to    the served folder
 * @param {{ keepConfig?: boolean }} [options] keepConfig: leave the served config.json (a shell's
 *        deploy-time settings) as it is
 * @returns {{ assets: number, entries: number }}
 */
export function publish(from, to, { keepConfig = true } = {}) {
  const source = path.resolve(from);
  if (!fs.existsSync(source)) throw new Error(`${from} does not exist: build the app first.`);
  const files = walk(source);
  const entries = files.filter((file) => ENTRY.test(path.basename(file)));
  const assets = files.filter((file) => !ENTRY.test(path.basename(file)));
  for (const file of assets) copyAtomically(path.join(source, file), path.join(to, file));
  for (const file of entries) {
    if (keepConfig && /^config\.json/.test(path.basename(file)) && fs.existsSync(path.join(to, file))) continue;
    // A new entry too small to be compressed must not be shadowed by the old one's .gz or .br.
    if (!/\.(gz|br)$/.test(file)) {
      for (const variant of ['.gz', '.br']) {
        if (!files.includes(file + variant)) fs.rmSync(path.join(to, file + variant), { force: true });
      }
    }
    copyAtomically(path.join(source, file), path.join(to, file));
  }
  return { assets: assets.length, entries: entries.length };
}

/** A build id is one path segment: `<folder>/<buildId>/remoteEntry.js` (as the API's ledger checks it). */
export const BUILD_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * Publishes a build under its own id, `<to>/<buildId>/...`, and never over an earlier build: an
 * id already published is refused. The folder is written beside its final name and renamed into
 * place, so it is whole or absent. Its URLs never change, so everything in it may be cached for
 * good; which build is live is the deploy ledger's business, not the folder's.
 *
 * @param {string} from     a build's dist/ folder
 * @param {string} to       the remote's served folder
 * @param {string} buildId
 * @returns {{ folder: string, files: number }}
 */
export function publishBuild(from, to, buildId) {
  if (!BUILD_ID.test(buildId)) throw new Error(`"${buildId}" is not a build id: 1 to 64 letters, digits, dots, dashes or underscores`);
  const source = path.resolve(from);
  if (!fs.existsSync(path.join(source, 'remoteEntry.js'))) throw new Error(`${from} has no remoteEntry.js: build the remote first.`);
  const folder = path.join(to, buildId);
  if (fs.existsSync(folder)) throw new Error(`${buildId} is already published in ${to}: a build is never replaced, build it again with a new BUILD_ID.`);
  const staging = `${folder}.publishing-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  const files = walk(source);
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(staging, file)), { recursive: true });
    fs.copyFileSync(path.join(source, file), path.join(staging, file));
  }
  try {
    fs.renameSync(staging, folder); // fails if another publish of the same id got there first
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw fs.existsSync(folder) ? new Error(`${buildId} is already published in ${to}: a build is never replaced.`) : error;
  }
  return { folder, files: files.length };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const usage = 'usage: node scripts/publish.mjs <app>/dist <served folder> [--build-id <id>]';
  const { values, positionals } = parseCli({ usage, options: { 'build-id': { type: 'string' } }, positionals: 2 });
  const [from, to] = positionals;
  const buildId = values['build-id'];
  if (!from || !to || buildId === '') {
    console.error(`${buildId === '' ? 'The build id is empty.' : 'Name the build folder and the folder it is published to.'}\n${usage}`);
    process.exit(2);
  }
  try {
    if (buildId) {
      const { folder, files } = publishBuild(from, to, buildId);
      console.log(`Published ${from} to ${folder}: ${files} files, never to be replaced.`);
    } else {
      const { assets, entries } = publish(from, to);
      console.log(`Published ${from} to ${to}: ${assets} assets, then ${entries} entry files.`);
    }
  } catch (error) {
    console.error(`Not published: ${error.message}`);
    process.exit(1);
  }
}
