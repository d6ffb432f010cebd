// A webpack loader for libraries that define React components at their module's top level with
// `var X = React.forwardRef(…)` / `React.memo(…)` and then `X.displayName = "X"`, or with
// `var X = class extends React.Component {…}` and then `X.contextType = SomeContext`: those
// statements count as side effects, so a production build keeps every such component, used or
// not, and everything it references (react-router's <Link>, <NavLink> and <Form> bring its
// framework-mode prefetching: about 3 KB of gzip on every page of the storefront, which links with
// its own; the error boundary of its data routers brings their redirects from server components:
// about 0.9 KB). This marks those calls `/* @__PURE__ */` and moves each such static property into
// the same expression (`Object.assign(component, { displayName })`), so the minifier drops a
// component nothing uses. Only top-level `var`/`const`/`let` declarations whose whole initializer
// is one such call or class are touched, and a property moves only when its value is a literal
// (a `displayName`) or a name the module declared before the component (a class's
// `contextType`), so it has the same value there: the code keeps its meaning.
const { parse } = require('acorn');

const FACTORIES = new Set(['forwardRef', 'memo']);

/** `React10.forwardRef(…)` or `forwardRef(…)`: the factory's name, else null. */
function factoryOf(node) {
  if (node?.type !== 'CallExpression') return null;
  const callee = node.callee;
  const name = callee.type === 'MemberExpression' && !callee.computed ? callee.property.name : callee.type === 'Identifier' ? callee.name : null;
  return FACTORIES.has(name) ? name : null;
}

/** The names a top-level statement declares. */
function declaredBy(statement) {
  if (statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') return statement.id ? [statement.id.name] : [];
  if (statement.type !== 'VariableDeclaration') return [];
  return statement.declarations.filter((declaration) => declaration.id.type === 'Identifier').map((declaration) => declaration.id.name);
}

/** The source with the pure marks and the static properties' moves; unchanged when it has none. */
function markPureComponents(source) {
  const ast = parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const components = new Map(); // name -> { init, isClass, index }
  const declaredAt = new Map(); // top-level name -> the index of its statement
  ast.body.forEach((statement, index) => {
    for (const name of declaredBy(statement)) if (!declaredAt.has(name)) declaredAt.set(name, index);
    if (statement.type !== 'VariableDeclaration' || statement.declarations.length !== 1) return;
    const [declaration] = statement.declarations;
    if (declaration.id.type !== 'Identifier' || !declaration.init) return;
    const isClass = declaration.init.type === 'ClassExpression';
    if (isClass || factoryOf(declaration.init)) components.set(declaration.id.name, { init: declaration.init, isClass, index });
  });
  if (components.size === 0) return source;
  const edits = []; // { at, remove, insert }
  const moved = new Map(); // name -> { property: value source }
  for (const statement of ast.body) {
    // X.displayName = "X";  X.contextType = SomeContext;
    const expression = statement.type === 'ExpressionStatement' ? statement.expression : null;
    if (
      expression?.type !== 'AssignmentExpression' ||
      expression.operator !== '=' ||
      expression.left.type !== 'MemberExpression' ||
      expression.left.computed ||
      expression.left.object.type !== 'Identifier' ||
      !components.has(expression.left.object.name)
    )
      continue;
    const name = expression.left.object.name;
    const component = components.get(name);
    const property = expression.left.property.name;
    const value = expression.right;
    const movable = component.isClass
      ? property === 'contextType' && value.type === 'Identifier' && declaredAt.get(value.name) < component.index
      : property === 'displayName' && value.type === 'Literal' && typeof value.value === 'string';
    const properties = moved.get(name) ?? {};
    if (!movable || property in properties) continue;
    properties[property] = source.slice(value.start, value.end);
    moved.set(name, properties);
    edits.push({ at: statement.start, remove: statement.end - statement.start, insert: '' });
  }
  for (const [name, { init, isClass }] of components) {
    const properties = moved.get(name);
    if (!properties) {
      // A class alone is dropped when unused; a factory's call needs the mark.
      if (!isClass) edits.push({ at: init.start, remove: 0, insert: '/* @__PURE__ */ ' });
      continue;
    }
    // Object.assign(React.forwardRef(…), { displayName }) keeps the properties, in one pure expression.
    const assigned = Object.entries(properties).map(([property, value]) => `${property}: ${value}`);
    edits.push({ at: init.start, remove: 0, insert: `/* @__PURE__ */ Object.assign(${isClass ? '' : '/* @__PURE__ */ '}` });
    edits.push({ at: init.end, remove: 0, insert: `, { ${assigned.join(', ')} })` });
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
