const { createConfig } = require('../webpack.shared');

module.exports = createConfig({ appDir: __dirname, name: 'admin', port: 3003, kind: 'remote', title: 'admin remote (standalone)' });
