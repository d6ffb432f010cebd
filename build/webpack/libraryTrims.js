// What the storefront leaves out of its libraries: code a library carries for a case the
// storefront never has, replaced at build time by a small module that does what the storefront
// asks of it (each in stubs/, saying why). Every app's build takes these, in both modes.
const path = require('node:path');
const { NormalModuleReplacementPlugin } = require('webpack');

const STUBS = path.join(__dirname, 'stubs');

/**
 * resolve.alias entries: `use-sync-external-store/shim`, which swr imports, is React's own
 * useSyncExternalStore on React 18 and later (about 0.3 KB of gzip on every page).
 */
const libraryTrimAliases = () => ({
  'use-sync-external-store/shim$': path.join(STUBS, 'use-sync-external-store-shim.mjs'),
  'use-sync-external-store/shim/index.js$': path.join(STUBS, 'use-sync-external-store-shim.mjs'),
});

/** Plugins: stylis's vendor prefixer, which styled-components runs only when asked to (about 1.2 KB of gzip on every page). */
const libraryTrimPlugins = () => [new NormalModuleReplacementPlugin(/[\\/]stylis[\\/]src[\\/]Prefixer\.js$/, path.join(STUBS, 'stylis-no-prefixer.mjs'))];

module.exports = { libraryTrimAliases, libraryTrimPlugins };
