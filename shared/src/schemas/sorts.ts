/**
 * How each list may be sorted: a column, `-` in front for descending. The first is the default,
 * the one the API applies and a page shows when the URL names none (`defaultSort`). No zod here:
 * the pages read it on their first load, the schemas (`api/queries.ts`) build on it.
 */
export const SORTS = {
  parts: ['catalogue', 'newest', 'name', '-name', 'price', '-price'],
  orders: ['-date', 'date', '-total', 'total'],
  users: ['created', '-created', 'email', '-email', 'name', '-name'],
  reviews: ['-date'],
  machines: ['name', '-name', 'newest'],
} as const;

export type SortedList = keyof typeof SORTS;

/** The sort a list has when none is asked for. */
export const defaultSort = <List extends SortedList>(list: List): (typeof SORTS)[List][0] => SORTS[list][0];
