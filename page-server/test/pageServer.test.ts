// The shell's page server (which app renders a page, from which build, how long it is kept, what
// happens when the API is slow) and the sitemap, against an API, a remote and a shell build of the
// test's own (the real builds' modules are proved by the browser tests, e2e/tests/seo.spec.ts).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { bucketFromCookie, chooseBuilds, entriesOf, type LiveBuilds } from '@storefront/shared/builds';
import { signPreview } from '@storefront/shared/preview-token';
import type { PageLanguage } from '@storefront/shared/server-pages-contract';
import { createPageRenderer, robotsTxt, serveSitemap, serveStatic, type PageRenderer, type PageRendererOptions } from '../src/index';
import { buildFolder, get, listen, portOf, removeFolder, stop, urlOf } from './servers';

const chooseEntries = (configured: Record<string, string>, live: LiveBuilds | null, bucket: number) => entriesOf(chooseBuilds(configured, live, bucket));

const INDEX =
  '<!doctype html><html lang=en><head><meta name=description content="Default"><title>Stitchline Parts</title></head><body><noscript>Needs JavaScript.</noscript><div id=root></div></body></html>';

type Routes = Record<string, { text: string; status?: number } | 'plain'>;

/**
 * A pages.cjs: answers its `routes` (path -> page) with its `label` in the content; `paths` are its
 * public pages for the sitemap. A path under /slow never answers (an app's module that hangs).
 */
function moduleSource(label: string, routes: Routes, paths?: string[]) {
  return `
const routes = ${JSON.stringify(routes)};
module.exports = { contract: 1, ${paths ? `paths: ${JSON.stringify(paths)}, ` : ''}async renderPage(request) {
  if (request.path.startsWith('/slow')) await new Promise(() => {});
  if (request.path.startsWith('/parts/')) {
    const answer = await request.read('/parts/' + request.path.slice(7));
    if (answer.status !== 200) return { status: 404 };
    const part = answer.body;
    return { status: 200, ready: 'h1', html: '<h1>' + part.name.replace(/</g, '&lt;') + ' (${label})</h1><img src="' + request.assetBase + 'a.svg">', headHtml: '<title>' + part.name.replace(/</g, '&lt;') + '</title>' };
  }
  const page = routes[request.path];
  if (!page) return null;
  if (page === 'plain') return { status: 200, plain: true };
  return { status: page.status ?? 200, ready: 'h1', html: '<h1>' + page.text + ' (${label})</h1>', headHtml: '<title>' + page.text + '</title>' };
} };`;
}

