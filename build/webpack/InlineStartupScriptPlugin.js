// A child compiler would inherit the app's ModuleFederationPlugin, which adds its runtime to every
// entry; a separate webpack compiler keeps the start-up script free of it.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * Writes the shell's start-up script (src/startup/script.ts) into index.html: it asks for the page at the
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

module.exports = { InlineStartupScriptPlugin };
