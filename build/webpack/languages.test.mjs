import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { messagesRule, copyPatterns } = require('./languages.js');

test("the catalogue rule takes each app's src/i18n/bn.json only", () => {
  assert.ok(messagesRule.test.test('/repo/shell/src/i18n/bn.json'));
  assert.ok(!messagesRule.test.test('/repo/shell/src/i18n/en.json'));
  assert.ok(!messagesRule.test.test('/repo/shell/public/bn.json'));
});

test('the shell copies the Bangla font beside its public folder; a remote does not', () => {
  const shell = copyPatterns(true);
  assert.deepEqual(
    shell.slice(1).map((copy) => copy.to),
    ['fonts/noto-sans-bengali-400.woff2', 'fonts/noto-sans-bengali-700.woff2'],
  );
  for (const copy of shell.slice(1)) assert.ok(fs.existsSync(copy.from));
  assert.equal(copyPatterns(false).length, 1);
});
