// Tests of webpack.shared.js, the config factory every app uses: what its options make webpack do.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const shellConfig = require(path.join(ROOT, 'shell', 'webpack.config.js'));

/** Where `request` leads from a shell module, with the resolve options of the shell's config in `mode`. */
function resolveInShell(mode, request) {
  const config = shellConfig({}, { mode });
  // webpack's own resolver, from webpack's dependencies.
  const resolve = createRequire(require.resolve('webpack'))('enhanced-resolve').create.sync({
    ...config.resolve,
    conditionNames: ['webpack', mode, 'browser', 'import', 'module', 'default'],
    mainFields: ['browser', 'module', 'main'],
  });
  return resolve(path.join(ROOT, 'shell', 'src'), request);
}

describe('webpack.shared.js', () => {
  it('reads in a screen: at most 150 lines, the rest in the tested modules of build/webpack/', () => {
    const lines = fs.readFileSync(path.join(ROOT, 'webpack.shared.js'), 'utf8').split('\n').length;
    assert.ok(lines <= 150, `webpack.shared.js has ${lines} lines: move a piece into build/webpack/, with its test`);
  });

  it("builds production bundles on react-router's production build, and development ones on its development build", () => {
    for (const request of ['react-router', 'react-router/dom']) {
      assert.match(resolveInShell('production', request), /react-router[/\\]dist[/\\]production[/\\]/, request);
      assert.match(resolveInShell('development', request), /react-router[/\\]dist[/\\]development[/\\]/, request);
    }
  });

  it('gives the most used exports of a module the shortest names in production builds (webpack keeps what federation shares whole)', () => {
    assert.equal(shellConfig({}, { mode: 'production' }).optimization.mangleExports, 'size');
    assert.equal(shellConfig({}, { mode: 'development' }).optimization.mangleExports, undefined);
  });
});
