import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { currentLanguage, LANGUAGE_NAMES, pathInLanguage, useSession, type Language } from '@storefront/shared';
import { chooseLanguage } from '../i18n/account';

/**
 * The header's language switch: a link to this page in the other language, named in that
 * language (বাংলা on an English page, English on a Bangla one). A plain link for a new tab; a
 * click also keeps the choice (chooseLanguage).
 */
export function LanguageSwitch() {
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  const other: Language = currentLanguage() === 'bn' ? 'en' : 'bn';
  const href = `${pathInLanguage(pathname, other)}${search}${hash}`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void chooseLanguage(other, session.status === 'signed-in');
  };
  return (
    <a href={href} lang={other} hrefLang={other} onClick={onClick}>
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
