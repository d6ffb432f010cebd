// A webpack loader that minifies the CSS inside styled-components' template literals
// (styled.x`…`, styled(X)`…`, styled.x.attrs(…)`…`, css`…`, createGlobalStyle`…`, keyframes`…`).
// styled-components ships that text as written, comments and indentation included, in every
// production chunk; this removes comments and the whitespace CSS does not need. It runs on the
// JavaScript ts-loader emits, parsed with acorn (which webpack already brings).
//
// Safe by construction: quoted strings are kept as they are; whitespace is only removed next to
// `{ } ; ,` (and after `:`) or collapsed to one space; whitespace at an interpolation's edge is kept (it may
// separate two values); a template containing `//` (a URL, or a line comment that newlines
// would then extend) is left untouched.
const { parse } = require('acorn');
const { walkAst } = require('../../scripts/lib/walk-ast.cjs');

const TAGS = new Set(['css', 'createGlobalStyle', 'keyframes']);

function isStyledTag(node) {
  if (!node) return false;
  if (node.type === 'Identifier') return node.name === 'styled' || TAGS.has(node.name);
  if (node.type === 'MemberExpression') {
    // styled.div, and styled.div.attrs / .withConfig (called below)
    return isStyledTag(node.object);
  }
  if (node.type === 'CallExpression') return isStyledTag(node.callee); // styled(Button), x.attrs({...})
  return false;
}

const NO_SPACE_BEFORE = new Set(['{', '}', ';', ',']);
const NO_SPACE_AFTER = new Set(['{', '}', ';', ':', ',']);

/** Minifies one piece of CSS between interpolations. `first`/`last`: the template's own edges. */
function minifyPiece(raw, first, last) {
  let out = '';
  let i = 0;
  while (i < raw.length) {
    const ch = raw[i];
    if (ch === '"' || ch === "'") {
      const end = raw.indexOf(ch, i + 1);
      const stop = end === -1 ? raw.length : end + 1;
      out += raw.slice(i, stop);
      i = stop;
      continue;
    }
    const isComment = ch === '/' && raw[i + 1] === '*';
    if (!isComment && !/\s/.test(ch)) {
      out += ch;
      i++;
      continue;
    }
    // A run of whitespace and comments: nothing, or one space where two words would otherwise meet.
    while (i < raw.length) {
      if (/\s/.test(raw[i])) i++;
      else if (raw[i] === '/' && raw[i + 1] === '*') {
        const end = raw.indexOf('*/', i + 2);
        i = end === -1 ? raw.length : end + 2;
      } else break;
    }
    const before = out[out.length - 1];
    const after = raw[i];
    const atStart = before === undefined;
    const atEnd = after === undefined;
    if ((atStart && first) || (atEnd && last)) continue;
    if ((before !== undefined && NO_SPACE_AFTER.has(before)) || (after !== undefined && NO_SPACE_BEFORE.has(after))) continue;
    out += ' ';
  }
  return out;
}

function minifyTemplate(quasis) {
  const raws = quasis.map((q) => q.value.raw);
  if (raws.some((raw) => raw.includes('//') || raw.includes('`'))) return null;
  return raws.map((raw, i) => minifyPiece(raw, i === 0, i === raws.length - 1));
}

function minifyStyledCss(source) {
  let ast;
  try {
    ast = parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  } catch {
    return source; // not something we understand: leave it
  }
  const edits = [];
  walkAst(ast, (node) => {
    if (node.type === 'TaggedTemplateExpression' && isStyledTag(node.tag)) {
      const minified = minifyTemplate(node.quasi.quasis);
      if (minified) node.quasi.quasis.forEach((q, i) => edits.push({ start: q.start, end: q.end, text: minified[i] }));
    }
  });
  if (!edits.length) return source;
  edits.sort((a, b) => b.start - a.start);
  let out = source;
  for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

module.exports = function minifyStyledCssLoader(source) {
  return minifyStyledCss(source);
};
module.exports.minifyStyledCss = minifyStyledCss;
