import { useCallback } from 'react';
import useSWRInfinite from 'swr/infinite';
import { apiFetcher, type ApiError } from '@storefront/shared';
import { apiPath, companyEndpoints } from '@storefront/shared/endpoints';
import type { CompanyCredit, CompanyInvoices, InvoiceSummary } from '@storefront/shared/schemas';

/** What the Invoices page shows of its status filter: the API's words, and what people read. */

/** The first page of the company's invoices for a status filter (SWR key; the route's read without one). */
export const invoicesKey = (status?: string, cursor?: string) => apiPath(companyEndpoints.companyInvoices, {}, { status, cursor });

export interface InvoiceList {
  credit: CompanyCredit | undefined;
  items: InvoiceSummary[];
  total: number | undefined;
  totalExact: boolean;
  hasMore: boolean;
  isLoading: boolean;
  isLoadingMore: boolean;
  error: ApiError | undefined;
  loadMore(): void;
  reload(): Promise<unknown>;
}

/**
 * The company's invoices, paged by the API's cursor (each page also carries the company's
 * credit: the first page's is shown), filtered by status. `pages` and `onPagesChange` keep the
 * loaded pages in the URL, as the other lists do.
 */
export function useCompanyInvoices(status: string | undefined, pages: number, onPagesChange: (pages: number) => void): InvoiceList {
  const getKey = (index: number, previous: CompanyInvoices | null) => {
    if (index === 0) return invoicesKey(status);
    if (!previous?.nextCursor) return null;
    return invoicesKey(status, previous.nextCursor);
  };
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<CompanyInvoices, ApiError>(getKey, apiFetcher<CompanyInvoices>, {
    initialSize: Math.max(1, pages),
    revalidateFirstPage: true,
    keepPreviousData: true,
  });
  const items = data ? data.flatMap((page) => page?.invoices ?? []) : [];
  const hasMore = Boolean(data?.[data.length - 1]?.nextCursor);
  const loadMore = useCallback(() => {
    onPagesChange(size + 1);
    void setSize(size + 1);
  }, [size, setSize, onPagesChange]);
  return {
    credit: data?.[0]?.credit,
    items,
    total: hasMore ? undefined : items.length,
    totalExact: true,
    hasMore,
    isLoading: isLoading && !data,
    isLoadingMore: isValidating && size > (data?.length ?? 0),
    error,
    loadMore,
    reload: () => mutate(),
  };
}
