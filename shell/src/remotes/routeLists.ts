import type { RemoteRequires, RemoteRoutes, RouteDefinition } from '@storefront/shared';

// Reading remotes' route lists: no federation runtime here, so the start-up script in index.html
// (startup/script.ts) can read them before the app runs, and the shell takes its answers.

/** How long the shell waits for a remote's route list or entry before saying it is unavailable. */
const REMOTE_TIMEOUT_MS = 15000;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    readonly reason: string,
  ) {
    super(`The ${remote} area is unavailable right now (${reason}).`);
    this.name = 'RemoteUnavailableError';
  }
}

/** A remote entry's sibling file, e.g. `routes.json` beside `remoteEntry.js`. */
export function siblingUrl(entryUrl: string, file: string): string {
  return new URL(file, entryUrl).toString();
}

export function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Route lists read ahead, by `${name} ${entryUrl}`: taken once, then a retry asks again. The
 * start-up script reads them with its own copy of this module and hands them to the app's
 * (`adoptRouteLists`).
 */
const readAhead = new Map<string, Promise<RouteList>>();

/** The route lists this copy of the module has read ahead (the start-up script hands them over). */
export function routeListsReadAhead(): Map<string, Promise<RouteList>> {
  return readAhead;
}

/** Takes the route lists another copy of this module read ahead (the start-up script's). */
export function adoptRouteLists(lists: Map<string, Promise<RouteList>>): void {
  for (const [key, list] of lists) if (!readAhead.has(key)) readAhead.set(key, list);
}

/**
 * Starts reading every remote's route list as soon as the configuration is known, before React
 * renders: the first page's code can then be asked for one step earlier. Once per remote until
 * the registry takes the answer. Returns the requests.
 */
export function prefetchRemoteRoutes(remotes: Record<string, string>): [name: string, entry: string, routes: Promise<RouteList>][] {
  return Object.entries(remotes).map(([name, url]) => {
    const key = `${name} ${url}`;
    let request = readAhead.get(key);
    if (!request) {
      request = readRemoteRoutes(name, url);
      request.catch(() => undefined); // reported when the registry asks for it
      readAhead.set(key, request);
    }
    return [name, url, request];
  });
}

/** Reads a remote's route list (published beside its entry) without loading its code. */
export function fetchRemoteRoutes(name: string, entryUrl: string): Promise<RouteList> {
  const key = `${name} ${entryUrl}`;
  const early = readAhead.get(key);
  if (early) {
    readAhead.delete(key); // once: a retry asks the remote again
    return early;
  }
  return readRemoteRoutes(name, entryUrl);
}

/** A remote's pages, with what its build needs of the shell (`requires` of its routes.json). */
export type RouteList = RouteDefinition[] & { requires?: RemoteRequires };

async function readRemoteRoutes(name: string, entryUrl: string): Promise<RouteList> {
  const url = siblingUrl(entryUrl, 'routes.json');
  const controller = new AbortController();
  const load = fetch(url, { signal: controller.signal, cache: 'no-cache' }).then(async (response) => {
    if (!response.ok) throw new RemoteUnavailableError(name, `routes answered ${response.status}`);
    const body = (await response.json()) as RemoteRoutes;
    if (!Array.isArray(body.routes)) throw new RemoteUnavailableError(name, 'routes.json is malformed');
    return Object.assign(body.routes, { requires: body.requires });
  });
  try {
    return await withTimeout(load, REMOTE_TIMEOUT_MS, () => {
      controller.abort();
      return new RemoteUnavailableError(name, 'it did not answer in time');
    });
  } catch (error) {
    if (error instanceof RemoteUnavailableError) throw error;
    throw new RemoteUnavailableError(name, (error as Error).message || 'network error');
  }
}
