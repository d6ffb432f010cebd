import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { compile } from './test/compile.mjs';

const require = createRequire(import.meta.url);
const { usedExports, providedExports } = require('./sharedUsage.js');

test('reads the names a build imports from a package, and the names a module exports', async () => {
  let seen;
  const files = {
    'node_modules/@storefront/shared/package.json': JSON.stringify({ name: '@storefront/shared', main: 'index.js', sideEffects: false }),
    'node_modules/@storefront/shared/index.js':
      "export * from './format.js';\nexport const callApi = () => 1;\nexport class ApiError extends Error {}\nexport const unused = 2;\n",
    'node_modules/@storefront/shared/format.js': 'export const formatPrice = (n) => `৳${n}`;\n',
    'src/index.js':
      "import { callApi, formatPrice } from '@storefront/shared';\nexport { ApiError } from '@storefront/shared';\nwindow.x = [callApi(), formatPrice(3)];\n",
  };
  const build = await compile(files, {
    entry: { main: './src/index.js' },
    plugins: [
      {
        apply(compiler) {
          compiler.hooks.thisCompilation.tap('probe', (compilation) =>
            compilation.hooks.afterSeal.tap('probe', () => {
              seen = {
                uses: usedExports(compilation, '@storefront/shared'),
                offers: providedExports(compilation, path.join(compiler.context, 'node_modules/@storefront/shared/index.js')),
                none: providedExports(compilation, '/nowhere.js'),
              };
            }),
          );
        },
      },
    ],
  });
  try {
    assert.deepEqual(seen.uses, ['ApiError', 'callApi', 'formatPrice']);
    assert.deepEqual(seen.offers, ['ApiError', 'callApi', 'formatPrice', 'unused']);
    assert.equal(seen.none, null);
  } finally {
    build.cleanup();
  }
});
