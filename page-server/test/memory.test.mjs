// npm test -w page-server: the page server's memory stays bounded however many builds are deployed:
// 50 deploys of a remote, each with a pages.cjs of its own (1 MB, as the real ones hold React and
// the pages), each made live and its home page rendered. Every cache stays within its limits
// (entries and bytes), the modules of builds gone by are freed (the heap grows by less than their
// sources), and the page of the build live now is still its own.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { after, before, describe, it } from 'node:test';
import { createPageRenderer, DEFAULT_LIMITS } from '../dist/index.js';

const DEPLOYS = 50;
const MODULE_BYTES = 1024 * 1024;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');

/** A build's pages.cjs: its id in the page, and a megabyte of code the module keeps (as React would). */
const moduleSource = (id) => `
const weight = ${JSON.stringify(`${id}:`.padEnd(MODULE_BYTES, 'x'))};
module.exports = { contract: 1, async renderPage(request) {
  if (request.path !== '/') return null;
  return { status: 200, ready: 'h1', html: '<h1>Home (${id}, ' + weight.length + ')</h1>', headHtml: '<title>Home</title>' };
} };`;

const listen = (handler) =>
  new Promise((resolve) => {
    const server = http.createServer(handler);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
const urlOf = (server) => `http://127.0.0.1:${server.address().port}`;

describe('the page server after 50 deploys', () => {
  let dir;
  let api;
  let remote;
  let live = 0;

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-server-memory-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>Shop</title></head><body><div id=root></div></body></html>');
    remote = await listen((req, res) => {
      const match = /^\/(build-\d+)\/(routes\.json|pages\.cjs)$/.exec(req.url);
      if (!match) return void res.writeHead(404).end();
      res.writeHead(200).end(match[2] === 'routes.json' ? JSON.stringify({ routes: [{ path: '/', access: 'public' }] }) : moduleSource(match[1]));
    });
    api = await listen((req, res) => {
      const entryUrl = `${urlOf(remote)}/build-${live}/remoteEntry.js`;
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ remotes: { catalogue: { buildId: `build-${live}`, entryUrl, canary: null } } }));
    });
  });
  after(() => {
    api.close();
    remote.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every cache within its limits, and frees the modules of the builds gone by', async () => {
    let clock = Date.now();
    const pages = createPageRenderer({
      root: dir,
      config: { apiUrl: urlOf(api), remotes: { catalogue: `${urlOf(remote)}/remoteEntry.js` } },
      publicUrl: 'https://shop.example',
      now: () => clock,
      // What is measured is memory, not speed: a busy machine may take more than a page's second
      // to fetch and load a 1 MB module, and the shell's page would stand in for the build's.
      deadlineMs: 60_000,
    });
    let heapAfterTen = 0;
    for (let deploy = 1; deploy <= DEPLOYS; deploy += 1) {
      live = deploy;
      clock += 6000; // past the ledger's 5 s: the new build is live for the page server
      const page = await pages.render('/', '', 0);
      assert.match(page.html, new RegExp(`Home \\(build-${deploy}, ${MODULE_BYTES}\\)`), `deploy ${deploy}`);
      const { modules, files, pages: kept } = pages.stats();
      assert.ok(modules.count <= DEFAULT_LIMITS.modules && modules.bytes <= DEFAULT_LIMITS.moduleBytes, `modules after ${deploy}: ${JSON.stringify(modules)}`);
      assert.ok(files.count <= DEFAULT_LIMITS.files && files.bytes <= DEFAULT_LIMITS.fileBytes, `files after ${deploy}: ${JSON.stringify(files)}`);
      assert.ok(kept.count <= DEFAULT_LIMITS.pages && kept.bytes <= DEFAULT_LIMITS.pageBytes, `pages after ${deploy}: ${JSON.stringify(kept)}`);
      if (deploy === 10) {
        gc();
        heapAfterTen = process.memoryUsage().heapUsed;
      }
    }
    gc();
    const grown = process.memoryUsage().heapUsed - heapAfterTen;
    // 40 more builds' modules are 40 MB of source: kept, the heap would grow by at least that.
    assert.ok(grown < 12 * MODULE_BYTES, `the heap grew by ${(grown / MODULE_BYTES).toFixed(1)} MB over 40 deploys`);
    assert.equal(pages.stats().modules.count, DEFAULT_LIMITS.modules);
    pages.close();
  });
});
