import { createRoot } from 'react-dom/client';
import { configureApi } from '@storefront/shared';
import { loadRuntimeConfig } from '@storefront/shared/host';
import { registerConfiguredRemotes } from './federation/remotes';
import { App } from './app/App';

async function start() {
  const config = await loadRuntimeConfig();
  configureApi({ baseUrl: config.apiUrl });
  registerConfiguredRemotes(config.remotes);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App config={config} />);
}

void start();
