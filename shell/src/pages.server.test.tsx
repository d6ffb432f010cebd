import type { ServerPageRequest } from '@storefront/shared/host/server-pages';
import { FRAME_SLOT } from '@storefront/shared/server-pages-contract';
import pages from './pages.server';

const request = (path: string) =>
  ({
    path,
    search: '',
    publicUrl: 'https://shop.example',
    assetBase: '/',
    config: { apiUrl: 'http://api.example' },
    read: jest.fn(),
  }) as unknown as ServerPageRequest;

describe("the shell's frame for the server's pages", () => {
  it('is the header and the footer a visitor sees, with the place of the page in its main landmark', () => {
    const frame = pages.renderFrame(request('/blogs'));
    const doc = new DOMParser().parseFromString(frame.replace(FRAME_SLOT, '<h1>Questions and answers</h1>'), 'text/html');
    const main = doc.querySelector('nav[aria-label="Main"]');
    expect([...main!.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['All parts', '/parts'],
      ['Login', '/login'],
      ['Blogs', '/blogs'],
      ['My Portfolio', '/myportfolio'],
      // The language switch: this page in Bangla.
      ['বাংলা', '/bn/blogs'],
      ['Cart', '/cart'],
    ]);
    expect(main!.querySelector('a[aria-current="page"]')?.textContent).toBe('Blogs');
    // The search box works before any script: a plain GET form to the parts page.
    const search = doc.querySelector('header form[role="search"]') as HTMLFormElement;
    expect(search.getAttribute('action')).toBe('/parts');
    expect(search.getAttribute('method') ?? 'get').toBe('get');
    expect(search.querySelector('input[name="q"]')?.getAttribute('aria-label')).toBe('Search all parts');
    expect(doc.querySelector('main h1')?.textContent).toBe('Questions and answers');
    expect([...doc.querySelectorAll('footer nav')].map((nav) => nav.getAttribute('aria-label'))).toEqual(['Services', 'Company', 'Legal']);
    expect(frame.split(FRAME_SLOT)).toHaveLength(2);
  });

  it('lists for the sitemap the pages of text of its route list, not the sign-in pages', () => {
    expect(pages.paths).toEqual(['/blogs', '/myportfolio', '/about', '/privacy', '/terms']);
  });
});
