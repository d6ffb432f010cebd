// `npm run lint`'s check of the message catalogues: every message the code of an app uses has its
// Bangla in the app's src/i18n/bn.json, and the catalogue holds nothing the code does not use
// (the build's messagesLoader fails on the same). Each message is also compiled, so a broken
// Bangla message fails here rather than in a browser.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { catalogueProblems, compileCatalogue } = require('../build/i18n/catalogue.js');

const APPS = ['shared', 'shell', 'catalogue-mfe', 'account-mfe', 'admin-mfe'];
let failed = false;
for (const app of APPS) {
  const file = path.join(app, 'src', 'i18n', 'bn.json');
  const catalogue = JSON.parse(fs.readFileSync(file, 'utf8'));
  const problems = catalogueProblems(path.join(app, 'src'), catalogue);
  try {
    compileCatalogue(catalogue);
  } catch (error) {
    problems.push(error.message);
  }
  if (problems.length) {
    failed = true;
    console.error(`${file} and the code disagree:\n  ${problems.join('\n  ')}`);
  }
}
process.exit(failed ? 1 : 0);
