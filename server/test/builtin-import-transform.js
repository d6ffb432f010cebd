// PGlite loads Node built-ins with `await import("fs/promises")`; jest's module sandbox cannot run a
// dynamic import without --experimental-vm-modules. Turning those into process.getBuiltinModule
// (Node >= 20.16; a plain `require` is shadowed inside PGlite's code) lets the real
// PGlite run in-process under jest, however jest is started.
const { createHash } = require('node:crypto');

const DYNAMIC_BUILTIN_IMPORT = /\bimport\((["'])((?:node:)?[a-z_/]+)\1\)/g;

module.exports = {
  process(source) {
    return { code: source.replace(DYNAMIC_BUILTIN_IMPORT, 'Promise.resolve(globalThis.process.getBuiltinModule($1$2$1))') };
  },
  getCacheKey(source, path) {
    return createHash('sha256').update('builtin-import-v2').update(path).update(source).digest('hex');
  },
};
