import type { AuthClient } from './authClient';

/** The sign-in SDK, loaded only once something asks for it. */
export interface LazyAuthClient {
  /** Settles once `start` has been called and the SDK has loaded. */
  promise: Promise<AuthClient>;
  /** Starts loading (once; later calls do nothing). */
  start: () => void;
}

export function lazyAuthClient(load: () => Promise<AuthClient>): LazyAuthClient {
  let started = false;
  let settle: { resolve: (client: AuthClient) => void; reject: (error: unknown) => void } | undefined;
  const promise = new Promise<AuthClient>((resolve, reject) => (settle = { resolve, reject }));
  return {
    promise,
    start: () => {
      if (started) return;
      started = true;
      load().then(settle!.resolve, settle!.reject);
    },
  };
}
