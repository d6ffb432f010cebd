import { currentLanguage } from './language';

/**
 * `lang="en"` for text from the data (a name, an address, a review) on a Bangla page when it is
 * written in Latin letters without Bangla ones: screen readers read it as English, and it is the
 * customer's own words, not a sentence the page left untranslated. Nothing otherwise.
 */
export function textLang(text: string | null | undefined): 'en' | undefined {
  if (currentLanguage() !== 'bn' || !text) return undefined;
  return /[A-Za-z]/.test(text) && !/[\u0980-\u09FF]/.test(text) ? 'en' : undefined;
}
