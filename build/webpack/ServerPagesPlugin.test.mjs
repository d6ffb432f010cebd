import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { compile } from './test/compile.mjs';

const { ServerPagesPlugin, SERVER_PAGES_FILE } = createRequire(import.meta.url)('./ServerPagesPlugin.js');

/**
 * Builds `files` with a ServerPagesPlugin on `src/pages.server.js`, its build id `buildId`;
 * `emitViews` as the shell's build gives it, `module` the build's module rules.
 */
async function buildWith(files, { emitViews, buildId = 'account@test', module } = {}) {
  let dir;
  const plugin = new ServerPagesPlugin({
    entry: './src/pages.server.js',
    get appDir() {
      return dir;
    },
    rules: [],
    extensions: ['.js'],
    defines: { __BUILD_ID__: JSON.stringify(buildId) },
    emitViews,
  });
  const build = await compile(
    { 'src/index.js': 'export const app = 1;\n', ...files },
    {
      entry: { main: './src/index.js' },
      ...(module && { module }),
      plugins: [
        {
          apply(compiler) {
            dir = compiler.context;
          },
        },
        plugin,
      ],
    },
  );
  return { plugin, build };
}

test('builds the pages module for Node into pages.cjs: self-contained, its pictures under the base the page server names', async () => {
  const files = {
    // What a pages.server.tsx compiles to: a module whose renderPage answers its pages.
    'src/pages.server.js':
      "import picture from './slide.svg';\nimport { label } from './label';\nexport default { contract: 1, async renderPage(request) { return request.path === '/' ? { status: 200, html: `<h1>${label}</h1><img src=\"${picture}\">`, built: __BUILD_ID__ } : null; } };\n",
    'src/label.js': "export const label = 'Genuine parts';\n",
    'src/slide.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  const { build } = await buildWith(files, { buildId: 'catalogue@test', module: { rules: [{ test: /\.svg$/, type: 'asset/resource' }] } });
  const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pages-module-')), SERVER_PAGES_FILE);
  try {
    assert.equal(build.stats.hasErrors(), false, build.stats.toString('errors-only'));
    // Loaded from a folder of its own, as the page server does: it needs nothing beside it.
    fs.writeFileSync(copy, build.read(SERVER_PAGES_FILE));
    const pages = createRequire(import.meta.url)(copy).default;
    const page = await pages.renderPage({ path: '/' });
    assert.equal(page.built, 'catalogue@test');
    // The base slot is a control character on purpose (shared/src/firstView.ts).
    // eslint-disable-next-line no-control-regex
    assert.match(page.html, /^<h1>Genuine parts<\/h1><img src="\u0001base\u0001assets\/slide\.[0-9a-f]{8}\.svg">$/);
    assert.equal(await pages.renderPage({ path: '/other' }), null);
    assert.ok(
      [...build.stats.compilation.fileDependencies].some((file) => file.endsWith('label.js')),
      'a change to its sources rebuilds in watch mode',
    );
  } finally {
    build.cleanup();
    fs.rmSync(path.dirname(copy), { recursive: true, force: true });
  }
});

test("takes the module's first views, rendered when the build loads it, and publishes no pages.cjs for a module without pages", async () => {
  // What the account's pages.server.tsx compiles to: first views only, no page for the page server.
  const { plugin, build } = await buildWith({
    'src/pages.server.js':
      "import { label } from './label';\nexport const firstViews = { '/dashboard': { html: `<h2>${label}</h2>`, ready: '#profile-name', built: __BUILD_ID__ } };\n",
    'src/label.js': "export const label = 'My Profile';\n",
  });
  try {
    assert.equal(build.stats.hasErrors(), false, build.stats.toString('errors-only'));
    assert.deepEqual(plugin.views, { '/dashboard': { html: '<h2>My Profile</h2>', ready: '#profile-name', built: 'account@test' } });
    assert.equal(build.stats.compilation.getAsset(SERVER_PAGES_FILE), undefined);
    assert.ok([...build.stats.compilation.fileDependencies].some((file) => file.endsWith('label.js')));
  } finally {
    build.cleanup();
  }
});

test("writes the shell's frames into the file it is given, beside its pages.cjs", async () => {
  const { plugin, build } = await buildWith(
    {
      'src/pages.server.js':
        "export default { contract: 1, async renderPage() { return null; } };\nexport const firstViews = { dashboard: '<nav>Dashboard</nav>\\u0001page\\u0001' };\n",
    },
    { emitViews: 'first-views.json' },
  );
  try {
    assert.equal(build.stats.hasErrors(), false, build.stats.toString('errors-only'));
    assert.deepEqual(JSON.parse(build.read('first-views.json')), plugin.views);
    assert.equal(plugin.views.dashboard, '<nav>Dashboard</nav>\u0001page\u0001');
    assert.ok(build.stats.compilation.getAsset(SERVER_PAGES_FILE));
  } finally {
    build.cleanup();
  }
});
