import { apiPath, cartEndpoint } from '@storefront/shared';

/** The signed-in customer's cart, as SWR caches it (the shared cache: every remote sees the same). */
export const CART_KEY = apiPath(cartEndpoint);
