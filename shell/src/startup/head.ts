// The head the page's HTML arrived with (the page server's: shared/src/host/serverPages.tsx
// `headHtml`) describes the page the visitor arrived on. Once the app shows another page, what
// was that page's alone goes and the address is the new page's: the tab's title is the page's own
// (useDocumentTitle), the canonical URL and og:url follow the path, and the first page's JSON-LD,
// description, picture and list neighbours are not left to describe another page.

/** What the server wrote about the first page only. */
const FIRST_PAGE_ONLY = [
  'script[type="application/ld+json"]',
  'meta[name="description"]',
  'link[rel="prev"]',
  'link[rel="next"]',
  'meta[property="og:type"]',
  'meta[property="og:title"]',
  'meta[property="og:description"]',
  'meta[property="og:image"]',
  'meta[property="og:image:alt"]',
  'meta[name="twitter:card"]',
  'meta[name="twitter:title"]',
  'meta[name="twitter:description"]',
  'meta[name="twitter:image"]',
].join(', ');

/**
 * The head for the page now at `pathname`, after a navigation inside the app: the canonical URL
 * (and og:url) on the same public address as the server's, with the new path; the rest of the
 * first page's head removed. A page that arrived without the server's head (index.html alone)
 * gets a canonical URL on this origin.
 */
export function headForNavigation(pathname: string): void {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  const origin = canonical ? new URL(canonical.href, window.location.href).origin : window.location.origin;
  const url = new URL(pathname, origin).href;
  for (const element of document.head.querySelectorAll(FIRST_PAGE_ONLY)) element.remove();
  if (canonical) canonical.href = url;
  else {
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = url;
    document.head.appendChild(link);
  }
  document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.setAttribute('content', url);
}
