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

  it('leaves a module without such components as it is, and applies to react-router production modules only', () => {
    const plain = 'export const x = 1;\nfoo.displayName = "Foo";\n';
    assert.equal(markPureComponents(plain), plain);
    assert.match('/app/node_modules/react-router/dist/production/chunk-7RTFRKQW.mjs', unusedRouterComponentsRule.test);
    assert.doesNotMatch('/app/node_modules/react-router/dist/development/chunk-7RTFRKQW.mjs', unusedRouterComponentsRule.test);
  });
});
