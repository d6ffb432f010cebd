import { headHtml, jsonForScript, summarize } from './serverPages';

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
