// Loaded with the first toast (see toaster.tsx): notistack and what hands it the toasts.
import { useEffect, type MouseEvent } from 'react';
import { SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import { createGlobalStyle } from 'styled-components';
import type { ToastLink, ToastOptions } from '@storefront/shared';
import { TOAST_DURATION_MS, type Enqueue, type Pending, type Variant } from './toastQueue';

/** The gap between the header's lower edge (or the window's top) and the first toast. */
const GAP_PX = 8;

/**
 * Toasts stand top-right below the header, never over it (its Cart link and count stay in reach):
 * their top is set, as each one shows, from where the header's lower edge is then.
 */
function placeBelowHeader(): void {
  const header = document.querySelector('header');
  const bottom = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
  document.documentElement.style.setProperty('--toasts-top', `${Math.round(bottom) + GAP_PX}px`);
}

/** The toast's link ("View cart"): followed in the app on a plain click, and the toast closes. */
function ToastLinkAction({ link, onFollow }: { link: ToastLink; onFollow: () => void }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const plain = event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    if (plain && link.navigate) {
      event.preventDefault();
      link.navigate(link.to);
    }
    onFollow();
  };
  return (
    <a className="toast-link" href={link.to} onClick={onClick}>
      {link.label}
    </a>
  );
}

/** Inside notistack's provider: shows the toasts asked for so far and hands over its enqueue. */
function Flush({ pending, onReady }: { pending: Pending; onReady: (enqueue: Enqueue) => void }) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(() => {
    const enqueue = (message: string, variant: Variant, options?: ToastOptions) => {
      placeBelowHeader();
      const link = options?.link;
      enqueueSnackbar(message, {
        variant,
        action: link ? (key: SnackbarKey) => <ToastLinkAction link={link} onFollow={() => closeSnackbar(key)} /> : undefined,
      });
    };
    for (const toast of pending.current.splice(0)) enqueue(toast.message, toast.variant, toast.options);
    onReady(enqueue);
  });
  return null;
}

/** notistack's own greens and blues are too light for white text (WCAG AA): the theme's. */
const ToastColours = createGlobalStyle`
  .notistack-MuiContent.notistack-MuiContent-success { background-color: ${({ theme }) => theme.colors.success}; }
  .notistack-MuiContent.notistack-MuiContent-info { background-color: ${({ theme }) => theme.colors.primary}; }
  .notistack-SnackbarContainer.notistack-SnackbarContainer { top: var(--toasts-top, 14px); }
  .notistack-MuiContent .toast-link {
    color: inherit;
    font-weight: 700;
    text-decoration: underline;
    padding: 6px 8px;
    border-radius: 4px;
    white-space: nowrap;
  }
  .notistack-MuiContent .toast-link:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
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
