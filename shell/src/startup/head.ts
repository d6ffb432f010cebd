// The head the page's HTML arrived with (the page server's: shared/src/host/serverPages.tsx
// `headHtml`) describes the page the visitor arrived on, each element of it but the title marked
// `data-page-head`. Once the app shows another page, they go: the tab's title is the page's own
// (useDocumentTitle), and the canonical URL follows the path; the first page's JSON-LD,
// description, Open Graph and list neighbours are not left to describe another page.

/**
 * The head for the page now at `pathname`, after a navigation inside the app: the first page's
 * elements removed, a canonical URL on the same public address as the server's (this origin for a
 * page that arrived without it).
 */
export function headForNavigation(pathname: string): void {
  const head = document.head;
  const canonical = head.querySelector<HTMLLinkElement>('link[rel=canonical]');
  const link = document.createElement('link');
  link.rel = 'canonical';
  link.href = new URL(pathname, canonical?.href ?? window.location.href).href;
  for (const element of head.querySelectorAll('[data-page-head]')) element.remove();
  canonical?.remove();
  head.append(link);
}
