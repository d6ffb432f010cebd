// For the Node workspaces compiled by `tsc` (the API server, the page server): their build puts
// the shared modules they use beside them (rootDir `..`: dist/<workspace>/src and dist/shared/src).
// Points each compiled `require("@storefront/shared/...")` at the compiled file, from the entries the
// workspace's tsconfig.json `paths` name (the package's own exports point at TypeScript sources,
// for the bundlers). Throws on a shared entry the paths do not name.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function* jsFiles(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* jsFiles(full);
    else if (name.endsWith('.js')) yield full;
  }
}

/** Rewrites the requires under `dist` for the workspace at `workspaceDir`; answers how many files changed. */
export function repointSharedRequires(workspaceDir, dist = path.join(workspaceDir, 'dist')) {
  const { paths } = JSON.parse(readFileSync(path.join(workspaceDir, 'tsconfig.json'), 'utf8')).compilerOptions;
  // `../shared/src/x.ts` (from the workspace) is `dist/shared/src/x.js`.
  const targets = Object.fromEntries(
    Object.entries(paths).map(([specifier, [source]]) => [specifier, path.join(dist, source.replace(/^\.\.\//, '').replace(/\.tsx?$/, '.js'))]),
  );
  let rewritten = 0;
  for (const file of jsFiles(dist)) {
    const source = readFileSync(file, 'utf8');
    const next = source.replace(/require\("(@storefront\/shared(?:\/[\w-]+)*)"\)/g, (_match, specifier) => {
      const target = targets[specifier];
      if (!target) throw new Error(`${file}: no compiled target for ${specifier} (add it to tsconfig.json's paths)`);
      let relative = path.relative(path.dirname(file), target).split(path.sep).join('/');
      if (!relative.startsWith('.')) relative = `./${relative}`;
      return `require("${relative}")`;
    });
    if (next !== source) {
      writeFileSync(file, next);
      rewritten += 1;
    }
  }
  return rewritten;
}
