import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';

const require = createRequire(import.meta.url);
const { federationPlugins, MF_RUNTIME_VERSION, remoteExposes, remoteRequires, sharedConfig, shellProvides, SINGLETONS } = require('./federation.js');
const reactVersion = require('react/package.json').version;

const replaced = (plugins) =>
  plugins.filter((plugin) => plugin.constructor.name === 'NormalModuleReplacementPlugin').map((plugin) => String(plugin.newResource));

describe('federation.js', () => {
  it('exposes each page of a remote and the pieces it shows in the shell', () => {
    const routes = [
      { path: '/', module: './HomePage', file: './src/home.tsx' },
      { path: '/home', module: './HomePage', file: './src/home.tsx' },
      { path: '/cart', module: './CartPage', file: './src/cart.tsx' },
    ];
    assert.deepEqual(remoteExposes({ routes, exposes: { './CartLink': './src/cartLink.tsx' } }), {
      './HomePage': './src/home.tsx',
      './CartPage': './src/cart.tsx',
      './CartLink': './src/cartLink.tsx',
    });
    assert.deepEqual(remoteExposes({ routes: routes.slice(0, 1) }), { './HomePage': './src/home.tsx' });
  });

  it('shares every singleton strictly, at its installed version', () => {
    const shared = sharedConfig();
    assert.deepEqual(Object.keys(shared), SINGLETONS);
    assert.deepEqual(shared.react, { singleton: true, strictVersion: true, version: reactVersion, requiredVersion: `^${reactVersion}` });
    assert.equal(shared['react/'].version, reactVersion);
  });

  it("says what a remote needs of the shell and what the shell provides, by package (the subpaths' slashes dropped)", () => {
    const majorMinor = MF_RUNTIME_VERSION.split('.').slice(0, 2).join('.');
    const onHost = remoteRequires(true);
    assert.equal(onHost.federation, majorMinor);
    assert.equal(onHost.shared.react, `^${reactVersion}`);
    assert.ok(!('react/' in onHost.shared));
    assert.ok(onHost.strict.includes('@storefront/shared'));
    assert.ok(!('federation' in remoteRequires(false)), 'a remote with a runtime of its own needs no runtime of the shell');
    assert.deepEqual(shellProvides(), {
      federation: majorMinor,
      shared: Object.fromEntries(Object.entries(onHost.shared).map(([name, range]) => [name, range.slice(1)])),
    });
  });

  it("replaces the runtime's snapshot loader and preloader in the shell, and the bundler runtime in a remote on the shell's runtime", () => {
    const host = federationPlugins({ name: 'shell', kind: 'host', usesHostRuntime: false });
    assert.equal(host[0].constructor.name, 'ModuleFederationPlugin');
    assert.deepEqual(
      replaced(host).map((file) => file.split(/[\\/]/).pop()),
      ['host-snapshot-handler.js', 'host-no-preload.js', 'host-semver.mjs'],
    );

    const remote = federationPlugins({ name: 'catalogue', kind: 'remote', exposes: { './HomePage': './src/x.tsx' }, usesHostRuntime: true });
    assert.deepEqual(
      replaced(remote).map((file) => file.split(/[\\/]/).pop()),
      ['use-host-runtime.js'],
    );
    assert.deepEqual(replaced(federationPlugins({ name: 'catalogue', kind: 'remote', usesHostRuntime: false })), []);
  });
});
