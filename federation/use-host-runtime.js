// Remote side of "one federation runtime per page" (see README.md in this folder).
//
// In a remote's production build this module stands in for
// @module-federation/webpack-bundler-runtime: the federation entry of remoteEntry.js imports it
// and runs the container on the runtime the shell published, so the remote entry carries no
// runtime of its own. The container-init step is the one piece a host build leaves out (it has
// nothing to expose), so it comes from this remote's build.
/* global __MF_RUNTIME_VERSION__ */
import { initContainerEntry } from 'storefront-federation-init-container-entry';
import { HOST_RUNTIME_KEY } from './key.js';

const host = globalThis[HOST_RUNTIME_KEY];
if (!host) {
  throw new Error(
    "This remote runs on the storefront shell's federation runtime, and no shell provided one. " +
      'Open it through the shell, or run it alone with `npm run dev -w <remote>`.',
  );
}
const [major, minor] = String(__MF_RUNTIME_VERSION__).split('.');
const [hostMajor, hostMinor] = String(host.version).split('.');
if (major !== hostMajor || minor !== hostMinor) {
  throw new Error(
    `This remote was built with @module-federation ${__MF_RUNTIME_VERSION__}, the shell runs ${host.version}: ` +
      "rebuild the remote with the shell's version (or ship the shell first).",
  );
}

export default {
  runtime: host.runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...host.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap: host.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
