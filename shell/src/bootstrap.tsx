import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '@storefront/shared';
import { loadRuntimeConfig } from '@storefront/shared/host';
import { registerConfiguredRemotes } from './remotes/remotes';
import { prefetchRemoteRoutes } from './remotes/routeLists';
import { adoptStartupReads, startupConfig } from './startup';
import { App } from './app/App';

/** Opens the connection to the API while the page's code is still loading. */
function preconnect(url: string) {
  try {
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = new URL(url).origin;
    link.crossOrigin = 'anonymous'; // API calls are CORS requests: the connection must match
    document.head.appendChild(link);
  } catch {
    // A malformed apiUrl shows up as failing API calls, with their own messages.
  }
}

async function start() {
  const config = await loadRuntimeConfig('/config.json', startupConfig());
  configureApi({ baseUrl: config.apiUrl });
  adoptStartupReads();
  registerConfiguredRemotes(config.remotes);
  prefetchRemoteRoutes(config.remotes);
  preconnect(config.apiUrl);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // As a transition, React renders in slices and yields to the browser between them: no long
  // task blocks input while the first page is put together.
  const root = createRoot(container);
  startTransition(() => root.render(<App config={config} />));
}

void start();
