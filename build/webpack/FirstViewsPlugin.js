// Renders at build time with a webpack compiler of its own for Node (the app's compiler targets the
// browser and carries Module Federation).
const path = require('node:path');

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

module.exports = { FirstViewsPlugin };
