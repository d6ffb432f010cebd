import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { compile, federatedHostSharingLib } from './test/compile.mjs';

const require = createRequire(import.meta.url);
const { OneShareRuntimePlugin } = require('./OneShareRuntimePlugin.js');

/** main.js of a host that shares `lib`, built with or without the plugin (not minified, to read it). */
async function hostMain(withPlugin) {
  const files = {
    'src/index.js': "import('./bootstrap');\n",
    'src/bootstrap.js': "import { core } from 'lib';\nwindow.out = core();\n",
    'shared/src/index.js': "export const core = () => 'CORE-CODE';\n",
  };
  const build = await compile(files, {
    entry: { main: './src/index.js' },
    optimization: { minimize: false },
    plugins: [federatedHostSharingLib(), ...(withPlugin ? [new OneShareRuntimePlugin()] : [])],
  });
  try {
    assert.equal(build.stats.hasErrors(), false, build.stats.toString('errors-only'));
    return build.read('main.js');
  } finally {
    build.cleanup();
  }
}

// webpack's own sharing runtime registers each shared module with this helper; the federation
// plugin's lists them in `initOptions.shared` and hands `__webpack_require__.I` to its runtime.
const WEBPACK_SHARING = /const register = \(name, version, factory, eager\) =>/;
const FEDERATION_SHARING = /\.initOptions\.shared = \{/;

test("a federation build carries webpack's own sharing runtime beside the plugin's (the gap this works around)", async () => {
  const main = await hostMain(false);
  assert.match(main, WEBPACK_SHARING);
  assert.match(main, FEDERATION_SHARING);
});

test("leaves webpack's sharing runtime out where the federation plugin's is, and keeps the plugin's", async () => {
  const main = await hostMain(true);
  assert.doesNotMatch(main, WEBPACK_SHARING);
  assert.match(main, FEDERATION_SHARING);
  assert.match(main, /bundlerRuntime\.I\(/, "the plugin's initializeSharing stays");
});
