import { apiFetch } from '@storefront/shared';

/** Spec section 4: a 401 or 403 while loading My Orders signs the user out. */
export const apiFetcherSigningOut = <T>(path: string): Promise<T> => apiFetch<T>(path, { signOutOnForbidden: true });
