import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { nodeRenders } = require('./nodeRenders.js');
const { ServerPagesPlugin } = require('./ServerPagesPlugin.js');

test("a production build renders the app's pages.server.tsx when it has one; a development build nothing", () => {
  const appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'node-renders-'));
  const options = (isProd, isHost = false) => ({ appDir, isProd, isHost, rules: [], extensions: ['.tsx'], defines: {} });
  try {
    assert.deepEqual(nodeRenders(options(true)), { serverPages: undefined });
    fs.mkdirSync(path.join(appDir, 'src'));
    fs.writeFileSync(path.join(appDir, 'src', 'pages.server.tsx'), '');
    const renders = nodeRenders(options(true));
    assert.ok(renders.serverPages instanceof ServerPagesPlugin);
    assert.equal(renders.serverPages.options.emitViews, undefined, "a remote's first views go into its routes.json");
    assert.equal(nodeRenders(options(true, true)).serverPages.options.emitViews, 'first-views.json', "the shell's frames go into a file of their own");
    assert.deepEqual(nodeRenders(options(false)), {});
  } finally {
    fs.rmSync(appDir, { recursive: true, force: true });
  }
});
