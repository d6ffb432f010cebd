import type { ServerPageRequest } from '@storefront/shared/host/server-pages';
import { FRAME_SLOT } from '@storefront/shared/server-pages-contract';
import pages, { NOT_FOUND_PATH } from './pages.server';

const request = (path: string, language?: 'en' | 'bn') =>
  ({
    path,
    search: '',
    language,
    publicUrl: 'https://shop.example',
    assetBase: '/',
    config: { apiUrl: 'http://api.example' },
    read: jest.fn(),
  }) as unknown as ServerPageRequest;

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const alternates = (doc: Document) =>
  [...doc.querySelectorAll('link[rel="alternate"]')].map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`);

async function pageAt(path: string, language?: 'en' | 'bn') {
  const page = await pages.renderPage(request(path, language));
  if (!page || !('headHtml' in page) || typeof page.html !== 'string') throw new Error(`no page at ${path}`);
  return { status: page.status, head: parse(`<head>${page.headHtml}</head>`), body: parse(page.html) };
}

describe("the shell's server pages in Bangla", () => {
  it('speaks English and Bangla', () => {
    expect(pages.languages).toEqual(['en', 'bn']);
  });

  it('frames a Bangla page with the header and footer in Bangla, their links under /bn', () => {
    const doc = parse(pages.renderFrame(request('/blogs', 'bn')).replace(FRAME_SLOT, '<h1>x</h1>'));
    const links = [...doc.querySelectorAll('nav[aria-label] a, header a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(['/bn', '/bn/parts', '/bn/login', '/bn/blogs', '/bn/myportfolio', '/bn/cart']));
    // The language switch goes to this page in English.
    const english = doc.querySelector('a[hreflang="en"]');
    expect([english?.textContent, english?.getAttribute('href')]).toEqual(['English', '/blogs']);
    expect(doc.querySelector('a[aria-current="page"]')?.getAttribute('href')).toBe('/bn/blogs');
    expect(doc.querySelector('a[aria-current="page"]')?.textContent).toBe('ব্লগ');
    // An English frame after it is English again.
    const englishFrame = parse(pages.renderFrame(request('/blogs')).replace(FRAME_SLOT, ''));
    expect(englishFrame.querySelector('a[aria-current="page"]')?.textContent).toBe('Blogs');
  });

  it('renders a page of text with its Bangla title, its canonical address under /bn and its alternates both ways', async () => {
    const { status, head, body } = await pageAt('/blogs', 'bn');
    expect(status).toBe(200);
    expect(head.title).toMatch(/^ব্লগ/);
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://shop.example/bn/blogs');
    expect(alternates(head)).toEqual(['en https://shop.example/blogs', 'bn https://shop.example/bn/blogs', 'x-default https://shop.example/blogs']);
    expect(body.querySelector('h1')).not.toBeNull();
    const english = await pageAt('/blogs');
    expect(english.head.title).toMatch(/^Blogs/);
    expect(alternates(english.head)).toEqual(alternates(head));
  });

  it('renders the company pages from their Bangla documents', async () => {
    const { head, body } = await pageAt('/about', 'bn');
    expect(head.title).toMatch(/[\u0980-\u09FF]/);
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/[\u0980-\u09FF]/);
    expect(body.querySelector('h1')?.textContent).toBe(head.title.split(' · ')[0]);
    expect((await pageAt('/about')).head.title).toMatch(/^About Stitchline Parts/);
  });

  it("renders 'Page not found' in Bangla, without alternates", async () => {
    const { status, head, body } = await pageAt(NOT_FOUND_PATH, 'bn');
    expect(status).toBe(404);
    expect(head.title).toMatch(/^পেজটি পাওয়া যায়নি/);
    expect(alternates(head)).toEqual([]);
    expect(body.querySelector('h1')?.textContent).toBe('পেজটি পাওয়া যায়নি');
  });
});
