import { languageOfPath, pathInLanguage, storedLanguage } from '@storefront/shared/language';

/**
 * Where this page load should be instead: the same page in the language this browser chose, when
 * it arrived at the other one (a visitor who chose বাংলা and opens an English link). The start-up
 * script asks before anything else loads.
 */
export function languageRedirect(location: Pick<Location, 'pathname' | 'search' | 'hash'>, storage: Pick<Storage, 'getItem'> | null): string | null {
  const chosen = storedLanguage(storage);
  if (!chosen || chosen === languageOfPath(location.pathname)) return null;
  return `${pathInLanguage(location.pathname, chosen)}${location.search}${location.hash}`;
}
