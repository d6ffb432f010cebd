// What is inside a production chunk: splits a webpack chunk into its modules (with acorn, which
// webpack already brings) and names the library of each module from strings its minified code
// keeps (export names, error texts, CSS attributes). Used by `npm run bench:web` to say which
// libraries take the bytes of a page. The names are an estimate: a module that matches no rule
// is counted as "app & other" (app code, @storefront/shared, small helpers).
import { parse } from 'acorn';
import walk from '../lib/walk-ast.cjs';
import { gzipSync } from 'node:zlib';

/** First matching rule wins; order matters (react-dom-client mentions scheduler and react). */
const RULES = [
  ['react-dom (client)', (s) => s.includes('__reactContainer$')],
  ['scheduler', (s) => /\.unstable_scheduleCallback\s*=[^=]/.test(s)],
  ['react-dom', (s) => /\.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=[^=]/.test(s)],
  ['react', (s) => /\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=[^=]/.test(s)],
  ['react/jsx-runtime', (s) => /\.jsxs\s*=[^=]/.test(s) && s.includes('react.fragment')],
  ['module federation runtime', (s) => /__FEDERATION__|Federation Runtime|module-federation|shareKey:|shareScope/.test(s)],
  ['swr', (s) => /\$inf\$|\$sub\$|\$swr\$/.test(s)],
  ['use-sync-external-store', (s) => /\.useSyncExternalStore(WithSelector)?\s*=[^=]/.test(s)],
  ['firebase', (s) => /@firebase\/|FirebaseError/.test(s)],
  ['react-router', (s) => /react-router|<Router>|useNavigate\(\) may be used/.test(s)],
  ['notistack', (s) => /notistack/.test(s)],
  ['goober (notistack)', (s) => /_goober|goober/.test(s)],
  ['styled-components', (s) => /data-styled|styled-components\/blob|sc-component-id/.test(s)],
  ['react-final-form', (s) => /ReactFinalForm|react-final-form|useField must be used/.test(s)],
  ['final-form', (s) => /FINAL_FORM|final-form/.test(s)],
  ['zod', (s) => /ZodError|ZodType|invalid_type/.test(s)],
  ['@storefront/shared', (s) => /ACCESS_TOKEN_KEY:|PageSpinner:|zodValidator:|buttonStyles:/.test(s)],
];

export function libraryOf(source) {
  for (const [name, test] of RULES) if (test(source)) return name;
  return 'app & other';
}

const isFunction = (node) => node && (node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression');

const { walkAst } = walk;

/** Top-level webpack module maps: objects whose properties are all `id: function`. */
function moduleMaps(ast) {
  const maps = [];
  walkAst(ast, (node) => {
    if (
      node.type === 'ObjectExpression' &&
      node.properties.length > 0 &&
      node.properties.every((p) => p.type === 'Property' && (p.key.type === 'Literal' || p.key.type === 'Identifier') && isFunction(p.value))
    ) {
      maps.push(node);
      return false; // modules inside modules are not modules
    }
    return true;
  });
  return maps;
}

/**
 * Splits a chunk's source into modules, names each one's library and shares `transferred` bytes
 * (what the chunk cost on the wire) between libraries in proportion to each module's own gzip size.
 * @returns {{ library: string, bytes: number }[]} biggest first
 */
export function librariesOf(source, transferred) {
  const parts = [];
  try {
    const ast = parse(source, { ecmaVersion: 'latest', sourceType: 'script', allowReturnOutsideFunction: true });
    let covered = 0;
    for (const map of moduleMaps(ast)) {
      for (const property of map.properties) {
        const text = source.slice(property.start, property.end);
        parts.push({ library: libraryOf(text), text });
        covered += text.length;
      }
    }
    // What is left is the chunk wrapper or, in an entry file, the webpack runtime.
    if (source.length - covered > 200 || parts.length === 0) {
      let rest = source;
      for (const map of moduleMaps(ast).sort((a, b) => b.start - a.start)) rest = rest.slice(0, map.start) + rest.slice(map.end);
      parts.push({ library: parts.length ? (libraryOf(rest) === 'app & other' ? 'webpack runtime' : libraryOf(rest)) : libraryOf(source), text: rest });
    }
  } catch {
    parts.push({ library: libraryOf(source), text: source });
  }
  const weights = parts.map((part) => gzipSync(part.text, { level: 9 }).length);
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  const byLibrary = new Map();
  parts.forEach((part, i) => byLibrary.set(part.library, (byLibrary.get(part.library) ?? 0) + (transferred * weights[i]) / total));
  return [...byLibrary].map(([library, bytes]) => ({ library, bytes })).sort((a, b) => b.bytes - a.bytes);
}
