import { currentLanguage, formatNumber } from '@storefront/shared';

/** A part, a machine or an assembly: its English name and, when it has one, its Bangla name. */
export interface Named {
  name: string;
  nameBn?: string;
}

/** A part's description in English and, when it has one, in Bangla. */
export interface Described {
  description: string;
  descriptionBn?: string;
}

const bangla = () => currentLanguage() === 'bn';

/** The name in the page's language, as text (an attribute, a toast): its Bangla name on a Bangla page, else its English one. */
export function localName(item: Named): string {
  return bangla() && item.nameBn ? item.nameBn : item.name;
}

/**
 * `lang="en"` for an element that shows `localName(item)` when that is the English name on a
 * Bangla page (screen readers then read it as English); nothing otherwise.
 */
export function nameLang(item: Named): 'en' | undefined {
  return bangla() && !item.nameBn ? 'en' : undefined;
}

/** The description in the page's language: its Bangla one on a Bangla page, else its English one. */
export function localDescription(item: Described): string {
  return bangla() && item.descriptionBn ? item.descriptionBn : item.description;
}

/** `lang="en"` for an element showing `localDescription(item)` when that is English on a Bangla page. */
export function descriptionLang(item: Described): 'en' | undefined {
  return bangla() && !item.descriptionBn ? 'en' : undefined;
}

/** The locale of numbers on this page: bn-BD on a Bangla page, else the configured one. */
export function numberLocale(configured: string): string {
  return bangla() ? 'bn-BD' : configured;
}

/**
 * A count or quantity inside a sentence: bn-BD digits on a Bangla page; on an English page the
 * digits as they always were (no grouping), so English stays as the spec writes it.
 */
export function localNumber(value: number): string {
  return bangla() ? formatNumber(value) : String(value);
}
