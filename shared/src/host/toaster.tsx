import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type Toaster } from '@storefront/shared';

/** Spec section 9: toasts auto-close after 5000 ms, top-right, no limit on count. */
export const TOAST_DURATION_MS = 5000;

type Variant = 'success' | 'error' | 'info';
type Notistack = typeof import('notistack');

let notistack: Promise<Notistack> | undefined;
/** notistack (about 8 KB) is downloaded with the first toast, not with every page. */
function loadNotistack(): Promise<Notistack> {
  notistack ??= import(/* webpackChunkName: "toasts" */ 'notistack');
  return notistack;
}

type Enqueue = (message: string, variant: Variant) => void;
type Pending = { current: { message: string; variant: Variant }[] };

/** Inside notistack's provider: shows the toasts asked for so far and hands over its enqueue. */
function Flush({ lib, pending, onReady }: { lib: Notistack; pending: Pending; onReady: (enqueue: Enqueue) => void }) {
  const { enqueueSnackbar } = lib.useSnackbar();
  useEffect(() => {
    for (const toast of pending.current.splice(0)) enqueueSnackbar(toast.message, { variant: toast.variant });
    onReady((message, variant) => enqueueSnackbar(message, { variant }));
  });
  return null;
}

/** Mounted once notistack is here: its provider, and the toasts asked for while it was loading. */
function Toasts({ lib, pending, onReady }: { lib: Notistack; pending: Pending; onReady: (enqueue: Enqueue) => void }) {
  return (
    <lib.SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={TOAST_DURATION_MS}
      maxSnack={Number.MAX_SAFE_INTEGER}
    >
      <Flush lib={lib} pending={pending} onReady={onReady} />
    </lib.SnackbarProvider>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [lib, setLib] = useState<Notistack | null>(null);
  const [, setQueued] = useState(0);
  const pending = useRef<{ message: string; variant: Variant }[]>([]);
  const ready = useRef<Enqueue | null>(null);
  const onReady = useCallback((enqueue: Enqueue) => {
    ready.current = enqueue;
  }, []);

  const show = useCallback((variant: Variant, message: string) => {
    if (ready.current) {
      ready.current(message, variant);
      return;
    }
    pending.current.push({ message, variant });
    setQueued((n) => n + 1); // re-render, so a mounted <Toasts> shows it
    loadNotistack().then(
      (loaded) => setLib(loaded),
      (error: unknown) => console.error('Toasts could not be loaded:', message, error),
    );
  }, []);

  const toaster = useMemo<Toaster>(
    () => ({
      success: (message) => show('success', message),
      error: (message) => show('error', message),
      info: (message) => show('info', message),
    }),
    [show],
  );

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      {lib && <Toasts lib={lib} pending={pending} onReady={onReady} />}
    </ToastContext.Provider>
  );
}
