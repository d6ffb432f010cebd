import { execFile } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../src/paths';

/**
 * A PDF's text, page by page, as pdfjs-dist reads it (`scripts/lib/pdf-text.mjs`, in a process of
 * its own: it is an ES module, which these CommonJS tests cannot import).
 */
export function pdfText(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [path.join(REPO_ROOT, 'scripts/lib/pdf-text.mjs')], { maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout.split('\f')),
    );
    child.stdin!.end(bytes);
  });
}
