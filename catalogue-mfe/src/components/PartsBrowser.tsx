import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { endpoints, Link, publicApiFetcher, type Machine, type Part, type PartsPage } from '@storefront/shared';
import { machineHref } from '@storefront/shared/machines';
import { usePagedList, type ListParams } from '@storefront/shared/lists';
import { Button, ButtonLink, ChoiceField, EmptyState, ErrorState, listCountText, ListToolbar, SearchField } from '@storefront/shared/ui';
import { PartsGrid, PartsGridSkeleton } from './PartsGrid';

/** Cards per page: whole rows in 1, 2 or 3 columns. */
export const PARTS_PAGE_SIZE = 24;

/** The list's own parameters in the URL, as the API names them, and `after`: where the list starts. */
export const LIST_KEYS = ['q', 'sort', 'inStock', 'after'] as const;
export type ListKey = (typeof LIST_KEYS)[number];

/**
 * The address of the list's next page: this page's path and view parameters, from the cursor on
 * (the "Load more parts" link, which a crawler or a new tab follows).
 */
export function nextPageHref(path: string, values: Partial<Record<string, string>>, cursor: string): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value && key !== 'after') query.set(key, value);
  query.set('after', cursor);
  return `${path}?${query.toString()}`;
}

export const SORT_CHOICES = [
  { value: 'catalogue', label: 'Featured' },
  { value: 'price', label: 'Price: low to high' },
  { value: '-price', label: 'Price: high to low' },
  { value: 'name', label: 'Name: A to Z' },
  { value: 'newest', label: 'Newest first' },
];

/** A search's default order is the best matches first (the API's ranking), not the catalogue's. */
const SEARCH_SORT_CHOICES = [{ value: 'catalogue', label: 'Best match' }, ...SORT_CHOICES.slice(1)];

const STOCK_CHOICES = [
  { value: '', label: 'All parts' },
  { value: 'true', label: 'In stock only' },
];

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  min-height: 1.55em;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9375rem;
`;

const Named = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: 0.9375rem;
`;

const Fewer = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
`;

/** The machines a search names (`juki ddl-8700`), each a link to its page: "JUKI DDL-8700: see the machine's page." */
function NamedMachines({ machines }: { machines: Machine[] }) {
  return (
    <Named>
      {machines.map((machine, index) => (
        <span key={machine._id}>
          {index > 0 && ' '}
          <Link to={machineHref(machine)}>{machine.name}: see the machine's page</Link>.
        </span>
      ))}
    </Named>
  );
}

/** How many parts a shorter search finds, in words ("12 parts"). */
const partsCount = (total: number) => (total === 1 ? '1 part' : `${total.toLocaleString('en')} parts`);

/** Below this width the filters fold behind a button, so a search's first result shows in the first screen. */
const PHONE = (theme: { breakpoints: { sm: number } }) => `@media (max-width: ${theme.breakpoints.sm - 0.02}px)`;

/** The search box and, on a phone, the Filters button beside it; wider, the box alone, as one of the toolbar's fields. */
const SearchRow = styled.div`
  display: contents;
  > button { display: none; }
  ${({ theme }) => PHONE(theme)} {
    display: flex;
    align-items: flex-end;
    gap: ${({ theme }) => theme.space(2)};
    width: 100%;
    > :first-child { flex: 1 1 auto; }
    > button { display: inline-flex; min-height: 44px; white-space: nowrap; }
  }
