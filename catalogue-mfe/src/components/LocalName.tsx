import { Fragment, type ReactNode } from 'react';
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

/**
 * A part's, machine's or assembly's name in running text: the Bangla name on a Bangla page, or
 * the English one marked `lang="en"` there; on an English page the name alone, as before.
 */
export function LocalName({ item }: { item: Named }) {
  const lang = nameLang(item);
  return lang ? <span lang={lang}>{item.name}</span> : <>{localName(item)}</>;
}

/** Stands for the name in a message (`t('Parts for the {name}', { name: NAME })`), where `withName` puts it. */
export const NAME = '\ue000';

/**
 * A message with a name in it, wherever the language puts the name: `text` is the message with
 * `NAME` for the name. The English name on a Bangla page is marked `lang="en"`; otherwise the
 * result is plain text, as an English page always had it.
 */
export function withName(text: string, item: Named): ReactNode {
  const [before = '', after = ''] = text.split(NAME);
  const lang = nameLang(item);
  if (!lang) return `${before}${localName(item)}${after}`;
  return (
    <>
      {before}
      <span lang={lang}>{item.name}</span>
      {after}
    </>
  );
}

/**
 * Where a link's words start and end in a message (`t('Add parts from {start}all parts{end}.', LINK)`),
 * and a second link's (`{start2}`, `{end2}`).
 */
export const LINK = { start: '\ue001', end: '\ue002', start2: '\ue003', end2: '\ue004' };

/** A message with links in it, wherever the language puts them: `links[0]` makes the first of its words, `links[1]` the second. */
export function withLink(text: string, ...links: ((words: string) => ReactNode)[]): ReactNode {
  const pieces = text.split(/([\ue001\ue003][^\ue002\ue004]*[\ue002\ue004])/);
  return (
    <>
      {pieces.map((piece, index) => {
        const link = piece.startsWith(LINK.start) ? links[0] : piece.startsWith(LINK.start2) ? links[1] : undefined;
        return link ? <Fragment key={index}>{link(piece.slice(1, -1))}</Fragment> : piece;
      })}
    </>
  );
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
