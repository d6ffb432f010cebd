/**
 * Reads a page starts before its code is here. A remote's `routes.json` lists the API reads each
 * page begins with (`reads`); the shell starts them when the route is opened, in parallel with
 * downloading the page's code, and the page's SWR fetcher takes the answer instead of asking again.
 * Without this a page's data waits for its code: one or two round trips (two with a CORS preflight)
 * after it.
 */
/** An early answer no one took within this long is not used (the page asks afresh). */
export const EARLY_READ_TTL_MS = 10_000;

const early = new Map<string, { promise: Promise<unknown>; at: number }>();

/** Starts `read(path)` once for a path, unless one is already in flight. */
export function startEarlyRead(path: string, read: (path: string) => Promise<unknown>, now = Date.now()): void {
  const current = early.get(path);
  if (current && now - current.at < EARLY_READ_TTL_MS) return;
  const promise = read(path);
  promise.catch(() => undefined); // reported by the page's own request, if it takes this one
  early.set(path, { promise, at: now });
}

/** The early answer for a path, once; undefined when there is none (or it is too old). */
export function takeEarlyRead<T>(path: string, now = Date.now()): Promise<T> | undefined {
  const entry = early.get(path);
  if (!entry) return undefined;
  early.delete(path);
  return now - entry.at < EARLY_READ_TTL_MS ? (entry.promise as Promise<T>) : undefined;
}

/**
 * Forgets early reads no one took: called once the page has rendered and made its own requests,
 * so a later revalidation of the same key can never be handed an older answer.
 */
export function dropEarlyReads(paths: readonly string[]): void {
  for (const path of paths) early.delete(path);
}
