import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/fixtures';

// One team ships alone: the catalogue is rebuilt and republished to the folder its host serves
// (scripts/publish.mjs, as the README describes), and the running shell, not rebuilt, serves the
// new version on the next page load. Publishing the previous build rolls it back the same way.

const ROOT = path.resolve(__dirname, '..', '..');

function buildCatalogue(outputPath: string, buildId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'node_modules', 'webpack', 'bin', 'webpack.js'),
        '--mode',
        'production',
        '-c',
        path.join(ROOT, 'catalogue-mfe', 'webpack.config.js'),
        '--output-path',
        outputPath,
      ],
      { cwd: path.join(ROOT, 'catalogue-mfe'), env: { ...process.env, BUILD_ID: buildId }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the catalogue build failed (${code}): ${errors}`))));
  });
}

test('a new catalogue build, published alone, is what the running shell serves on the next page load', async ({ page }) => {
  test.setTimeout(360_000); // one production build of a remote on a 2-core machine
  const cdn = process.env.E2E_CATALOGUE_CDN;
  expect(cdn, 'global-setup publishes the catalogue to a folder').toBeTruthy();
  const { publish } = (await import('../../scripts/publish.mjs')) as typeof import('../../scripts/publish.mjs');
  const shellBefore = fs.statSync(path.join(ROOT, 'shell', 'dist', 'main.js')).mtimeMs;

  const catalogue = page.locator('[data-remote="catalogue"]');
  await page.goto('/');
  await expect(catalogue).toHaveAttribute('data-build', 'catalogue@1.0.0');

  const buildId = `catalogue-release-${randomUUID().slice(0, 8)}`;
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-build-'));
  try {
    await buildCatalogue(staging, buildId);
    publish(staging, cdn!);

    // The page already open keeps working on the build it loaded (old chunks stay published)...
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(catalogue).toHaveAttribute('data-build', 'catalogue@1.0.0');
    // ...and the next page load gets the new one, and it works.
    await page.reload();
    await expect(catalogue).toHaveAttribute('data-build', buildId);
    await expect(page.getByRole('heading', { name: 'Our Parts', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Purchase / }).first()).toBeVisible();
  } finally {
    // Roll back to the build the rest of the suite was started with.
    publish(path.join(ROOT, 'catalogue-mfe', 'dist'), cdn!);
    fs.rmSync(staging, { recursive: true, force: true });
  }
  await page.reload();
  await expect(catalogue).toHaveAttribute('data-build', 'catalogue@1.0.0');
  // The shell was not rebuilt for any of it.
  expect(fs.statSync(path.join(ROOT, 'shell', 'dist', 'main.js')).mtimeMs).toBe(shellBefore);
});
