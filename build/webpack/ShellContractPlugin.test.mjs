import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { compile } from './test/compile.mjs';

const require = createRequire(import.meta.url);
const { ShellContractPlugin } = require('./ShellContractPlugin.js');

test("publishes the federation runtime's major.minor and the singletons the shell provides as contract.json", async () => {
  const shared = {
    react: { singleton: true, version: '19.2.1', requiredVersion: '^19.2.1' },
    'react/': { singleton: true, version: '19.2.1', requiredVersion: '^19.2.1' },
    swr: { singleton: true, version: '2.3.6', requiredVersion: '^2.3.6' },
  };
  const files = {
    'src/index.js': "import { callApi } from './shared.js';\nwindow.x = callApi();\n",
    'src/shared.js': 'export const callApi = () => 1;\nexport const useApi = () => 2;\n',
  };
  const build = await compile(files, {
    entry: { main: './src/index.js' },
    plugins: [
      {
        apply: (compiler) =>
          new ShellContractPlugin({ federation: '2.9.2', shared, sharedEntry: path.join(compiler.context, 'src/shared.js') }).apply(compiler),
      },
    ],
  });
  try {
    assert.equal(build.stats.hasErrors(), false, build.stats.toString('errors-only'));
    assert.deepEqual(JSON.parse(build.read('contract.json')), {
      app: 'shell',
      federation: '2.9',
      runtime: '2.9.2',
      provides: { react: '19.2.1', swr: '2.3.6' },
      // Everything its copy of the shared package exports, used by the shell or not: remotes use it.
      offers: { '@storefront/shared': ['callApi', 'useApi'] },
    });
  } finally {
    build.cleanup();
  }
});
