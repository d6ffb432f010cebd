import { banglaFontCss, BANGLA_FONT_FILES, languageOfPath, registerBanglaMessages, setCurrentLanguage, type Language } from '@storefront/shared';

/** The Bangla font's rules, unless the server's HTML of the page has them already. */
function addBanglaFont(): void {
  if (document.getElementById('bangla-font')) return;
  const preload = document.createElement('link');
  preload.rel = 'preload';
  preload.as = 'font';
  preload.type = 'font/woff2';
  preload.crossOrigin = 'anonymous';
  preload.href = BANGLA_FONT_FILES[400];
  const style = document.createElement('style');
  style.id = 'bangla-font';
  style.textContent = banglaFontCss();
  document.head.append(preload, style);
}

/**
 * Sets this page's language from its URL: `<html lang>`, and on a Bangla page the Bangla runtime
 * with the shell's and the shared kit's catalogues, before anything renders.
 */
export async function startLanguage(pathname: string): Promise<Language> {
  const language = languageOfPath(pathname);
  setCurrentLanguage(language);
  document.documentElement.lang = language;
  if (language === 'bn') {
    addBanglaFont();
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
