import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

// `npm install` warns EBADENGINE for an installed package whose `engines.node` the running Node
// does not satisfy. The storefront declares the Node it supports (package.json `engines`); every
// package it installs must run on that Node, so the check runs here on the Node the tests use.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const semver = createRequire(import.meta.url)('semver');
const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
const declared = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).engines.node;

test('the Node running the tests is one the storefront declares', () => {
  assert.ok(semver.satisfies(process.versions.node, declared), `Node ${process.versions.node} is outside "engines": "${declared}"`);
});

test('every installed package supports the declared Node (npm install prints no EBADENGINE)', () => {
  const refused = Object.entries(lock.packages)
    .filter(([where, entry]) => where.startsWith('node_modules/') && entry.engines?.node && fs.existsSync(path.join(ROOT, where)))
    .filter(([, entry]) => !semver.satisfies(process.versions.node, entry.engines.node))
    .map(([where, entry]) => `${where.replace(/^.*node_modules\//, '')}@${entry.version} wants Node ${entry.engines.node}`);
  assert.deepEqual(refused, []);
});
