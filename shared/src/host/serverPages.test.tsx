import { headHtml, jsonForScript, plainPage, serverPages, summarize, type PageRender, type ServerPageRequest } from './serverPages';

const head = (html: string) => new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head></html>`, 'text/html');

describe("a server page's head", () => {
  it('writes every value as text: in the title, the attributes and the JSON-LD', () => {
    const name = `</script><script>alert(1)</script> "Hook" <b>& co</b>`;
    const doc = head(
      headHtml(
        {
          title: name,
          description: `Fits "DDL" <machines> & more`,
          canonicalPath: '/parts/1?x="y"',
          image: 'https://api.example/images/a.svg?"onload=',
          imageAlt: name,
          type: 'product',
          jsonLd: [{ '@type': 'Product', name, description: '--> <!-- \u2028' }],
        },
        'https://shop.example',
        'Stitchline Parts',
      ),
    );
    expect(doc.title).toBe(name);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!)).toEqual({
      '@type': 'Product',
      name,
      description: '--> <!-- \u2028',
    });
    expect(doc.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(`Fits "DDL" <machines> & more`);
    expect(doc.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe('https://shop.example/parts/1?x="y"');
    expect(doc.querySelector('meta[property="og:image"]')!.getAttribute('content')).toBe('https://api.example/images/a.svg?"onload=');
    expect(doc.querySelector('meta[property="og:image:alt"]')!.getAttribute('content')).toBe(name);
    expect(doc.querySelector('meta[property="og:type"]')!.getAttribute('content')).toBe('product');
    // Each element but the title is marked as the page's, for the app to remove on a navigation.
    expect(doc.querySelectorAll('head > :not(title):not([data-page-head])')).toHaveLength(0);
    expect(doc.querySelector('meta[name="twitter:card"]')!.getAttribute('content')).toBe('summary_large_image');
  });

  it("gives a page without a picture of its own the storefront's mark for link previews", () => {
    const doc = head(headHtml({ title: 'Blogs', description: 'Questions and answers', canonicalPath: '/blogs' }, 'https://shop.example', 'Stitchline Parts'));
    expect(doc.querySelector('meta[property="og:image"]')!.getAttribute('content')).toBe('https://shop.example/favicon.svg');
    expect(doc.querySelector('meta[name="twitter:card"]')!.getAttribute('content')).toBe('summary');
    expect(doc.querySelector('meta[property="og:type"]')!.getAttribute('content')).toBe('website');
  });

  it('keeps JSON-LD from closing its script, and a description to whole words', () => {
    expect(jsonForScript({ a: '</script><!--&' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--\\u0026"}');
    expect(summarize('word '.repeat(60), 40)).toMatch(/^(word ){6}word…$/);
    expect(summarize('  short \n text ')).toBe('short text');
  });
});

describe('serverPages: the pages of the app’s one route list', () => {
  const routes = [
    { path: '/', module: './HomePage', access: 'public', title: 'Home' },
    { path: '/home', module: './HomePage', access: 'public', title: 'Home', canonical: '/' },
    { path: '/parts/:id', module: './PurchasePage', access: 'public', title: 'Part' },
    { path: '/cart', module: './CartPage', access: 'public', title: 'Cart' },
    { path: '/login', module: './LoginPage', access: 'public' },
    { path: '/checkout', module: './CheckoutPage', access: 'signed-in', title: 'Checkout' },
  ];
  const page: PageRender = async (request, params, route) => ({
    status: 200,
    ready: 'h1',
    html: `<h1>${route.title ?? ''} ${params.id ?? ''}</h1>`,
    head: { title: route.title ?? '', description: 'd', canonicalPath: route.canonical ?? request.path },
  });
  const request = (path: string) => ({ path, search: '', publicUrl: 'https://shop.example', assetBase: '/', config: {} }) as unknown as ServerPageRequest;
  const pages = serverPages(routes, { './HomePage': page, './PurchasePage': page, './LoginPage': plainPage });

  it('renders each route whose module has a renderer, at every path the list gives it, with the route', async () => {
    expect(await pages.renderPage(request('/'))).toEqual(expect.objectContaining({ html: '<h1>Home </h1>' }));
    const aliased = await pages.renderPage(request('/home'));
    expect(aliased && 'headHtml' in aliased ? aliased.headHtml : '').toContain('<link data-page-head rel="canonical" href="https://shop.example/" />');
    expect(await pages.renderPage(request('/parts/p1'))).toEqual(expect.objectContaining({ html: '<h1>Part p1</h1>' }));
    expect(await pages.renderPage(request('/login'))).toEqual({ status: 200, plain: true });
    // A route without a renderer is the app's page alone.
    expect(await pages.renderPage(request('/cart'))).toBeNull();
    expect(await pages.renderPage(request('/checkout'))).toBeNull();
  });

  it('names for the sitemap the public pages of their own without parameters', () => {
    expect(pages.paths).toEqual(['/']);
  });

  it('refuses a renderer for a module the list does not route', () => {
    expect(() => serverPages(routes, { './MissingPage': page })).toThrow(/\.\/MissingPage/);
  });

  it('gives a render still to run as one (the page server runs it after the head), its pictures at the build’s address', async () => {
    const render = jest.fn(() => '<img src="\u0001base\u0001a.svg" alt="" />');
    const deferred = serverPages(routes, { './HomePage': async (request, params, route) => ({ ...(await page(request, params, route)), html: render }) });
    const answer = await deferred.renderPage({ ...request('/'), assetBase: 'https://cdn.example/catalogue/' });
    const html = answer && 'html' in answer ? answer.html : '';
    expect(typeof html).toBe('function');
    expect(render).not.toHaveBeenCalled();
    expect(typeof html === 'function' ? html() : html).toBe('<img src="https://cdn.example/catalogue/a.svg" alt="" />');
  });
});
