const { createConfig } = require('../webpack.shared');

module.exports = createConfig({ appDir: __dirname, name: 'catalogue', port: 3001, kind: 'remote', title: 'catalogue remote (standalone)' });
