// Stands in for @module-federation/error-codes' `desc` module in the shell's build (see
// README.md): the runtime's error messages keep their code, arguments and documentation link,
// e.g. "Module Federation error #RUNTIME-008 … https://module-federation.io/guide/troubleshooting/
// runtime#runtime-008", without the table of one-line descriptions (0.5 KB of gzip on every
// first load). The storefront never shows these texts: it says which area is unavailable.
const describe = new Proxy({}, { get: (_, code) => (typeof code === 'string' ? 'Module Federation error' : undefined) });

export const runtimeDescMap = describe;
export const typeDescMap = describe;
export const buildDescMap = describe;
export const errorDescMap = describe;