`;

/** The sort and filters: the toolbar's own fields from 600 px, folded behind Filters on a phone until opened. */
const FilterFields = styled.div<{ $open: boolean }>`
  display: contents;
  ${({ theme }) => PHONE(theme)} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${({ theme }) => theme.space(3)};
    width: 100%;
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(8)};
`;

export interface PartsBrowserProps<K extends string> {
  /** The page's URL parameters (at least LIST_KEYS). */
  view: ListParams<K | ListKey>;
  /** The page's path, for the next page's link. */
  path: string;
  /** Only the parts that fit a brand's machines, one machine (brand and model, its address) or any of several (ids). */
  fits?: { brand?: string; model?: string; machines?: string[] };
  /** False while the filter is not known yet (My machines still loading): nothing is read. */
  enabled?: boolean;
  /** More filters, after the list's own (the machine filter). */
  filters?: ReactNode;
  /** Anything else that narrows the list, to clear with the search ('' for nothing). */
  clear?: Partial<Record<K, undefined>>;
  /** Shown instead of the list when it cannot be read (My machines without machines). */
  instead?: ReactNode;
  /** What the count says the parts are ("parts", "parts that fit your machines"). */
  noun?: [string, string];
}

/**
 * A catalogue list: searched (name, description, part and OEM numbers) and sorted by the API, a
 * page at a time; the next page loads as the visitor nears the end of the grid, or with "Load more
 * parts", a real link to the next page. Every view lives in the URL, so it can be shared. All parts
 * and a machine's page show it.
 */
export function PartsBrowser<K extends string>({
  view,
  path,
  fits = {},
  enabled = true,
  filters,
  clear,
  instead,
  noun = ['part', 'parts'],
}: PartsBrowserProps<K>) {
  const { q, after, sort, inStock } = view.values as Record<ListKey, string | undefined>;
  const list = usePagedList<Part, PartsPage>(
    endpoints.listParts,
    { q, sort, inStock, brand: fits.brand, model: fits.model, machine: fits.machines?.join(','), limit: String(PARTS_PAGE_SIZE), cursor: after },
    { pages: view.pages, onPagesChange: view.setPages, fetcher: publicApiFetcher<PartsPage>, enabled: enabled && !instead },
  );
  // A search that names a machine offers its page, unless the list is already a machine's parts.
  const named = q && !fits.brand && !fits.machines ? list.first?.machines : undefined;
  const fewer = q ? list.first?.fewerWords : undefined;
  // The number of a part no longer sold found the part sold today: say so (docs/parts-book.md "Supersession").
  const replaced = q ? list.first?.replaced : undefined;
  const searchFor = (next: string) => set({ q: next, after: undefined });
  const filtered = Boolean(q || inStock || clear);
  const set = view.set as (patch: Partial<Record<ListKey, string | undefined>>, options?: { replace?: boolean }) => void;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  // How many of the folded choices narrow or order the list, said on the button that unfolds them.
  const chosenFilters = [sort, inStock, clear].filter(Boolean).length;

  // The next page starts loading while the end of the grid is still a screen away.
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, isLoadingMore, loadMore } = list;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || isLoadingMore || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && loadMore(), { rootMargin: '0px 0px 800px 0px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, isLoadingMore, loadMore]);

  return (
    <>
      <ListToolbar>
        <SearchRow>
          <SearchField
            label="Search parts"
            placeholder="e.g. bobbin, SL-BC-0001, JUKI 110-45400"
            value={q ?? ''}
            onSearch={(next) => set({ q: next, after: undefined }, { replace: true })}
          />
          <Button $variant="secondary" aria-expanded={filtersOpen} aria-controls={filtersId} onClick={() => setFiltersOpen((open) => !open)}>
            Filters{chosenFilters ? ` (${chosenFilters})` : ''}
          </Button>
        </SearchRow>
        <FilterFields id={filtersId} $open={filtersOpen}>
          <ChoiceField
            label="Sort by"
            value={sort}
            choices={q ? SEARCH_SORT_CHOICES : SORT_CHOICES}
            onChange={(next) => set({ sort: next, after: undefined })}
          />
          <ChoiceField label="Stock" value={inStock} choices={STOCK_CHOICES} onChange={(next) => set({ inStock: next, after: undefined })} />
          {filters}
        </FilterFields>
      </ListToolbar>

      {instead ?? (
        <>
          <Count role="status" aria-live="polite">
            {list.total !== undefined &&
              list.items.length > 0 &&
              (q
                ? `${listCountText(list.items.length, list.total, list.totalExact, noun)} matching “${q}”`
                : listCountText(list.items.length, list.total, list.totalExact, noun))}
          </Count>

          {named && named.length > 0 && <NamedMachines machines={named} />}
          {replaced?.map((r) => (
            <Count key={r.sku}>{r.message}</Count>
          ))}
          {(list.isLoading || !enabled) && <PartsGridSkeleton count={6} />}
          {list.error && list.items.length === 0 && (
            <ErrorState title="The parts could not be loaded" message={list.error.message} onRetry={() => void list.reload()} />
          )}
          {enabled &&
            !list.isLoading &&
            !list.error &&
            list.items.length === 0 &&
            (filtered ? (
              <EmptyState title={q ? `No parts match “${q}”` : 'No parts match'}>
                {fewer && fewer.length > 0 ? (
                  <>
                    <p>Fewer of its words find parts:</p>
                    <Fewer>
                      {fewer.map((shorter) => (
                        <li key={shorter.q}>
                          <a
                            href={`${path}?${new URLSearchParams({ q: shorter.q }).toString()}`}
                            onClick={(event) => {
                              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                              event.preventDefault();
                              searchFor(shorter.q);
                            }}
                          >
                            Search for “{shorter.q}” ({partsCount(shorter.total)})
                          </a>
                        </li>
                      ))}
                    </Fewer>
                  </>
                ) : (
                  <p>Check the spelling, or search for a shorter name such as “hook” or “plate”.</p>
                )}
                <Button
                  $variant="secondary"
                  onClick={() => view.set({ q: undefined, inStock: undefined, after: undefined, ...clear } as Partial<Record<K | ListKey, undefined>>)}
                >
                  Clear search
                </Button>
              </EmptyState>
            ) : (
              <EmptyState title="No parts yet">New parts are on their way. Please check back soon.</EmptyState>
            ))}
          {list.items.length > 0 && <PartsGrid parts={list.items} eagerCount={3} pageSize={PARTS_PAGE_SIZE} />}
          <div ref={sentinel} />
          {list.hasMore && list.nextCursor && (
            <More>
              {/* A real link to the next page (a crawler, a new tab); a plain click loads it below these. */}
              <ButtonLink
                href={nextPageHref(path, view.values, list.nextCursor)}
                $variant="secondary"
                aria-disabled={list.isLoadingMore || undefined}
                onClick={(event) => {
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  if (!list.isLoadingMore) list.loadMore();
                }}
              >
                {list.isLoadingMore ? 'Loading more parts…' : 'Load more parts'}
              </ButtonLink>
            </More>
          )}
        </>
      )}
    </>
  );
}
