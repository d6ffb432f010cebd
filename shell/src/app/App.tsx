import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { basenameOf, currentLanguage, type StorefrontConfig } from '@storefront/shared';
import { AppProviders, createExpiringCache } from '@storefront/shared/host';
import { RemoteRegistryProvider } from '../remotes/RemoteRegistry';
import { AppRoutes } from '../routing/AppRoutes';
import { ScrollRestoration } from '../routing/ScrollRestoration';
import { SessionProvider } from '../session/SessionProvider';
import type { AuthClient } from '../session/auth';

/** The shell owns every provider; the remotes only consume them through `@storefront/shared`. */
export function App({ config, authClient }: { config: StorefrontConfig; authClient?: Promise<AuthClient> }) {
  const cache = useMemo(() => createExpiringCache(), []);
  return (
    <AppProviders config={config} cache={cache}>
      {/* A Bangla page's links stay under /bn. */}
      <BrowserRouter basename={basenameOf(currentLanguage())}>
        <ScrollRestoration />
        <SessionProvider cache={cache} authClient={authClient}>
          <RemoteRegistryProvider entries={config.remotes}>
            <AppRoutes />
          </RemoteRegistryProvider>
        </SessionProvider>
      </BrowserRouter>
    </AppProviders>
  );
}
