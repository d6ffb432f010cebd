#!/usr/bin/env node
// Prints the response headers a CDN or reverse proxy in front of the storefront must send, for a
// deployed shell's config.json and index.html:
//   npm run headers -- --config shell/dist/config.json --html shell/dist/index.html
import fs from 'node:fs';
import { COMMON_HEADERS, htmlHeaders, remoteContentSecurityPolicy } from '../page-server/dist/index.js';
import { parseCli } from './lib/cli.mjs';
import { liveBuildsPreload, shellPolicy } from './lib/stack.mjs';
import path from 'node:path';

const { values } = parseCli({
  usage:
    'usage: npm run headers [-- --config <deployed config.json>] [--html <deployed index.html>]   (defaults: shell/dist/config.json, shell/dist/index.html)',
  options: { config: { type: 'string', default: 'shell/dist/config.json' }, html: { type: 'string', default: 'shell/dist/index.html' } },
});
const { config: configFile, html } = values;
const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));
const print = (title, headers) => {
  console.log(`# ${title}`);
  for (const [name, v] of Object.entries(headers)) console.log(`${name}: ${v}`);
  console.log('');
};
print('every answer of every origin (shell, remotes)', COMMON_HEADERS);
print("the shell's HTML (index.html and every route the SPA fallback answers)", {
  ...htmlHeaders(shellPolicy(path.dirname(html), config)),
  // The deploy ledger's answer, asked for beside config.json (docs/deploying-a-remote.md).
  Link: liveBuildsPreload(config.apiUrl.replace(/\/+$/, '')),
});
print("a remote's HTML", htmlHeaders(remoteContentSecurityPolicy(config.apiUrl)));
