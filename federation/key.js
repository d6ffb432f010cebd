/** The global under which the shell publishes its federation runtime for the remotes. */
export const HOST_RUNTIME_KEY = '__STOREFRONT_FEDERATION_RUNTIME__';
