import { useEffect } from 'react';

/** The manufacturer's name as the storefront shows it. */
export const BRAND = 'Stitchline Parts';

/** A browser tab's text for one page: the page first, then the brand ("My Orders · Stitchline Parts"). */
export function pageTitle(page: string): string {
  return `${page} · ${BRAND}`;
}

/**
 * Names the browser tab after the page while it shows (the same text as the page's server HTML's
 * `<title>`, which a crawler that runs the page compares with it).
 */
export function useDocumentTitle(page: string | undefined): void {
  useEffect(() => {
    if (page) document.title = pageTitle(page);
  }, [page]);
}
