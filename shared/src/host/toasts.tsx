// Loaded with the first toast (see toaster.tsx): notistack and what hands it the toasts.
import { useEffect } from 'react';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { createGlobalStyle } from 'styled-components';
import { TOAST_DURATION_MS, type Enqueue, type Pending } from './toastQueue';

/** Inside notistack's provider: shows the toasts asked for so far and hands over its enqueue. */
function Flush({ pending, onReady }: { pending: Pending; onReady: (enqueue: Enqueue) => void }) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    for (const toast of pending.current.splice(0)) enqueueSnackbar(toast.message, { variant: toast.variant });
    onReady((message, variant) => enqueueSnackbar(message, { variant }));
  });
  return null;
}

/** notistack's own greens and blues are too light for white text (WCAG AA): the theme's. */
const ToastColours = createGlobalStyle`
  .notistack-MuiContent.notistack-MuiContent-success { background-color: ${({ theme }) => theme.colors.success}; }
  .notistack-MuiContent.notistack-MuiContent-info { background-color: ${({ theme }) => theme.colors.primary}; }
`;

/** Mounted once notistack is here: its provider, and the toasts asked for while it was loading. */
export function Toasts({ pending, onReady }: { pending: Pending; onReady: (enqueue: Enqueue) => void }) {
  return (
    <SnackbarProvider anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={TOAST_DURATION_MS} maxSnack={Number.MAX_SAFE_INTEGER}>
      <ToastColours />
      <Flush pending={pending} onReady={onReady} />
    </SnackbarProvider>
  );
}
