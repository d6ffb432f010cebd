// The header's search suggestions as the combobox shows them: its options and what its status
// line says of them, and where a search goes.
import { formatPrice, plural, t } from '@storefront/shared';
import { SUGGEST_MIN, type SearchSuggestions as Suggestions } from '@storefront/shared/search';

/** The parts page with the words `q` (all parts without any). */
export const partsSearchHref = (q: string): string => (q ? `/parts?${new URLSearchParams({ q }).toString()}` : '/parts');

/** Suggestions start at two characters. */
export const MIN_CHARS = SUGGEST_MIN;
/** How long typing pauses before the suggestions are asked for. */
export const DEBOUNCE_MS = 100;

export interface Option {
  id: string;
  href: string;
  kind: 'part' | 'machine';
  title: string;
  detail: string;
  img?: string;
}

/** The suggestions as the listbox's options: parts first, then machines; machines first when the search names one in full ("juki ddl-8700"). */
export function optionsOf(answer: Suggestions | null, idPrefix: string): Option[] {
  if (!answer) return [];
  const parts: Option[] = answer.parts.map((part) => ({
    id: `${idPrefix}-part-${part._id}`,
    href: `/parts/${part._id}`,
    kind: 'part',
    title: part.name,
    detail: [t('No. {sku}', { sku: part.sku }), part.replaces ? t('replaces {sku}', { sku: part.replaces }) : '', formatPrice(part.price)]
      .filter(Boolean)
      .join(' · '),
    img: part.img,
  }));
  const machines: Option[] = answer.machines.map((machine) => ({
    id: `${idPrefix}-machine-${machine.brandSlug}-${machine.modelSlug}`,
    href: `/machines/${machine.brandSlug}/${machine.modelSlug}`,
    kind: 'machine',
    title: machine.name,
    detail: `${t('{brand} machine', { brand: machine.brand })} · ${plural(machine.parts, { one: '# part fits', other: '# parts fit' })}`,
  }));
  return answer.machinesFirst ? [...machines, ...parts] : [...parts, ...machines];
}

/** What the status line says of the suggestions shown, for a screen reader. */
export function statusOf(answer: Suggestions | null): string {
  if (!answer) return '';
  const { parts, machines } = answer;
  if (parts.length === 0 && machines.length === 0) return t('No suggestions: press Enter to search every part.');
  const groups = [
    parts.length ? plural(parts.length, { one: '# part', other: '# parts' }) : '',
    machines.length ? plural(machines.length, { one: '# machine', other: '# machines' }) : '',
  ];
  // Said in the order the list shows them.
  const [first = '', second] = (answer.machinesFirst ? groups.reverse() : groups).filter(Boolean);
  const said = second ? t('{first} and {second}', { first, second }) : first;
  return t('{said} suggested: use the up and down arrows to choose.', { said });
}