describe('the page server', () => {
  let dir: string;
  let api: http.Server;
  let remote: http.Server;
  const parts = new Map([['p1', { name: 'Bobbin <case>', price: 10 }]]);
  let ledger: LiveBuilds | null = null;
  /** While set, the API answers nothing until it settles (an API slower than any deadline). */
  let apiHeld: Promise<void> | null = null;

  beforeAll(async () => {
    dir = buildFolder('page-server-', {
      'index.html': INDEX,
      'pages.cjs': moduleSource('shell', { '/about': { text: 'About us' }, '/404': { text: 'Page not found', status: 404 }, '/login': 'plain' }, ['/about']),
    });
    api = await listen(async (req, res) => {
      await apiHeld;
      if (req.url === '/deployments/live') {
        res.writeHead(ledger ? 200 : 503, { 'Content-Type': 'application/json' }).end(JSON.stringify(ledger ?? { message: 'no' }));
        return;
      }
      const part = parts.get(req.url?.slice('/parts/'.length) ?? '');
      if (part) res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(part));
      else res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"No part with this id"}');
    });
    // A remote with two builds: its dist (config.json's) and a published canary under /b2/.
    const routes = JSON.stringify({
      routes: [
        { path: '/', access: 'public' },
        { path: '/parts/:id', access: 'public', assets: ['__federation_expose_PurchasePage.1a2b.js'] },
        { path: '/checkout', access: 'signed-in' },
        { path: '/slow', access: 'public' },
      ],
    });
    const files: Record<string, string> = {
      '/routes.json': routes,
      '/pages.cjs': moduleSource('dist', { '/': { text: 'Home' } }, ['/']),
      '/b2/routes.json': routes,
      '/b2/pages.cjs': moduleSource('canary', { '/': { text: 'Home' } }, ['/', '/canary-only']),
    };
    remote = await listen((req, res) => {
      const body = files[req.url ?? ''];
      res.writeHead(body ? 200 : 404).end(body ?? 'Not found');
    });
  });
  afterAll(() => {
    stop(api);
    stop(remote);
    removeFolder(dir);
  });

  /** The deploy ledger with the catalogue's build b1 live and b2 its canary for 10% of browsers. */
  const canaryLedger = (): LiveBuilds => ({
    remotes: {
      catalogue: {
        buildId: 'b1',
        entryUrl: `${urlOf(remote)}/remoteEntry.js`,
        canary: { buildId: 'b2', entryUrl: `${urlOf(remote)}/b2/remoteEntry.js`, percent: 10 },
      },
    },
  });

  /** A page server on a clock the test moves (`clock`). */
  let clock = Date.now();
  const renderer = (options: Partial<PageRendererOptions> = {}) =>
    createPageRenderer({
      root: dir,
      config: { apiUrl: urlOf(api), remotes: { catalogue: `${urlOf(remote)}/remoteEntry.js` } },
      publicUrl: 'https://shop.example',
      now: () => clock,
      ...options,
    });

  it("names the sitemap's pages from the modules of the builds a new visitor gets, never a canary's", async () => {
    ledger = canaryLedger();
    const pages = renderer();
    try {
      assert.deepEqual(await pages.publicPaths(), ['/', '/about']);
    } finally {
      ledger = null;
      pages.close();
    }
  });

  it("puts the owning app's content and head into the shell's page, escaped by the app", async () => {
    const pages = renderer();
    const page = await pages.render('/parts/p1', '', 0);
    assert.equal(page.status, 200);
    assert.match(page.html ?? '', /<title>Bobbin &lt;case><\/title>/);
    // No script of a remote's build is named by the HTML: the browser may run another build than the
    // one the page was rendered with (its tab's preview, the shell's config.json when the ledger does
    // not answer it), and the start-up script asks for the one it runs.
    assert.doesNotMatch(page.html ?? '', /rel="preload" as="script"/);
    assert.doesNotMatch(page.html ?? '', /content="Default"/, 'the default description gives way to the page’s head');
    assert.doesNotMatch(page.html ?? '', /<noscript>/);
    assert.match(
      page.html ?? '',
      /<div id=root><\/div><div id="first-view" data-ready="h1"><h1>Bobbin &lt;case> \(dist\)<\/h1><img src="http:\/\/127\.0\.0\.1:\d+\/a\.svg"><\/div><\/body>/,
    );
    pages.close();
  });

  it("puts every app's page into the shell's frame, its header and footer, and sends the page alone when the frame fails", async () => {
    const framed = buildFolder('page-server-frame-');
    const frame = (body: string) =>
      moduleSource('shell', { '/about': { text: 'About us' }, '/404': { text: 'Page not found', status: 404 } }).replace(
        'module.exports = {',
        `module.exports = { renderFrame(request) { ${body} },`,
      );
    try {
      fs.writeFileSync(path.join(framed, 'index.html'), INDEX);
      fs.writeFileSync(
        path.join(framed, 'pages.cjs'),
        frame("return '<header>' + request.path + '</header><main>\\u0001page\\u0001</main><footer>Legal</footer>';"),
      );
      let pages = renderer({ root: framed });
      const framedPages: [string, RegExp][] = [
        ['/parts/p1', /<h1>Bobbin &lt;case> \(dist\)<\/h1><img [^>]+>/],
        ['/about', /<h1>About us \(shell\)<\/h1>/],
        ['/no/such/page', /<h1>Page not found \(shell\)<\/h1>/],
      ];
      for (const [pathname, content] of framedPages) {
        const { html } = await pages.render(pathname, '', 0);
        assert.match(
          html ?? '',
          new RegExp(`<div id="first-view" data-ready="h1"><header>${pathname}</header><main>${content.source}</main><footer>Legal</footer></div>`),
          pathname,
        );
      }
      pages.close();
      // A newer index.html makes the page server read the shell's build again.
      fs.writeFileSync(path.join(framed, 'pages.cjs'), frame("throw new Error('no frame');"));
      fs.utimesSync(path.join(framed, 'index.html'), new Date(), new Date(Date.now() + 5000));
      const lines: string[] = [];
      pages = renderer({ root: framed, log: (line) => lines.push(line) });
      assert.match((await pages.render('/about', '', 0)).html ?? '', /<div id="first-view" data-ready="h1"><h1>About us \(shell\)<\/h1><\/div>/);
      assert.match(lines.join('\n'), /the shell's frame failed \(no frame\)/);
      pages.close();
    } finally {
      fs.rmSync(framed, { recursive: true, force: true });
    }
  });

  it('answers 404 for a missing part, an unknown path, and the shell’s not-found page for both', async () => {
    const pages = renderer();
    for (const pathname of ['/parts/nope', '/no/such/page']) {
      const page = await pages.render(pathname, '', 0);
      assert.equal(page.status, 404, pathname);
      assert.match(page.html ?? '', /Page not found \(shell\)/);
    }
    assert.equal((await pages.render('/about', '', 0)).status, 200);
    pages.close();
  });

  it("sends the shell's page as it is for a signed-in route and the shell's own app pages, kept out of search engines", async () => {
    const pages = renderer();
    for (const pathname of ['/checkout', '/login']) {
      const page = await pages.render(pathname, '', 0);
      assert.deepEqual([page.status, page.html, page.noindex], [200, INDEX, true], pathname);
    }
    pages.close();
  });

  it('renders with the build this browser runs: the canary’s for a bucket in its share, the live one otherwise', async () => {
    ledger = canaryLedger();
    const pages = renderer();
    assert.match((await pages.render('/', '', 999)).html ?? '', /Home \(canary\)/);
    assert.match((await pages.render('/', '', 1000)).html ?? '', /Home \(dist\)/);
    assert.match((await pages.render('/', '', 10000)).html ?? '', /Home \(dist\)/, 'a browser that keeps no bucket is in no canary');
    ledger = null;
    pages.close();
  });

  it("renders a preview link's page with the previewed build, when the API signed the link and it has not expired", async () => {
    const secret = Buffer.from('the-api-token-secret-of-enough-length-0123');
    const pages = renderer({ previewSecret: () => secret });
    const token = (claims: { buildId: string; remote?: string; exp?: number }) =>
      signPreview({ remote: 'catalogue', exp: Math.floor(Date.now() / 1000) + 600, ...claims }, secret);
    const previewed = await pages.render('/', `?preview=${token({ buildId: 'b2' })}`, 0);
    assert.match(previewed.html ?? '', /Home \(canary\)/, "the build the link names (published beside the live one), at the page's first paint");
    assert.equal(previewed.noindex, true, 'a preview is kept out of search engines');
    // The same page without the link, and links the API did not sign or that expired: the live build.
    assert.match((await pages.render('/', '', 0)).html ?? '', /Home \(dist\)/);
    const forged = `${Buffer.from(JSON.stringify({ r: 'catalogue', b: 'b2', e: 4102444800 })).toString('base64url')}.${token({ buildId: 'b2' }).split('.')[1]}`;
    for (const link of [
      token({ buildId: 'b2', exp: 1 }),
      forged,
      signPreview({ remote: 'catalogue', buildId: 'b2', exp: 4102444800 }, Buffer.from('another-secret')),
      'nonsense',
    ]) {
      const page = await pages.render('/', `?preview=${link}`, 0);
      assert.match(page.html ?? '', /Home \(dist\)/, link);
      assert.equal(page.noindex, false);
    }
    // A build that is not there, or of an area the storefront has not: the live build, as the app would run.
    assert.doesNotMatch((await pages.render('/', `?preview=${token({ buildId: 'b9' })}`, 0)).html ?? '', /canary/);
    assert.match((await pages.render('/', `?preview=${token({ remote: 'admin', buildId: 'b2' })}`, 0)).html ?? '', /Home \(dist\)/);
    // Without the API's secret a link cannot be checked: the live build.
    assert.match((await renderer().render('/', `?preview=${token({ buildId: 'b2' })}`, 0)).html ?? '', /Home \(dist\)/);
    pages.close();
  });

  it('keeps a page 30 s, then serves it once more while it makes a new one', async () => {
    const pages = renderer();
    parts.set('p2', { name: 'Old name', price: 1 });
    assert.match((await pages.render('/parts/p2', '', 0)).html ?? '', /Old name/);
    parts.set('p2', { name: 'New name', price: 1 });
    clock += 20_000;
    assert.match((await pages.render('/parts/p2', '', 0)).html ?? '', /Old name/, 'fresh');
    clock += 15_000;
    assert.match((await pages.render('/parts/p2', '', 0)).html ?? '', /Old name/, 'stale, while the new one is made');
    // The new one replaces it once made: asked again until it does (each ask, meanwhile, the old one).
    let html = '';
    while (!/New name/.test(html)) {
      html = (await pages.render('/parts/p2', '', 0)).html ?? '';
      assert.match(html, /Old name|New name/);
      await new Promise((resolve) => setImmediate(resolve));
    }
    parts.set('p2', { name: 'Newest name', price: 1 });
    clock += 61_000;
    assert.match((await pages.render('/parts/p2', '', 0)).html ?? '', /Newest name/, 'never older than a minute');
    pages.close();
  });

  it('compresses a kept page once per encoding, and a page made anew again', async () => {
    const pages = renderer();
    parts.set('p3', { name: 'Kept hook', price: 1 });
    const first = await pages.render('/parts/p3', '', 0);
    const again = await pages.render('/parts/p3', '', 0);
    assert.ok(first.encodings instanceof Map);
    assert.equal(again.encodings, first.encodings, 'the kept page carries its copies');
    // What the static server does with them: compresses on the first request of an encoding, then sends the copy.
    const server = await serveStatic({ root: dir, port: 0, host: '127.0.0.1', spa: true, pages: { render: async () => pages.render('/parts/p3', '', 0) } });
    const copies = first.encodings!;
    const getIn = (encoding: string) => get(portOf(server), '/parts/p3', { 'Accept-Encoding': encoding });
    const br = await getIn('br, gzip');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.deepEqual([...copies.keys()], ['br']);
    assert.ok(copies.get('br')?.equals(br.body));
    assert.equal((await getIn('gzip')).headers['content-encoding'], 'gzip');
    assert.deepEqual([...copies.keys()].sort(), ['br', 'gzip']);
    assert.ok((await getIn('br')).body.equals(br.body));
    // Changed and made anew (after a minute): new copies, of the new page.
    parts.set('p3', { name: 'New hook', price: 1 });
    clock += 61_000;
    const changed = await pages.render('/parts/p3', '', 0);
    assert.match(changed.html ?? '', /New hook/);
    assert.notEqual(changed.encodings, first.encodings);
    stop(server);
    pages.close();
  });

  it("sends the shell's page at once when the API is slower than the deadline, and when an app's module hangs", async () => {
    const pages = renderer({ deadlineMs: 300 });
    let answerApi = () => {};
    apiHeld = new Promise((resolve) => (answerApi = resolve));
    let started = Date.now();
    const slow = await pages.render('/parts/p1', '?fresh=1', 0);
    assert.deepEqual([slow.status, slow.html], [200, INDEX]);
    assert.ok(Date.now() - started < 1000, `answered in ${Date.now() - started} ms`);
    apiHeld = null;
    answerApi();
    started = Date.now();
    const hung = await pages.render('/slow', '', 0);
    assert.deepEqual([hung.status, hung.html], [200, INDEX]);
    assert.ok(Date.now() - started < 1000);
    pages.close();
  });

  it("sends the shell's page when the API is down", async () => {
    const pages = createPageRenderer({
      root: dir,
      config: { apiUrl: 'http://127.0.0.1:9', remotes: { catalogue: `${urlOf(remote)}/remoteEntry.js` } },
      publicUrl: 'https://shop.example',
    });
    const page = await pages.render('/parts/p1', '', 0);
    assert.deepEqual([page.status, page.html], [200, INDEX]);
    pages.close();
  });

  it('chooses builds as the browser does, and reads the bucket from its cookie', () => {
    const configured = { catalogue: 'http://c/remoteEntry.js', account: 'http://a/remoteEntry.js' };
    const live = {
      remotes: {
        catalogue: { buildId: 'x', entryUrl: 'http://c/x/remoteEntry.js', canary: { buildId: 'y', entryUrl: 'http://c/y/remoteEntry.js', percent: 50 } },
      },
    };
    assert.deepEqual(chooseEntries(configured, live, 4999), { catalogue: 'http://c/y/remoteEntry.js', account: 'http://a/remoteEntry.js' });
    assert.deepEqual(chooseEntries(configured, live, 5000), { catalogue: 'http://c/x/remoteEntry.js', account: 'http://a/remoteEntry.js' });
    assert.deepEqual(chooseEntries(configured, null, 0), configured);
    assert.equal(bucketFromCookie('a=1; storefront-bucket=42; b=2'), 42);
    assert.equal(bucketFromCookie('storefront-bucket=banana'), null);
    assert.equal(bucketFromCookie(undefined), null);
  });
});

