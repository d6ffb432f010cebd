import { currentLanguage, localeOf, t, useConfig } from '@storefront/shared';

/** Choices whose labels were marked with `msg('…')` where they are defined, in the page's language. */
export function translatedChoices<T extends { label: string }>(choices: readonly T[]): T[] {
  return choices.map((choice) => ({ ...choice, label: t(choice.label) }));
}

/** The locale of numbers and dates on this page: bn-BD on a Bangla page, else the configured one. */
export function usePageLocale(): string {
  const { locale } = useConfig();
  return currentLanguage() === 'bn' ? localeOf('bn') : locale;
}
