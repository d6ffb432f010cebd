// What a build uses of a package, and what a package's entry offers, read from webpack's own
// module graph: for the contract between the shell and the remotes (README: Deploying one remote
// on its own). A remote runs on the shell's copy of `@storefront/shared`, so each name it imports
// from it must be one the live shell's copy exports.

/** The build's modules, those inside a concatenated module too (after optimization). */
function* modulesOf(compilation) {
  for (const module of compilation.modules) {
    yield module;
    if (Array.isArray(module.modules)) yield* module.modules;
    else if (module.modules instanceof Set) yield* module.modules;
  }
}

/** The names the build's modules import (or re-export) from `request`, sorted. Call it at `seal` or later. */
function usedExports(compilation, request) {
  const names = new Set();
  for (const module of modulesOf(compilation)) {
    for (const dependency of module.dependencies ?? []) {
      if (dependency.request !== request) continue;
      const type = dependency.constructor?.name;
      if (type !== 'HarmonyImportSpecifierDependency' && type !== 'HarmonyExportImportedSpecifierDependency') continue;
      const ids = typeof dependency.getIds === 'function' ? dependency.getIds(compilation.moduleGraph) : dependency.ids;
      if (Array.isArray(ids) && typeof ids[0] === 'string') names.add(ids[0]);
    }
  }
  return [...names].sort();
}

/** The names the module at `resource` exports (its own and those it re-exports), sorted; null when the build has no such module. */
function providedExports(compilation, resource) {
  for (const module of modulesOf(compilation)) {
    if (module.resource !== resource) continue;
    const provided = compilation.moduleGraph.getProvidedExports(module);
    return Array.isArray(provided) ? [...provided].sort() : null;
  }
  return null;
}

module.exports = { usedExports, providedExports };
