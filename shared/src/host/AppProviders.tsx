import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { SWRConfig, type Cache } from 'swr';
import { ConfigContext, type StorefrontConfig } from '@storefront/shared';
import { GlobalStyle, theme } from '../ui';
import { swrDefaults } from './swr';
import { ToastProvider } from './toaster';

/** The providers every host (the shell, or a remote's standalone page) puts around the app. */
export function AppProviders({ config, cache, children }: { config: StorefrontConfig; cache: Cache; children: ReactNode }) {
  const swr = useMemo(() => swrDefaults(cache), [cache]);
  return (
    <ConfigContext.Provider value={config}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <SWRConfig value={swr}>
          <ToastProvider>{children}</ToastProvider>
        </SWRConfig>
      </ThemeProvider>
    </ConfigContext.Provider>
  );
}
