import { startStandaloneHost } from '@storefront/shared/host';
import type { RouteDefinition } from '@storefront/shared';
import manifest from '../routes.json';
import { pages } from './features';

// This remote on its own, for its team: `npm run dev -w account-mfe`.
void startStandaloneHost({ name: 'account', routes: manifest.routes as RouteDefinition[], pages });
