// The header's search suggestions as the combobox shows them: its options and what its status
// line says of them, and where a search goes.
import { formatPrice } from '@storefront/shared';
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
    detail: [`No. ${part.sku}`, part.replaces ? `replaces ${part.replaces}` : '', formatPrice(part.price)].filter(Boolean).join(' · '),
    img: part.img,
  }));
  const machines: Option[] = answer.machines.map((machine) => ({
    id: `${idPrefix}-machine-${machine.brandSlug}-${machine.modelSlug}`,
    href: `/machines/${machine.brandSlug}/${machine.modelSlug}`,
    kind: 'machine',
    title: machine.name,
    detail: `${machine.brand} machine · ${machine.parts} ${machine.parts === 1 ? 'part fits' : 'parts fit'}`,
  }));
  return answer.machinesFirst ? [...machines, ...parts] : [...parts, ...machines];
}

/** What the status line says of the suggestions shown, for a screen reader. */
export function statusOf(answer: Suggestions | null): string {
  if (!answer) return '';
  const { parts, machines } = answer;
  if (parts.length === 0 && machines.length === 0) return 'No suggestions: press Enter to search every part.';
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const groups = [parts.length ? count(parts.length, 'part', 'parts') : '', machines.length ? count(machines.length, 'machine', 'machines') : ''];
  // Said in the order the list shows them.
  const said = (answer.machinesFirst ? groups.reverse() : groups).filter(Boolean).join(' and ');
  return `${said} suggested: use the up and down arrows to choose.`;
}
