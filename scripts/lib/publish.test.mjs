import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { publishBuild } from '../publish.mjs';

function dist(content) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), content);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'hero.1a2b.svg'), '<svg/>');
  fs.writeFileSync(path.join(dir, 'routes.json'), '{"routes":[]}');
  return dir;
}

test('publishes a build whole under its own id, and never over an earlier one', () => {
  const cdn = fs.mkdtempSync(path.join(os.tmpdir(), 'cdn-'));
  const first = publishBuild(dist('first'), cdn, 'catalogue-a1');
  assert.equal(first.folder, path.join(cdn, 'catalogue-a1'));
  assert.equal(first.files, 3);
  assert.equal(fs.readFileSync(path.join(cdn, 'catalogue-a1', 'remoteEntry.js'), 'utf8'), 'first');
  assert.equal(fs.readFileSync(path.join(cdn, 'catalogue-a1', 'assets', 'hero.1a2b.svg'), 'utf8'), '<svg/>');

  assert.throws(() => publishBuild(dist('second'), cdn, 'catalogue-a1'), /already published .* never replaced/);
  assert.equal(fs.readFileSync(path.join(cdn, 'catalogue-a1', 'remoteEntry.js'), 'utf8'), 'first');

  publishBuild(dist('second'), cdn, 'catalogue-b2');
  assert.deepEqual(fs.readdirSync(cdn).sort(), ['catalogue-a1', 'catalogue-b2']); // nothing half-written left beside them
});

test('refuses an id that is not one path segment, and a folder that is not a remote’s build', () => {
  const cdn = fs.mkdtempSync(path.join(os.tmpdir(), 'cdn-'));
  for (const id of ['../up', 'a/b', '', '.hidden', 'x'.repeat(65)]) assert.throws(() => publishBuild(dist('x'), cdn, id), /is not a build id/);
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  assert.throws(() => publishBuild(empty, cdn, 'ok-1'), /has no remoteEntry\.js/);
  assert.deepEqual(fs.readdirSync(cdn), []);
});
