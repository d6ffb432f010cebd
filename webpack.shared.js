// One webpack config factory for the shell and every remote: TypeScript, Module Federation
// with the shared singletons, HTML, compression, dev server. Each app's webpack.config.js is a
// few lines that call it.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { DefinePlugin, NormalModuleReplacementPlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { gzipAsync } = require('@gfx/zopfli');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { standaloneConfig } = require('./scripts/lib/standalone-config.cjs');

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
      return [name, { singleton: true, version, requiredVersion: `^${version}` }];
    }),
  );
}

/**
 * Publishes a remote's route list beside its entry, so the shell learns pages without code. Each
 * route also names the script files of its page (`assets`, relative to the entry), so the shell
 * can fetch them while it starts, beside the remote's entry, instead of after it.
 */
class RoutesManifestPlugin {
  constructor(name, routes, firstViews) {
    this.name = name;
    this.routes = routes;
    this.firstViews = firstViews; // a FirstViewsPlugin, or none
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RoutesManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the real content hashes are in the file names, before compression.
        { name: 'RoutesManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const assetsOf = (module) => {
            const group = compilation.namedChunkGroups.get(`__federation_expose_${module.replace(/^\.\//, '')}`);
            if (!group) return [];
            return group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
          };
          // A picture named by its source file is published under its emitted (hashed) name.
          const emitted = new Map([...compilation.assetsInfo].map(([file, info]) => [info.sourceFilename, file]));
          const imageOf = (image) => {
            if (!image || typeof image.file !== 'string') return image;
            const source = path.relative(compiler.context, path.resolve(compiler.context, image.file)).split(path.sep).join('/');
            const asset = emitted.get(source);
            if (!asset) {
              compilation.errors.push(
                new compiler.webpack.WebpackError(`routes.json: image ${image.file} is not a file this build emits (is it imported by the page?)`),
              );
              return undefined;
            }
            return { asset };
          };
          const views = this.firstViews?.views ?? {};
          const routes = this.routes.map(({ file: _file, ...route }) => ({
            ...route,
            ...(route.image ? { image: imageOf(route.image) } : {}),
            assets: assetsOf(route.module),
            ...(views[route.path] ? { firstView: views[route.path] } : {}),
          }));
          compilation.emitAsset('routes.json', new RawSource(JSON.stringify({ remote: this.name, routes }, null, 2)));
        },
      );
    });
  }
}

/**
 * Renders a remote's first views (shared/src/firstView.ts) for its route list: the pages its
 * `src/firstViews.tsx` names, rendered with react-dom/server by a webpack compiler of its own
 * (for Node; the page's components, the UI kit and styled-components' server sheet) before the
 * app's compilation, which publishes them in routes.json. Pictures keep the names the app's
 * build gives them, under a `base` slot the start-up script fills with the remote's folder.
 */
class FirstViewsPlugin {
  constructor(options) {
    this.options = options; // { entry, appDir, rules, extensions, defines, emit? (a file for the views) }
    this.views = {};
  }
  apply(compiler) {
    const { webpack } = compiler;
    const name = 'FirstViewsPlugin';
    const { entry, appDir, rules, extensions, defines } = this.options;
    // Inside the app, so that Node finds react and styled-components from the bundle.
    const outDir = path.join(appDir, 'node_modules', '.cache', 'first-views');
    const render = () =>
      new Promise((resolve, reject) => {
        const viewCompiler = webpack({
          mode: 'development',
          target: 'node',
          context: appDir,
          entry,
          devtool: false,
          cache: false,
          output: {
            path: outDir,
            filename: 'first-views.cjs',
            library: { type: 'commonjs2' },
            publicPath: '\u0001base\u0001',
            assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
            clean: true,
          },
          externals: [/^react($|\/)/, /^react-dom($|\/)/, /^styled-components($|\/)/],
          externalsType: 'commonjs',
          resolve: { extensions },
          module: { rules: [...rules, { test: /\.(png|jpe?g|webp|avif|svg)$/i, type: 'asset/resource', generator: { emit: false } }] },
          plugins: [new webpack.DefinePlugin(defines)],
          performance: { hints: false },
          infrastructureLogging: { level: 'error' },
        });
        viewCompiler.run((error, stats) => {
          viewCompiler.close(() => undefined);
          if (error) return reject(error);
          if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
          const file = path.join(outDir, 'first-views.cjs');
          delete require.cache[file];
          try {
            const views = require(file).default;
            resolve({ views, files: [...stats.compilation.fileDependencies] });
          } catch (renderError) {
            reject(renderError);
          }
        });
      });
    compiler.hooks.beforeCompile.tapPromise(name, async () => {
      const { views, files } = await render();
      this.views = views;
      this.files = files;
    });
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      for (const file of this.files ?? []) compilation.fileDependencies.add(file);
      if (!this.options.emit) return;
      compilation.hooks.processAssets.tap({ name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(this.options.emit, new webpack.sources.RawSource(JSON.stringify(this.views)));
      });
    });
  }
}

