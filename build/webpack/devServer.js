const fs = require('node:fs');
const path = require('node:path');
const { standaloneConfig } = require('./standaloneConfig');

/** Serves the deploy-time config named by STOREFRONT_CONFIG_FILE (the dev orchestrator writes it). */
function runtimeConfigMiddleware(middlewares, devServer) {
  devServer.app.get('/config.json', (req, res, next) => {
    const file = process.env.STOREFRONT_CONFIG_FILE;
    if (!file || !fs.existsSync(file)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/json').send(fs.readFileSync(file, 'utf8'));
  });
  return middlewares;
}

/**
 * A remote's own page in development: /standalone-config.json with the API and the Auth emulator
 * where API_PORT/API_URL and AUTH_EMULATOR_PORT put them (see standaloneConfig.js).
 */
function standaloneConfigMiddleware(appDir) {
  return (middlewares, devServer) => {
    devServer.app.get('/standalone-config.json', (req, res) => {
      const committed = JSON.parse(fs.readFileSync(path.join(appDir, 'public', 'standalone-config.json'), 'utf8'));
      res.setHeader('Cache-Control', 'no-cache');
      res.type('application/json').send(JSON.stringify(standaloneConfig(committed, process.env)));
    });
    return middlewares;
  };
}

module.exports = { runtimeConfigMiddleware, standaloneConfigMiddleware };
