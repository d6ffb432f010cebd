import { callApi, currentLanguage, endpoints, isLanguage, pathInLanguage, storedLanguage, storeLanguage, type Language } from '@storefront/shared';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * A signed-in customer's pages follow the language kept on their account: when the session's
 * roles name another language than this page's, the browser keeps it and the page moves to it.
 * An account that never chose (null) takes the choice this browser made, if any, so its e-mails
 * follow it too.
 */
export function followAccountLanguage(language: unknown): void {
  if (language === null) {
    const chosen = storedLanguage(localStorageOrNull());
    if (chosen) void callApi(endpoints.setLanguage, { body: { language: chosen } }).catch(() => undefined);
    return;
  }
  if (!isLanguage(language) || language === currentLanguage()) return;
  storeLanguage(localStorageOrNull(), language);
  const { pathname, search, hash } = window.location;
  window.location.replace(`${pathInLanguage(pathname, language)}${search}${hash}`);
}

/**
 * The language switch's choice: kept in this browser and, signed in, on the account (so e-mails
 * and invoices follow it too); then the same page in that language. An account the API could not
 * reach keeps its language, and the page moves anyway.
 */
export async function chooseLanguage(language: Language, signedIn: boolean): Promise<void> {
  storeLanguage(localStorageOrNull(), language);
  if (signedIn) await callApi(endpoints.setLanguage, { body: { language } }).catch(() => undefined);
  const { pathname, search, hash } = window.location;
  window.location.assign(`${pathInLanguage(pathname, language)}${search}${hash}`);
}
