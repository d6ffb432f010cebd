import { pathInLanguage, storeLanguage, type Language } from '@storefront/shared';

/** The address of the page at `location` in `language` (`/dashboard`, 'bn' → `/bn/dashboard`), its query and hash kept. */
export function pageIn(location: Pick<Location, 'pathname' | 'search' | 'hash'>, language: Language): string {
  return `${pathInLanguage(location.pathname, language)}${location.search}${location.hash}`;
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Opens this page in `language`: a page's language is fixed for its load (DECISIONS.md, "Bangla
 * beside English"), so it loads again at its address in that language; the browser keeps the choice too.
 */
export function openPageIn(language: Language): void {
  storeLanguage(localStorageOrNull(), language);
  window.location.assign(pageIn(window.location, language));
}
