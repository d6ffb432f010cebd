/**
 * The page's language. English is the default and keeps the spec's texts exactly; Bangla pages
 * live under `/bn` (DECISIONS.md, "Bangla beside English"). A page's language is fixed for its
 * load: switching is a link to the same page in the other language.
 */
/** The storefront's languages: English and Bangla (the API's schemas take them from here). */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Where a browser keeps the visitor's choice (a signed-in customer's is also on the account). */
export const LANGUAGE_STORAGE_KEY = 'storefront.language';

/** The URL prefix of Bangla pages; English pages have none. */
export const BANGLA_PREFIX = '/bn';

/** Each language's own name, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', bn: 'বাংলা' };

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'bn';
}

/** The language of a page's path: `/bn` and everything under it is Bangla. */
export function languageOfPath(pathname: string): Language {
  return pathname === BANGLA_PREFIX || pathname.startsWith(`${BANGLA_PREFIX}/`) ? 'bn' : 'en';
}

/** The path without its language prefix, as the route table knows it (`/bn/parts` → `/parts`). */
export function pathWithoutLanguage(pathname: string): string {
  return languageOfPath(pathname) === 'bn' ? pathname.slice(BANGLA_PREFIX.length) || '/' : pathname;
}

/** The same page in `language` (`/parts`, 'bn' → `/bn/parts`). */
export function pathInLanguage(pathname: string, language: Language): string {
  const path = pathWithoutLanguage(pathname);
  if (language === 'en') return path;
  return path === '/' ? BANGLA_PREFIX : `${BANGLA_PREFIX}${path}`;
}

/** The router's basename for a language: Bangla pages' links stay under `/bn`. */
export function basenameOf(language: Language): string | undefined {
  return language === 'bn' ? BANGLA_PREFIX : undefined;
}

/** The locale of numbers, money and dates in a language. */
export function localeOf(language: Language): string {
  return language === 'bn' ? 'bn-BD' : 'en-US';
}

let current: Language = 'en';
let scoped: (() => Language | undefined) | null = null;

/** This page's language: set once by the shell as the page starts, read by every app. */
export function currentLanguage(): Language {
  return scoped?.() ?? current;
}

/**
 * On the server, where the renders of English and Bangla pages interleave at every read: the
 * language of the render in progress, when there is one (host/serverPages.tsx: an AsyncLocalStorage).
 */
export function scopeLanguage(read: () => Language | undefined): void {
  scoped = read;
}

export function setCurrentLanguage(language: Language): void {
  current = language;
}

/** The language kept in this browser, if any. */
export function storedLanguage(storage: { getItem(key: string): string | null } | null): Language | null {
  try {
    const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(storage: { setItem(key: string, value: string): void } | null, language: Language): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode, quota): the choice lasts for this page only.
  }
}
