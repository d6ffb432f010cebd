// After `tsc -p tsconfig.build.json` (rootDir `..`): the server is in dist/server/src and the
// shared schemas in dist/shared/src. Point the compiled `@storefront/shared/...` requires at the
// compiled files (the package's own exports point at TypeScript sources, for the bundlers) and
// write the entry `dist/main.js`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const targets = {
  '@storefront/shared/schemas': path.join(dist, 'shared/src/schemas/index.js'),
  '@storefront/shared/endpoints': path.join(dist, 'shared/src/api/endpoints.js'),
  '@storefront/shared/escape-html': path.join(dist, 'shared/src/escapeHtml.js'),
  '@storefront/shared/preview-token': path.join(dist, 'shared/src/previewToken.js'),
};

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
  const next = source.replace(/require\("(@storefront\/shared(?:\/[\w-]+)?)"\)/g, (match, specifier) => {
    const target = targets[specifier];
    if (!target) throw new Error(`${file}: no compiled target for ${specifier}`);
    let relative = path.relative(path.dirname(file), target).split(path.sep).join('/');
    if (!relative.startsWith('.')) relative = `./${relative}`;
    return `require("${relative}")`;
  });
  if (next !== source) {
    writeFileSync(file, next);
    rewritten += 1;
  }
}

writeFileSync(path.join(dist, 'main.js'), `"use strict";\n// Entry of the built API: node server/dist/main.js\nrequire("./server/src/main.js");\n`);
console.log(`build finished: ${rewritten} file(s) re-pointed at the compiled shared schemas, dist/main.js written`);
