// The `@storefront/shared` core: shared as one singleton by every app, because it holds the
// React contexts (session, navigation, toasts, configuration) and the API client's settings.
// The shell carries all of it on every page: what only some remotes' pages need has an entry of
// its own (`/images`, `/sorts`, `/endpoints`' deploy table, `/lists`, `/forms`, `/ui`), bundled
// by the apps that import it.
// The API's answers, by resource (beside each resource's request schemas): types only, so the
// core that every page loads carries none of the schemas.
export type * from './schemas/api/answers';
export type * from './schemas/api/parts';
export type * from './schemas/api/machines';
export type * from './schemas/api/search';
export type * from './schemas/api/orders';
export type { OrderStatus } from './schemas/orderLifecycle';
export type * from './schemas/api/buying';
export type * from './schemas/api/reviews';
export type * from './schemas/api/users';
export type * from './schemas/api/profile';
export type * from './schemas/api/deployments';
export * from './config';
export * from './session';
export * from './toast';
export * from './navigation';
export * from './documentTitle';
export * from './routes';
export * from './format';
export * from './i18n';
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
