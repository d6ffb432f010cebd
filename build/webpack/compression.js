// The precompressed copies a production build ships beside each text asset, for the static
// servers to send as they are: gzip by zopfli (smaller than zlib's at the same format) and brotli.
const CompressionPlugin = require('compression-webpack-plugin');
const { zopfliGzip } = require('./zopfliGzip');

const TEXT_ASSETS = /\.(js|json|html|svg|css)$/;

/** `[path][base].gz` and `.br` for every text asset over 1 KB that compresses by 10 % or more. */
function compressionPlugins() {
  const common = { test: TEXT_ASSETS, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...common, algorithm: zopfliGzip, compressionOptions: { numiterations: 15 }, filename: '[path][base].gz' }),
    new CompressionPlugin({ ...common, algorithm: 'brotliCompress', filename: '[path][base].br' }),
  ];
}

module.exports = { compressionPlugins };
