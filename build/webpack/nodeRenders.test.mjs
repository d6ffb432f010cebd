import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { nodeRenders } = require('./nodeRenders.js');
const { FirstViewsPlugin } = require('./FirstViewsPlugin.js');
const { ServerPagesPlugin } = require('./ServerPagesPlugin.js');

test("a production build renders what the app's entry files ask for; a development build nothing", () => {
  const appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'node-renders-'));
  const options = (isProd, isHost = false) => ({ appDir, isProd, isHost, rules: [], extensions: ['.tsx'], defines: {} });
  try {
    assert.deepEqual(nodeRenders(options(true)), { firstViews: undefined, serverPages: undefined });
    fs.mkdirSync(path.join(appDir, 'src'));
    fs.writeFileSync(path.join(appDir, 'src', 'pages.server.tsx'), '');
    let renders = nodeRenders(options(true));
    assert.ok(renders.serverPages instanceof ServerPagesPlugin);
    assert.equal(renders.firstViews, undefined);
    fs.writeFileSync(path.join(appDir, 'src', 'firstViews.tsx'), '');
    renders = nodeRenders(options(true, true));
    assert.ok(renders.firstViews instanceof FirstViewsPlugin);
    assert.equal(renders.firstViews.options.emit, 'first-views.json', "the shell's frames go into a file of their own");
    assert.equal(nodeRenders(options(true)).firstViews.options.emit, undefined, "a remote's go into its routes.json");
    assert.deepEqual(nodeRenders(options(false)), {});
  } finally {
    fs.rmSync(appDir, { recursive: true, force: true });
  }
});
