// The `@storefront/shared` core: shared as one singleton by every app, because it holds the
// React contexts (session, navigation, toasts, configuration) and the API client's settings.
// The shell carries all of it on every page: what only some remotes' pages need has an entry of
// its own (`/images`, `/sorts`, `/endpoints`' deploy table, `/lists`, `/forms`, `/ui`), bundled
// by the apps that import it.
export * from './types';
export * from './config';
export * from './session';
export * from './toast';
export * from './navigation';
export * from './documentTitle';
export * from './routes';
export * from './format';
export * from './ids';
export * from './idle';
export * from './cartEvents';
export * from './api/client';
export * from './api/hooks';
export * from './api/reads';
// Not the tables of the deploy ledger, of buying and of find by machine (`deployEndpoints`,
// `buyingEndpoints`, `machineEndpoints`): the remotes' pages that use them import them from
// `@storefront/shared/endpoints`, so the shell's bundle, on every page, does not carry them.
export {
  apiPath,
  cartEndpoint,
  endpoints,
  healthReportEndpoint,
  isPublicRead,
  liveBuildsEndpoint,
  previewEndpoint,
  type Endpoint,
  type EndpointName,
} from './api/endpoints';
export * from './api/listReloads';
