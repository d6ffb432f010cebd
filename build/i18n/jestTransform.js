// Jest's side of build/webpack/messagesLoader.js: a test imports an app's Bangla catalogue
// compiled as the build compiles it (the agreement with the code is the build's and lint's check).
const { compileCatalogue } = require('./catalogue');

module.exports = {
  process(source) {
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(compileCatalogue(JSON.parse(source)))} };` };
  },
};
