import { callApi, endpoints } from '@storefront/shared';

export const makeAdmin = (email: string) => callApi(endpoints.makeAdmin, { params: { email } });
/** Blocks the account: its tokens stop at once; its orders stay. */
export const removeUser = (email: string) => callApi(endpoints.removeUser, { params: { email } });
export const restoreUser = (id: string) => callApi(endpoints.restoreUser, { params: { id } });
