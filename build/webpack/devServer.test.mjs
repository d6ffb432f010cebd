import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

const { runtimeConfigMiddleware, standaloneConfigMiddleware } = createRequire(import.meta.url)('./devServer.js');

/** The part of webpack-dev-server's Express app the middlewares use. */
function fakeDevServer() {
  const routes = new Map();
  return {
    app: { get: (route, handler) => routes.set(route, handler) },
    async request(route) {
      const answer = { headers: {}, body: undefined, type: undefined, passed: false };
      const res = {
        setHeader: (name, value) => (answer.headers[name] = value),
        type: (type) => ((answer.type = type), res),
        send: (body) => (answer.body = body),
      };
      await routes.get(route)({}, res, () => (answer.passed = true));
      return answer;
    },
  };
}

test("the shell's dev server answers /config.json with the file the dev orchestrator wrote", async () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'config-')), 'config.json');
  fs.writeFileSync(file, '{"apiUrl":"http://127.0.0.1:4155"}');
  const server = fakeDevServer();
  const middlewares = [];
  assert.equal(runtimeConfigMiddleware(middlewares, server), middlewares);
  process.env.STOREFRONT_CONFIG_FILE = file;
  try {
    const answer = await server.request('/config.json');
    assert.equal(answer.body, '{"apiUrl":"http://127.0.0.1:4155"}');
    assert.equal(answer.headers['Cache-Control'], 'no-cache');
  } finally {
    delete process.env.STOREFRONT_CONFIG_FILE;
  }
  // Without it, the public/config.json the build copies is served.
  assert.equal((await server.request('/config.json')).passed, true);
});

test("a remote's dev server answers /standalone-config.json with the API and emulator the variables name", async () => {
  const appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-'));
  fs.mkdirSync(path.join(appDir, 'public'));
  fs.writeFileSync(
    path.join(appDir, 'public', 'standalone-config.json'),
    JSON.stringify({ apiUrl: 'http://127.0.0.1:4000', firebase: { apiKey: 'k', emulatorHost: '127.0.0.1:9099' } }),
  );
  const server = fakeDevServer();
  standaloneConfigMiddleware(appDir)([], server);
  process.env.API_PORT = '4155';
  try {
    const answer = JSON.parse((await server.request('/standalone-config.json')).body);
    assert.equal(answer.apiUrl, 'http://127.0.0.1:4155');
    assert.equal(answer.firebase.emulatorHost, '127.0.0.1:9099');
  } finally {
    delete process.env.API_PORT;
  }
});
