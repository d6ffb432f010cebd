#!/usr/bin/env node
// Publishes one app's build (its dist/) into a folder that a static host or CDN serves, the way
// a team ships its remote alone:
//
//   npm run build -w catalogue-mfe
//   node scripts/publish.mjs catalogue-mfe/dist /srv/cdn/catalogue
//
// Hashed chunks and assets go first and are never removed (a page opened before the deploy may
// still ask for the old ones); the entry files (remoteEntry.js, mf-manifest.json, routes.json,
// index.html and their .gz/.br) go last, each replaced atomically, so the running shell picks up
// the new version on its next page load and never sees a manifest whose chunks are not there yet.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Files without a content hash in their name: what a page load reads first. */
const ENTRY = /^(remoteEntry\.js|mf-manifest(-stats)?\.json|routes\.json|index\.html|main\.js|first-views\.json|(standalone-)?config\.json)(\.gz|\.br)?$/;

function walk(dir, base = dir) {
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

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [from, to] = process.argv.slice(2);
  if (!from || !to) {
    console.error('usage: node scripts/publish.mjs <app>/dist <served folder>');
    process.exit(2);
  }
  const { assets, entries } = publish(from, to);
  console.log(`Published ${from} to ${to}: ${assets} assets, then ${entries} entry files.`);
}