describe('the sitemap', () => {
  let api: http.Server;
  const count = 23;
  const asked: string[] = [];
  beforeAll(async () => {
    api = await listen((req, res) => {
      const url = new URL(req.url ?? '/', 'http://api');
      if (url.pathname === '/machines') {
        // Two pages of machines: their pages go with the public pages.
        const second = url.searchParams.get('cursor') === 'c2';
        const items = second
          ? [{ brandSlug: 'union-special', modelSlug: '39500' }]
          : [
              { brandSlug: 'juki', modelSlug: 'ddl-8700' },
              { brandSlug: 'juki', modelSlug: 'ddl-8700-7' },
            ];
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ items, nextCursor: second ? null : 'c2' }));
        return;
      }
      if (url.pathname === '/sitemap/assemblies') {
        // The published assemblies of the parts books: their pages go with the public pages.
        const assemblies = [
          { brandSlug: 'juki', modelSlug: 'ddl-8700', slug: 'hook-and-bobbin-case', updatedAt: '2026-11-28T09:30:00Z' },
          { brandSlug: 'juki', modelSlug: 'ddl-8700', slug: 'feed-mechanism', updatedAt: '2026-11-28T10:00:00Z' },
        ];
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(assemblies));
        return;
      }
      asked.push(url.search);
      const after = Number(url.searchParams.get('after') ?? 0);
      const upTo = Number(url.searchParams.get('upTo') ?? Infinity);
      const limit = Number(url.searchParams.get('limit') ?? 5000);
      const items = [];
      // Positions 1..count with a gap at 5 (a deleted part).
      for (let position = after + 1; position <= Math.min(count, upTo) && items.length < limit; position += 1) {
        if (position !== 5) items.push({ id: `id-${position}`, position, updatedAt: '2026-11-27T08:00:00Z' });
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ items, lastPosition: count }));
    });
  });
  afterAll(() => stop(api));

  /** The sitemap, in English alone unless `languages` says (sitemapLanguages.test.ts has both). */
  async function fetchSitemap(pathname: string, maxUrls?: number, languages: PageLanguage[] = ['en']) {
    const pages = async () => ['/', '/parts', '/blogs', '/myportfolio', '/about', '/privacy', '/terms', '/'];
    const server = await listen((req, res) => serveSitemap(req, res, { apiUrl: urlOf(api), publicUrl: 'https://shop.example', maxUrls, pages, languages }));
    try {
      const response = await fetch(`${urlOf(server)}${pathname}`);
      return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
    } finally {
      stop(server);
    }
  }
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('lists the public pages and every part with its last change, in one file while it can', async () => {
    const { status, type, body } = await fetchSitemap('/sitemap.xml');
    assert.equal(status, 200);
    assert.match(type ?? '', /application\/xml/);
    assert.match(body, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    const urls = locs(body);
    assert.equal(urls.length, 7 + 3 + 2 + count - 1);
    assert.ok(urls.includes('https://shop.example/parts/id-23'));
    assert.ok(urls.includes('https://shop.example/machines/juki/ddl-8700-7'));
    assert.ok(urls.includes('https://shop.example/machines/union-special/39500'));
    assert.ok(!urls.includes('https://shop.example/parts/id-5'));
    assert.equal((body.match(/<lastmod>2026-11-27T08:00:00Z<\/lastmod>/g) ?? []).length, count - 1);
    assert.match(
      body,
      /<url><loc>https:\/\/shop\.example\/machines\/juki\/ddl-8700\/hook-and-bobbin-case<\/loc><lastmod>2026-11-28T09:30:00Z<\/lastmod><\/url>/,
    );
    assert.ok(urls.includes('https://shop.example/machines/juki/ddl-8700/feed-mechanism'));
  });

  it('becomes an index of files of at most the limit, each read a page at a time', async () => {
    const index = await fetchSitemap('/sitemap.xml', 12);
    assert.match(index.body, /<sitemapindex /);
    assert.deepEqual(
      locs(index.body),
      ['pages', 'parts-1', 'parts-2'].map((name) => `https://shop.example/sitemaps/${name}.xml`),
    );
    const files = await Promise.all(['pages', 'parts-1', 'parts-2'].map((name) => fetchSitemap(`/sitemaps/${name}.xml`, 12)));
    assert.equal(locs(files[0]!.body).length, 7 + 3 + 2);
    const partUrls = files.slice(1).flatMap((file) => locs(file.body));
    assert.equal(partUrls.length, count - 1);
    assert.equal(new Set(partUrls).size, count - 1);
    for (const file of files) assert.ok(locs(file.body).length <= 12);
    assert.equal((await fetchSitemap('/sitemaps/parts-3.xml', 12)).status, 404);
    assert.equal((await fetchSitemap('/sitemaps/parts-1.xml')).status, 404, 'no index: no files');
  });

  it('robots.txt keeps crawlers out of the customers’ and admins’ pages and names the sitemap', () => {
    const text = robotsTxt('https://shop.example');
    for (const path of ['/dashboard', '/cart', '/checkout', '/quick-order']) assert.match(text, new RegExp(`^Disallow: ${path}$`, 'm'));
    assert.match(text, /^Sitemap: https:\/\/shop\.example\/sitemap\.xml$/m);
  });
});

