import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { Part, Review } from '../types';
import { apiFetcher, publicApiFetcher, type ApiError } from './client';
import { apiPath, endpoints } from './endpoints';

/** Reads an API path through the shell's SWR cache (retry, backoff, 5-minute cache). */
export function useApi<T>(path: string | null, config?: SWRConfiguration<T, ApiError> & { fetcher?: (path: string) => Promise<T> }): SWRResponse<T, ApiError> {
  return useSWR<T, ApiError>(path, config?.fetcher ?? apiFetcher<T>, config);
}

/** The SWR keys of the public reads: their paths, from the API's table of calls. */
export const partsKey = apiPath(endpoints.listParts);
export const partKey = (id: string) => apiPath(endpoints.getPart, { id });
export const reviewsKey = apiPath(endpoints.listReviews);

// The catalogue and the reviews are public: read without a token (no CORS preflight first).
export function useParts(): SWRResponse<Part[], ApiError> {
  return useApi<Part[]>(partsKey, { fetcher: publicApiFetcher<Part[]> });
}

export function usePart(id: string | undefined): SWRResponse<Part, ApiError> {
  return useApi<Part>(id ? partKey(id) : null, { fetcher: publicApiFetcher<Part> });
}

export function useReviews(): SWRResponse<Review[], ApiError> {
  return useApi<Review[]>(reviewsKey, { fetcher: publicApiFetcher<Review[]> });
}
