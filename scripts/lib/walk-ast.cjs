// Visits every node of an acorn (ESTree) tree, depth first. `enter` returning false skips the
// node's children. Used by the styled-components CSS minifier and the bench's chunk splitter.
function walkAst(node, enter) {
  if (!node || typeof node.type !== 'string') return;
  if (enter(node) === false) return;
  for (const key of Object.keys(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    const child = node[key];
    if (Array.isArray(child)) child.forEach((item) => walkAst(item, enter));
    else if (child && typeof child === 'object') walkAst(child, enter);
  }
}

module.exports = { walkAst };
