// GET /search/suggestions?q=: what the header's search box offers while a buyer types.
import { apiFetch } from '@storefront/shared';

export interface PartSuggestion {
  _id: string;
  sku: string;
  name: string;
  img: string;
  price: number;
  /** The machine maker's number the part replaces, when the words matched it. */
  replaces?: string;
}

export interface MachineSuggestion {
  name: string;
  brand: string;
  model: string;
  subclass: string;
  brandSlug: string;
  modelSlug: string;
  /** How many parts fit the machine. */
  parts: number;
}

export interface Suggestions {
  q: string;
  parts: PartSuggestion[];
  machines: MachineSuggestion[];
}

/** The suggestions' address for the words `q`. */
export const suggestionsKey = (q: string): string => `/search/suggestions?${new URLSearchParams({ q }).toString()}`;

/** Reads the suggestions for `q` (a public read: no token); `signal` cancels a stale one. */
export const fetchSuggestions = (q: string, signal?: AbortSignal): Promise<Suggestions> =>
  apiFetch<Suggestions>(suggestionsKey(q), { anonymous: true, signal });
