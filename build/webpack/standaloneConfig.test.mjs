import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const { standaloneConfig } = createRequire(import.meta.url)('./standaloneConfig.js');

const committed = {
  apiUrl: 'http://127.0.0.1:4000',
  firebase: { apiKey: 'demo-api-key', projectId: 'demo-storefront', emulatorHost: '127.0.0.1:9099' },
};

test('without variables, a remote on its own uses the committed API and emulator', () => {
  assert.deepEqual(standaloneConfig(committed, {}), committed);
});

test('API_PORT and AUTH_EMULATOR_PORT move the API and the emulator, as they do for npm run dev', () => {
  const config = standaloneConfig(committed, { API_PORT: '4100', AUTH_EMULATOR_PORT: '9100' });
  assert.equal(config.apiUrl, 'http://127.0.0.1:4100');
  assert.equal(config.firebase.emulatorHost, '127.0.0.1:9100');
  assert.equal(config.firebase.apiKey, 'demo-api-key');
});

test('a whole API_URL or FIREBASE_AUTH_EMULATOR_HOST wins over a port', () => {
  const config = standaloneConfig(committed, {
    API_URL: 'http://api.test:8080',
    API_PORT: '4100',
    FIREBASE_AUTH_EMULATOR_HOST: 'emulator.test:9999',
  });
  assert.equal(config.apiUrl, 'http://api.test:8080');
  assert.equal(config.firebase.emulatorHost, 'emulator.test:9999');
});
