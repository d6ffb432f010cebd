// Who wants to know that a page failed (its code did not load, or it threw): the start-up path,
// whose first view would otherwise hide the failure's message. The remotes say so here and know
// nothing of who listens.

const listeners = new Set<() => void>();

/** Calls `listener` each time a page fails; returns what stops it. */
export function onPageFailure(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A page failed: tells every listener. */
export function pageFailed(): void {
  for (const listener of listeners) listener();
}
