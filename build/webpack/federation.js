// Module Federation for every app: the one runtime per page, the shared singletons, and what a
// remote needs of the shell against what the shell provides (federation/README.md).
const fs = require('node:fs');
const path = require('node:path');
const { NormalModuleReplacementPlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { OneShareRuntimePlugin } = require('./OneShareRuntimePlugin');

const ROOT = path.join(__dirname, '..', '..');
const FEDERATION_DIR = path.join(ROOT, 'federation');

/**
 * One federation runtime per page. The federation entry of every build imports this file (the
 * webpack bundler runtime); in a remote's production build it is replaced by
 * federation/use-host-runtime.js, which runs the remote on the runtime the shell publishes.
 */
const BUNDLER_RUNTIME = require.resolve('@module-federation/webpack-bundler-runtime/bundler', {
  paths: [path.dirname(require.resolve('@module-federation/enhanced/webpack'))],
});
const MF_RUNTIME_VERSION = JSON.parse(fs.readFileSync(path.join(path.dirname(BUNDLER_RUNTIME), '..', 'package.json'), 'utf8')).version;

/**
 * Libraries that hold React context or global state must exist once in the browser. The router,
 * notistack and firebase are not here on purpose: only the shell imports them, and remotes reach
 * navigation, toasts and the session through `@storefront/shared`.
 */
const SINGLETONS = ['react', 'react/', 'react-dom', 'react-dom/', 'styled-components', 'swr', 'swr/', 'final-form', 'react-final-form', '@storefront/shared'];

function packageVersion(name) {
  const pkg = name.replace(/\/$/, '');
  const file = require.resolve(`${pkg}/package.json`, { paths: [ROOT] });
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/** The federation plugin's `shared`: each singleton at its installed version. */
function sharedConfig() {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const version = packageVersion(name);
      // strictVersion: a second copy of any of these would break (React context, SWR's cache,
      // styled-components' theme), so a version outside the range is an error, not a warning.
      return [name, { singleton: true, strictVersion: true, version, requiredVersion: `^${version}` }];
    }),
  );
}

/** The federation runtime's `major.minor` and each singleton by package: what a remote needs of the shell, and what the shell provides. */
const majorMinor = (version) => String(version).split('.').slice(0, 2).join('.');
const singletons = (pick) => Object.fromEntries(Object.entries(sharedConfig()).map(([name, config]) => [name.replace(/\/$/, ''), pick(config)]));
/** A remote on the shell's runtime needs its major.minor; one with its own runtime does not. */
const remoteRequires = (onHostRuntime) => ({
  ...(onHostRuntime ? { federation: majorMinor(MF_RUNTIME_VERSION) } : {}),
  shared: singletons((config) => config.requiredVersion),
  strict: Object.entries(singletons((config) => config.strictVersion))
    .filter(([, strict]) => strict)
    .map(([name]) => name),
});
const shellProvides = () => ({ federation: majorMinor(MF_RUNTIME_VERSION), shared: singletons((config) => config.version) });

/**
 * What a remote exposes: each page's module of its routes.json, and the pieces it shows inside
 * the shell (its `exposes`: the catalogue's cart link in the header).
 * @param {{ routes: { module: string, file: string }[], exposes?: Record<string, string> }} remoteRoutes
 */
const remoteExposes = (remoteRoutes) => ({ ...Object.fromEntries(remoteRoutes.routes.map((route) => [route.module, route.file])), ...remoteRoutes.exposes });

/** resolve.alias entries the federation runtime's own modules need. */
const federationAliases = () => ({
  'storefront-federation-init-container-entry$': path.join(path.dirname(BUNDLER_RUNTIME), 'initContainerEntry.js'),
});

/**
 * The federation plugin and the runtime's replaced modules for one app.
 * @param {{ name: string, kind: 'host'|'remote', exposes?: Record<string, string>, usesHostRuntime: boolean }} options
 */
function federationPlugins({ name, kind, exposes, usesHostRuntime }) {
  return [
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes,
      shared: sharedConfig(),
      shareStrategy: 'loaded-first',
      dts: false,
      // The shell publishes its runtime for the remotes (federation/README.md).
      runtimePlugins: kind === 'host' ? [path.join(FEDERATION_DIR, 'provide-host-runtime.js')] : [],
      // A smaller federation runtime: the shell registers remotes by their remoteEntry.js (no
      // manifest snapshots to resolve), only web code, and remotes, which load no remotes
      // themselves, leave out the remote-loading code.
      experiments: {
        optimization: { disableSnapshot: true, target: 'web', ...(kind === 'remote' ? { disableRemote: true } : {}) },
      },
      manifest: kind === 'remote' ? { fileName: 'mf-manifest.json' } : false,
    }),
    // One sharing runtime per chunk: the plugin's, without webpack's own copy it leaves behind.
    new OneShareRuntimePlugin(),
    // The shell never loads a manifest nor calls preloadRemote(): leave the runtime's snapshot
    // loader and asset preloader out, and compare versions as its builds write them (federation/README.md).
    ...(kind === 'host'
      ? [
          new NormalModuleReplacementPlugin(
            /[\\/]runtime-core[\\/]dist[\\/]plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/,
            path.join(FEDERATION_DIR, 'host-snapshot-handler.js'),
          ),
          new NormalModuleReplacementPlugin(/[\\/]runtime-core[\\/]dist[\\/]utils[\\/]preload\.js$/, path.join(FEDERATION_DIR, 'host-no-preload.js')),
          new NormalModuleReplacementPlugin(/[\\/]runtime-core[\\/]dist[\\/]utils[\\/]semver[\\/]index\.js$/, path.join(FEDERATION_DIR, 'host-semver.mjs')),
        ]
      : []),
    ...(usesHostRuntime
      ? [new NormalModuleReplacementPlugin(/[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/, path.join(FEDERATION_DIR, 'use-host-runtime.js'))]
      : []),
  ];
}

module.exports = { SINGLETONS, MF_RUNTIME_VERSION, sharedConfig, remoteRequires, remoteExposes, shellProvides, federationAliases, federationPlugins };