/** Copies an app's `public/` folder (favicons, images, default config.json) into `dist/`. */
class PublicFolderPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PublicFolderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublicFolderPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (!fs.existsSync(this.dir)) return;
        const walk = (dir) => {
          for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
            const full = path.join(dir, entry.name);
            if (entry.isDirectory()) walk(full);
            else if (entry.name !== 'index.html') {
              const rel = path.relative(this.dir, full).split(path.sep).join('/');
              compilation.fileDependencies.add(full);
              compilation.emitAsset(rel, new RawSource(fs.readFileSync(full)));
            }
          }
        };
        walk(this.dir);
      });
    });
  }
}

/**
 * The shell's first page needs more than main.js: its bootstrap chunk and the shared libraries it
 * uses (react, react-dom, styled-components, swr, @storefront/shared), which the federation
 * runtime would ask for only once main.js has run. The list is read from the compilation: the
 * `bootstrap` chunk group, then, repeatedly, the chunks that provide each shared module those
 * chunks consume. They and main.js become one file, `app.<hash>.js`, which the inline start-up
 * script downloads from the start and runs once the page's first view has painted
 * (shell/src/warm.ts, shell/src/federation/warmStart.ts).
 */
class StartupBundlePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupBundlePlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupBundlePlugin', (data) => {
        const boot = compilation.namedChunkGroups.get('bootstrap');
        if (!boot) return data;
        const providers = new Map();
        for (const group of compilation.chunkGroups) {
          for (const origin of group.origins) {
            if (origin.module?.constructor.name === 'ProvideSharedModule') providers.set(origin.module._name, group);
          }
        }
        const files = [];
        const seen = new Set();
        const queue = [...boot.chunks];
        while (queue.length) {
          const chunk = queue.shift();
          if (seen.has(chunk)) continue;
          seen.add(chunk);
          for (const file of chunk.files) if (file.endsWith('.js') && !files.includes(file)) files.push(file);
          for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
            if (module.constructor.name !== 'ConsumeSharedModule') continue;
            const provider = providers.get(module.options.shareKey);
            if (provider) queue.push(...provider.chunks);
          }
        }
        // One file for the whole start-up: those chunks, then main.js, whose webpack runtime takes
        // the chunks already pushed. The start-up script downloads it from the start (a
        // low-priority preload) and runs it once the page's first view has painted (warmStart.ts):
        // one request instead of ten, and none of the app's scripts runs before that paint.
        const main = compilation.namedChunks.get('main');
        const mainFiles = main ? [...main.files].filter((file) => file.endsWith('.js')) : [];
        const { ConcatSource } = compiler.webpack.sources;
        const bundle = new ConcatSource(...[...files, ...mainFiles].flatMap((file) => [compilation.getAsset(file).source, '\n']));
        const hash = compiler.webpack.util.createHash('sha256').update(bundle.buffer()).digest('hex').slice(0, 8);
        const app = `app.${hash}.js`;
        compilation.emitAsset(app, bundle, { immutable: true, contenthash: hash, javascriptModule: false, minimized: true });
        data.headTags = data.headTags.filter((tag) => !(tag.tagName === 'script' && mainFiles.some((file) => tag.attributes.src === `/${file}`)));
        // Where a Content-Security-Policy refuses the inline start-up script, this one runs the app
        // instead (without the head start): a few bytes, and nothing where the script has run.
        const fallbackSource = `/* Runs the app where a Content-Security-Policy refused the inline start-up script. */\n(function(){if(window.__storefrontWarm)return;var s=document.createElement('script');s.src=${JSON.stringify(`/${app}`)};document.head.appendChild(s)})();\n`;
        const fallback = `start.${compiler.webpack.util.createHash('sha256').update(fallbackSource).digest('hex').slice(0, 8)}.js`;
        compilation.emitAsset(fallback, new compiler.webpack.sources.RawSource(fallbackSource), { immutable: true, minimized: true, javascriptModule: false });
        data.headTags.push(
          // The start-up script preloads it (and hears when it has arrived).
          HtmlWebpackPlugin.createHtmlTagObject('meta', { name: 'storefront:app', content: `/${app}` }),
          HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `/${fallback}` }),
        );
        // The dashboard frame's scripts, for the start-up script to ask for on a dashboard URL:
        // otherwise they are asked for only once the shell's bootstrap runs, after react-dom.
        const dashboard = compilation.namedChunkGroups.get('dashboard');
        const dashboardFiles = (dashboard?.chunks ?? []).flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js') && !files.includes(file)));
        if (dashboardFiles.length) {
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('meta', {
              name: 'storefront:dashboard-scripts',
              content: dashboardFiles.map((file) => `/${file}`).join(' '),
            }),
          );
        }
        return data;
      });
    });
  }
}

