import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
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
  const build = await compile(
    { 'src/index.js': 'window.x = 1;\n' },
    { entry: { main: './src/index.js' }, plugins: [new ShellContractPlugin({ federation: '2.9.2', shared })] },
  );
  try {
    assert.equal(build.stats.hasErrors(), false, build.stats.toString('errors-only'));
    assert.deepEqual(JSON.parse(build.read('contract.json')), {
      app: 'shell',
      federation: '2.9',
      runtime: '2.9.2',
      provides: { react: '19.2.1', swr: '2.3.6' },
    });
  } finally {
    build.cleanup();
  }
});
