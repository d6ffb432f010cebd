import fs from 'node:fs';
import path from 'node:path';

export type Access = 'public' | 'signed-in' | 'admin';

/**
 * Every page at a path of its own (no parameter), by who may open it: the remotes' routes.json
 * and the shell's pages (`shellPages`, their one list), so a new page is checked without being
 * named in a test.
 */
export function pagesByAccess(): Record<Access, string[]> {
  const root = path.join(__dirname, '..', '..');
  const pages: Record<Access, string[]> = { public: [], 'signed-in': [], admin: [] };
  for (const remote of ['catalogue-mfe', 'account-mfe', 'admin-mfe']) {
    const { routes } = JSON.parse(fs.readFileSync(path.join(root, remote, 'routes.json'), 'utf8')) as { routes: { path: string; access: string }[] };
    for (const route of routes.filter((r) => !r.path.includes(':')))
      pages[route.access === 'public' ? 'public' : route.access === 'admin' ? 'admin' : 'signed-in'].push(route.path);
  }
  const shell = fs.readFileSync(path.join(root, 'shell', 'src', 'pages', 'shellPages.tsx'), 'utf8');
  pages.public.push(...[...shell.matchAll(/^ {2}'(\/[^']*)': </gm)].map((match) => match[1]!));
  return pages;
}
