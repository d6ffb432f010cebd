// How much code the start-up path takes (the first views, the start-up script, early reads and
// paint reports), and which other source files know of it: `npm run bench:web` prints it, and
// `node scripts/bench/startup-code.mjs [git-ref]` counts it at any commit (default: the work tree).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCli } from '../lib/cli.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The start-up path's own files, not tests: the start-up script, the first views (each app's one
 * module of server pages, `src/pages.server.tsx`, and shared/src/host/serverPages.tsx, which
 * renders them), early reads and paint reports. The files that had the first views' role before
 * the server pages (`src/firstViews.tsx`, `renderFirstViews.tsx`) stay listed so that a count at
 * an older commit is the one docs/performance.md records.
 */
const OWN = [
  /^shell\/src\/startup\//,
  /^shared\/src\/firstView\.ts$/,
  /^shared\/src\/paint(Reports)?\.tsx?$/,
  /^shared\/src\/api\/early\.ts$/,
  /^shared\/src\/host\/serverPages\.tsx$/,
  /^[a-z-]+\/src\/pages\.server\.tsx$/,
  // Older commits' first views.
  /^shared\/src\/host\/renderFirstViews\.tsx$/,
  /^[a-z-]+\/src\/firstViews\.tsx$/,
];
/** The webpack plugins that exist for it (FirstViewsPlugin: older commits' ServerPagesPlugin). */
const PLUGINS = /^build\/webpack\/(ServerPagesPlugin|InlineStartupScriptPlugin|StartupBundlePlugin|FirstViewsPlugin)\.js$/;
/** Names that only the start-up path has: a file that uses one knows of it. */
const NAMES =
  /firstView|FirstView|first-view|startupState|FirstRead|startup'|useAfterFirstPaint|useSettledWithin|settleWhenDecoded|adoptFirstRead|preloadRead|startPageRead|waitForReportedPaint|afterContentSettles|paint-reports|adoptStartup/;
const SOURCE = /^(shell|shared|catalogue-mfe|account-mfe|admin-mfe)\/src\/.*\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx|mjs)$/;

function files(ref) {
  const list = ref
    ? execFileSync('git', ['ls-tree', '-r', '--name-only', ref], { cwd: ROOT, encoding: 'utf8' })
    : execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  return list.split('\n').filter(Boolean);
}

function read(ref, file) {
  if (!ref) return fs.existsSync(path.join(ROOT, file)) ? fs.readFileSync(path.join(ROOT, file), 'utf8') : null;
  return execFileSync('git', ['show', `${ref}:${file}`], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 26 });
}

const lines = (text) => text.split('\n').filter((line) => line.trim() !== '').length;

/** `{ own: {files, lines}, plugins: {files, lines}, elsewhere: [files that know of it] }` at `ref`. */
export function startupCode(ref) {
  const own = { files: 0, lines: 0 };
  const plugins = { files: 0, lines: 0 };
  const elsewhere = [];
  for (const file of files(ref)) {
    if (TEST.test(file)) continue;
    const isOwn = OWN.some((pattern) => pattern.test(file));
    const isPlugin = PLUGINS.test(file);
    if (!isOwn && !isPlugin && !SOURCE.test(file)) continue;
    const text = read(ref, file);
    if (text === null) continue;
    if (isOwn) Object.assign(own, { files: own.files + 1, lines: own.lines + lines(text) });
    else if (isPlugin) Object.assign(plugins, { files: plugins.files + 1, lines: plugins.lines + lines(text) });
    else if (NAMES.test(text)) elsewhere.push(file);
  }
  return { own, plugins, elsewhere };
}

export function describeStartupCode({ own, plugins, elsewhere }) {
  const pages = elsewhere.filter((file) => /-mfe\/src\//.test(file));
  return (
    `start-up path: ${own.lines} lines in ${own.files} files, plus ${plugins.lines} lines of webpack plugins (${plugins.files}); ` +
    `${elsewhere.length} other source files know of it, ${pages.length} of them in the remotes${pages.length ? ` (${pages.join(', ')})` : ''}`
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseCli({
    usage:
      'usage: node scripts/bench/startup-code.mjs [commit] [--list]   (the work tree without a commit; --list names the files outside the path that know of it)',
    options: { list: { type: 'boolean', default: false } },
    positionals: 1,
  });
  const [ref] = positionals;
  const code = startupCode(ref);
  console.log(`${ref ?? 'work tree'}: ${describeStartupCode(code)}`);
  if (values.list) for (const file of code.elsewhere) console.log(`  ${file}`);
}
