import { useCallback } from 'react';
import { useSWRConfig, type Key } from 'swr';
import type { Endpoint } from './endpoints';

/**
 * The paged lists on screen, by the API path they read (`/parts`, `/booking`), each with a way to
 * read all its loaded pages again. Kept in the `@storefront/shared` singleton, so a write in one
 * app (an order placed in the catalogue) refreshes a list another app shows.
 */
const reloaders = new Map<string, Set<() => Promise<unknown>>>();

/** Called by a paged list while it is mounted; returns the unregister function. */
export function registerListReload(path: string, reload: () => Promise<unknown>): () => void {
  let set = reloaders.get(path);
  if (!set) reloaders.set(path, (set = new Set()));
  set.add(reload);
  return () => {
    set.delete(reload);
  };
}

/** Reads every mounted paged list of this API path again, all its loaded pages. */
export function reloadLists(path: string): Promise<unknown> {
  return Promise.all([...(reloaders.get(path) ?? [])].map((reload) => reload()));
}

/**
 * Reads every view of a list again (after a write): each paged list on screen, all its loaded
 * pages, in any app, and each plain read of the endpoint in SWR's cache (home's six parts, a
 * part's own page). Lists not on screen read again when they are next shown.
 */
export function useRefreshLists(): (target: Endpoint) => Promise<unknown> {
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    (target: Endpoint) => {
      const matches = isListKey(target);
      const plain = [...cache.keys()].filter((key) => matches(key) && !key.startsWith('$'));
      return Promise.all([reloadLists(target.path), ...plain.map((key) => mutate(key))]);
    },
    [cache, mutate],
  );
}

/**
 * Matches every cached read of a list endpoint (its pages, under any query, and its items' own
 * paths): pass it to SWR's `mutate` after a write so every view of the list reads again.
 */
export function isListKey(target: Endpoint): (key: Key) => boolean {
  const path = target.path;
  return (key) => {
    if (typeof key !== 'string') return false;
    const plain = key.replace(/^\$inf\$/, '');
    return plain === path || plain.startsWith(`${path}?`) || plain.startsWith(`${path}/`);
  };
}
