import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { endpoints, publicApiFetcher, type Page, type Part } from '@storefront/shared';
import { useListParams, usePagedList } from '@storefront/shared/lists';
import {
  Button,
  ButtonLink,
  ChoiceField,
  Container,
  EmptyState,
  ErrorState,
  listCountText,
  ListToolbar,
  PageTitle,
  SearchField,
  Section,
} from '@storefront/shared/ui';
import { PartsGrid, PartsGridSkeleton } from '../../../components/PartsGrid';

/** Cards per page: whole rows in 1, 2 or 3 columns. */
export const PARTS_PAGE_SIZE = 24;

/**
 * The view's parameters in the URL, as the API names them (`/parts?q=hook&sort=price`), and
 * `after`: the list starts at that cursor (the "Load more parts" link's address, which a crawler
 * or a new tab follows).
 */
export const ALL_PARTS_KEYS = ['q', 'sort', 'inStock', 'after'] as const;

/** The address of the list's next page: this view's parameters, from the cursor on. */
export function nextPageHref(values: Partial<Record<(typeof ALL_PARTS_KEYS)[number], string>>, cursor: string): string {
  const query = new URLSearchParams();
  for (const key of ['q', 'sort', 'inStock'] as const) if (values[key]) query.set(key, values[key]);
  query.set('after', cursor);
  return `/parts?${query.toString()}`;
}

export const SORT_CHOICES = [
  { value: 'catalogue', label: 'Featured' },
  { value: 'price', label: 'Price: low to high' },
  { value: '-price', label: 'Price: high to low' },
  { value: 'name', label: 'Name: A to Z' },
  { value: 'newest', label: 'Newest first' },
];

const STOCK_CHOICES = [
  { value: '', label: 'All parts' },
  { value: 'true', label: 'In stock only' },
];

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  max-width: 70ch;
`;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  min-height: 1.55em;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9375rem;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(8)};
`;

/**
 * Every part, searched (name and description) and sorted by the API, a page at a time: the next
 * page loads as the visitor nears the end of the grid, or with the "Load more" button. The search
 * and sort live in the URL so a view can be shared.
 */
export default function AllPartsPage() {
  const view = useListParams(ALL_PARTS_KEYS);
  const { q, after, ...filters } = view.values;
  const list = usePagedList<Part>(
    endpoints.listParts,
    { q, ...filters, limit: String(PARTS_PAGE_SIZE), cursor: after },
    { pages: view.pages, onPagesChange: view.setPages, fetcher: publicApiFetcher<Page<Part>> },
  );
  const filtered = Boolean(q || view.values.inStock);

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
    <Section>
      <Container>
        <PageTitle>All parts</PageTitle>
        <Intro>Every part we make, with its price per unit, minimum order and the quantity in stock right now.</Intro>
        <ListToolbar>
          <SearchField
            label="Search parts"
            placeholder="e.g. bobbin, presser foot, SL-BC-0001"
            value={q ?? ''}
            onSearch={(next) => view.set({ q: next, after: undefined }, { replace: true })}
          />
          <ChoiceField label="Sort by" value={view.values.sort} choices={SORT_CHOICES} onChange={(next) => view.set({ sort: next, after: undefined })} />
          <ChoiceField label="Stock" value={view.values.inStock} choices={STOCK_CHOICES} onChange={(next) => view.set({ inStock: next, after: undefined })} />
        </ListToolbar>

        <Count role="status" aria-live="polite">
          {list.total !== undefined &&
            list.items.length > 0 &&
            (q
              ? `${listCountText(list.items.length, list.total, list.totalExact, ['part', 'parts'])} matching “${q}”`
              : listCountText(list.items.length, list.total, list.totalExact, ['part', 'parts']))}
        </Count>

        {list.isLoading && <PartsGridSkeleton count={6} />}
        {list.error && list.items.length === 0 && (
          <ErrorState title="The parts could not be loaded" message={list.error.message} onRetry={() => void list.reload()} />
        )}
        {!list.isLoading &&
          !list.error &&
          list.items.length === 0 &&
          (filtered ? (
            <EmptyState title={q ? `No parts match “${q}”` : 'No parts match'}>
              <p>Check the spelling, or search for a shorter name such as “hook” or “plate”.</p>
              <Button $variant="secondary" onClick={() => view.set({ q: undefined, inStock: undefined, after: undefined })}>
                Clear search
              </Button>
            </EmptyState>
          ) : (
            <EmptyState title="No parts yet">New parts are on their way. Please check back soon.</EmptyState>
          ))}
        {list.items.length > 0 && <PartsGrid parts={list.items} eagerCount={3} />}
        <div ref={sentinel} />
        {list.hasMore && list.nextCursor && (
          <More>
            {/* A real link to the next page (a crawler, a new tab); a plain click loads it below these. */}
            <ButtonLink
              href={nextPageHref(view.values, list.nextCursor)}
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
      </Container>
    </Section>
  );
}
