import { Fragment, type ReactNode } from 'react';
import { localName, nameLang, type Named } from '../i18n/localName';

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
