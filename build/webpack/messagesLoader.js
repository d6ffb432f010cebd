// Compiles an app's Bangla catalogue (src/i18n/bn.json) into Lingui's compiled messages, and
// fails the build when the app's code and the catalogue disagree (build/i18n/catalogue.js).
const path = require('node:path');
const { compileCatalogue, catalogueProblems } = require('../i18n/catalogue');

module.exports = function messagesLoader(source) {
  const catalogue = JSON.parse(source);
  const srcDir = path.dirname(path.dirname(this.resourcePath));
  this.addContextDependency(srcDir);
  const problems = catalogueProblems(srcDir, catalogue);
  if (problems.length) {
    this.emitError(new Error(`${path.relative(process.cwd(), this.resourcePath)} and the code disagree:\n  ${problems.join('\n  ')}`));
  }
  return `export default ${JSON.stringify(compileCatalogue(catalogue))};`;
};
