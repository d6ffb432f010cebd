// A webpack loader for libraries that define React components at their module's top level with
// `var X = React.forwardRef(…)` / `React.memo(…)` and then `X.displayName = "X"`: both statements
// count as side effects, so a production build keeps every such component, used or not, and
// everything it references (react-router's <Link>, <NavLink> and <Form> bring its framework-mode
// prefetching: about 3 KB of gzip on every page of the storefront, which links with its own).
// This marks those calls `/* @__PURE__ */` and moves each `displayName` into the call, so the
// minifier drops a component nothing imports. Only top-level `var`/`const`/`let` declarations
// whose whole initializer is one such call are touched; the code keeps its meaning.
const { parse } = require('acorn');

const FACTORIES = new Set(['forwardRef', 'memo']);

/** `React10.forwardRef(…)` or `forwardRef(…)`: the factory's name, else null. */
function factoryOf(node) {
  if (node?.type !== 'CallExpression') return null;
  const callee = node.callee;
  const name = callee.type === 'MemberExpression' && !callee.computed ? callee.property.name : callee.type === 'Identifier' ? callee.name : null;
  return FACTORIES.has(name) ? name : null;
}

/** The source with the pure marks and the displayName moves; unchanged when it has none. */
function markPureComponents(source) {
  const ast = parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const components = new Map(); // name -> the declaration's call
  for (const statement of ast.body) {
    if (statement.type !== 'VariableDeclaration' || statement.declarations.length !== 1) continue;
    const [declaration] = statement.declarations;
    if (declaration.id.type === 'Identifier' && factoryOf(declaration.init)) components.set(declaration.id.name, declaration.init);
  }
  if (components.size === 0) return source;
  const edits = []; // { at, remove, insert }
  const named = new Map();
  for (const statement of ast.body) {
    // X.displayName = "X";
    const expression = statement.type === 'ExpressionStatement' ? statement.expression : null;
    if (
      expression?.type === 'AssignmentExpression' &&
      expression.operator === '=' &&
      expression.left.type === 'MemberExpression' &&
      !expression.left.computed &&
      expression.left.object.type === 'Identifier' &&
      components.has(expression.left.object.name) &&
      expression.left.property.name === 'displayName' &&
      expression.right.type === 'Literal' &&
      typeof expression.right.value === 'string' &&
      !named.has(expression.left.object.name)
    ) {
      named.set(expression.left.object.name, expression.right.value);
      edits.push({ at: statement.start, remove: statement.end - statement.start, insert: '' });
    }
  }
  for (const [name, call] of components) {
    const displayName = named.get(name);
    if (displayName === undefined) {
      edits.push({ at: call.start, remove: 0, insert: '/* @__PURE__ */ ' });
      continue;
    }
    // Object.assign(React.forwardRef(…), { displayName }) keeps the name, in one pure expression.
    edits.push({ at: call.start, remove: 0, insert: `/* @__PURE__ */ Object.assign(/* @__PURE__ */ ` });
    edits.push({ at: call.end, remove: 0, insert: `, { displayName: ${JSON.stringify(displayName)} })` });
  }
  edits.sort((a, b) => b.at - a.at);
  let out = source;
  for (const edit of edits) out = out.slice(0, edit.at) + edit.insert + out.slice(edit.at + edit.remove);
  return out;
}

module.exports = function pureComponentsLoader(source) {
  return markPureComponents(source);
};
module.exports.markPureComponents = markPureComponents;
/** The production rule: react-router's components a page does not use are left out. */
module.exports.unusedRouterComponentsRule = { test: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/, use: [__filename] };