describe('the static servers against slow clients', () => {
  it('closes a connection whose headers trickle in for more than 10 s', async () => {
    const dir = buildFolder('slow-client-', { 'index.html': INDEX });
    const server = await serveStatic({ root: dir, port: 0, spa: true });
    const started = Date.now();
    const closed = await new Promise<string>((resolve) => {
      const socket = net.connect(portOf(server), '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n'));
      const trickle = setInterval(() => socket.write(`X-Slow-${Date.now()}: 1\r\n`), 1000);
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('close', () => {
        clearInterval(trickle);
        resolve(answer);
      });
      socket.on('error', () => undefined);
    });
    const elapsed = Date.now() - started;
    stop(server);
    removeFolder(dir);
    assert.match(closed, /^HTTP\/1\.1 408/);
    assert.ok(elapsed >= 9_000 && elapsed < 13_000, `closed after ${elapsed} ms`);
  }, 30_000);
});

describe('a page still to render (contract 2)', () => {
  let dir: string;
  let pages: PageRenderer;
  /** The shell's config, where its module counts the renders of the page '/big'. */
  const config: { bigRenders?: number } = {};
  // A shell whose pages give their content as a render still to run, inside the site's frame.
  const SOURCE = `
module.exports = { contract: 2, async renderPage(request) {
  const page = (render) => ({ status: 200, ready: 'h1', headHtml: '<title>' + request.path + '</title>', html: render });
  if (request.path === '/big') return page(() => { request.config.bigRenders = (request.config.bigRenders ?? 0) + 1; return '<h1>Big page</h1>'; });
  if (request.path === '/broken') return page(() => { throw new Error('no such component'); });
  return null;
}, renderFrame() { return '<header>Site</header>\\u0001page\\u0001<footer>Foot</footer>'; } };`;

  beforeAll(() => {
    dir = buildFolder('page-stream-', { 'index.html': INDEX, 'pages.cjs': SOURCE });
    pages = createPageRenderer({ root: dir, config, publicUrl: 'https://shop.example' });
  });
  afterAll(() => {
    pages.close();
    removeFolder(dir);
  });

  it('is sent head first: the shell’s page up to the content before the page and its frame render, which runs once for every request that shares it', async () => {
    const [first, second] = await Promise.all([pages.render('/big', '', 0), pages.render('/big', '', 0)]);
    const firstStream = first.stream!;
    for (const { stream } of [first, second]) {
      assert.ok(stream, 'a page still to render comes as a stream');
      assert.match(stream.before, /<title>\/big<\/title>/);
      assert.match(stream.before, /<div id=root><\/div><div id="first-view" data-ready="h1">$/);
    }
    assert.equal(config.bigRenders, undefined, 'nothing rendered before the rest is asked for');
    const roomBefore = pages.stats().pages.bytes;
    const [rest, again] = await Promise.all([firstStream.rest(), second.stream!.rest()]);
    assert.equal(rest, again);
    assert.match(rest, /^<header>Site<\/header><h1>Big page<\/h1><footer>Foot<\/footer><\/div><\/body><\/html>$/);
    assert.equal(config.bigRenders, 1);
    // Then kept rendered, its room in the cache what it now is.
    const kept = await pages.render('/big', '', 0);
    assert.equal(kept.stream, undefined);
    assert.equal(kept.html, firstStream.before + rest);
    assert.equal(config.bigRenders, 1);
    assert.ok(pages.stats().pages.bytes < roomBefore, `room ${roomBefore} -> ${pages.stats().pages.bytes}`);
  });

  it('goes without its content when the render fails, and is not kept', async () => {
    const broken = await pages.render('/broken', '', 0);
    const rest = await broken.stream!.rest();
    assert.equal(rest, '</div></body></html>');
    assert.ok((await pages.render('/broken', '', 0)).stream, 'the next request makes it again');
  });
});
