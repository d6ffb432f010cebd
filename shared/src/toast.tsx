import { createContext, useContext } from 'react';

/**
 * A link a toast offers after its message ("View cart"): a real link to `to`, followed in the app
 * by `navigate` on a plain click (the toasts live outside the router).
 */
export interface ToastLink {
  label: string;
  to: string;
  navigate?: (to: string) => void;
}

export interface ToastOptions {
  link?: ToastLink;
}

/**
 * Toasts are owned by the shell (top-right below the header, which they never cover; 5000 ms; no
 * limit); remotes ask through this.
 */
export interface Toaster {
  success(message: string, options?: ToastOptions): void;
  error(message: string, options?: ToastOptions): void;
  info(message: string, options?: ToastOptions): void;
}

const consoleToaster: Toaster = {
  success: (m) => console.info(m),
  error: (m) => console.error(m),
  info: (m) => console.info(m),
};

export const ToastContext = createContext<Toaster>(consoleToaster);

export function useToast(): Toaster {
  return useContext(ToastContext);
}
