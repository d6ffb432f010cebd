import * as z from 'zod/mini';
import { messages } from '../messages';
import { SEARCH_MAX } from './params';
import type { Machine } from './machines';
import type { Part } from './parts';

/** The fewest characters a search box asks suggestions for. */
export const SUGGEST_MIN = 2;
/** Parts and machines one answer of suggestions holds at most. */
export const SUGGESTED = { parts: 6, machines: 3 } as const;

/** GET /search/suggestions: what the header's search box offers while a customer types (2 to 100 characters). */
export const suggestionsQuery = z.object({
  q: z
    .string({ error: messages.searchTooShort })
    .check(z.trim(), z.minLength(SUGGEST_MIN, { error: messages.searchTooShort }), z.maxLength(SEARCH_MAX, { error: messages.searchTooLong })),
});

export type SuggestionsQuery = z.infer<typeof suggestionsQuery>;

/** A part a search suggests: enough for a line with its picture, number, name and price. */
export type SuggestedPart = Pick<Part, '_id' | 'sku' | 'name' | 'nameBn' | 'img' | 'price' | 'replaces'>;

/** The answer of GET /search/suggestions: the best parts (at most 6) and machines (at most 3) for what was typed. */
export interface SearchSuggestions {
  /** The search as the server read it (trimmed). */
  q: string;
  parts: SuggestedPart[];
  machines: Machine[];
  /** The search names a machine by brand and model ("juki ddl-8700"): show the machines before the parts, that machine first. */
  machinesFirst?: boolean;
}
