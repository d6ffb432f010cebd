// The `@storefront/shared` core: shared as one singleton by every app, because it holds the
// React contexts (session, navigation, toasts, configuration) and the API client's settings.
export * from './types';
export * from './config';
export * from './session';
export * from './toast';
export * from './navigation';
export * from './routes';
export * from './format';
export * from './ids';
export * from './idle';
export * from './cartEvents';
export * from './api/client';
export * from './api/hooks';
export * from './api/images';
export * from './api/reads';
export * from './api/endpoints';
export * from './api/sorts';
export * from './api/listReloads';
