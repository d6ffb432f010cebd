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
