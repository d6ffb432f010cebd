// The import graph of a source folder, as TypeScript reads it: every `import`, `import type`,
// `export … from` and `import()` of a relative path, so a type-only import is an arrow too. Used by
// import-graph.test.mjs to refuse cycles between files and between folders (the lint rule
// import-x/no-cycle reads `import type` as erased and sees no folder-level loops).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|cts)$/;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Every non-test source file below `dir`, as absolute paths. */
function sourceFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !/\.(test|spec|d)\.[mc]?tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The file a relative specifier names, if it is one of `files`. */
function resolve(from, specifier, files) {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  if (files.has(base)) return base;
  for (const ending of EXTENSIONS) if (files.has(base + ending)) return base + ending;
  return undefined;
}

/** `{ files: Map<file, Set<file>> }` of `dir`'s sources, paths relative to `dir`. */
export function importGraph(dir) {
  const all = sourceFiles(dir);
  const files = new Set(all);
  const graph = new Map();
  for (const file of all) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolve(file, fileName, files);
      if (target && target !== file) targets.add(path.relative(dir, target));
    }
    graph.set(path.relative(dir, file), targets);
  }
  return graph;
}

/** The folder a file belongs to, one level below the source root (a file at the root is its own). */
export const folderOf = (file) => (file.includes(path.sep) ? file.split(path.sep)[0] + '/' : file);

/** The graph of folders: an arrow where any file of one imports any file of another. */
export function folderGraph(files) {
  const folders = new Map();
  for (const [file, targets] of files) {
    const from = folderOf(file);
    if (!folders.has(from)) folders.set(from, new Set());
    for (const target of targets) if (folderOf(target) !== from) folders.get(from).add(folderOf(target));
  }
  return folders;
}

/** The strongly connected components of more than one node (Tarjan): each is a cycle, its nodes sorted. */
export function cycles(graph) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indexOf.get(next)));
    }
    if (low.get(node) === indexOf.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return found;
}

/** How the members of a cycle import each other: `a -> b` lines, for the failure's message. */
export function describeCycle(graph, members) {
  const inCycle = new Set(members);
  return members.flatMap((from) => [...(graph.get(from) ?? [])].filter((to) => inCycle.has(to)).map((to) => `${from} -> ${to}`)).join('\n  ');
}
