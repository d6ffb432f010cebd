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

/**
 * Plugins: stylis's vendor prefixer, which styled-components runs only when asked to (about 1.2 KB
 * of gzip on every page); the federation runtime's sentence per error code, whose code and docs
 * link stay in every message (about 0.45 KB).
 */
const libraryTrimPlugins = () => [
  new NormalModuleReplacementPlugin(/[\\/]stylis[\\/]src[\\/]Prefixer\.js$/, path.join(STUBS, 'stylis-no-prefixer.mjs')),
  new NormalModuleReplacementPlugin(
    /[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.[cm]?js$/,
    path.join(STUBS, 'federation-error-descriptions.mjs'),
  ),
];

module.exports = { libraryTrimAliases, libraryTrimPlugins };
