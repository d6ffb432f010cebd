// `@storefront/shared/search`: what the header's search box reads while a customer types: the
// suggestions' type, their key and their read. Its own entry, so that the shell carries this
// one call and nothing else of search.
import { apiFetch, apiPath } from '@storefront/shared';
import { suggestionsEndpoint } from '@storefront/shared/endpoints';
import { SUGGEST_MIN, type SearchSuggestions } from '../schemas/api/search';
import { SEARCH_MAX } from '../schemas/api/params';

export type { SearchSuggestions, SuggestedPart } from '../schemas/api/search';
export { SUGGEST_MIN, SUGGESTED } from '../schemas/api/search';

/**
 * The SWR key of the suggestions for what was typed (trimmed), or `null` (ask nothing) below
 * SUGGEST_MIN characters or above the 100 a search may have.
 */
export function suggestionsKey(q: string): string | null {
  const text = q.trim();
  if (text.length < SUGGEST_MIN || text.length > SEARCH_MAX) return null;
  return apiPath(suggestionsEndpoint, {}, { q: text });
}

/**
 * Reads the suggestions for `q`: a public read, without the customer's token (no preflight);
 * `signal` cancels the request of words typed over. Nothing is asked outside `suggestionsKey`'s bounds.
 */
export function fetchSuggestions(q: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  const key = suggestionsKey(q);
  if (!key) return Promise.resolve({ q, parts: [], machines: [] });
  return apiFetch<SearchSuggestions>(key, { anonymous: true, signal });
}
