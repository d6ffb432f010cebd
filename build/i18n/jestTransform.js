// Jest's side of build/webpack/messagesLoader.js: a test imports an app's Bangla catalogue
// compiled as the build compiles it (the agreement with the code is the build's and lint's check).
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { compileCatalogue } = require('./catalogue');

// Jest's cache key would ignore this transform's own code: a change to it or to the compiler compiles again.
const ownCode = ['jestTransform.js', 'catalogue.js'].map((file) => fs.readFileSync(path.join(__dirname, file), 'utf8')).join('\n');

module.exports = {
  process(source) {
    // Jest reads a .json module's transformed text as JSON, so the compiled catalogue stays JSON.
    return { code: JSON.stringify(compileCatalogue(JSON.parse(source))) };
  },
  getCacheKey(source, filename) {
    return createHash('sha256').update(ownCode).update('\0').update(filename).update('\0').update(source).digest('hex');
  },
};
