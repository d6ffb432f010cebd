// After `tsc -p tsconfig.build.json` (rootDir `..`): the page server is in dist/page-server/src and
// the shared modules it uses in dist/shared/src. Points the compiled `@storefront/shared/...`
// requires at them and writes the entry `dist/index.js`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repointSharedRequires } from '../../build/tsc/repointShared.mjs';

const workspace = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const rewritten = repointSharedRequires(workspace);
writeFileSync(
  path.join(workspace, 'dist', 'index.js'),
  `"use strict";\n// Entry of the built page server: require('page-server') or import('page-server/dist/index.js')\nmodule.exports = require("./page-server/src/index.js");\n`,
);
console.log(`page server built: ${rewritten} file(s) re-pointed at the compiled shared modules, dist/index.js written`);