/**
 * Writes the shell's start-up script (src/warm.ts) into index.html: it asks for the page at the
 * URL (its remote's entry and scripts, its first reads, its first picture) and the app's script
 * as soon as the HTML has arrived, shows the page's first view, and then runs the app. It
 * is built by a webpack compiler of its own, without the federation plugin, which would put its
 * runtime into any entry of the app's build. Rebuilt with every build of the app (a few hundred
 * milliseconds; no cache, so a change to its sources is never missed).
 */
class InlineStartupScriptPlugin {
  constructor(options) {
    this.options = options; // { entry, mode, rules, extensions }
  }
  apply(compiler) {
    const { webpack } = compiler;
    const name = 'InlineStartupScriptPlugin';
    let outDir;
    let scriptCompiler;
    const build = () =>
      new Promise((resolve, reject) => {
        outDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-startup-'));
        scriptCompiler ??= webpack({
          mode: this.options.mode,
          context: compiler.context,
          entry: this.options.entry,
          devtool: false,
          cache: false,
          output: { path: outDir, filename: 'startup.js', iife: true },
          resolve: { extensions: this.options.extensions },
          module: { rules: this.options.rules },
          performance: { hints: false },
          infrastructureLogging: { level: 'error' },
        });
        scriptCompiler.run((error, stats) => (error ? reject(error) : resolve(stats)));
      });
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tapPromise(name, async (data) => {
        const stats = await build();
        for (const file of stats.compilation.fileDependencies) compilation.fileDependencies.add(file);
        if (stats.hasErrors()) {
          compilation.errors.push(...stats.compilation.errors);
          return data;
        }
        // `</script` inside the code would end the element early.
        const code = fs
          .readFileSync(path.join(outDir, 'startup.js'), 'utf8')
          .trim()
          .replace(/<\/(script)/gi, '<\\/$1');
        const script = HtmlWebpackPlugin.createHtmlTagObject('script', {}, code);
        // A Content-Security-Policy allows it by its hash, which the static server and
        // `npm run headers` take from the built index.html itself (scripts/lib/security-headers.mjs);
        // without it, start.<hash>.js runs the app, later (see StartupBundlePlugin).
        // First after the build's <meta> tags, which the script reads (the app's file, the
        // dashboard frame's scripts): it runs where the parser meets it.
        const metas = data.headTags.filter((tag) => tag.tagName === 'meta');
        data.headTags = [...metas, script, ...data.headTags.filter((tag) => tag.tagName !== 'meta')];
        return data;
      });
    });
    compiler.hooks.shutdown.tapAsync(name, (callback) => {
      if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
      if (scriptCompiler) scriptCompiler.close(() => callback());
      else callback();
    });
  }
}

/**
 * The `.gz` files are written with Zopfli: still gzip, which every browser and proxy reads, about
 * 3 % smaller than zlib's best (4 KB less on home's first load), for about a second more per
 * build. Browsers that ask for brotli get the `.br` files.
 */
function zopfliGzip(input, options, callback) {
  gzipAsync(input, options).then((output) => callback(null, Buffer.from(output)), callback);
}

/** Serves the deploy-time config named by STOREFRONT_CONFIG_FILE (the dev orchestrator writes it). */
function runtimeConfigMiddleware(middlewares, devServer) {
  devServer.app.get('/config.json', (req, res, next) => {
    const file = process.env.STOREFRONT_CONFIG_FILE;
    if (!file || !fs.existsSync(file)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/json').send(fs.readFileSync(file, 'utf8'));
  });
  return middlewares;
}

/**
 * A remote's own page in development: /standalone-config.json with the API and the Auth emulator
 * where API_PORT/API_URL and AUTH_EMULATOR_PORT put them (see scripts/lib/standalone-config.cjs).
 */
function standaloneConfigMiddleware(appDir) {
  return (middlewares, devServer) => {
    devServer.app.get('/standalone-config.json', (req, res) => {
      const committed = JSON.parse(fs.readFileSync(path.join(appDir, 'public', 'standalone-config.json'), 'utf8'));
      res.setHeader('Cache-Control', 'no-cache');
      res.type('application/json').send(JSON.stringify(standaloneConfig(committed, process.env)));
    });
    return middlewares;
  };
}

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
    // is served by `npm run dev -w <remote>`).
    const usesHostRuntime = kind === 'remote' && isProd;

    const typescriptRule = {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      use: [
        // Production: styled-components' CSS without comments and indentation (loaders run
        // last to first, so this sees ts-loader's JavaScript).
        ...(isProd ? [path.join(__dirname, 'scripts', 'lib', 'minify-styled-css.cjs')] : []),
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
          ? [new StartupBundlePlugin(), new InlineStartupScriptPlugin({ entry: './src/warm.ts', mode, rules: [typescriptRule], extensions })]
          : []),
        new PublicFolderPlugin(path.join(appDir, 'public')),
        new DefinePlugin(defines),
        ...(firstViews ? [firstViews] : []),
        ...(remoteRoutes ? [new RoutesManifestPlugin(name, remoteRoutes.routes, firstViews)] : []),
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
      optimization: { moduleIds: isProd ? 'deterministic' : 'named' },
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
