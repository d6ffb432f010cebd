// The page server's caches on their own (src/pageCache.ts, src/moduleCache.ts): a page is made
// once and kept, refreshed while stale, made again once too old, kept rendered or dropped only
// while it is the one kept; a module is loaded once per source.
import assert from 'node:assert/strict';
import { ModuleCache } from '../src/moduleCache';
import { PAGE_FRESH_MS, PAGE_MAX_AGE_MS, PageCache, type PageJob } from '../src/pageCache';
import type { RenderedWithHead } from '../src/pageTypes';

const job: PageJob = { pathname: '/', search: '', entries: {} };
const page = (html: string): RenderedWithHead => ({
  status: 200,
  ready: 'h1',
  html,
  head: { title: 'Home', description: 'Home', canonicalPath: '/' },
  headHtml: '<title>Home</title>',
});

/** A page cache on a clock the test moves, whose pages count how often they were made. */
function pageCache() {
  const clock = { time: 1 };
  let made = 0;
  const cache = new PageCache({
    max: 10,
    maxBytes: 10 * 1024 * 1024,
    perf: { now: () => clock.time },
    make: async () => ({ status: 200, page: page(`<h1>made ${++made}</h1>`) }),
  });
  /** The page kept (or made) at 'home'. */
  const home = async () => (await cache.get('home', job))!;
  const homeHtml = async () => (await home()).page?.html;
  return { cache, clock, made: () => made, home, homeHtml };
}

describe('the pages cache', () => {
  it('makes a page once, serves it stale while a new one is made, and waits for a new one once too old', async () => {
    const { cache, clock, made, homeHtml } = pageCache();
    assert.equal(await homeHtml(), '<h1>made 1</h1>');
    assert.equal(await homeHtml(), '<h1>made 1</h1>');
    assert.equal(made(), 1);
    clock.time += PAGE_FRESH_MS + 1;
    assert.equal(await homeHtml(), '<h1>made 1</h1>', 'stale: served while a new one is made');
    assert.equal(made(), 2);
    await new Promise((resolve) => setImmediate(resolve)); // the new one kept
    assert.equal(await homeHtml(), '<h1>made 2</h1>');
    clock.time += PAGE_MAX_AGE_MS + 1;
    assert.equal(await homeHtml(), '<h1>made 3</h1>', 'too old: the new one');
    assert.deepEqual(cache.stats().count, 1);
  });

  it('keeps a page rendered, or drops it, only while it is the one kept', async () => {
    const { cache, home, homeHtml } = pageCache();
    const first = await home();
    cache.keepRendered('home', { ...first }, page('<h1>not kept</h1>'));
    assert.equal(await homeHtml(), '<h1>made 1</h1>');
    cache.keepRendered('home', first, page('<h1>rendered</h1>'));
    const rendered = await home();
    assert.equal(rendered.page?.html, '<h1>rendered</h1>');
    cache.drop('home', first);
    assert.equal(await homeHtml(), '<h1>rendered</h1>', 'a page no longer kept is not dropped');
    cache.drop('home', rendered);
    assert.equal(await homeHtml(), '<h1>made 2</h1>');
  });
});

describe('the modules cache', () => {
  const source = (id: string) => `module.exports = { contract: 1, async renderPage() { return null; }, id: ${JSON.stringify(id)} };`;

  it('loads a module once per source, within its limit of entries', () => {
    const modules = new ModuleCache({ max: 2, maxBytes: 1024 * 1024 });
    const first = modules.load(source('a'));
    assert.equal(modules.load(source('a')), first);
    modules.load(source('b'));
    modules.load(source('c'));
    assert.deepEqual(modules.stats().count, 2);
    assert.notEqual(modules.load(source('a')), first, 'the least recently used was let go');
  });

  it('refuses a module that does not keep the contract', () => {
    const modules = new ModuleCache({ max: 2, maxBytes: 1024 * 1024 });
    assert.throws(() => modules.load('module.exports = { contract: 99, renderPage() {} };'), /does not keep the server pages' contract/);
    assert.deepEqual(modules.stats().count, 0);
  });
});
