// Host side of "one federation runtime per page" (see README.md in this folder).
//
// A runtime plugin of the shell: the federation entry calls it while the shell's runtime starts,
// before any remote is loaded. It publishes the shell's bundler runtime on a global so each
// remote's remoteEntry.js can run on it instead of carrying its own copy (about 16 KB of gzip
// per remote entry).
/* global __webpack_require__, __MF_RUNTIME_VERSION__ */
import { HOST_RUNTIME_KEY } from './key.js';

export default function provideHostRuntime() {
  const federation = __webpack_require__.federation;
  const { runtime } = federation;
  globalThis[HOST_RUNTIME_KEY] = Object.freeze({
    version: __MF_RUNTIME_VERSION__,
    // `init` of @module-federation/runtime also makes the instance it creates the module's
    // default one (what `loadRemote()` and `registerRemotes()` use). A remote initialising on
    // the shell's runtime must not take that place from the shell, so it gets its own instance
    // without becoming the default.
    runtime: Object.freeze({
      ...runtime,
      init(options) {
        const existing = runtime.getInstance((instance) => instance.name === options.name);
        if (existing) {
          existing.initOptions({ ...options, id: options.id || '' });
          return existing;
        }
        return runtime.createInstance({ ...options, id: options.id || '' });
      },
    }),
    bundlerRuntime: federation.bundlerRuntime,
    attachShareScopeMap: federation.attachShareScopeMap,
  });
  return false; // nothing to register: this plugin only shares the runtime
}
