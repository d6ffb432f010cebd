// Stands in for `use-sync-external-store/shim` (which swr imports): on React 18 and later the shim
// only hands back React's own useSyncExternalStore, and the storefront runs React 19, so the
// shim's fallback for older Reacts is left out (build/webpack/libraryTrims.js).
export { useSyncExternalStore } from 'react';
