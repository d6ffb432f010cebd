import { useCallback, useEffect } from 'react';
import useSWRInfinite from 'swr/infinite';
// The core through its package name: this entry is bundled by each app, the core is the one
// copy the shell shares (its API settings, its registry of lists on screen).
import { apiFetcher, apiPath, registerListReload, type ApiError, type Endpoint, type Page } from '@storefront/shared';

/** A list's query: search, filters and sort as the API names them (`undefined` leaves one out). */
export type ListQuery = Record<string, string | undefined>;

export interface PagedList<T, P extends Page<T> = Page<T>> {
  /** The items of every page loaded so far, in order. */
  items: T[];
  /** The first page's whole answer, once it is in (a list may say more there than its items: a search's machines). */
  first: P | undefined;
  /** The whole list's size for this query (see `totalExact`), once the first page is in. */
  total: number | undefined;
  totalExact: boolean;
  /** Pages loaded (or asked for). */
  pages: number;
  /** The cursor of the page after the last one loaded (a link to the rest of the list). */
  nextCursor?: string;
  hasMore: boolean;
  /** The first page is on its way and nothing is shown yet. */
  isLoading: boolean;
  /** A next page is on its way. */
  isLoadingMore: boolean;
  error: ApiError | undefined;
  loadMore(): void;
  /** Reads the loaded pages again. */
  reload(): Promise<unknown>;
  /** Changes the loaded items in place (after a write), without reading again. */
  update(change: (item: T) => T): void;
  /** Takes items out of the loaded pages (deleted on the server), without reading again. */
  remove(match: (item: T) => boolean): void;
}

export interface PagedListOptions<T, P extends Page<T> = Page<T>> {
  /** How many pages to load at first (a link or Back brings the pages that were loaded). */
  pages?: number;
  /** Called when the number of loaded pages changes (to keep it in the URL). */
  onPagesChange?(pages: number): void;
  fetcher?: (path: string) => Promise<P>;
  /** `false` reads nothing (the user is not known yet, say). */
  enabled?: boolean;
}

/**
 * A paged list of the API (`{ items, nextCursor, total }`) through SWR's infinite loading: page
 * one at `path?query`, each next page at the previous page's cursor. Every page is cached under
 * its path, so Back shows the pages at once and a reload reads them again in order.
 */
export function usePagedList<T, P extends Page<T> = Page<T>>(
  target: Endpoint<Page<T>>,
  query: ListQuery,
  options: PagedListOptions<T, P> = {},
): PagedList<T, P> {
  const { enabled = true, onPagesChange } = options;
  const getKey = (index: number, previous: P | null): string | null => {
    if (!enabled) return null;
    if (index === 0) return apiPath(target, {}, query);
    if (!previous?.nextCursor) return null;
    return apiPath(target, {}, { ...query, cursor: previous.nextCursor });
  };
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<P, ApiError>(getKey, options.fetcher ?? apiFetcher<P>, {
    initialSize: Math.max(1, options.pages ?? 1),
    // SWR's default, kept on purpose: coming back to a view (Back, a filter set again) reads its
    // first page again, so a row that left the filter meanwhile (an order shipped) leaves the view.
    revalidateFirstPage: true,
    persistSize: false,
    // A new search or sort shows the rows on screen until its answer comes: the table stays (and
    // with it the focus on the column header or the search box), it is not replaced by a spinner.
    keepPreviousData: true,
  });
  // The URL says how many pages the view shows: coming back to a view SWR has cached (Back, a
  // search cleared) shows that many, not however many were loaded there before.
  const wanted = Math.max(1, options.pages ?? 1);
  const followsUrl = Boolean(onPagesChange);
  useEffect(() => {
    if (followsUrl && enabled && size !== wanted) void setSize(wanted);
  }, [followsUrl, enabled, size, wanted, setSize]);

  const items = data ? data.flatMap((page) => page?.items ?? []) : [];
  const last = data?.[data.length - 1];
  const hasMore = Boolean(last?.nextCursor);
  const isLoadingMore = isValidating && size > (data?.length ?? 0);

  const loadMore = useCallback(() => {
    onPagesChange?.(size + 1);
    void setSize(size + 1);
  }, [size, setSize, onPagesChange]);

  // A write elsewhere (useRefreshLists) reads every loaded page again, not only the first.
  useEffect(() => (enabled ? registerListReload(target.path, () => mutate()) : undefined), [enabled, target.path, mutate]);

  const update = useCallback(
    (change: (item: T) => T) => {
      void mutate((pages) => pages?.map((page) => ({ ...page, items: page.items.map(change) })), { revalidate: false });
    },
    [mutate],
  );

  const remove = useCallback(
    (match: (item: T) => boolean) => {
      void mutate(
        (pages) =>
          pages?.map((page, index) => {
            const kept = page.items.filter((item) => !match(item));
            const gone = page.items.length - kept.length;
            return { ...page, items: kept, total: index === 0 ? Math.max(0, page.total - gone) : page.total };
          }),
        { revalidate: false },
      );
    },
    [mutate],
  );

  return {
    items,
    first: data?.[0],
    total: data?.[0]?.total,
    totalExact: data?.[0]?.totalExact ?? true,
    pages: size,
    hasMore,
    nextCursor: last?.nextCursor ?? undefined,
    isLoading: isLoading && !data,
    isLoadingMore,
    error,
    loadMore,
    reload: () => mutate(),
    update,
    remove,
  };
}
