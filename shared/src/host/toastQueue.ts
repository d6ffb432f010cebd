import type { ToastOptions } from '@storefront/shared';

/** Spec section 9: toasts auto-close after 5000 ms, top-right, no limit on count. */
export const TOAST_DURATION_MS = 5000;

export type Variant = 'success' | 'error' | 'info';
/** Shows one toast, once notistack has loaded. */
export type Enqueue = (message: string, variant: Variant, options?: ToastOptions) => void;
/** Toasts asked for before notistack arrived, shown when it has. */
export type Pending = { current: { message: string; variant: Variant; options?: ToastOptions }[] };
