// Stands in for the federation runtime's manifest/snapshot loader in the shell's build.
//
// The shell registers every remote by its remoteEntry.js (config.json), never by an
// mf-manifest.json, and the runtime's snapshot plugin is off (experiments.optimization
// .disableSnapshot), yet the runtime still constructs the loader and keeps its code: about 2 KB
// of gzip on every page. This module keeps the two things the rest of the runtime touches (the
// handler's plugin hooks and manifest cache, and the global remote info used when a remote is
// registered again) and refuses the manifest path clearly instead of carrying it.
const NO_SNAPSHOT = Object.freeze({ hostGlobalSnapshot: undefined, globalSnapshot: undefined, remoteSnapshot: undefined });

export function getGlobalRemoteInfo() {
  return NO_SNAPSHOT;
}

export class SnapshotHandler {
  constructor() {
    this.manifestCache = new Map();
    // A plugin system with no hooks of its own: registering a plugin on it is a no-op.
    this.hooks = { lifecycle: {}, lifecycleKeys: [], registerPlugins: {}, applyPlugin() {}, removePlugin() {} };
  }

  async loadRemoteSnapshotInfo({ moduleInfo }) {
    throw new Error(
      `The storefront shell loads remotes by their remoteEntry.js, not by manifest (asked for "${moduleInfo?.name}"): ` +
        'point config.json at remoteEntry.js.',
    );
  }
}
