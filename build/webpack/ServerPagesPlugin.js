// Builds an app's server pages (shared/src/host/serverPages.tsx) beside its browser build: its
// `src/pages.server.tsx`, compiled for Node by a webpack compiler of its own into one
// self-contained file, `pages.cjs` (React, styled-components and the app's components inside:
// a published build's folder has no node_modules, and the page server loads it from the build's
// URL). It is published with the build, so a deploy, a canary or a rollback of the app changes
// the HTML of the app's pages with its code.
//
// The module is the one place an app renders HTML in Node. Its default export renders its public
// pages for each request (the page server); its `firstViews` export, when it has one, holds its
// signed-in pages' first views, rendered when the module is loaded here, at build time (the
// server cannot know who is signed in): a remote's go into its routes.json (RoutesManifestPlugin
// reads `views`), the shell's frames into first-views.json. A module with no pages to render
// (no default export: the account's) is not published.
const path = require('node:path');
const fs = require('node:fs');

/** The file the page server asks a build for. */
const SERVER_PAGES_FILE = 'pages.cjs';

/** Loads a built module from its file, afresh (a rebuild in watch mode writes the same path). */
function load(file) {
  delete require.cache[file];
  return require(file);
}

class ServerPagesPlugin {
  constructor(options) {
    this.options = options; // { entry, appDir, rules, extensions, defines, emitViews? (a file for the first views: the shell's) }
    this.source = undefined;
    /** The module's first views (its `firstViews` export), by path. */
    this.views = {};
  }
  apply(compiler) {
    const { webpack } = compiler;
    const name = 'ServerPagesPlugin';
    const { entry, appDir, rules, extensions, defines } = this.options;
    const outDir = path.join(appDir, 'node_modules', '.cache', 'server-pages');
    const build = () =>
      new Promise((resolve, reject) => {
        const pagesCompiler = webpack({
          mode: 'production',
          target: 'node',
          context: appDir,
          entry,
          devtool: false,
          cache: false,
          output: {
            path: outDir,
            filename: SERVER_PAGES_FILE,
            library: { type: 'commonjs2' },
            // Pictures are the build's own, under the folder the page server names for the build:
            // a slot that serverPages() fills (see shared/src/host/serverPages.tsx, ASSET_BASE).
            publicPath: '\u0001base\u0001',
            assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
            clean: true,
          },
          resolve: { extensions },
          module: { rules: [...rules, { test: /\.(png|jpe?g|webp|avif|svg)$/i, type: 'asset/resource', generator: { emit: false } }] },
          // Read once and kept by the page server: small enough, and readable in a stack trace.
          optimization: { minimize: false, splitChunks: false },
          plugins: [new webpack.DefinePlugin(defines), new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
          performance: { hints: false },
          infrastructureLogging: { level: 'error' },
        });
        pagesCompiler.run((error, stats) => {
          pagesCompiler.close(() => undefined);
          if (error) return reject(error);
          if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
          const file = path.join(outDir, SERVER_PAGES_FILE);
          try {
            const exported = load(file);
            const pages = exported.default;
            resolve({
              source: pages && typeof pages.renderPage === 'function' ? fs.readFileSync(file) : undefined,
              views: exported.firstViews ?? {},
              files: [...stats.compilation.fileDependencies],
            });
          } catch (loadError) {
            reject(loadError);
          }
        });
      });
    compiler.hooks.beforeCompile.tapPromise(name, async () => {
      const { source, views, files } = await build();
      this.source = source;
      this.views = views;
      this.files = files;
    });
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      for (const file of this.files ?? []) compilation.fileDependencies.add(file);
      compilation.hooks.processAssets.tap({ name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (this.source) compilation.emitAsset(SERVER_PAGES_FILE, new webpack.sources.RawSource(this.source));
        if (this.options.emitViews) compilation.emitAsset(this.options.emitViews, new webpack.sources.RawSource(JSON.stringify(this.views)));
      });
    });
  }
}

module.exports = { ServerPagesPlugin, SERVER_PAGES_FILE };
