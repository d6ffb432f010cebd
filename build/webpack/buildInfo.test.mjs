import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { buildId, productionAliases } = require('./buildInfo.js');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('buildInfo.js', () => {
  it("names a build by BUILD_ID, else by the app's name and version", () => {
    const appDir = path.join(ROOT, 'catalogue-mfe');
    const { version } = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
    assert.equal(buildId('catalogue', appDir, {}), `catalogue@${version}`);
    assert.equal(buildId('catalogue', appDir, { BUILD_ID: 'a1b2c3d' }), 'a1b2c3d');
  });

  it('points react-router at the production build its package ships, files that exist', () => {
    for (const file of Object.values(productionAliases())) {
      assert.match(file, /react-router[/\\]dist[/\\]production[/\\]/);
      assert.ok(fs.existsSync(file), file);
    }
  });
});
