// No import cycles between files or between folders in any app, `shared` or the server, type
// imports included: modules that import each other load in an order that depends on who came
// first and cannot be understood one at a time; folders that import each other are one folder.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cycles, describeCycle, folderGraph, folderOf, importGraph } from './import-graph.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCES = ['server/src', 'page-server/src', 'shared/src', 'shell/src', 'catalogue-mfe/src', 'account-mfe/src', 'admin-mfe/src'];

describe('the import graph finds cycles', () => {
  it('between files and between folders, where no single file loops', () => {
    const files = new Map([
      ['a/one.ts', new Set(['b/two.ts'])],
      ['b/two.ts', new Set(['b/three.ts'])],
      ['b/three.ts', new Set()],
      ['b/four.ts', new Set(['a/five.ts'])],
      ['a/five.ts', new Set()],
    ]);
    assert.deepEqual(cycles(files), []);
    assert.deepEqual(cycles(folderGraph(files)), [['a/', 'b/']]);
    files.get('b/three.ts').add('a/one.ts');
    assert.deepEqual(cycles(files), [['a/one.ts', 'b/three.ts', 'b/two.ts']]);
  });
});

for (const source of SOURCES) {
  describe(`${source} has no import cycles (type imports count)`, () => {
    const files = importGraph(path.join(ROOT, source));
    it('between its files', () => {
      const found = cycles(files);
      assert.deepEqual(found, [], found.map((members) => `cycle:\n  ${describeCycle(files, members)}`).join('\n'));
    });
    it('between its folders', () => {
      const folders = folderGraph(files);
      const found = cycles(folders);
      const why = (members) =>
        `folders ${members.join(', ')} import each other:\n  ` +
        [...files]
          .flatMap(([file, targets]) => [...targets].map((target) => [file, target]))
          .filter(([file, target]) => folderOf(file) !== folderOf(target) && members.includes(folderOf(file)) && members.includes(folderOf(target)))
          .map(([file, target]) => `${file} -> ${target}`)
          .join('\n  ');
      assert.deepEqual(found, [], found.map(why).join('\n'));
    });
  });
}
