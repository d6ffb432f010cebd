// The storefront's production web server (what `npm start`, `npm run start:cluster` and the
// browser tests serve the builds with, through scripts/lib/stack.mjs): the builds' static files
// with their headers, each public page's HTML from the build its browser runs, the sitemap and
// robots.txt. Built with tsc to dist/ (`npm run build -w page-server`).
export {
  createPageRenderer,
  DEFAULT_LIMITS,
  PAGE_DEADLINE_MS,
  PAGE_FRESH_MS,
  PAGE_MAX_AGE_MS,
  PREVIEW_PARAM,
  previewEntry,
  readTokenSecret,
} from './pageServer';
export type { CacheLimits, CacheStats, PageAnswer, PageRenderer, PageRendererOptions, PageServerConfig, PageStream } from './pageServer';
export { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, serveStatic } from './serveStatic';
export type { ServeStaticOptions } from './serveStatic';
export { robotsTxt, ROBOTS_DISALLOW, serveSitemap, SITEMAP_LANGUAGES, SITEMAP_MAX_URLS } from './sitemap';
export type { SitemapOptions } from './sitemap';
export {
  COMMON_HEADERS,
  everyAnswerHeaders,
  htmlHeaders,
  remoteContentSecurityPolicy,
  shellContentSecurityPolicy,
  STRICT_TRANSPORT_SECURITY,
} from './securityHeaders';
export type { PolicyConfig } from './securityHeaders';
