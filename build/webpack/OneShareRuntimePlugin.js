// Works around a gap the federation plugin names itself (a FIXME in its ConsumeSharedPlugin: "need
// to remove webpack internal inject ShareRuntimeModule, otherwise there will be two"): a build
// that shares modules carries webpack's own sharing runtime beside the federation plugin's, and
// the federation plugin's, which comes later in the same chunk, sets `__webpack_require__.I` again.
// webpack's copy never runs, yet it lists every shared module once more: about 0.25 KB of gzip
// in the shell's app script and again in each remote's remoteEntry.js. This leaves it out of every
// chunk that has the federation plugin's own; a build without that one keeps webpack's.
const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');

class OneShareRuntimePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('OneShareRuntimePlugin', (compilation) => {
      compilation.hooks.afterRuntimeRequirements.tap('OneShareRuntimePlugin', () => {
        const { chunkGraph } = compilation;
        for (const chunk of compilation.chunks) {
          const sharing = [...chunkGraph.getChunkRuntimeModulesIterable(chunk)].filter((module) => module.name === 'sharing');
          const federations = sharing.filter((module) => !(module instanceof WebpackShareRuntimeModule));
          if (federations.length === 0) continue;
          for (const module of sharing) if (module instanceof WebpackShareRuntimeModule) chunkGraph.disconnectChunkAndRuntimeModule(chunk, module);
        }
      });
    });
  }
}

module.exports = { OneShareRuntimePlugin };
