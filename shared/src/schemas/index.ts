/**
 * Validation for the whole storefront, with the spec's messages; browser-safe (zod only).
 * - `api/`: every body and parameter of the API and every answer's type (field names as the spec
 *   has them: `_id`, `available_Quantity`, ...), one module per resource, and the lists' query
 *   strings (`api/queries.ts`, read by the server only). The server validates with these; so can
 *   the client.
 * - `forms/`: the browser forms, one module per form, each built from the API's own field rules.
 * One module per resource and per form, so that a page's code builds (and downloads) only the
 * schemas it uses: the package is side-effect free, and a bundler leaves out a module none of
 * whose exports a page imports.
 */
export * from './messages';
export * from './primitives';
export * from './api/params';
export * from './api/parts';
export * from './api/orders';
export * from './api/buying';
export * from './buyingRules';
export * from './pricing';
export * from './vat';
export * from './approval';
export * from './api/prices';
export * from './api/quotes';
export * from './orderLifecycle';
export * from './api/reviews';
export * from './api/profile';
export * from './api/users';
export * from './api/bangla';
export * from './api/machines';
export * from './api/replacement';
export * from './api/partsBook';
export * from './api/search';
export * from './api/companies';
export * from './api/queries';
export * from './api/deployments';
export { imageInput, formErrors, issuesToFields, type ChosenImage } from './forms/inputs';
export * from './forms/signIn';
export * from './forms/product';
export * from './forms/review';
export * from './forms/profile';
export * from './forms/order';
export * from './forms/canary';
export * from './api/answers';
