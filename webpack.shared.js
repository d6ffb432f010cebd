// One webpack config factory for the shell and every remote: TypeScript, Module Federation
// with the shared singletons, HTML, compression, dev server. Each app's webpack.config.js is a
// few lines that call it. The storefront's own plugins, loader and dev-server middlewares live
// in build/webpack/, one per file, each with its test beside it (`npm test` runs them).
const fs = require('node:fs');
const path = require('node:path');
const { DefinePlugin, NormalModuleReplacementPlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { runtimeConfigMiddleware, standaloneConfigMiddleware } = require('./build/webpack/devServer');
const { FirstViewsPlugin } = require('./build/webpack/FirstViewsPlugin');
const { InlineStartupScriptPlugin } = require('./build/webpack/InlineStartupScriptPlugin');
const { RoutesManifestPlugin } = require('./build/webpack/RoutesManifestPlugin');
const { ShellContractPlugin } = require('./build/webpack/ShellContractPlugin');
const { StartupBundlePlugin, startupSharedModules } = require('./build/webpack/StartupBundlePlugin');
const { zopfliGzip } = require('./build/webpack/zopfliGzip');

/**
 * Which build of an app is running, e.g. `catalogue@1.0.0` or the BUILD_ID a deploy sets (a
 * commit, a release tag). Remotes show it as `data-build` on their pages, so an operator (and
 * the independent-deploy test) can see which version the running shell is serving.
 */
function buildId(name, appDir) {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  const { version } = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  return `${name}@${version}`;
}

/**
 * One federation runtime per page (federation/README.md). The federation entry of every build
 * imports this file (the webpack bundler runtime); in a remote's production build it is replaced
 * by federation/use-host-runtime.js, which runs the remote on the runtime the shell publishes.
 */
const BUNDLER_RUNTIME = require.resolve('@module-federation/webpack-bundler-runtime/bundler', {
  paths: [path.dirname(require.resolve('@module-federation/enhanced/webpack'))],
});
const MF_RUNTIME_VERSION = JSON.parse(fs.readFileSync(path.join(path.dirname(BUNDLER_RUNTIME), '..', 'package.json'), 'utf8')).version;
const REACT_ROUTER_PRODUCTION = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [__dirname] })), 'dist', 'production');
const FEDERATION_DIR = path.join(__dirname, 'federation');

/** Spec section 9: lazy script chunks get 120 seconds. */
const CHUNK_LOAD_TIMEOUT = 120000;

/**
 * Libraries that hold React context or global state must exist once in the browser. The router,
 * notistack and firebase are not here on purpose: only the shell imports them, and remotes reach
 * navigation, toasts and the session through `@storefront/shared`.
 */
const SINGLETONS = ['react', 'react/', 'react-dom', 'react-dom/', 'styled-components', 'swr', 'swr/', 'final-form', 'react-final-form', '@storefront/shared'];

