const { createConfig } = require('../webpack.shared');

module.exports = createConfig({ appDir: __dirname, name: 'shell', port: 3000, kind: 'host', title: 'Stitchline Parts | Garments machine parts' });
