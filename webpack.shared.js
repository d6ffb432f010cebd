// One webpack config factory for the shell and every remote: TypeScript, Module Federation
// with the shared singletons, HTML, compression, dev server. Each app's webpack.config.js is a
// few lines that call it. The pieces live in build/webpack/, one per file, each with its test
// beside it (`npm test` runs them): federation.js (the plugin, the singletons, the shell's
// contract), compression.js, buildInfo.js, the storefront's own plugins, loader and middlewares.
const fs = require('node:fs');
const path = require('node:path');
const { DefinePlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { buildId, productionAliases } = require('./build/webpack/buildInfo');
const { compressionPlugins } = require('./build/webpack/compression');
const { runtimeConfigMiddleware, standaloneConfigMiddleware } = require('./build/webpack/devServer');
const {
  federationAliases,
  federationPlugins,
  MF_RUNTIME_VERSION,
  remoteExposes,
  remoteRequires,
  sharedConfig,
  shellProvides,
  SINGLETONS,
} = require('./build/webpack/federation');
const { InlineStartupScriptPlugin } = require('./build/webpack/InlineStartupScriptPlugin');
const { libraryTrimAliases, libraryTrimPlugins } = require('./build/webpack/libraryTrims');
const { nodeRenders } = require('./build/webpack/nodeRenders');
const { unusedRouterComponentsRule } = require('./build/webpack/pureComponentsLoader');
const { messagesRule, copyPatterns, imageRule } = require('./build/webpack/languages');
const { RoutesManifestPlugin } = require('./build/webpack/RoutesManifestPlugin');
const { ShellContractPlugin } = require('./build/webpack/ShellContractPlugin');
const { StartupBundlePlugin, startupSharedModules } = require('./build/webpack/StartupBundlePlugin');

/** Spec section 9: lazy script chunks get 120 seconds. */
const CHUNK_LOAD_TIMEOUT = 120000;

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
    const isHost = kind === 'host';
    const remoteRoutes = isHost ? null : JSON.parse(fs.readFileSync(path.join(appDir, 'routes.json'), 'utf8'));
    const exposes = remoteRoutes ? remoteExposes(remoteRoutes) : undefined;
    // A remote's production build is what the shell loads: its remoteEntry.js runs on the shell's
    // federation runtime, and it has no page of its own (that page, a host with its own runtime,
    // is served by `npm run dev -w <remote>`). REMOTE_RUNTIME=own builds it with a runtime of its
    // own instead: about 15 KB of gzip more, and free of the shell's federation major.minor
    // (README: Deploying one remote on its own).
    const usesHostRuntime = !isHost && isProd && process.env.REMOTE_RUNTIME !== 'own';

    const typescriptRule = {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      use: [
        // Production: styled-components' CSS without comments and indentation (loaders run
        // last to first, so this sees ts-loader's JavaScript).
        ...(isProd ? [path.join(__dirname, 'build', 'webpack', 'minifyStyledCssLoader.js')] : []),
        // Type errors are checked once by `npm run typecheck`; the build only transpiles.
        { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(appDir, 'tsconfig.json') } },
      ],
    };
    const extensions = ['.tsx', '.ts', '.js', '.mjs'];
    const defines = {
      __BUILD_ID__: JSON.stringify(buildId(name, appDir)),
      __MF_RUNTIME_VERSION__: JSON.stringify(MF_RUNTIME_VERSION),
      // The shell checks a remote build's routes.json `requires` against it before loading its code.
      __SHELL_PROVIDES__: JSON.stringify(shellProvides()),
    };
    // What a production build renders in Node: its pages.server.tsx (build/webpack/nodeRenders.js).
    const { serverPages } = nodeRenders({ appDir, isProd, isHost, rules: [typescriptRule, messagesRule], extensions, defines });
    // The app's own page; a remote built on the shell's runtime has none.
    const htmlPage = new HtmlWebpackPlugin({
      // The app's public/index.html (the shell's), else the one blank page of a remote run alone.
      template: [path.join(appDir, 'public', 'index.html'), path.join(__dirname, 'build', 'webpack', 'remote.html')].find((file) => fs.existsSync(file)),
      title,
      publicPath: '/',
      chunks: ['main'],
      scriptLoading: 'defer',
      // Written on every rebuild: the shell's inline start-up script is built beside the
      // compilation (InlineStartupScriptPlugin), so a change to it alone changes no asset this
      // plugin would notice.
      ...(isHost ? { cache: false } : {}),
    });
    const hostPlugins = () => [
      new StartupBundlePlugin({ startupGlobal: require(path.join(appDir, 'src', 'startup', 'contract.json')).global }),
      new InlineStartupScriptPlugin({ entry: './src/startup/script.ts', mode, rules: [typescriptRule], extensions }),
      new ShellContractPlugin({ federation: MF_RUNTIME_VERSION, shared: sharedConfig(), sharedEntry: path.join(__dirname, 'shared', 'src', 'index.ts') }),
    ];

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
      resolve: { extensions, alias: { ...(isProd ? productionAliases() : {}), ...federationAliases(), ...libraryTrimAliases() } },
      module: { rules: [typescriptRule, messagesRule, imageRule, ...(isProd ? [unusedRouterComponentsRule] : [])] },
      plugins: [
        ...federationPlugins({ name, kind, exposes, usesHostRuntime }),
        ...libraryTrimPlugins(),
        ...(usesHostRuntime ? [] : [htmlPage]),
        ...(isHost ? hostPlugins() : []),
        new CopyPlugin({ patterns: copyPatterns(isHost) }),
        new DefinePlugin(defines),
        ...(serverPages ? [serverPages] : []),
        ...(remoteRoutes ? [new RoutesManifestPlugin(name, remoteRoutes.routes, serverPages, remoteRequires(usesHostRuntime))] : []),
        ...(isProd ? compressionPlugins() : []),
      ],
      optimization: {
        moduleIds: isProd ? 'deterministic' : 'named',
        // The shortest names for the most used exports (a module's own; federation's are kept whole).
        ...(isProd ? { mangleExports: 'size' } : {}),
        ...(isHost ? { splitChunks: { cacheGroups: { startupShared: startupSharedModules } } } : {}),
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
        setupMiddlewares: isHost ? runtimeConfigMiddleware : standaloneConfigMiddleware(appDir),
      },
    };
  };
}

module.exports = { createConfig, SINGLETONS, CHUNK_LOAD_TIMEOUT };
