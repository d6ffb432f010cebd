// Builds an app's server pages (shared/src/host/serverPages.tsx) beside its browser build: its
// `src/pages.server.tsx`, compiled for Node by a webpack compiler of its own into one
// self-contained file, `pages.cjs` (React, styled-components and the app's components inside:
// a published build's folder has no node_modules, and the page server loads it from the build's
// URL). It is published with the build, so a deploy, a canary or a rollback of the app changes
// the HTML of the app's pages with its code.
const path = require('node:path');
const fs = require('node:fs');

/** The file the page server asks a build for. */
const SERVER_PAGES_FILE = 'pages.cjs';

class ServerPagesPlugin {
  constructor(options) {
    this.options = options; // { entry, appDir, rules, extensions, defines }
    this.source = undefined;
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
          resolve({ source: fs.readFileSync(path.join(outDir, SERVER_PAGES_FILE)), files: [...stats.compilation.fileDependencies] });
        });
      });
    compiler.hooks.beforeCompile.tapPromise(name, async () => {
      const { source, files } = await build();
      this.source = source;
      this.files = files;
    });
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      for (const file of this.files ?? []) compilation.fileDependencies.add(file);
      compilation.hooks.processAssets.tap({ name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (this.source) compilation.emitAsset(SERVER_PAGES_FILE, new webpack.sources.RawSource(this.source));
      });
    });
  }
}

module.exports = { ServerPagesPlugin, SERVER_PAGES_FILE };
