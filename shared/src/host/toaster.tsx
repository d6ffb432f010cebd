import { useMemo, type ReactNode } from 'react';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { ToastContext, type Toaster } from '@storefront/shared';

/** Spec section 9: toasts auto-close after 5000 ms, top-right, no limit on count. */
export const TOAST_DURATION_MS = 5000;

function Bridge({ children }: { children: ReactNode }) {
  const { enqueueSnackbar } = useSnackbar();
  const toaster = useMemo<Toaster>(
    () => ({
      success: (message) => enqueueSnackbar(message, { variant: 'success' }),
      error: (message) => enqueueSnackbar(message, { variant: 'error' }),
      info: (message) => enqueueSnackbar(message, { variant: 'info' }),
    }),
    [enqueueSnackbar],
  );
  return <ToastContext.Provider value={toaster}>{children}</ToastContext.Provider>;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={TOAST_DURATION_MS}
      maxSnack={Number.MAX_SAFE_INTEGER}
    >
      <Bridge>{children}</Bridge>
    </SnackbarProvider>
  );
}
