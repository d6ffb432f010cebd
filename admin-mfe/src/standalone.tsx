import { startStandaloneHost } from '@storefront/shared/host';
import type { RouteDefinition } from '@storefront/shared';
import manifest from '../routes.json';
import { pages } from './features';

// This remote on its own, for its team: `npm run dev -w admin-mfe`.
void startStandaloneHost({ name: 'admin', routes: manifest.routes as RouteDefinition[], pages });
