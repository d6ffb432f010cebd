import { startTransition, useEffect, useReducer, type ComponentType, type ReactNode } from 'react';

/**
 * Code a page needs, loaded once and rendered without a Suspense fallback.
 *
 * Why not `React.lazy`: when a lazy component's code arrives, React reveals it as a Suspense
 * retry, and React holds such reveals until 300 ms after the last fallback it showed (so that
 * nested boundaries do not pop in one by one). On a cold load the shell paints its fallback and
 * the page's code arrives a few dozen milliseconds later: the page then waited ~300 ms for
 * nothing, the largest part of its LCP (measured: the hero image was in the DOM 300 ms after its
 * code and its file had both arrived). Here the shell shows its own loading state as ordinary
 * output and swaps the page in with an ordinary update, which React commits at once; code that
 * is already here renders in the same pass, with no loading state at all. The swap is a
 * transition, so a large page renders in slices without blocking input.
 */
export interface Loadable<T> {
  readonly promise: Promise<T>;
  status: 'pending' | 'loaded' | 'failed';
  value?: T;
  error?: unknown;
}

export function loadOnce<T>(load: () => Promise<T>): Loadable<T> {
  let promise: Promise<T>;
  try {
    promise = Promise.resolve(load());
  } catch (error) {
    promise = Promise.reject(error);
  }
  const loadable: Loadable<T> = { promise, status: 'pending' };
  promise.then(
    (value) => {
      loadable.status = 'loaded';
      loadable.value = value;
    },
    (error: unknown) => {
      loadable.status = 'failed';
      loadable.error = error;
    },
  );
  return loadable;
}

/**
 * The loaded value, or undefined while it loads (the component renders again when it arrives).
 * A failed load is thrown, for the nearest error boundary to show.
 */
export function useLoaded<T>(loadable: Loadable<T>): T | undefined {
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  const pending = loadable.status === 'pending';
  useEffect(() => {
    if (!pending) return;
    let live = true;
    // As a transition: React renders the page in slices and yields to the browser between them.
    const update = () => {
      if (live) startTransition(arrived);
    };
    loadable.promise.then(update, update);
    return () => {
      live = false;
    };
  }, [loadable, pending]);
  if (loadable.status === 'failed') throw loadable.error;
  return loadable.value;
}

const forgetters: (() => void)[] = [];

/**
 * Forgets every `loadable` whose load failed, so that it loads again when next rendered: what a
 * Retry does. (A failed load is otherwise kept: rendering again would not ask again.)
 */
export function forgetFailedLoads(): void {
  for (const forget of forgetters) forget();
}

/**
 * A component whose code loads on first use, like `React.lazy`, but which shows `fallback` as
 * ordinary output while it loads, so its arrival is not held back (above).
 */
export function loadable<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode) {
  let code: Loadable<ComponentType<P>> | undefined;
  const start = () => (code ??= loadOnce(load));
  forgetters.push(() => {
    if (code?.status === 'failed') code = undefined;
  });
  function Loadable(props: P) {
    const Loaded = useLoaded(start());
    return Loaded ? <Loaded {...props} /> : <>{fallback}</>;
  }
  return Loadable;
}
