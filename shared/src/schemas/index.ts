/**
 * Validation for the whole storefront: the API's bodies, parameters and queries, and the
 * browser forms that produce them, with the spec's messages. Browser-safe (zod only).
 */
export * from './messages';
export * from './primitives';
export * from './api';
export * from './forms';
/** The domain types, re-exported so Node code can take everything from this browser-and-Node-safe entry. */
export type * from '../types';
