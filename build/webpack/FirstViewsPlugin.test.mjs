import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { compile } from './test/compile.mjs';

const { FirstViewsPlugin } = createRequire(import.meta.url)('./FirstViewsPlugin.js');

test('renders the views its entry exports before the app compiles, and emits them when asked', async () => {
  const files = {
    'src/index.js': 'export const app = 1;\n',
    // What a firstViews.tsx compiles to: a default export of path → view, rendered at build time.
    'src/firstViews.js': "import { label } from './label';\nexport default { '/': { html: `<h1>${label}</h1>`, ready: 'h1', built: __BUILD_ID__ } };\n",
    'src/label.js': "export const label = 'Genuine parts';\n",
  };
  let dir;
  const plugin = new FirstViewsPlugin({
    entry: './src/firstViews.js',
    get appDir() {
      return dir;
    },
    rules: [],
    extensions: ['.js'],
    defines: { __BUILD_ID__: JSON.stringify('catalogue@test') },
    emit: 'first-views.json',
  });
  const build = await compile(files, {
    entry: { main: './src/index.js' },
    plugins: [
      {
        apply(compiler) {
          dir = compiler.context;
        },
      },
      plugin,
    ],
  });
  try {
    assert.equal(build.stats.hasErrors(), false, build.stats.toString('errors-only'));
    const expected = { '/': { html: '<h1>Genuine parts</h1>', ready: 'h1', built: 'catalogue@test' } };
    assert.deepEqual(plugin.views, expected);
    assert.deepEqual(JSON.parse(build.read('first-views.json')), expected);
    // A change to the views' sources rebuilds the app in watch mode.
    assert.ok([...build.stats.compilation.fileDependencies].some((file) => file.endsWith('label.js')));
  } finally {
    build.cleanup();
  }
});
