import { useRef, useState } from 'react';
import { useHref } from 'react-router-dom';
import { t } from '@storefront/shared';

type Combobox = typeof import('./Combobox');

/**
 * The header's search box: a plain GET form to the parts page (the server's HTML has it, so it
 * works before any script), which becomes a combobox of suggestions when it is first focused or
 * typed in: that code (`./Combobox`, which also opens the parts page in the app on Enter) loads
 * then, not with the page, whose first load it would weigh on.
 */
export function SearchBox({ className }: { className?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [combobox, setCombobox] = useState<Combobox | null>(null);
  const load = () => {
    if (!combobox) void import(/* webpackChunkName: "search" */ './Combobox').then(setCombobox, () => undefined);
  };
  // A Bangla page's search opens the Bangla parts page (/bn/parts), before any script too.
  const action = useHref('/parts');
  return (
    <form role="search" action={action} className={className}>
      <input
        ref={input}
        type="search"
        name="q"
        aria-label={t('Search all parts')}
        placeholder={t('Search all parts')}
        autoComplete="off"
        onFocus={load}
        onInput={load}
      />
      <button>{t('Search')}</button>
      {combobox && input.current && <combobox.Combobox input={input.current} />}
    </form>
  );
}
