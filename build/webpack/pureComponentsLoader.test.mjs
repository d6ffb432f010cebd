import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';

const require = createRequire(import.meta.url);
const { markPureComponents, unusedRouterComponentsRule } = require('./pureComponentsLoader.js');
// The minifier webpack runs in production (terser-webpack-plugin's terser).
const { minify } = require('terser');

const LIBRARY = `import * as React10 from 'react';
function usePrefetch() { globalThis.prefetched = 'PREFETCH_CODE'; }
var Link = React10.forwardRef(function LinkWithRef(props, ref) { usePrefetch(); return React10.createElement('a', { ...props, ref }); });
Link.displayName = "Link";
var Memo = React10.memo(function Thing() { return null; });
function useHref(to) { return to; }
export { Link, Memo, useHref };
`;

/** The module as a page bundles it when it imports `used` only: minified, the rest unreferenced. */
async function bundled(source, used) {
  const body = source.replace(/export \{[^}]*\};/, `export { ${used} };`);
  const { code } = await minify(body, { module: true, compress: { passes: 2 }, mangle: false });
  return code;
}

describe('pureComponentsLoader', () => {
  it('marks top-level forwardRef and memo components pure and keeps their displayName in the same expression', () => {
    const out = markPureComponents(LIBRARY);
    assert.match(out, /var Link = \/\* @__PURE__ \*\/ Object\.assign\(\/\* @__PURE__ \*\/ React10\.forwardRef\(/);
    assert.match(out, /, \{ displayName: "Link" \}\);/);
    assert.doesNotMatch(out, /Link\.displayName =/);
    assert.match(out, /var Memo = \/\* @__PURE__ \*\/ React10\.memo\(/);
  });

  it('lets the minifier drop a component nothing imports, with what only it uses', async () => {
    assert.match(await bundled(LIBRARY, 'useHref'), /PREFETCH_CODE/, 'without the loader the unused Link stays');
    const out = await bundled(markPureComponents(LIBRARY), 'useHref');
    assert.doesNotMatch(out, /PREFETCH_CODE|forwardRef|memo/);
    const kept = await bundled(markPureComponents(LIBRARY), 'Link');
    assert.match(kept, /PREFETCH_CODE/);
    assert.match(kept, /displayName:"Link"/);
  });

  it("moves a class component's contextType into its definition, so an unused error boundary and what it renders go", async () => {
    const library = `import * as React2 from 'react';
var Flag = React2.createContext(false);
function Redirects() { globalThis.redirected = 'REDIRECT_CODE'; return null; }
var Boundary = class extends React2.Component {
  render() { return this.context ? React2.createElement(Redirects) : 'BOUNDARY_CODE'; }
};
Boundary.contextType = Flag;
function useHref(to) { return to; }
export { Boundary, useHref };
`;
    const out = markPureComponents(library);
    assert.match(out, /var Boundary = \/\* @__PURE__ \*\/ Object\.assign\(class extends React2\.Component/);
    assert.match(out, /, \{ contextType: Flag \}\);/);
    assert.doesNotMatch(out, /Boundary\.contextType =/);
    assert.match(await bundled(library, 'useHref'), /BOUNDARY_CODE/, 'without the loader the unused boundary stays');
    assert.doesNotMatch(await bundled(out, 'useHref'), /BOUNDARY_CODE|REDIRECT_CODE/);
    const kept = await bundled(out, 'Boundary');
    assert.match(kept, /BOUNDARY_CODE/);
    assert.match(kept, /contextType:Flag/);
  });

  it("leaves a class's static property where it is when its value is not a name declared before the class", () => {
    const library = `import * as React2 from 'react';
var Boundary = class extends React2.Component {};
Boundary.contextType = Later;
var Other = class extends React2.Component {};
Other.contextType = makeContext();
var Later = React2.createContext(null);
export { Boundary, Other };
`;
    assert.equal(markPureComponents(library), library);
  });

  it('leaves a module without such components as it is, and applies to react-router production modules only', () => {
    const plain = 'export const x = 1;\nfoo.displayName = "Foo";\n';
    assert.equal(markPureComponents(plain), plain);
    assert.match('/app/node_modules/react-router/dist/production/chunk-7RTFRKQW.mjs', unusedRouterComponentsRule.test);
    assert.doesNotMatch('/app/node_modules/react-router/dist/development/chunk-7RTFRKQW.mjs', unusedRouterComponentsRule.test);
  });
});
