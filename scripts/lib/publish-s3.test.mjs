// node --test scripts/lib/publish-s3.test.mjs: publishing a build to an S3-compatible bucket,
// against a local S3-compatible server (s3rver) this test starts and stops.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { publishBuildToS3, s3Client } from './publish-s3.mjs';

let server;
let client;
let dir;
const BUCKET = 'storefront-builds';

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-s3-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(dir, 's3') });
  const { port } = await server.run();
  client = s3Client({ endpoint: `http://127.0.0.1:${port}`, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
});

after(async () => {
  client?.destroy();
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function build(name, files) {
  const folder = path.join(dir, name);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), content);
  }
  return folder;
}

test('publishes every file of a build under its id, typed and cached for good, and never over an earlier build', async () => {
  const dist = build('dist-a', {
    'remoteEntry.js': 'var catalogue;',
    'routes.json': '{"routes":[]}',
    'assets/hero.0123abcd.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '__federation_expose_HomePage.0123abcd.js.gz': 'gzipped',
  });
  const published = await publishBuildToS3(dist, { client, bucket: BUCKET, prefix: 'catalogue' }, 'catalogue-a');
  assert.deepEqual(published, { key: 'catalogue/catalogue-a/', files: 4 });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'catalogue/' }));
  assert.deepEqual(listed.Contents.map((object) => object.Key).sort(), [
    'catalogue/catalogue-a/__federation_expose_HomePage.0123abcd.js.gz',
    'catalogue/catalogue-a/assets/hero.0123abcd.svg',
    'catalogue/catalogue-a/remoteEntry.js',
    'catalogue/catalogue-a/routes.json',
  ]);
  const entry = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'catalogue/catalogue-a/remoteEntry.js' }));
  assert.equal(await entry.Body.transformToString(), 'var catalogue;');
  assert.equal(entry.ContentType, 'text/javascript; charset=utf-8');
  assert.equal(entry.CacheControl, 'public, max-age=31536000, immutable');
  const picture = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'catalogue/catalogue-a/assets/hero.0123abcd.svg' }));
  assert.equal(picture.ContentType, 'image/svg+xml');

  // The same id again, even with other files: refused, and the first build stays as it was.
  const other = build('dist-a2', { 'remoteEntry.js': 'var changed;' });
  await assert.rejects(publishBuildToS3(other, { client, bucket: BUCKET, prefix: 'catalogue' }, 'catalogue-a'), /already published .* never replaced/);
  const still = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'catalogue/catalogue-a/remoteEntry.js' }));
  assert.equal(await still.Body.transformToString(), 'var catalogue;');
  // Another id is a build of its own, beside the first.
  await publishBuildToS3(other, { client, bucket: BUCKET, prefix: 'catalogue' }, 'catalogue-b');
});

test('refuses a folder without a build and an id that is not one path segment', async () => {
  await assert.rejects(publishBuildToS3(build('empty', { 'readme.txt': 'x' }), { client, bucket: BUCKET }, 'x1'), /no remoteEntry\.js/);
  await assert.rejects(publishBuildToS3(build('dist-c', { 'remoteEntry.js': 'x' }), { client, bucket: BUCKET }, '../x'), /not a build id/);
});
