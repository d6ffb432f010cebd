export {
  BANGLA_PREFIX,
  LANGUAGE_NAMES,
  LANGUAGE_STORAGE_KEY,
  basenameOf,
  currentLanguage,
  isLanguage,
  languageOfPath,
  localeOf,
  pathInLanguage,
  pathWithoutLanguage,
  scopeLanguage,
  setCurrentLanguage,
  storeLanguage,
  storedLanguage,
} from './language';
export { t, msg, plural, pluralId, registerBanglaMessages, hasBangla, type MessageValues, type PluralForms, type CompiledMessages } from './translate';
export { BANGLA_FONT_FILES, banglaFontCss, banglaFontHead } from './banglaFont';
export { textLang } from './textLang';
