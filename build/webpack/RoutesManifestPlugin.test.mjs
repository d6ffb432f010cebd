import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { compile } from './test/compile.mjs';

const { RoutesManifestPlugin } = createRequire(import.meta.url)('./RoutesManifestPlugin.js');

// What Module Federation names an exposed module's chunk group: `__federation_expose_<name>`.
const fixture = {
  'src/index.js': 'import(/* webpackChunkName: "__federation_expose_HomePage" */ \'./HomePage\');\n',
  'src/HomePage.js': "import slide from './slide.svg';\nexport default () => slide;\n",
  'src/slide.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};
const config = {
  entry: { main: './src/index.js' },
  module: { rules: [{ test: /\.svg$/, type: 'asset/resource' }] },
  output: { assetModuleFilename: 'assets/[name].[contenthash:8][ext]' },
};

test("publishes the remote's routes with each page's scripts, its picture's built name and its first view", async () => {
  const routes = [
    { path: '/', module: './HomePage', file: './src/HomePage.js', access: 'public', title: 'Home', image: { file: './src/slide.svg' } },
    {
      path: '/parts/:id',
      module: './PurchasePage',
      file: './src/PurchasePage.js',
      access: 'signed-in',
      title: 'Purchase',
      image: { read: '/parts/:id', field: 'img' },
    },
  ];
  const firstViews = { views: { '/': { html: '<h1>Home</h1>', ready: 'h1' } } };
  const requires = { federation: '2.9', shared: { react: '^19.3.1' } };
  const build = await compile(fixture, { ...config, plugins: [new RoutesManifestPlugin('catalogue', routes, firstViews, requires)] });
  try {
    assert.equal(build.stats.hasErrors(), false, build.stats.toString('errors-only'));
    const published = JSON.parse(build.read('routes.json'));
    assert.equal(published.remote, 'catalogue');
    assert.deepEqual(published.requires, { ...requires, uses: [] }, 'what the build needs of the shell, checked before its code loads');
    const [home, purchase] = published.routes;
    assert.equal(home.file, undefined, 'source paths stay private');
    assert.match(home.assets[0], /^__federation_expose_HomePage\.[0-9a-f]{8}\.js$/);
    assert.ok(build.emitted().includes(home.assets[0]));
    assert.match(home.image.asset, /^assets\/slide\.[0-9a-f]{8}\.svg$/);
    assert.deepEqual(home.firstView, { html: '<h1>Home</h1>', ready: 'h1' });
    assert.deepEqual(purchase.assets, [], 'a page this build does not expose has no scripts');
    assert.deepEqual(purchase.image, { read: '/parts/:id', field: 'img' }, 'a picture read from data stays as declared');
  } finally {
    build.cleanup();
  }
});

test('fails the build when a route names a picture the build does not emit', async () => {
  const routes = [{ path: '/', module: './HomePage', file: './src/HomePage.js', access: 'public', title: 'Home', image: { file: './src/missing.svg' } }];
  const build = await compile(fixture, { ...config, plugins: [new RoutesManifestPlugin('catalogue', routes)] });
  try {
    assert.match(build.stats.toString('errors-only'), /routes\.json: image \.\/src\/missing\.svg is not a file this build emits/);
  } finally {
    build.cleanup();
  }
});
