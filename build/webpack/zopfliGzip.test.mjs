import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { gunzipSync, gzipSync } from 'node:zlib';

const { zopfliGzip } = createRequire(import.meta.url)('./zopfliGzip.js');

test('writes gzip that any gunzip reads, no larger than zlib at its best', async () => {
  const input = Buffer.from('const part = { name: "Bobbin case", price: 450 };\n'.repeat(200));
  const output = await new Promise((resolve, reject) => zopfliGzip(input, { numiterations: 5 }, (error, result) => (error ? reject(error) : resolve(result))));
  assert.deepEqual(gunzipSync(output), input);
  assert.ok(output.length <= gzipSync(input, { level: 9 }).length);
});
