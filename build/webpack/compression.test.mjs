import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';

const require = createRequire(import.meta.url);
const { compressionPlugins } = require('./compression.js');

describe('compression.js', () => {
  it('writes a .gz (zopfli) and a .br copy of each text asset over 1 KB that shrinks by 10 %', () => {
    const [gzip, brotli] = compressionPlugins().map((plugin) => plugin.options);
    assert.equal(gzip.filename, '[path][base].gz');
    assert.equal(brotli.filename, '[path][base].br');
    assert.equal(brotli.algorithm, 'brotliCompress');
    assert.equal(typeof gzip.algorithm, 'function');
    for (const options of [gzip, brotli]) {
      assert.equal(options.threshold, 1024);
      assert.equal(options.minRatio, 0.9);
      for (const file of ['main.js', 'routes.json', 'index.html', 'logo.svg']) assert.match(file, options.test);
      for (const file of ['photo.png', 'font.woff2']) assert.doesNotMatch(file, options.test);
    }
  });
});
