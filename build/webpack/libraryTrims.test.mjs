import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import vm from 'node:vm';
import { compile } from './test/compile.mjs';

const require = createRequire(import.meta.url);
const { libraryTrimAliases, libraryTrimPlugins } = require('./libraryTrims.js');
const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Bundles `source` (an ES module that sets `globalThis.result`) with the trims and runs it. */
async function run(source) {
  const build = await compile(
    { 'index.js': source },
    {
      entry: './index.js',
      resolve: { modules: [path.join(ROOT, 'node_modules')], alias: libraryTrimAliases() },
      plugins: libraryTrimPlugins(),
      optimization: { minimize: false },
    },
  );
  try {
    assert.deepEqual(build.stats.compilation.errors, []);
    const context = { globalThis: {} };
    context.globalThis = context;
    vm.runInNewContext(build.read('main.js'), context);
    return { result: context.result, code: build.read('main.js') };
  } finally {
    build.cleanup();
  }
}

const STYLIS = `import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
const css = (plugins) => serialize(compile('.a{display:flex;user-select:none}'), middleware([...plugins, stringify]));
`;

describe('libraryTrims.js', () => {
  it("matches the prefixer module of the stylis that styled-components imports (its ES build's sources)", () => {
    const stylis = require.resolve('stylis/package.json', { paths: [path.dirname(require.resolve('styled-components', { paths: [ROOT] }))] });
    const prefixer = path.join(path.dirname(stylis), 'src', 'Prefixer.js');
    assert.ok(fs.existsSync(prefixer), `stylis keeps its prefixer at ${prefixer}`);
    const [replacement] = libraryTrimPlugins();
    assert.match(prefixer, replacement.resourceRegExp);
  });

  it('keeps stylis writing CSS without prefixes, and refuses loudly to prefix', async () => {
    const { result, code } = await run(`${STYLIS}
globalThis.result = { plain: css([]) };
try { css([prefixer]); } catch (error) { globalThis.result.prefixed = error.message; }`);
    assert.equal(result.plain, '.a{display:flex;user-select:none;}');
    assert.match(result.prefixed, /Vendor prefixes are left out/);
    assert.doesNotMatch(code, /flex-line-pack|preferred-size/, "the prefixer's table is not in the bundle");
  });

  it("gives swr React's own useSyncExternalStore for the shim's, without the shim", async () => {
    const { result, code } = await run(`import { useSyncExternalStore } from 'use-sync-external-store/shim';
import * as React from 'react';
globalThis.result = { same: useSyncExternalStore === React.useSyncExternalStore, type: typeof useSyncExternalStore };`);
    assert.equal(result.type, 'function');
    assert.equal(result.same, true);
    assert.doesNotMatch(code, /checkIfSnapshotChanged/, 'the shim for older Reacts is not in the bundle');
  });

  it("keeps the federation runtime's error messages' codes and docs links, without a sentence per code", async () => {
    const { result, code } = await run(`import { getShortErrorMsg, runtimeDescMap, RUNTIME_008 } from '@module-federation/error-codes';
globalThis.result = getShortErrorMsg(RUNTIME_008, runtimeDescMap, { resourceUrl: 'remoteEntry.js' });`);
    assert.match(result, /^Module Federation runtime error .* #RUNTIME-008$/m);
    assert.match(result, /args: \{"resourceUrl":"remoteEntry.js"\}/);
    assert.match(result, /https:\/\/module-federation\.io\/guide\/troubleshooting\/runtime#runtime-008/);
    assert.doesNotMatch(code, /Failed to load script resources|Please call createInstance first/, 'the descriptions are not in the bundle');
  });
});
