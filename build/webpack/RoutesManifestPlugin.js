const path = require('node:path');
const { usedExports } = require('./sharedUsage');

/**
 * Publishes a remote's route list beside its entry, so the shell learns pages without code. Each
 * route also names the script files of its page (`assets`, relative to the entry), so the shell
 * can fetch them while it starts, beside the remote's entry, instead of after it.
 */
class RoutesManifestPlugin {
  /**
   * @param {string} name
   * @param {object[]} routes
   * @param {object} [firstViews] what holds the signed-in pages' first views by path (`views`): the ServerPagesPlugin
   * @param {{ federation: string, shared: Record<string, string> }} [requires] what the remote needs
   *        of the shell that loads it (the federation runtime's major.minor, the version range of
   *        each shared singleton): the shell checks it before it loads any code of the build. The
   *        names it imports from `@storefront/shared` are added (`uses`), for the deploy's check
   */
  constructor(name, routes, firstViews, requires) {
    this.name = name;
    this.routes = routes;
    this.firstViews = firstViews; // a ServerPagesPlugin, or none
    this.requires = requires;
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
          // What the remote imports of the shared package: it runs on the shell's copy.
          const requires = this.requires ? { ...this.requires, uses: usedExports(compilation, '@storefront/shared') } : undefined;
          const manifest = { remote: this.name, ...(requires ? { requires } : {}), routes };
          compilation.emitAsset('routes.json', new RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}

module.exports = { RoutesManifestPlugin };
