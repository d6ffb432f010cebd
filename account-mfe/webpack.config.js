const { createConfig } = require('../webpack.shared');

module.exports = createConfig({ appDir: __dirname, name: 'account', port: 3002, kind: 'remote', title: 'account remote (standalone)' });
