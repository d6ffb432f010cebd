import { currentLanguage } from './language';

/**
 * The storefront's words. A message's id is its English text, so English pages show exactly what
 * the code says and need no catalogue; each app registers its Bangla catalogue (compiled from its
 * `src/i18n/bn.json` by the build) before its pages render. The Bangla runtime (Lingui, with
 * Bangla's plural rules and bn-BD numbers) loads only on Bangla pages.
 */
export type MessageValues = Record<string, string | number>;
export type CompiledMessages = Record<string, unknown>;
type Translator = { load(messages: CompiledMessages): void; translate(id: string, values?: MessageValues): string };

const bangla: CompiledMessages = {};
let translator: Translator | null = null;

/** English: `{name}` placeholders filled from `values`. */
function fill(text: string, values?: MessageValues): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The message `id` (its English text, with `{name}` placeholders) in this page's language. */
export function t(id: string, values?: MessageValues): string {
  if (currentLanguage() === 'bn' && translator && id in bangla) return translator.translate(id, values);
  return fill(id, values);
}

/**
 * Marks an English message kept for later (a table of statuses' labels, a schema's message): the
 * catalogue check finds it here, and the page shows it with `t(label)` when it renders.
 */
export function msg(id: string): string {
  return id;
}

/** English plural forms; `#` is the count. */
export type PluralForms = { one: string; other: string };

/** The plural message's id in the catalogues: ICU, from its English forms. */
export function pluralId(forms: PluralForms): string {
  return `{count, plural, one {${forms.one}} other {${forms.other}}}`;
}

/** A count with its words, by the page's language's plural rules (`#` is the count, formatted). */
export function plural(count: number, forms: PluralForms, values?: MessageValues): string {
  const id = pluralId(forms);
  if (currentLanguage() === 'bn' && translator && id in bangla) return translator.translate(id, { ...values, count });
  return fill((count === 1 ? forms.one : forms.other).replace(/#/g, count.toLocaleString('en-US')), values);
}

/** Adds an app's compiled Bangla messages (each app's own catalogue, loaded with its build). */
export function registerBanglaMessages(messages: CompiledMessages): void {
  Object.assign(bangla, messages);
  translator?.load(messages);
}

/** Whether a Bangla message exists for `id` (a page shows English, marked `lang="en"`, otherwise). */
export function hasBangla(id: string): boolean {
  return id in bangla;
}

/** Installs the Bangla runtime (`@storefront/shared/i18n-bangla`), then gives it every catalogue so far. */
export function installTranslator(next: Translator): void {
  translator = next;
  next.load(bangla);
}
