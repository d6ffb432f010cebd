// What a production build renders in Node beside the browser's code: the app's
// src/pages.server.tsx, when it has one (ServerPagesPlugin): its public pages' server HTML
// (pages.cjs, which the shell's page server runs, page-server/src/pageServer.ts) and its signed-in
// pages' first views (a remote's into its routes.json, the shell's frames into first-views.json).
const fs = require('node:fs');
const path = require('node:path');
const { ServerPagesPlugin } = require('./ServerPagesPlugin');

/**
 * @param {{ appDir: string, isProd: boolean, isHost: boolean, rules: object[], extensions: string[], defines: Record<string, string> }} options
 * @returns {{ serverPages?: ServerPagesPlugin }}
 */
function nodeRenders({ appDir, isProd, isHost, rules, extensions, defines }) {
  if (!isProd) return {};
  const entry = path.join(appDir, 'src', 'pages.server.tsx');
  if (!fs.existsSync(entry)) return { serverPages: undefined };
  return { serverPages: new ServerPagesPlugin({ entry, appDir, rules, extensions, defines, emitViews: isHost ? 'first-views.json' : undefined }) };
}

module.exports = { nodeRenders };
