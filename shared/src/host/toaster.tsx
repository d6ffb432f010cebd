import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type Toaster, type ToastOptions } from '@storefront/shared';
import type { Enqueue, Variant } from './toastQueue';

export { TOAST_DURATION_MS, type Enqueue, type Pending, type Variant } from './toastQueue';

type ToastsModule = typeof import('./toasts');

let toasts: Promise<ToastsModule> | undefined;
/** notistack (about 8 KB) and its host are downloaded with the first toast, not with every page. */
function loadToasts(): Promise<ToastsModule> {
  toasts ??= import(/* webpackChunkName: "toasts" */ './toasts');
  return toasts;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [lib, setLib] = useState<ToastsModule | null>(null);
  const [, setQueued] = useState(0);
  const pending = useRef<{ message: string; variant: Variant; options?: ToastOptions }[]>([]);
  const ready = useRef<Enqueue | null>(null);
  const onReady = useCallback((enqueue: Enqueue) => {
    ready.current = enqueue;
  }, []);

  const show = useCallback((variant: Variant, message: string, options?: ToastOptions) => {
    if (ready.current) {
      ready.current(message, variant, options);
      return;
    }
    pending.current.push({ message, variant, options });
    setQueued((n) => n + 1); // re-render, so a mounted <Toasts> shows it
    loadToasts().then(
      (loaded) => setLib(loaded),
      (error: unknown) => console.error('Toasts could not be loaded:', message, error),
    );
  }, []);

  const toaster = useMemo<Toaster>(
    () => ({
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, options),
      info: (message, options) => show('info', message, options),
    }),
    [show],
  );

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      {lib && <lib.Toasts pending={pending} onReady={onReady} />}
    </ToastContext.Provider>
  );
}
