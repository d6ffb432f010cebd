// The precompressed copies a production build ships beside each text asset, for the static
// servers to send as they are: gzip by zopfli (smaller than zlib's at the same format) and brotli.
const CompressionPlugin = require('compression-webpack-plugin');
const { zopfliGzip } = require('./zopfliGzip');

const SCRIPTS = /\.js$/;
const OTHER_TEXT_ASSETS = /\.(json|html|svg|css)$/;

/**
 * `[path][base].gz` and `.br` for every script that compresses by 10 % or more, however small (a
 * chunk of a few hundred bytes, such as the health reporter's 744, goes in two thirds of them),
 * and for every other text asset over 1 KB that does: a small file such as config.json is
 * replaced at deploy time, and a copy written at build time must not stand in for it.
 */
function compressionPlugins() {
  const variants = [
    { algorithm: zopfliGzip, compressionOptions: { numiterations: 15 }, filename: '[path][base].gz' },
    { algorithm: 'brotliCompress', filename: '[path][base].br' },
  ];
  return variants.flatMap((variant) => [
    new CompressionPlugin({ ...variant, test: SCRIPTS, threshold: 0, minRatio: 0.9 }),
    new CompressionPlugin({ ...variant, test: OTHER_TEXT_ASSETS, threshold: 1024, minRatio: 0.9 }),
  ]);
}

module.exports = { compressionPlugins };
