import { languageOfPath, registerBanglaMessages, setCurrentLanguage, type Language } from '@storefront/shared';

/**
 * Sets this page's language from its URL: `<html lang>`, and on a Bangla page the Bangla runtime
 * with the shell's and the shared kit's catalogues, before anything renders.
 */
export async function startLanguage(pathname: string): Promise<Language> {
  const language = languageOfPath(pathname);
  setCurrentLanguage(language);
  document.documentElement.lang = language;
  if (language === 'bn') {
    const [runtime, shared, shell] = await Promise.all([
      import(/* webpackChunkName: "bangla" */ '@storefront/shared/i18n-bangla'),
      import(/* webpackChunkName: "bangla" */ '@storefront/shared/i18n/bn.json'),
      import(/* webpackChunkName: "bangla" */ './bn.json'),
    ]);
    registerBanglaMessages(shared.default);
    registerBanglaMessages(shell.default);
    runtime.startBangla();
  }
  return language;
}
