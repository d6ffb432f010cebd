import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

// `npm run typecheck` checks the five front-end workspaces as one program (tsconfig.frontends.json),
// which stands for their own checks only while each workspace's tsconfig.json asks for the same:
// the same base, the same options, its own sources and the shared package's.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const FRONT_ENDS = ['shared', 'shell', 'catalogue-mfe', 'account-mfe', 'admin-mfe'];
const read = (file) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));

test("the front ends' one type check covers each front end's own, with the same options", () => {
  const together = read('tsconfig.frontends.json');
  assert.equal(together.extends, './tsconfig.json');
  for (const workspace of FRONT_ENDS) {
    const own = read(path.join(workspace, 'tsconfig.json'));
    assert.equal(own.extends, '../tsconfig.json', `${workspace}/tsconfig.json extends the root's`);
    assert.deepEqual(own.compilerOptions, together.compilerOptions, `${workspace}/tsconfig.json has the options tsconfig.frontends.json has`);
    for (const folder of own.include) {
      const fromRoot = path.posix.normalize(path.posix.join(workspace, folder));
      assert.ok(together.include.includes(fromRoot), `tsconfig.frontends.json includes ${fromRoot} (${workspace} checks it)`);
    }
  }
});

test('npm run typecheck checks every workspace that has a type check', () => {
  const script = read('package.json').scripts.typecheck;
  const workspaces = read('package.json').workspaces.filter((workspace) => read(path.join(workspace, 'package.json')).scripts?.typecheck);
  for (const workspace of workspaces) {
    const covered = FRONT_ENDS.includes(workspace) ? script.includes('tsconfig.frontends.json') : script.includes(`-w ${workspace}`);
    assert.ok(covered, `npm run typecheck covers ${workspace}`);
  }
});
