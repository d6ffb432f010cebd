import { headForNavigation } from './head';

// The head as the page server writes it for a part (shared/src/host/serverPages.tsx headHtml).
const SERVER_HEAD = [
  '<title>Rotary Hook · Stitchline Parts</title>',
  '<meta data-page-head name="description" content="SL-RH-0001: a rotary hook." />',
  '<link data-page-head rel="canonical" href="https://shop.example/parts/p1" />',
  '<meta data-page-head property="og:site_name" content="Stitchline Parts" />',
  '<meta data-page-head property="og:type" content="product" />',
  '<meta data-page-head property="og:title" content="Rotary Hook · Stitchline Parts" />',
  '<meta data-page-head property="og:url" content="https://shop.example/parts/p1" />',
  '<meta data-page-head property="og:image" content="https://api.example/images/p1.svg" />',
  '<meta data-page-head name="twitter:card" content="summary_large_image" />',
  '<link data-page-head rel="next" href="https://shop.example/parts?after=x" />',
  '<script data-page-head type="application/ld+json">{"@type":"Product","name":"Rotary Hook"}</script>',
  '<script data-page-head type="application/ld+json">{"@type":"BreadcrumbList"}</script>',
].join('');

describe('the head after a navigation inside the app', () => {
  beforeEach(() => {
    document.head.innerHTML = `<meta charset="utf-8" /><link rel="icon" href="/favicon.svg" />${SERVER_HEAD}`;
  });

  it("names the new page's address on the server's public address, and keeps nothing of the first page's head but the title the page replaces", () => {
    headForNavigation('/blogs');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://shop.example/blogs');
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:image"], meta[property="og:type"], meta[name="twitter:card"], link[rel="next"]')).toBeNull();
    expect(document.head.querySelector('meta[property^="og:"]')).toBeNull();
    // The page's own title, and what is the site's, stay.
    expect(document.head.querySelector('title')?.textContent).toBe('Rotary Hook · Stitchline Parts');
    expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull();
  });

  it('gives a page that arrived without the server’s head a canonical URL on this origin', () => {
    document.head.innerHTML = '<title>Stitchline Parts</title>';
    headForNavigation('/parts/p2');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/parts/p2`);
  });
});
