import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { assertBuilt, compilePage, federatedHostSharingLib, inBuild } from './test/compile.mjs';

const { StartupBundlePlugin, startupSharedModules } = createRequire(import.meta.url)('./StartupBundlePlugin.js');

/** An entry that loads the app's bootstrap chunk, as the shell's does. */
const LOADS_BOOTSTRAP = 'import(/* webpackChunkName: "bootstrap" */ \'./bootstrap\');\n';

/** The app script the page names in its storefront:app meta tag. */
const appScriptOf = (html) => /<meta name="?storefront:app"? content="?\/(app\.[0-9a-f]{8}\.js)/.exec(html)?.[1];

/** Builds the page's main chunk, deferred, with `plugins` before the StartupBundlePlugin. */
const buildApp = (files, { plugins = [], ...config } = {}) =>
  compilePage(files, {
    output: { publicPath: '/' },
    html: { chunks: ['main'], scriptLoading: 'defer' },
    plugins: [...plugins, new StartupBundlePlugin()],
    ...config,
  });

test('joins the bootstrap chunks and main.js into one app script that the page names instead of main.js', async () => {
  const files = {
    'src/index.js': LOADS_BOOTSTRAP,
    'src/bootstrap.js': "window.bootstrapRan = 'BOOTSTRAP-CODE';\nimport(/* webpackChunkName: \"dashboard\" */ './dashboard');\n",
    'src/dashboard.js': "window.dashboard = 'DASHBOARD-CODE';\n",
  };
  await inBuild(await buildApp(files), (build) => {
    assertBuilt(assert, build);
    const html = build.read('index.html');
    const app = appScriptOf(html);
    assert.ok(app, html);
    assert.doesNotMatch(html, /src="?\/main\.js/, 'the page does not load main.js on its own');
    const bundle = build.read(app);
    assert.match(bundle, /BOOTSTRAP-CODE/);
    assert.ok(bundle.indexOf('BOOTSTRAP-CODE') < bundle.lastIndexOf('bootstrap'), 'the chunks come before main.js, whose runtime takes them');
    // Where a policy refuses inline scripts, this small file runs the app instead.
    const fallback = /<script defer(?:="defer")? src="?\/(start\.[0-9a-f]{8}\.js)/.exec(html)?.[1];
    assert.ok(fallback, html);
    assert.match(build.read(fallback), new RegExp(`/${app.replace('.', '\\.')}`));
    assert.match(build.read(fallback), /if\(window\["__storefrontStartup"\]\)return;/, 'it runs the app only where the start-up script did not');
    // The dashboard frame's scripts, for the start-up script to ask for early.
    const dashboard = /<meta name="?storefront:dashboard-scripts"? content="?([^">]+)/.exec(html)?.[1];
    assert.match(dashboard, /^\/dashboard\.[0-9a-f]{8}\.js$/);
  });
});

test('leaves a build without a bootstrap chunk as it is', async () => {
  const files = { 'src/index.js': 'window.x = 1;\n' };
  await inBuild(await compilePage(files, { plugins: [new StartupBundlePlugin()] }), (build) => {
    assert.match(build.read('index.html'), /src="?\/main\.js/);
    assert.ok(!build.emitted().some((file) => file.startsWith('app.')));
  });
});

test('with startupSharedModules, a module of the shared package that the shell also imports by a subpath is in the app script once', async () => {
  // The shell imports `lib/table` (bundled in its bootstrap chunk) and `lib` (a shared singleton,
  // its own chunk), whose index bundles the same table: two chunks the app script joins.
  const files = {
    'src/index.js': LOADS_BOOTSTRAP,
    'src/bootstrap.js': "import { table } from 'lib/table';\nimport { core } from 'lib';\nwindow.out = [table, core()];\n",
    'shared/src/index.js': "export { table } from './table';\nexport const core = () => 'CORE-CODE';\n",
    'shared/src/table.js': "export const table = ['TABLE-CODE', Math.random()];\n",
  };
  const appScript = async (splitChunks) =>
    inBuild(await buildApp(files, { optimization: splitChunks ? { splitChunks } : {}, plugins: [federatedHostSharingLib()] }), (build) => {
      assertBuilt(assert, build);
      const app = appScriptOf(build.read('index.html'));
      assert.ok(app);
      return build.read(app);
    });
  const count = (text, word) => text.split(word).length - 1;
  const without = await appScript(undefined);
  assert.equal(count(without, 'CORE-CODE'), 1);
  assert.equal(count(without, 'TABLE-CODE'), 2, 'without the cache group the table is in both chunks');
  const withGroup = await appScript({ cacheGroups: { startupShared: startupSharedModules } });
  assert.equal(count(withGroup, 'CORE-CODE'), 1);
  assert.equal(count(withGroup, 'TABLE-CODE'), 1);
});
