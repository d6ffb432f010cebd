import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { HOME_GRID_SIZE, HOME_REVIEWS_SHOWN } from '../schemas/messages';
import type { Page } from '../schemas/api/answers';
import type { Part } from '../schemas/api/parts';
import type { Review } from '../schemas/api/reviews';
import { apiFetcher, publicApiFetcher, type ApiError } from './client';
import { apiPath, endpoints } from './endpoints';

/** Reads an API path through the shell's SWR cache (retry, backoff, 5-minute cache). */
export function useApi<T>(path: string | null, config?: SWRConfiguration<T, ApiError> & { fetcher?: (path: string) => Promise<T> }): SWRResponse<T, ApiError> {
  return useSWR<T, ApiError>(path, config?.fetcher ?? apiFetcher<T>, config);
}

/**
 * The SWR keys of the public reads: their paths, from the API's table of calls. Home reads only
 * what it shows: the first six parts and a page of reviews (the shell's start-up script reads the
 * same paths early: `catalogue-mfe/routes.json`).
 */
export const featuredPartsKey = apiPath(endpoints.listParts, {}, { limit: String(HOME_GRID_SIZE) });
export const partKey = (id: string) => apiPath(endpoints.getPart, { id });
export const reviewsKey = (cursor?: string) => apiPath(endpoints.listReviews, {}, { limit: String(HOME_REVIEWS_SHOWN), cursor });

// The catalogue and the reviews are public: read without a token (no CORS preflight first).
export function useFeaturedParts(): SWRResponse<Page<Part>, ApiError> {
  return useApi<Page<Part>>(featuredPartsKey, { fetcher: publicApiFetcher<Page<Part>> });
}

export function usePart(id: string | undefined): SWRResponse<Part, ApiError> {
  return useApi<Part>(id ? partKey(id) : null, { fetcher: publicApiFetcher<Part> });
}

/** A page of reviews, newest first: the first without a cursor, the next at the previous page's `nextCursor`. */
export function useReviews(cursor?: string): SWRResponse<Page<Review>, ApiError> {
  return useApi<Page<Review>>(reviewsKey(cursor), { fetcher: publicApiFetcher<Page<Review>> });
}
