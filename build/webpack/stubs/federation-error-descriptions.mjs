// Stands in for @module-federation/error-codes' descriptions (dist/desc.mjs: one English sentence
// per error code) in the storefront's builds. The runtime's errors keep their code and the link
// to its troubleshooting page, which explains each code (getShortErrorMsg writes "<description>
// #RUNTIME-008", the arguments, "View the docs to see how to solve: https://module-federation.io/…"),
// and the shell tells a failed remote by the code; the sentences only weighed on every page:
// about 0.45 KB of gzip.
const DESCRIPTION = 'Module Federation runtime error (its code and the docs below say which)';

/** Every code reads the same sentence. */
const described = new Proxy({}, { get: (_, code) => (typeof code === 'string' ? DESCRIPTION : undefined) });

export const runtimeDescMap = described;
export const typeDescMap = described;
export const buildDescMap = described;
export const errorDescMap = described;
