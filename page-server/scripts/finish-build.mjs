// After `tsc -p tsconfig.build.json` (rootDir `..`): the page server is in dist/page-server/src and
// the shared modules it uses in dist/shared/src. Points the compiled `@storefront/shared/...`
// requires at the compiled files (the package's own exports point at TypeScript sources, for the
// bundlers), from the entries tsconfig.json's `paths` names, and writes the entry `dist/index.js`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, '..', 'dist');
const { paths } = JSON.parse(readFileSync(path.join(here, '..', 'tsconfig.json'), 'utf8')).compilerOptions;
// `../shared/src/x.ts` (from page-server/) is `dist/shared/src/x.js`.
const targets = Object.fromEntries(
  Object.entries(paths).map(([specifier, [source]]) => [specifier, path.join(dist, source.replace(/^\.\.\//, '').replace(/\.tsx?$/, '.js'))]),
);

function* jsFiles(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* jsFiles(full);
    else if (name.endsWith('.js')) yield full;
  }
}

let rewritten = 0;
for (const file of jsFiles(dist)) {
  const source = readFileSync(file, 'utf8');
  const next = source.replace(/require\("(@storefront\/shared(?:\/[\w-]+)*)"\)/g, (match, specifier) => {
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

writeFileSync(
  path.join(dist, 'index.js'),
  `"use strict";\n// Entry of the built page server: require('page-server') or import('page-server/dist/index.js')\nmodule.exports = require("./page-server/src/index.js");\n`,
);
console.log(`page server built: ${rewritten} file(s) re-pointed at the compiled shared modules, dist/index.js written`);
