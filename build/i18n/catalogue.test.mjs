import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { catalogueProblems, compileCatalogue, messagesOfSource } = require('./catalogue.js');

test('finds the messages a source uses: t, msg and plural with its forms', () => {
  const { used, unreadable } = messagesOfSource(
    'x.tsx',
    `const label = msg('Pending');
     export const A = () => <p>{t('Hello {name}', { name })} {t(label)} {plural(n, { one: '# part', other: '# parts' })}</p>;
     const local = plural(3, 'line');`,
  );
  assert.deepEqual([...used].sort(), ['Hello {name}', 'Pending', '{count, plural, one {# part} other {# parts}}']);
  assert.deepEqual(unreadable, []);
});

test('a msg() without its English written out cannot be checked', () => {
  const { unreadable } = messagesOfSource('y.ts', 'const a = msg(word);');
  assert.deepEqual(unreadable, ['y.ts:1']);
});

test('names what the code and the catalogue disagree on', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
  fs.writeFileSync(path.join(dir, 'Page.tsx'), "export const P = () => <h1>{t('My Orders')}</h1>;");
  fs.writeFileSync(path.join(dir, 'Page.test.tsx'), "t('Only in a test');");
  assert.deepEqual(catalogueProblems(dir, { 'My Orders': 'আমার অর্ডার' }), []);
  assert.deepEqual(catalogueProblems(dir, { Gone: 'নেই' }), ['no Bangla for "My Orders"', 'Bangla for "Gone", which no code uses']);
});

test('compiles Bangla messages, refusing an empty or broken one', () => {
  assert.deepEqual(compileCatalogue({ 'Hello {name}': 'স্বাগতম {name}' }), { 'Hello {name}': ['স্বাগতম ', ['name']] });
  assert.throws(() => compileCatalogue({ Empty: ' ' }), /The Bangla of "Empty" is empty/);
  assert.throws(() => compileCatalogue({ Broken: '{count, plural, one {#' }), /The Bangla of "Broken" is not a valid message/);
});
