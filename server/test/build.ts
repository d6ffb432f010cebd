import { execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT, SERVER_ROOT } from '../src/paths';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const info = statSync(full);
    newest = Math.max(newest, info.isDirectory() ? newestMtime(full) : info.mtimeMs);
  }
  return newest;
}

/** `server/dist` (what `npm start` runs), rebuilt only when a source is newer. */
export async function buildIfStale(): Promise<string> {
  const entry = path.join(SERVER_ROOT, 'dist/main.js');
  const sources = Math.max(
    newestMtime(path.join(SERVER_ROOT, 'src')),
    newestMtime(path.join(SERVER_ROOT, 'migrations')),
    newestMtime(path.join(REPO_ROOT, 'shared/src/schemas')),
    statSync(path.join(REPO_ROOT, 'shared/src/escapeHtml.ts')).mtimeMs,
    statSync(path.join(REPO_ROOT, 'shared/src/previewToken.ts')).mtimeMs,
  );
  if (!existsSync(entry) || statSync(entry).mtimeMs < sources) {
    await promisify(execFile)('npm', ['run', 'build'], { cwd: SERVER_ROOT });
  }
  return entry;
}
