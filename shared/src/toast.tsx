import { createContext, useContext } from 'react';

/** Toasts are owned by the shell (top-right, 5000 ms, no limit); remotes ask through this. */
export interface Toaster {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
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
