import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server package's folder, found from this file whether it runs from `src/` (tests) or
 * from `dist/server/src/` (the build), so migrations and seed images are read from one place.
 */
function findServerRoot(): string {
  let dir = __dirname;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'server') return dir;
      } catch {
        // not ours: keep walking up
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`server package.json not found above ${__dirname}`);
    dir = parent;
  }
}

export const SERVER_ROOT = findServerRoot();
export const REPO_ROOT = path.resolve(SERVER_ROOT, '..');
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'migrations');
export const SEED_IMAGES_DIR = path.join(SERVER_ROOT, 'seed', 'images');
