// `@storefront/shared/host`: what a host puts around the pages (the shell, and each remote's
// standalone page for its own team). Imports the router and notistack, so remotes' exposed
// pages must never import it.
export * from './swr';
export * from './toaster';
export * from './RouterBridge';
export * from './config';
export * from './AppProviders';
export * from './StandaloneHost';
export * from './devSession';
