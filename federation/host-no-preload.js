// Stands in for the federation runtime's asset preloader (utils/preload.js) in the shell's build.
//
// Only `preloadRemote()` uses it, and the shell never calls that: it preloads a page's files
// itself, from the route list (shell/src/startup/run.ts). Leaving it out saves about
// 1 KB of gzip on every page. The two helpers other code may call keep their behaviour.
const NOT_HERE = 'preloadRemote() is not available in the storefront shell: it preloads pages from routes.json.';

export function defaultPreloadArgs(preloadConfig) {
  return { resourceCategory: 'sync', share: true, depsRemote: true, recordPreloadedAssets: true, ...preloadConfig };
}

export function normalizePreloadExposes(exposes) {
  if (!exposes) return [];
  return exposes.map((expose) => (expose !== '.' && expose.startsWith('./') ? expose.replace('./', '') : expose));
}

export function formatPreloadArgs() {
  throw new Error(NOT_HERE);
}

export async function preloadAssets() {
  throw new Error(NOT_HERE);
}
