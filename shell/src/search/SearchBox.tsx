import { useRef, useState } from 'react';

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
  return (
    <form role="search" action="/parts" className={className}>
      <input ref={input} type="search" name="q" aria-label="Search all parts" placeholder="Search all parts" autoComplete="off" onFocus={load} onInput={load} />
      <button>Search</button>
      {combobox && input.current && <combobox.Combobox input={input.current} />}
    </form>
  );
}
