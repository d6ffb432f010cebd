import { useCallback, useMemo } from 'react';
import { useNavigation } from '@storefront/shared';

/** Navigation state that tells the shell to keep the scroll position (a list's search or next page, not a new page). */
export const KEEP_SCROLL = { keepScroll: true } as const;

export interface ListParams<K extends string> {
  /** The list's search, filters and sort, as in the URL (`undefined` when absent). */
  values: Record<K, string | undefined>;
  /** Pages loaded, as in the URL (`pages=3`); 1 when absent. */
  pages: number;
  /**
   * Changes some values and goes back to page one. A new history entry, so Back brings the
   * previous view; `replace` for changes as you type.
   */
  set(patch: Partial<Record<K, string | undefined>>, options?: { replace?: boolean }): void;
  /** Records how many pages are loaded (replacing the entry: Load more is not a new view). */
  setPages(pages: number): void;
}

/** Longest run of pages a link may ask for: a link to page 400 must not read 400 pages. */
export const MAX_PAGES_IN_URL = 20;

/**
 * A list's view kept in the URL: search, filters, sort and how many pages are loaded, so a link
 * or Back brings the same view. Parameters other than `keys` are kept as they are.
 */
export function useListParams<K extends string>(keys: readonly K[]): ListParams<K> {
  const { pathname, search, navigate } = useNavigation();
  const current = useMemo(() => new URLSearchParams(search), [search]);
  const values = useMemo(() => Object.fromEntries(keys.map((key) => [key, current.get(key) || undefined])) as Record<K, string | undefined>, [current, keys]);
  const requested = Number.parseInt(current.get('pages') ?? '1', 10);
  const pages = Number.isFinite(requested) ? Math.min(Math.max(requested, 1), MAX_PAGES_IN_URL) : 1;

  const go = useCallback(
    (next: URLSearchParams, replace: boolean) => {
      const query = next.toString();
      if (query === current.toString()) return;
      navigate(`${pathname}${query ? `?${query}` : ''}`, { replace, state: KEEP_SCROLL });
    },
    [current, navigate, pathname],
  );

  const set = useCallback(
    (patch: Partial<Record<K, string | undefined>>, options: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      next.delete('pages');
      go(next, options.replace ?? false);
    },
    [current, go],
  );

  const setPages = useCallback(
    (count: number) => {
      const next = new URLSearchParams(current);
      if (count > 1) next.set('pages', String(Math.min(count, MAX_PAGES_IN_URL)));
      else next.delete('pages');
      go(next, true);
    },
    [current, go],
  );

  return { values, pages, set, setPages };
}
