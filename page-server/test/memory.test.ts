// The page server's memory stays bounded however many builds are deployed: 50 deploys of a
// remote, each with a pages.cjs of its own (1 MB, as the real ones hold React and the pages), each
// made live and its home page rendered. Every cache stays within its limits (entries and bytes),
// the modules of builds gone by are freed (the heap grows by less than their sources), and the
// page of the build live now is still its own.
import assert from 'node:assert/strict';
import type http from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';
import { createPageRenderer, DEFAULT_LIMITS } from '../src/index';
import { buildFolder, listen, removeFolder, stop, urlOf } from './servers';

const DEPLOYS = 50;
const MODULE_BYTES = 1024 * 1024;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** A build's pages.cjs: its id in the page, and a megabyte of code the module keeps (as React would). */
const moduleSource = (id: string) => `
const weight = ${JSON.stringify(`${id}:`.padEnd(MODULE_BYTES, 'x'))};
module.exports = { contract: 1, async renderPage(request) {
  if (request.path !== '/') return null;
  return { status: 200, ready: 'h1', html: '<h1>Home (${id}, ' + weight.length + ')</h1>', headHtml: '<title>Home</title>' };
} };`;

describe('the page server after 50 deploys', () => {
  let dir: string;
  let api: http.Server;
  let remote: http.Server;
  let live = 0;

  beforeAll(async () => {
    dir = buildFolder('page-server-memory-', {
      'index.html': '<!doctype html><html><head><title>Shop</title></head><body><div id=root></div></body></html>',
    });
    remote = await listen((req, res) => {
      const match = /^\/(build-\d+)\/(routes\.json|pages\.cjs)$/.exec(req.url ?? '');
      if (!match) return void res.writeHead(404).end();
      res.writeHead(200).end(match[2] === 'routes.json' ? JSON.stringify({ routes: [{ path: '/', access: 'public' }] }) : moduleSource(match[1]!));
    });
    api = await listen((_req, res) => {
      const entryUrl = `${urlOf(remote)}/build-${live}/remoteEntry.js`;
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ remotes: { catalogue: { buildId: `build-${live}`, entryUrl, canary: null } } }));
    });
  });
  afterAll(() => {
    stop(api);
    stop(remote);
    removeFolder(dir);
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
      assert.match(page.html ?? '', new RegExp(`Home \\(build-${deploy}, ${MODULE_BYTES}\\)`), `deploy ${deploy}`);
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
