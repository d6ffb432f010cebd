import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';

const require = createRequire(import.meta.url);
const { compressionPlugins } = require('./compression.js');

describe('compression.js', () => {
  const plugins = compressionPlugins().map((plugin) => plugin.options);
  const matching = (file, filename) => plugins.filter((options) => options.filename === filename && options.test.test(file));

  it('writes a .gz (zopfli) and a .br copy of each text asset, by one plugin each', () => {
    for (const file of ['main.js', 'routes.json', 'index.html', 'logo.svg', 'site.css']) {
      const [gzip, ...moreGzip] = matching(file, '[path][base].gz');
      const [brotli, ...moreBrotli] = matching(file, '[path][base].br');
      assert.ok(gzip && brotli, file);
      assert.deepEqual([...moreGzip, ...moreBrotli], [], file);
      assert.equal(typeof gzip.algorithm, 'function');
      assert.equal(brotli.algorithm, 'brotliCompress');
    }
    for (const file of ['photo.png', 'font.woff2']) assert.deepEqual([...matching(file, '[path][base].gz'), ...matching(file, '[path][base].br')], [], file);
  });

  it('compresses a script however small, other text over 1 KB (config.json is replaced at deploy time), each when it shrinks by 10 %', () => {
    for (const options of plugins) {
      assert.equal(options.minRatio, 0.9);
      assert.equal(options.threshold, options.test.test('chunk.0123abcd.js') ? 0 : 1024);
    }
    assert.equal(matching('config.json', '[path][base].gz')[0].threshold, 1024);
  });
});
