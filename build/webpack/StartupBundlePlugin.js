// Works around a gap: Module Federation has no public API that lists the chunks providing a shared
// module, so this reads the chunk graph and its provide-shared modules by class name.
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * The shell's first page needs more than main.js: its bootstrap chunk and the shared libraries it
 * uses (react, react-dom, styled-components, swr, @storefront/shared), which the federation
 * runtime would ask for only once main.js has run. The list is read from the compilation: the
 * `bootstrap` chunk group, then, repeatedly, the chunks that provide each shared module those
 * chunks consume. They and main.js become one file, `app.<hash>.js`, which the inline start-up
 * script downloads from the start and runs once the page's first view has painted
 * (shell/src/startup/script.ts, shell/src/startup/run.ts).
 */
class StartupBundlePlugin {
  /**
   * @param {{ startupGlobal?: string }} [options] the `window` property the start-up script sets
   *   (shell/src/startup/contract.json): the fallback script runs the app only when it is absent.
   */
  constructor({ startupGlobal = '__storefrontStartup' } = {}) {
    this.startupGlobal = startupGlobal;
  }

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
        // low-priority preload) and runs it once the page's first view has painted (run.ts):
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
        const fallbackSource = `/* Runs the app where a Content-Security-Policy refused the inline start-up script. */\n(function(){if(window[${JSON.stringify(this.startupGlobal)}])return;var s=document.createElement('script');s.src=${JSON.stringify(`/${app}`)};document.head.appendChild(s)})();\n`;
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
 * Whether a chunk may be one the app script joins: the bootstrap's or a shared library's (the
 * plugin joins the libraries' chunks the bootstrap consumes).
 */
function isStartupChunk(chunk) {
  for (const group of chunk.groupsIterable) {
    if (group.name === 'bootstrap') return true;
    if (group.origins.some((origin) => origin.module?.constructor.name === 'ProvideSharedModule')) return true;
  }
  return false;
}

/**
 * A splitChunks cache group for the shell: a module of `@storefront/shared` that two of the
 * chunks the app script joins both hold (the shell imports it by a subpath, the shared index
 * bundles it too) goes into a chunk of its own, so that the app script carries it once.
 */
const startupSharedModules = {
  test: /[\\/]shared[\\/]src[\\/]/,
  chunks: isStartupChunk,
  minChunks: 2,
  minSize: 0,
  priority: 10,
  reuseExistingChunk: true,
};

module.exports = { StartupBundlePlugin, startupSharedModules };
