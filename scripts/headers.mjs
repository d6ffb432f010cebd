#!/usr/bin/env node
// Prints the response headers a CDN or reverse proxy in front of the storefront must send, for a
// deployed shell's config.json and index.html:
//   npm run headers -- --config shell/dist/config.json --html shell/dist/index.html
import fs from 'node:fs';
import { COMMON_HEADERS, htmlHeaders, remoteContentSecurityPolicy } from '../page-server/dist/index.js';
import { liveBuildsPreload, shellPolicy } from './lib/stack.mjs';
import path from 'node:path';

const args = process.argv.slice(2);
const value = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const configFile = value('config', 'shell/dist/config.json');
const html = value('html', 'shell/dist/index.html');
const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));
const print = (title, headers) => {
  console.log(`# ${title}`);
  for (const [name, v] of Object.entries(headers)) console.log(`${name}: ${v}`);
  console.log('');
};
print('every answer of every origin (shell, remotes)', COMMON_HEADERS);
print("the shell's HTML (index.html and every route the SPA fallback answers)", {
  ...htmlHeaders(shellPolicy(path.dirname(html), config)),
  // The deploy ledger's answer, asked for beside config.json (README: Deploying one remote on its own).
  Link: liveBuildsPreload(config.apiUrl.replace(/\/+$/, '')),
});
print("a remote's HTML", htmlHeaders(remoteContentSecurityPolicy(config.apiUrl)));
