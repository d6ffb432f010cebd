import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { checkContract, remoteContract } from './contract.mjs';

/** A remote's dist/ with the two files its contract is read from. */
function dist({ shared = {}, exposes = ['./HomePage', './PurchasePage'], pages, pluginVersion = '2.9.2', requires } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-'));
  const sharedList = Object.entries({ react: '^19.3.1', 'react-dom': '^19.3.1', swr: '^2.5.1', ...shared }).map(([name, requiredVersion]) => ({
    name,
    version: requiredVersion.replace(/^[\^~]/, ''),
    requiredVersion,
    singleton: true,
  }));
  sharedList.push({ name: 'swr/infinite', version: '2.5.1', requiredVersion: '^2.5.1' });
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name: 'catalogue', metaData: { pluginVersion }, shared: sharedList, exposes: exposes.map((p) => ({ name: p.slice(2), path: p })) }),
  );
  const routes = pages ?? [
    { path: '/', module: './HomePage', access: 'public' },
    { path: '/parts/:id', module: './PurchasePage', access: 'signed-in' },
  ];
  fs.writeFileSync(path.join(dir, 'routes.json'), JSON.stringify({ remote: 'catalogue', ...(requires ? { requires } : {}), routes }));
  return dir;
}

const shell = { federation: '2.9', provides: { react: '19.3.1', 'react-dom': '19.3.1', swr: '2.5.1' } };

test('reads a build’s contract from its manifest and route list', () => {
  const contract = remoteContract(dist());
  assert.equal(contract.remote, 'catalogue');
  assert.equal(contract.federation, '2.9');
  assert.deepEqual(contract.exposes, ['./HomePage', './PurchasePage']);
  assert.deepEqual(contract.pages[1], { path: '/parts/:id', module: './PurchasePage', access: 'signed-in' });
  assert.deepEqual(contract.shared.react, { version: '19.3.1', requiredVersion: '^19.3.1', singleton: true, strictVersion: false });
  const strict = remoteContract(dist({ requires: { federation: '2.9', shared: { react: '^19.3.1' }, strict: ['react'] } }));
  assert.equal(strict.shared.react.strictVersion, true, 'where a second copy would break, routes.json says so');
  assert.equal(contract.shared['swr/infinite'].singleton, false);
});

test('a build with a federation runtime of its own (REMOTE_RUNTIME=own) is free of the shell’s major.minor', () => {
  const own = remoteContract(dist({ pluginVersion: '2.10.0', requires: { shared: { react: '^19.3.1' } } }));
  assert.equal(own.federation, null);
  assert.deepEqual(checkContract({ shell, live: null, candidate: own }), []);
  // One on the shell's runtime says so in its routes.json, and is held to it.
  const onShell = remoteContract(dist({ pluginVersion: '2.10.0', requires: { federation: '2.10', shared: { react: '^19.3.1' } } }));
  assert.equal(onShell.federation, '2.10');
  assert.equal(checkContract({ shell, live: null, candidate: onShell }).length, 1);
});

test('a build that imports from @storefront/shared what the live shell’s copy does not export is refused, by name', () => {
  const candidate = remoteContract(dist({ requires: { federation: '2.9', shared: { react: '^19.3.1' }, uses: ['callApi', 'formatAge', 'useApi'] } }));
  assert.deepEqual(candidate.uses, { '@storefront/shared': ['callApi', 'formatAge', 'useApi'] });
  const offers = { '@storefront/shared': ['callApi', 'useApi'] };
  assert.deepEqual(checkContract({ shell: { ...shell, offers }, live: null, candidate }), [
    "catalogue uses formatAge of @storefront/shared, which the live shell's copy does not export",
  ]);
  // A shell that does not say what it exports is not held against.
  assert.deepEqual(checkContract({ shell, live: null, candidate }), []);
});

test('a build that fits the live shell and the live build has nothing against it', () => {
  const live = remoteContract(dist());
  assert.deepEqual(checkContract({ shell, live, candidate: remoteContract(dist()) }), []);
});

test('says exactly what does not fit', () => {
  const live = remoteContract(dist());
  const candidate = remoteContract(
    dist({
      shared: { react: '^20.0.0', 'styled-components': '^6.6.0' },
      exposes: ['./HomePage'],
      pages: [
        { path: '/', module: './HomePage', access: 'signed-in' },
        { path: '/deals', module: './DealsPage', access: 'public' },
      ],
      pluginVersion: '2.10.0',
    }),
  );
  assert.deepEqual(checkContract({ shell, live, candidate }), [
    "catalogue is built with Module Federation 2.10, the shell runs 2.9: remotes run on the shell's runtime",
    'catalogue needs react ^20.0.0, the shell provides 19.3.1',
    'catalogue shares styled-components as a singleton, the shell provides none',
    "catalogue's page /deals is ./DealsPage, which the build does not expose",
    "catalogue's page / changes its access from public to signed-in",
    'catalogue no longer has the page /parts/:id (./PurchasePage) that the live build serves',
  ]);
});

test(
  'the contract of a real build fits the shell it was built with',
  { skip: !fs.existsSync('catalogue-mfe/dist/mf-manifest.json') && 'no build here' },
  () => {
    const contract = remoteContract('catalogue-mfe/dist');
    const provides = Object.fromEntries(Object.entries(contract.shared).map(([name, { version }]) => [name, version]));
    assert.deepEqual(checkContract({ shell: { federation: contract.federation, provides }, live: contract, candidate: contract }), []);
  },
);
