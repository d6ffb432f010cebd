import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatNumber, t, type Endpoint, type Page } from '@storefront/shared';
import { useListParams, usePagedList, type ListParams, type ListQuery, type PagedList } from '@storefront/shared/lists';
import { ListToolbar, PagedTable, SearchField } from '@storefront/shared/ui';

/** Above an admin list: its title (or its count) at one end, its Add button or link at the other. */
export const ListHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h1 { margin: 0; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`;

/** A row's buttons, side by side, wrapping in a narrow column. */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** A word or note under or beside a value, quieter than it. */
export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

/** A cell that keeps its value on one line (a price, a date). */
export const Nowrap = styled.td`
  white-space: nowrap;
`;

type Sized = Pick<PagedList<unknown>, 'total' | 'totalExact'>;

/** A list page's title with the list's size once known: "Manage Companies: 1,204" ("about" above the exact count). */
export const titleWithCount = (label: string, list: Sized, locale?: string) => {
  if (list.total === undefined) return label;
  const count = formatNumber(list.total, locale);
  return list.totalExact ? t('{label}: {count}', { label, count }) : t('{label}: about {count}', { label, count });
};

/** The list's size in `text`'s words ("12 machines match", from the caller's `plural`); nothing before the count is in. */
export const countText = (list: Sized, text: (count: number) => string) => (list.total === undefined ? '' : text(list.total));

export interface AdminList<K extends string, T, P extends Page<T>> {
  view: ListParams<K>;
  list: PagedList<T, P>;
  /** A search or filter is on (the empty list says "No … match", with a way to clear them). */
  filtered: boolean;
  clearFilters(): void;
  /** The search box's value and its search, for `SearchField` (the `q` parameter; each search replaces the last in history). */
  search: { value: string; onSearch(next: string): void };
}

/**
 * An admin list page's view and rows: its search, filters and sort in the URL (`keys`, as the API
 * names them), and the pages of `endpoint` for that view. `filters` are the keys whose value
 * narrows the list (search and filters, not the sort); `query` adjusts what is asked for.
 */
export function useAdminList<K extends string, T, P extends Page<T> = Page<T>>(
  endpoint: Endpoint<Page<T>>,
  keys: readonly K[],
  { filters, query }: { filters: readonly K[]; query?(values: Record<K, string | undefined>): ListQuery },
): AdminList<K, T, P> {
  const view = useListParams(keys);
  const list = usePagedList<T, P>(endpoint, query ? query(view.values) : view.values, { pages: view.pages, onPagesChange: view.setPages });
  return {
    view,
    list,
    filtered: filters.some((key) => Boolean(view.values[key])),
    clearFilters: () => view.set(Object.fromEntries(filters.map((key) => [key, undefined])) as Partial<Record<K, undefined>>),
    search: {
      value: (view.values as Record<string, string | undefined>).q ?? '',
      onSearch: (next) => view.set({ q: next } as Partial<Record<K, string>>, { replace: true }),
    },
  };
}

/** The controls above an admin list: its search box (`q`), then its filters and sort; `before` comes first (a choice of list). */
export function ListSearch({
  admin,
  label,
  placeholder,
  before,
  children,
}: {
  admin: Pick<AdminList<string, unknown, Page<unknown>>, 'search'>;
  label: string;
  placeholder: string;
  before?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <ListToolbar>
      {before}
      <SearchField label={label} placeholder={placeholder} {...admin.search} />
      {children}
    </ListToolbar>
  );
}

/**
 * An admin list's table (`children`) in `PagedTable`, its loading, error and empty states, its
 * count and Load more: "No … match" with Clear search and filters while they narrow the list.
 */
export function ListTable({
  admin,
  children,
  ...texts
}: {
  admin: Pick<AdminList<string, unknown, Page<unknown>>, 'list' | 'filtered' | 'clearFilters'>;
  noun: [singular: string, plural: string];
  frameLabel: string;
  emptyTitle: string;
  empty?: ReactNode;
  what?: string;
  children: ReactNode;
}) {
  return (
    <PagedTable list={admin.list} filtered={admin.filtered} onClearFilters={admin.clearFilters} {...texts}>
      {children}
    </PagedTable>
  );
}
