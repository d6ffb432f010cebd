// After `tsc -p tsconfig.build.json` (rootDir `..`): the server is in dist/server/src and the
// shared modules it uses in dist/shared/src. Points the compiled `@storefront/shared/...` requires
// at them (tsconfig.json's `paths` names each) and writes the entry `dist/main.js`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repointSharedRequires } from '../../build/tsc/repointShared.mjs';

const workspace = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const rewritten = repointSharedRequires(workspace);
writeFileSync(
  path.join(workspace, 'dist', 'main.js'),
  `"use strict";\n// Entry of the built API: node server/dist/main.js\nrequire("./server/src/main.js");\n`,
);
console.log(`build finished: ${rewritten} file(s) re-pointed at the compiled shared modules, dist/main.js written`);
