// The deadline every page's reads share: a page not ready within it is the shell's plain page.
import { isNativeError } from 'node:util/types';

/** The error of a read that did not arrive before the deadline. */
export class Deadline extends Error {}

/** `promise`, or a Deadline error once `signal` aborts. */
export function within<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    promise.catch(() => undefined); // it goes on without anyone waiting: its failure is nobody's
    return Promise.reject(new Deadline('deadline'));
  }
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(new Deadline('deadline'));
    signal.addEventListener('abort', stop, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', stop);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', stop);
        reject(isNativeError(error) ? error : new Error(String(error)));
      },
    );
  });
}

/** An error's message, whichever realm made it (a build's module may run in another context). */
export const messageOf = (error: unknown) => (isNativeError(error) ? error.message : String(error));
