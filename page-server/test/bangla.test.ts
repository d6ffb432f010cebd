// Bangla pages under /bn (DECISIONS.md, "Bangla beside English"): the page server finds the app by
// the path without /bn, has its module render the page in Bangla, answers `<html lang="bn">` with
// the page's Bangla head and its alternates in both languages, keeps each language's page apart,
// and lists both languages' addresses in the sitemap. The modules here write their heads with the
// builds' own head writer (shared/src/host/pageHead.ts).
import assert from 'node:assert/strict';
import type http from 'node:http';
import { createPageRenderer, robotsTxt, serveSitemap, serveStatic, type PageRendererOptions } from '../src/index';
import { banglaFontHead } from '@storefront/shared/bangla-font';
import { headHtml } from '@storefront/shared/page-head';
import { buildFolder, get, listen, portOf, removeFolder, urlOf } from './servers';

const INDEX =
  '<!doctype html><html lang="en"><head><meta name="description" content="Default"><title>Stitchline Parts</title></head><body><noscript>Needs JavaScript.</noscript><div id="root"></div></body></html>';
const PUBLIC_URL = 'https://shop.example';
/** The shell's page as it is, in Bangla: its language, and the Bangla font asked for with it. */
const BANGLA_INDEX = INDEX.replace('<html lang="en">', '<html lang="bn">').replace('</head>', `${banglaFontHead()}</head>`);

/** Each page's title by language, its head written as serverPages() writes it (a 404: no alternates). */
const TITLES: Record<string, { en: string; bn: string; status?: number }> = {
  '/': { en: 'Home', bn: 'হোম' },
  '/parts/p1': { en: 'Bobbin case', bn: 'ববিন কেস' },
  '/about': { en: 'About us', bn: 'আমাদের কথা' },
  '/404': { en: 'Page not found', bn: 'পাতাটি পাওয়া যায়নি', status: 404 },
};
const heads = Object.fromEntries(
  Object.entries(TITLES).flatMap(([path, page]) =>
    (['en', 'bn'] as const).map((language) => [
      `${language} ${path}`,
      headHtml({ title: page[language], description: `${page[language]}.`, canonicalPath: path }, PUBLIC_URL, 'Shop', { language, alternates: !page.status }),
    ]),
  ),
);

/**
 * A pages.cjs answering `paths` (its pages, each in the request's language where it `speaks`
 * Bangla): its content names the language and the path it was asked for; the shell's also has a
 * frame in the request's language.
 */
function moduleSource(label: string, paths: string[], { speaks = true, frame = false } = {}) {
  return `
const heads = ${JSON.stringify(heads)};
const titles = ${JSON.stringify(TITLES)};
const paths = ${JSON.stringify(paths)};
const languageOf = (request) => (${speaks} && request.language === 'bn' ? 'bn' : 'en');
module.exports = { contract: 2, ${speaks ? "languages: ['en', 'bn'], " : ''}async renderPage(request) {
  if (paths.includes('/parts/p1') && request.path.startsWith('/parts/') && (await request.read(request.path)).status !== 200) return { status: 404 };
  if (!paths.includes(request.path)) return null;
  const language = languageOf(request);
  const page = titles[request.path];
  return { status: page.status ?? 200, ready: 'h1', html: '<h1>' + page[language] + ' (${label}, ' + language + ' ' + request.path + ')</h1>', headHtml: heads[language + ' ' + request.path] };
}${frame ? `, renderFrame(request) { return '<header lang="' + languageOf(request) + '">' + request.path + '</header>\\u0001page\\u0001'; }` : ''} };`;
}