function packageVersion(name) {
  const pkg = name.replace(/\/$/, '');
  const file = require.resolve(`${pkg}/package.json`, { paths: [__dirname] });
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

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
 * @param {object} options
 * @param {string} options.appDir     the app's folder (__dirname of its webpack.config.js)
 * @param {string} options.name       federation name: shell, catalogue, account, admin
 * @param {number} options.port       default dev-server port
 * @param {'host'|'remote'} options.kind
 * @param {string} [options.title]    the HTML title of the app's own page
 */
function createConfig({ appDir, name, port, kind, title = 'Stitchline Parts' }) {
  return (_env, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isProd = mode === 'production';
    const remoteRoutes = kind === 'remote' ? JSON.parse(fs.readFileSync(path.join(appDir, 'routes.json'), 'utf8')) : null;
    const exposes = remoteRoutes ? Object.fromEntries(remoteRoutes.routes.map((route) => [route.module, route.file])) : undefined;
    // A remote's production build is what the shell loads: its remoteEntry.js runs on the shell's
    // federation runtime, and it has no page of its own (that page, a host with its own runtime,
    // is served by `npm run dev -w <remote>`). REMOTE_RUNTIME=own builds it with a runtime of its
    // own instead: about 15 KB of gzip more, and free of the shell's federation major.minor
    // (README: Deploying one remote on its own).
    const ownRuntime = process.env.REMOTE_RUNTIME === 'own';
    const usesHostRuntime = kind === 'remote' && isProd && !ownRuntime;

    const typescriptRule = {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      use: [
        // Production: styled-components' CSS without comments and indentation (loaders run
        // last to first, so this sees ts-loader's JavaScript).
        ...(isProd ? [path.join(__dirname, 'build', 'webpack', 'minifyStyledCssLoader.js')] : []),
        {
          loader: 'ts-loader',
          // Type errors are checked once by `npm run typecheck`; the build only transpiles.
          options: { transpileOnly: true, configFile: path.join(appDir, 'tsconfig.json') },
        },
      ],
    };
    const extensions = ['.tsx', '.ts', '.js', '.mjs'];
    const defines = {
      __BUILD_ID__: JSON.stringify(buildId(name, appDir)),
      __MF_RUNTIME_VERSION__: JSON.stringify(MF_RUNTIME_VERSION),
      // The shell checks a remote build's routes.json `requires` against it before loading its code.
      __SHELL_PROVIDES__: JSON.stringify(shellProvides()),
    };
    // A production build renders the first views its src/firstViews.tsx names (FirstViewsPlugin):
    // a remote's go into its routes.json, the shell's frames into first-views.json.
    const firstViewsEntry = path.join(appDir, 'src', 'firstViews.tsx');
    const firstViews =
      isProd && fs.existsSync(firstViewsEntry)
        ? new FirstViewsPlugin({
            entry: firstViewsEntry,
            appDir,
            rules: [typescriptRule],
            extensions,
            defines,
            emit: kind === 'host' ? 'first-views.json' : undefined,
          })
        : undefined;

    return {
      mode,
      context: appDir,
      entry: usesHostRuntime ? {} : { main: './src/index.ts' },
      devtool: isProd ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        publicPath: 'auto',
        // The federation runtime cannot hash entry names (TOOLCHAIN-NOTES); chunks are hashed.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: true,
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT,
      },
      resolve: {
        extensions,
        alias: {
          // react-router's export map names only its development build (its warnings on, their
          // texts in the bundle); a production build takes the one its package ships beside it.
          ...(isProd
            ? { 'react-router$': path.join(REACT_ROUTER_PRODUCTION, 'index.mjs'), 'react-router/dom$': path.join(REACT_ROUTER_PRODUCTION, 'dom-export.mjs') }
            : {}),
          'storefront-federation-init-container-entry$': path.join(path.dirname(BUNDLER_RUNTIME), 'initContainerEntry.js'),
        },
      },
      module: { rules: [typescriptRule, { test: /\.(png|jpe?g|webp|avif|svg)$/i, type: 'asset/resource' }] },
      plugins: [
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
        // The shell never loads a manifest nor calls preloadRemote(): leave the runtime's snapshot
        // loader and asset preloader out (federation/README.md).
        ...(kind === 'host'
          ? [
              new NormalModuleReplacementPlugin(
                /[\\/]runtime-core[\\/]dist[\\/]plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/,
                path.join(FEDERATION_DIR, 'host-snapshot-handler.js'),
              ),
              new NormalModuleReplacementPlugin(/[\\/]runtime-core[\\/]dist[\\/]utils[\\/]preload\.js$/, path.join(FEDERATION_DIR, 'host-no-preload.js')),
            ]
          : []),
        ...(usesHostRuntime
          ? [new NormalModuleReplacementPlugin(/[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/, path.join(FEDERATION_DIR, 'use-host-runtime.js'))]
          : [
              new HtmlWebpackPlugin({
                template: path.join(appDir, 'public', 'index.html'),
                title,
                publicPath: '/',
                chunks: ['main'],
                scriptLoading: 'defer',
                // Written on every rebuild: the shell's inline start-up script is built beside the
                // compilation (InlineStartupScriptPlugin), so a change to it alone changes no asset
                // this plugin would notice.
                ...(kind === 'host' ? { cache: false } : {}),
              }),
            ]),
        ...(kind === 'host'
          ? [
              new StartupBundlePlugin(),
              new InlineStartupScriptPlugin({ entry: './src/startup/warm.ts', mode, rules: [typescriptRule], extensions }),
              new ShellContractPlugin({
                federation: MF_RUNTIME_VERSION,
                shared: sharedConfig(),
                sharedEntry: path.join(__dirname, 'shared', 'src', 'index.ts'),
              }),
            ]
          : []),
        // The app's public/ folder (favicons, images, the default config.json); HtmlWebpackPlugin writes index.html.
        new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }] }),
        new DefinePlugin(defines),
        ...(firstViews ? [firstViews] : []),
        ...(remoteRoutes ? [new RoutesManifestPlugin(name, remoteRoutes.routes, firstViews, remoteRequires(usesHostRuntime))] : []),
        ...(isProd
          ? [
              new CompressionPlugin({
                test: /\.(js|json|html|svg|css)$/,
                algorithm: zopfliGzip,
                compressionOptions: { numiterations: 15 },
                filename: '[path][base].gz',
                threshold: 1024,
                minRatio: 0.9,
              }),
              new CompressionPlugin({
                test: /\.(js|json|html|svg|css)$/,
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                threshold: 1024,
                minRatio: 0.9,
              }),
            ]
          : []),
      ],
      optimization: {
        moduleIds: isProd ? 'deterministic' : 'named',
        ...(kind === 'host' ? { splitChunks: { cacheGroups: { startupShared: startupSharedModules } } } : {}),
      },
      performance: { hints: false },
      stats: isProd ? 'errors-warnings' : 'minimal',
      devServer: {
        host: '127.0.0.1',
        port: Number(process.env[`${name.toUpperCase()}_PORT`]) || port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        client: { overlay: { errors: true, warnings: false } },
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: false,
        setupMiddlewares: kind === 'host' ? runtimeConfigMiddleware : standaloneConfigMiddleware(appDir),
      },
    };
  };
}

module.exports = { createConfig, SINGLETONS, CHUNK_LOAD_TIMEOUT };
