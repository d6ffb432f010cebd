// GET /search/suggestions?q= (`@storefront/shared/search`): what the header's search box offers
// while a buyer types, read with a signal so that words typed over cancel their request.
import { apiFetch } from '@storefront/shared';
import { suggestionsKey, type SearchSuggestions } from '@storefront/shared/search';

export type Suggestions = SearchSuggestions;

/** Reads the suggestions for `q` (a public read: no token); `signal` cancels a stale one. */
export function fetchSuggestions(q: string, signal?: AbortSignal): Promise<Suggestions> {
  const key = suggestionsKey(q);
  if (!key) return Promise.resolve({ q, parts: [], machines: [] });
  return apiFetch<Suggestions>(key, { anonymous: true, signal });
}
