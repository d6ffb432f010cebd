// The storefront's message catalogues (shared/src/i18n/translate.ts): each app's `src/i18n/bn.json`
// maps a message's English text (its id, as the code writes it in `t('…')`, `msg('…')` or
// `plural(n, { one, other })`) to its Bangla. The build compiles it with Lingui's compiler and fails when the code
// and the catalogue disagree: a message the code uses that has no Bangla, or Bangla for a message
// no code uses.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');

/** `plural()`'s id for its English forms (as shared/src/i18n/translate.ts pluralId). */
const pluralId = (one, other) => `{count, plural, one {${one}} other {${other}}}`;

/** Compiles a catalogue's messages; an invalid message throws, naming its id. */
function compileCatalogue(messages) {
  const compiled = {};
  for (const [id, text] of Object.entries(messages)) {
    if (typeof text !== 'string' || !text.trim()) throw new Error(`The Bangla of "${id}" is empty.`);
    try {
      compiled[id] = compileMessageOrThrow(text);
    } catch (error) {
      throw new Error(`The Bangla of "${id}" is not a valid message: ${error.message}`, { cause: error });
    }
  }
  return compiled;
}

const literal = (node) => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined);

function pluralForms(node) {
  if (!node || !ts.isObjectLiteralExpression(node)) return undefined;
  const forms = {};
  for (const property of node.properties) {
    if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name)) forms[property.name.text] = literal(property.initializer);
  }
  return forms.one !== undefined && forms.other !== undefined ? pluralId(forms.one, forms.other) : undefined;
}

/** The message ids one source file uses, and the calls whose id is not written out. */
function messagesOfSource(file, text) {
  const used = new Set();
  const unreadable = [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node) => {
    let callee = ts.isCallExpression(node) && ts.isIdentifier(node.expression) ? node.expression.text : '';
    // A local plural(n, 'word') of its own is not the shared one, which takes its forms as an object.
    if (callee === 'plural' && !(node.arguments[1] && ts.isObjectLiteralExpression(node.arguments[1]))) callee = '';
    if (callee === 'msg' || callee === 'plural' || callee === 't') {
      const id = callee === 'plural' ? pluralForms(node.arguments[1]) : literal(node.arguments[0]);
      if (id !== undefined) used.add(id);
      // t(label) of a label marked with msg('…') elsewhere is checked there; msg and plural take literals.
      else if (callee !== 't') unreadable.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { used, unreadable };
}

function sourceFiles(dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

/** Every message id the app's sources under `srcDir` use (tests aside). */
function messagesOfApp(srcDir) {
  const used = new Set();
  const unreadable = [];
  for (const file of sourceFiles(srcDir)) {
    const found = messagesOfSource(path.relative(process.cwd(), file), fs.readFileSync(file, 'utf8'));
    found.used.forEach((id) => used.add(id));
    unreadable.push(...found.unreadable);
  }
  return { used, unreadable };
}

/** What is wrong between an app's sources and its catalogue: empty when they agree. */
function catalogueProblems(srcDir, catalogue) {
  const { used, unreadable } = messagesOfApp(srcDir);
  const missing = [...used].filter((id) => !(id in catalogue));
  const unused = Object.keys(catalogue).filter((id) => !used.has(id));
  return [
    ...missing.map((id) => `no Bangla for "${id}"`),
    ...unused.map((id) => `Bangla for "${id}", which no code uses`),
    ...unreadable.map((where) => `${where}: msg() and plural() take their English as literals, so the catalogue can be checked`),
  ];
}

module.exports = { compileCatalogue, messagesOfSource, messagesOfApp, catalogueProblems, pluralId };
