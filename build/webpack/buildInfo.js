// What a build says about itself, and the production builds of libraries whose export map
// names only their development build.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');
const REACT_ROUTER_PRODUCTION = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [ROOT] })), 'dist', 'production');

/**
 * Which build of an app is running, e.g. `catalogue@1.0.0` or the BUILD_ID a deploy sets (a
 * commit, a release tag). Remotes show it as `data-build` on their pages, so an operator (and
 * the independent-deploy test) can see which version the running shell is serving.
 */
function buildId(name, appDir, env = process.env) {
  if (env.BUILD_ID) return env.BUILD_ID;
  const { version } = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  return `${name}@${version}`;
}

/**
 * resolve.alias entries of a production build: react-router's export map names only its
 * development build (its warnings on, their texts in the bundle); a production build takes the
 * one its package ships beside it.
 */
const productionAliases = () => ({
  'react-router$': path.join(REACT_ROUTER_PRODUCTION, 'index.mjs'),
  'react-router/dom$': path.join(REACT_ROUTER_PRODUCTION, 'dom-export.mjs'),
});

module.exports = { buildId, productionAliases };
