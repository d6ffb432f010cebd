import type { Part } from '@storefront/shared';

/** How the All parts page orders its list; `featured` keeps the API's (catalogue) order. */
export const SORTS = {
  featured: 'Featured',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name: A to Z',
} as const;

export type Sort = keyof typeof SORTS;

export interface PartsQuery {
  q: string;
  sort: Sort;
}

const isSort = (value: string | null): value is Sort => value !== null && Object.hasOwn(SORTS, value);

/** Reads `?q=` and `?sort=` from a location's search string; unknown values fall back to defaults. */
export function readPartsQuery(search: string): PartsQuery {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  return { q: params.get('q') ?? '', sort: isSort(sort) ? sort : 'featured' };
}

/** The search string for a query, leaving defaults out so that `/parts` stays `/parts`. */
export function writePartsQuery({ q, sort }: PartsQuery): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q);
  if (sort !== 'featured') params.set('sort', sort);
  const text = params.toString();
  return text ? `?${text}` : '';
}

// Made on first use: Intl's first use loads its locale data (15-40 ms here), which the page's
// default order never needs.
let collator: Intl.Collator | undefined;
const byName = (a: Part, b: Part) => (collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true })).compare(a.name, b.name);

/** Parts whose name contains every word of the search (any case), in the chosen order. */
export function queryParts(parts: readonly Part[], { q, sort }: PartsQuery): Part[] {
  const words = q.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const found = parts.filter((part) => {
    const name = part.name.toLocaleLowerCase();
    return words.every((word) => name.includes(word));
  });
  switch (sort) {
    case 'price-asc':
      return found.sort((a, b) => a.price - b.price || byName(a, b));
    case 'price-desc':
      return found.sort((a, b) => b.price - a.price || byName(a, b));
    case 'name':
      return found.sort(byName);
    default:
      return found;
  }
}