describe('Bangla pages', () => {
  let api: http.Server;
  let remote: http.Server;
  const folders: string[] = [];
  const remoteFiles: Record<string, string> = {};

  beforeAll(async () => {
    api = await listen((req, res) => {
      if (req.url === '/parts/p1') res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":"p1"}');
      else res.writeHead(404, { 'Content-Type': 'application/json' }).end('{}');
    });
    const routes = JSON.stringify({
      routes: [
        { path: '/', access: 'public' },
        { path: '/parts/:id', access: 'public' },
        { path: '/checkout', access: 'signed-in' },
      ],
    });
    Object.assign(remoteFiles, {
      '/new/routes.json': routes,
      '/new/pages.cjs': moduleSource('catalogue', ['/', '/parts/p1']),
      '/old/routes.json': routes,
      '/old/pages.cjs': moduleSource('catalogue', ['/', '/parts/p1'], { speaks: false }),
    });
    remote = await listen((req, res) => {
      const body = remoteFiles[req.url ?? ''];
      res.writeHead(body ? 200 : 404).end(body ?? 'Not found');
    });
  });
  afterAll(() => {
    api.close();
    remote.close();
    for (const folder of folders) removeFolder(folder);
  });

  /** A page server whose shell (its own pages, its frame) speaks Bangla, and whose catalogue runs the build `build`. */
  const renderer = (build: 'new' | 'old' = 'new', options: Partial<PageRendererOptions> = {}) => {
    const root = buildFolder('page-server-bangla-', {
      'index.html': INDEX,
      'pages.cjs': moduleSource('shell', ['/about', '/404'], { frame: true }),
    });
    folders.push(root);
    return createPageRenderer({
      root,
      config: { apiUrl: urlOf(api), remotes: { catalogue: `${urlOf(remote)}/${build}/remoteEntry.js` } },
      publicUrl: PUBLIC_URL,
      ...options,
    });
  };
  const titleOf = (html = '') => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const alternatesOf = (html = '') =>
    [...html.matchAll(/<link data-page-head rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((match) => `${match[1]} ${match[2]}`);
  const BOTH_WAYS = ['en https://shop.example/parts/p1', 'bn https://shop.example/bn/parts/p1', 'x-default https://shop.example/parts/p1'];

  it('renders /bn/parts/<id> as the part’s page in Bangla: lang="bn", its Bangla title and its alternates both ways', async () => {
    const pages = renderer();
    try {
      const page = await pages.render('/bn/parts/p1', '', 0);
      assert.equal(page.status, 200);
      const html = page.html ?? '';
      assert.match(html, /^<!doctype html><html lang="bn">/);
      assert.ok(html.includes(`${banglaFontHead()}</head>`), 'the Bangla font, asked for with the HTML');
      assert.equal(titleOf(html), 'ববিন কেস');
      assert.match(html, /<meta data-page-head name="description" content="ববিন কেস\." \/>/);
      assert.doesNotMatch(html, /content="Default"/);
      assert.match(html, /<link data-page-head rel="canonical" href="https:\/\/shop\.example\/bn\/parts\/p1" \/>/);
      assert.deepEqual(alternatesOf(html), BOTH_WAYS);
      // The catalogue was asked for the page without /bn, in Bangla; the shell's frame is Bangla too.
      assert.match(html, /<div id="first-view" data-ready="h1"><header lang="bn">\/parts\/p1<\/header><h1>ববিন কেস \(catalogue, bn \/parts\/p1\)<\/h1><\/div>/);

      const english = (await pages.render('/parts/p1', '', 0)).html ?? '';
      assert.match(english, /^<!doctype html><html lang="en">/);
      assert.doesNotMatch(english, /bangla-font/);
      assert.equal(titleOf(english), 'Bobbin case');
      assert.match(english, /<link data-page-head rel="canonical" href="https:\/\/shop\.example\/parts\/p1" \/>/);
      assert.deepEqual(alternatesOf(english), BOTH_WAYS);
      assert.match(english, /<header lang="en">\/parts\/p1<\/header><h1>Bobbin case \(catalogue, en \/parts\/p1\)<\/h1>/);
    } finally {
      pages.close();
    }
  });

  it('renders every page under /bn in Bangla: home at /bn, and the shell’s own pages', async () => {
    const pages = renderer();
    try {
      const home = (await pages.render('/bn', '', 0)).html ?? '';
      assert.equal(titleOf(home), 'হোম');
      assert.match(home, /\(catalogue, bn \/\)/);
      assert.deepEqual(alternatesOf(home), ['en https://shop.example/', 'bn https://shop.example/bn', 'x-default https://shop.example/']);
      assert.equal(titleOf((await pages.render('/bn/', '', 0)).html), 'হোম');
      const about = (await pages.render('/bn/about', '', 0)).html ?? '';
      assert.equal(titleOf(about), 'আমাদের কথা');
      assert.match(about, /\(shell, bn \/about\)/);
    } finally {
      pages.close();
    }
  });

  it('answers 404 for a path nobody has under /bn, with the Bangla "Page not found" and no alternates', async () => {
    const pages = renderer();
    try {
      for (const pathname of ['/bn/nope', '/bn/parts/missing']) {
        const page = await pages.render(pathname, '', 0);
        assert.equal(page.status, 404, pathname);
        assert.match(page.html ?? '', /^<!doctype html><html lang="bn">/);
        assert.equal(titleOf(page.html), 'পাতাটি পাওয়া যায়নি');
        assert.deepEqual(alternatesOf(page.html), [], pathname);
      }
      // Not a Bangla page: a path that only starts like one.
      assert.equal((await pages.render('/bnx', '', 0)).status, 404);
      assert.match((await pages.render('/bnx', '', 0)).html ?? '', /<html lang="en">/);
    } finally {
      pages.close();
    }
  });

  it('keeps each language’s page apart, and sends a signed-in page in Bangla as the shell’s page in Bangla', async () => {
    const pages = renderer();
    try {
      assert.equal(titleOf((await pages.render('/parts/p1', '', 0)).html), 'Bobbin case');
      assert.equal(titleOf((await pages.render('/bn/parts/p1', '', 0)).html), 'ববিন কেস');
      assert.equal(titleOf((await pages.render('/parts/p1', '', 0)).html), 'Bobbin case', 'the English page, kept');
      assert.equal(pages.stats().pages.count, 2);
      const checkout = await pages.render('/bn/checkout', '', 0);
      assert.deepEqual([checkout.status, checkout.noindex], [200, true]);
      assert.equal(checkout.html, BANGLA_INDEX);
    } finally {
      pages.close();
    }
  });

  it('serves /bn pages over HTTP as HTML with the same security headers as English ones', async () => {
    const pages = renderer();
    const server = await serveStatic({ root: folders[folders.length - 1]!, port: 0, spa: true, pages });
    try {
      const [bangla, english, missing] = await Promise.all(['/bn/parts/p1', '/parts/p1', '/bn/nope'].map((pathname) => get(portOf(server), pathname)));
      assert.equal(bangla!.status, 200);
      assert.match(bangla!.body.toString(), /<html lang="bn">[\s\S]*<title>ববিন কেস<\/title>/);
      assert.equal(missing!.status, 404);
      for (const header of ['content-type', 'content-security-policy', 'x-content-type-options', 'referrer-policy', 'cache-control']) {
        assert.equal(bangla!.headers[header], english!.headers[header], header);
      }
      assert.ok(bangla!.headers['content-security-policy'], 'a policy, as English pages have');
    } finally {
      server.close();
      pages.close();
    }
  });

  it('sends the shell’s page in Bangla for a build whose module speaks English only (an older build), which the app renders', async () => {
    const pages = renderer('old');
    try {
      const page = await pages.render('/bn/parts/p1', '', 0);
      assert.equal(page.status, 200);
      assert.equal(page.html, BANGLA_INDEX);
      assert.equal(titleOf((await pages.render('/parts/p1', '', 0)).html), 'Bobbin case');
    } finally {
      pages.close();
    }
  });
});

describe('the sitemap in both languages', () => {
  let api: http.Server;
  const count = 6;
  beforeAll(async () => {
    api = await listen((req, res) => {
      const url = new URL(req.url ?? '/', 'http://api');
      const json = (body: unknown) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      if (url.pathname === '/machines') return json({ items: [{ brandSlug: 'juki', modelSlug: 'ddl-8700' }], nextCursor: null });
      if (url.pathname === '/sitemap/assemblies') return json([]);
      const after = Number(url.searchParams.get('after') ?? 0);
      const upTo = Number(url.searchParams.get('upTo') ?? Infinity);
      const items = [];
      for (let position = after + 1; position <= Math.min(count, upTo); position += 1)
        items.push({ id: `id-${position}`, position, updatedAt: '2026-11-27T08:00:00Z' });
      return json({ items, lastPosition: count });
    });
  });
  afterAll(() => api.close());

  async function fetchSitemap(pathname: string, maxUrls?: number) {
    const server = await listen((req, res) =>
      serveSitemap(req, res, { apiUrl: urlOf(api), publicUrl: PUBLIC_URL, maxUrls, pages: async () => ['/', '/parts'] }),
    );
    try {
      const response = await fetch(`${urlOf(server)}${pathname}`);
      return { status: response.status, body: await response.text() };
    } finally {
      server.close();
    }
  }
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('lists every page in English and in Bangla, each address with its alternates', async () => {
    const { status, body } = await fetchSitemap('/sitemap.xml');
    assert.equal(status, 200);
    assert.match(body, /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/);
    const urls = locs(body);
    assert.equal(urls.length, 2 * (2 + 1 + count));
    for (const path of ['/', '/parts', '/machines/juki/ddl-8700', '/parts/id-6']) {
      assert.ok(urls.includes(`${PUBLIC_URL}${path}`), path);
      assert.ok(urls.includes(`${PUBLIC_URL}${path === '/' ? '/bn' : `/bn${path}`}`), `/bn${path}`);
    }
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/parts/id-6"/>' +
      '<xhtml:link rel="alternate" hreflang="bn" href="https://shop.example/bn/parts/id-6"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/parts/id-6"/>';
    assert.ok(body.includes(`<url><loc>https://shop.example/parts/id-6</loc><lastmod>2026-11-27T08:00:00Z</lastmod>${alternates}</url>`));
    assert.ok(body.includes(`<url><loc>https://shop.example/bn/parts/id-6</loc><lastmod>2026-11-27T08:00:00Z</lastmod>${alternates}</url>`));
  });

  it('counts both languages’ addresses against a file’s limit', async () => {
    const index = await fetchSitemap('/sitemap.xml', 4);
    assert.deepEqual(
      locs(index.body),
      ['pages', 'parts-1', 'parts-2', 'parts-3'].map((name) => `${PUBLIC_URL}/sitemaps/${name}.xml`),
    );
    const files = await Promise.all(['parts-1', 'parts-2', 'parts-3'].map((name) => fetchSitemap(`/sitemaps/${name}.xml`, 4)));
    for (const file of files) assert.equal(locs(file.body).length, 4);
    assert.equal(new Set(files.flatMap((file) => locs(file.body))).size, 2 * count);
  });

  it('keeps crawlers out of the signed-in pages in Bangla too', () => {
    const text = robotsTxt(PUBLIC_URL);
    for (const path of ['/dashboard', '/bn/dashboard', '/bn/cart', '/bn/login']) assert.match(text, new RegExp(`^Disallow: ${path}$`, 'm'));
  });
});
