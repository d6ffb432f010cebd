// federation/host-semver.mjs against the federation runtime's own semver, which it stands in for
// in the shell's build: the same answer for every version and supported range here.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '..', '..');
// The runtime the shell's build bundles (through the enhanced plugin's bundler runtime).
const runtimeCoreDist = path.dirname(
  require.resolve('@module-federation/runtime-core', { paths: [path.dirname(require.resolve('@module-federation/enhanced/webpack'))] }),
);
const original = await import(pathToFileURL(path.join(runtimeCoreDist, 'utils', 'semver', 'index.js')).href);
const ours = await import(pathToFileURL(path.join(ROOT, 'federation', 'host-semver.mjs')).href);

const BASES = [
  '0.0.0',
  '0.0.1',
  '0.0.3',
  '0.1.0',
  '0.1.5',
  '1.0.0',
  '1.2.3',
  '1.2.4',
  '1.3.0',
  '1.10.0',
  '2.0.0',
  '10.0.0',
  '19.3.1',
  '19.3.2',
  '19.4.0',
  '20.0.0',
  '1.2.3-0',
  '1.2.3-alpha',
  '1.2.3-alpha.1',
  '1.2.3-alpha.beta',
  '1.2.3-beta',
  '1.2.3-rc.9',
  '1.2.3-rc.10',
  '2.0.0-0',
  '2.0.0-beta',
  '0.0.3-beta',
  '0.1.0-rc.1',
  '1.2.3+build.5',
  '1.2.3-beta+exp.sha',
];
const VERSIONS = [...BASES, 'v1.2.3', '=1.2.3', '>=1.2.3', '<2.0.0', '', 'latest', '1.2', '01.2.3', '1.2.3-01', '1.2.3.4', ' 1.2.3', '1.2.3 '];
const OPERATORS = ['', '=', '>', '>=', '<', '<=', '^', '^v', '^=', 'v', '=v', '>=v'];
const RANGES = [
  ...BASES.flatMap((base) => OPERATORS.map((operator) => `${operator}${base}`)),
  '',
  '*',
  'x',
  'X',
  '  ',
  '>=0.0.0',
  '>=0.0.0 <2.0.0',
  '^0.0.0',
  '>=1.2.3 <2.0.0',
  '>1.2.3 <=1.3.0',
  '>=1.2.3-alpha <1.2.3',
  '^1.2.3 || ^2.0.0',
  '^0.1.0 || >=19.3.1',
  '<1.0.0 || >=2.0.0',
  ' || ^1.2.3',
  '^1.2.3 || ',
  '=1.2.3 =1.2.4',
  '>=19.3.1  <20.0.0-0',
];
const REFUSED = ['~1.2.3', '1.x', '1.2', '^1.2', '^1.x', '1.2.3 - 2.0.0', '>= 1.2.3', '^ 1.2.3', '>=1.2.x', 'latest', '>=1.0.0 *', '^01.2.3', '1.2.3.4'];

describe('federation/host-semver.mjs', () => {
  it("answers as the runtime's semver for every version against every supported range", () => {
    let pairs = 0;
    for (const version of VERSIONS) {
      for (const range of RANGES) {
        assert.equal(ours.satisfy(version, range), original.satisfy(version, range), `satisfy(${JSON.stringify(version)}, ${JSON.stringify(range)})`);
        pairs += 1;
      }
    }
    assert.ok(pairs > 10000, `${pairs} pairs`);
  });

  it('answers the comparisons the runtime makes of the storefront: a singleton against ^ its version, and two versions with <=', () => {
    assert.equal(ours.satisfy('19.3.1', '^19.3.1'), true);
    assert.equal(ours.satisfy('20.0.0', '^19.3.1'), false);
    assert.equal(ours.satisfy('19.2.0', '^19.3.1'), false);
    assert.equal(ours.satisfy('19.3.1', '<=19.4.0'), true);
    assert.equal(ours.satisfy('19.4.0', '<=19.3.1'), false);
  });

  it('refuses any other range with a clear error, where the runtime read it as npm does', () => {
    for (const range of REFUSED) assert.throws(() => ours.satisfy('1.2.3', range), /federation\/host-semver\.mjs/, range);
  });

  it("is what the shell's build puts in place of the runtime's semver module", () => {
    const { federationPlugins } = require('./federation.js');
    const replacement = federationPlugins({ name: 'shell', kind: 'host', usesHostRuntime: false }).find((plugin) =>
      String(plugin.newResource).endsWith('host-semver.mjs'),
    );
    assert.match(path.join(runtimeCoreDist, 'utils', 'semver', 'index.js'), replacement.resourceRegExp);
  });
});
