import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { endpoints, Link, publicApiFetcher, type Machine, type Part, type PartsPage, currentLanguage, formatNumber, t } from '@storefront/shared';
import { machineHref } from '@storefront/shared/machines';
import { usePagedList, type ListParams } from '@storefront/shared/lists';
import { ButtonLink, ErrorState, listCountText } from '@storefront/shared/ui';
import { NoParts } from './PartsBrowserEmpty';
import { PartsBrowserToolbar } from './PartsBrowserToolbar';
import { PartsGrid, PartsGridSkeleton } from './PartsGrid';
import { NAME, withName } from './LocalName';

export { SORT_CHOICES } from './PartsBrowserToolbar';

/** Cards per page: whole rows in 1, 2 or 3 columns. */
export const PARTS_PAGE_SIZE = 24;

/** The list's own parameters in the URL, as the API names them, and `after`: where the list starts. */
export const LIST_KEYS = ['q', 'sort', 'inStock', 'after'] as const;
type ListKey = (typeof LIST_KEYS)[number];

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

/** The machines a search names (`juki ddl-8700`), each a link to its page: "JUKI DDL-8700: see the machine's page." */
function NamedMachines({ machines }: { machines: Machine[] }) {
  return (
    <Named>
      {machines.map((machine, index) => (
        <span key={machine._id}>
          {index > 0 && ' '}
          <Link to={machineHref(machine)}>{withName(t("{name}: see the machine's page", { name: NAME }), machine)}</Link>.
        </span>
      ))}
    </Named>
  );
}

/**
 * "Showing 24 of 120 parts": the UI kit's words on an English page; on a Bangla page the kind of
 * parts first (`noun`, already Bangla), then the figures, as Bangla says it.
 */
function countText(shown: number, total: number | undefined, exact: boolean, noun: [string, string]): string {
  if (currentLanguage() !== 'bn') return listCountText(shown, total, exact, noun);
  const values = { noun: noun[1], shown: formatNumber(shown), total: total === undefined ? '' : formatNumber(total) };
  if (total === undefined) return t('{noun}: showing {shown}', values);
  return exact ? t('{noun}: showing {shown} of {total}', values) : t('{noun}: showing {shown} of about {total}', values);
}

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
  /** What the count says the parts are ("parts", "parts that fit your machines"), in the page's language. */
  noun?: [string, string];
}

/**
 * A catalogue list: searched (name, description, part and OEM numbers) and sorted by the API, a
 * page at a time; the next page loads as the visitor nears the end of the grid, or with "Load more
 * parts", a real link to the next page. Every view lives in the URL, so it can be shared. All parts
 * and a machine's page show it.
 */
/** The next page starts loading while the end of the grid (`sentinel`) is still a screen away. */
function useLoadNearEnd({ hasMore, isLoadingMore, loadMore }: { hasMore: boolean; isLoadingMore: boolean; loadMore: () => void }) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || isLoadingMore || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && loadMore(), { rootMargin: '0px 0px 800px 0px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, isLoadingMore, loadMore]);
  return sentinel;
}

/** "Load more parts": a real link to the next page (a crawler, a new tab); a plain click loads it below these. */
function LoadMore({ href, isLoadingMore, loadMore }: { href: string; isLoadingMore: boolean; loadMore: () => void }) {
  return (
    <More>
      <ButtonLink
        href={href}
        $variant="secondary"
        aria-disabled={isLoadingMore || undefined}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          if (!isLoadingMore) loadMore();
        }}
      >
        {isLoadingMore ? t('Loading more parts…') : t('Load more parts')}
      </ButtonLink>
    </More>
  );
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
  noun = [t('part'), t('parts')],
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
  const set = view.set as (patch: Partial<Record<ListKey, string | undefined>>, options?: { replace?: boolean }) => void;
  const sentinel = useLoadNearEnd(list);
  const count = countText(list.items.length, list.total, list.totalExact, noun);

  return (
    <>
      <PartsBrowserToolbar q={q} sort={sort} inStock={inStock} narrowed={Boolean(clear)} filters={filters} set={set} />

      {instead ?? (
        <>
          <Count role="status" aria-live="polite">
            {list.total !== undefined && list.items.length > 0 && (q ? t('{count} matching “{q}”', { count, q }) : count)}
          </Count>

          {named && named.length > 0 && <NamedMachines machines={named} />}
          {replaced?.map((r) => (
            <Count key={r.sku}>{r.message}</Count>
          ))}
          {(list.isLoading || !enabled) && <PartsGridSkeleton count={6} />}
          {list.error && list.items.length === 0 && (
            <ErrorState title={t('The parts could not be loaded')} message={list.error.message} onRetry={() => void list.reload()} />
          )}
          {enabled && !list.isLoading && !list.error && list.items.length === 0 && (
            <NoParts
              path={path}
              q={q}
              filtered={Boolean(q || inStock || clear)}
              fewer={fewer}
              searchFor={(next) => set({ q: next, after: undefined })}
              clearSearch={() => view.set({ q: undefined, inStock: undefined, after: undefined, ...clear } as Partial<Record<K | ListKey, undefined>>)}
            />
          )}
          {list.items.length > 0 && <PartsGrid parts={list.items} eagerCount={3} pageSize={PARTS_PAGE_SIZE} />}
          <div ref={sentinel} />
          {list.hasMore && list.nextCursor && (
            <LoadMore href={nextPageHref(path, view.values, list.nextCursor)} isLoadingMore={list.isLoadingMore} loadMore={list.loadMore} />
          )}
        </>
      )}
    </>
  );
}
