// What a production build renders in Node beside the browser's code, each asked for by the app
// having its entry file:
// - src/firstViews.tsx: its first views (FirstViewsPlugin): a remote's go into its routes.json,
//   the shell's frames into first-views.json;
// - src/pages.server.tsx: its public pages' server HTML (ServerPagesPlugin): pages.cjs, which the
//   shell's page server runs (scripts/lib/page-server.mjs).
const fs = require('node:fs');
const path = require('node:path');
const { FirstViewsPlugin } = require('./FirstViewsPlugin');
const { ServerPagesPlugin } = require('./ServerPagesPlugin');

/**
 * @param {{ appDir: string, isProd: boolean, isHost: boolean, rules: object[], extensions: string[], defines: Record<string, string> }} options
 * @returns {{ firstViews?: FirstViewsPlugin, serverPages?: ServerPagesPlugin }}
 */
function nodeRenders({ appDir, isProd, isHost, rules, extensions, defines }) {
  if (!isProd) return {};
  const entry = (file) => {
    const full = path.join(appDir, 'src', file);
    return fs.existsSync(full) ? full : undefined;
  };
  const firstViewsEntry = entry('firstViews.tsx');
  const serverPagesEntry = entry('pages.server.tsx');
  return {
    firstViews: firstViewsEntry
      ? new FirstViewsPlugin({ entry: firstViewsEntry, appDir, rules, extensions, defines, emit: isHost ? 'first-views.json' : undefined })
      : undefined,
    serverPages: serverPagesEntry ? new ServerPagesPlugin({ entry: serverPagesEntry, appDir, rules, extensions, defines }) : undefined,
  };
}

module.exports = { nodeRenders };
