// The static server of the production builds, on sirv (the maintained server behind Vite's
// preview; it resolves every path inside the folder). What this file adds around it:
// - caching: hashed chunks are immutable for a year; entry files (index.html, remoteEntry.js,
//   mf-manifest.json, routes.json, config.json, ...) are `no-cache`, so a redeployed remote is
//   picked up on the next page load;
// - the security headers of securityHeaders.ts on every answer, with a
//   Content-Security-Policy on HTML;
// - CORS for the origins that load this one (the shell's, for a remote);
// - overrides (the shell's deploy-time config.json) and a test hook;
// - for the shell, its page server (pageServer.ts: each page's HTML with its content and head;
//   sendPage.ts sends it, compressed or streamed)
//   and the sitemap (sitemap.ts);
// - the API's protections against slow clients: a request's headers within 10 s, the whole
//   request within 30 s.
// Precompressed `.br`/`.gz` files, ETags and the SPA fallback are sirv's.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import type { PageRenderer } from './pageServer';
import { servePage } from './sendPage';
import { serveSitemap, type SitemapOptions } from './sitemap';
import { everyAnswerHeaders, htmlHeaders } from './securityHeaders';

/** A content-hashed file name (`app.0123abcd.js`), also when asked for with an encoding suffix. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const TYPES: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** How long a client may take to send a request's headers, and the whole request (as the API). */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;

/** A request for a page (the SPA fallback, `/`, an .html file), as opposed to an asset. */
const isPage = (pathname: string) => pathname.endsWith('/') || !path.extname(pathname) || /\.html?$/i.test(pathname);

export interface ServeStaticOptions {
  /** Folder to serve (a build's dist/). */
  root: string;
  port: number;
  host?: string;
  /** Serve index.html for unknown paths without an extension. */
  spa?: boolean;
  /** Origins allowed to read this one's files (a remote: the shell's). */
  corsOrigins?: string[];
  /** The policy of its HTML answers (default: nothing but itself, never framed). */
  contentSecurityPolicy?: string;
  /**
   * A folder of builds published under their ids (`<id>/remoteEntry.js`, scripts/publish.mjs
   * publishBuild), served beside `root`; a build's files never change, so they are all cached for good.
   */
  published?: string;
  /**
   * `Link` header values sent with every page, e.g. the shell's preload of the deploy ledger's
   * answer, so the browser asks for it beside config.json.
   */
  preloads?: string[];
  /** Path -> content, e.g. /config.json. */
  overrides?: Record<string, () => string>;
  /** Tests use it to simulate a slow or failing server: true when it answered. */
  intercept?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** The shell's page server (createPageRenderer): answers every page, and names the public ones for the sitemap. */
  pages?: Pick<PageRenderer, 'render'> & Partial<Pick<PageRenderer, 'publicPaths'>>;
  /** Serve /sitemap.xml from this API. */
  sitemap?: SitemapOptions;
  /** The storefront's public address (`STOREFRONT_URL`): https sends Strict-Transport-Security with every answer. */
  storefrontUrl?: string;
}

/** Answers a file sirv does not have. */
function notFound(_req: IncomingMessage, res: ServerResponse) {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not found');
}

/** The build folder's files: hashed ones cached for good, the others asked for again on each load. */
function buildFiles(root: string, spa: boolean, cors: boolean) {
  return sirv(path.resolve(root), {
    // Look each file up when it is asked for (sirv's "dev" mode; nothing else of development):
    // a deploy may publish into the folder while it is being served.
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    single: spa,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', HASHED.test(pathname) ? IMMUTABLE : 'no-cache');
      // sirv has just set Vary: Accept-Encoding; the answer differs by Origin too.
      if (cors) res.setHeader('Vary', 'Accept-Encoding, Origin');
    },
    onNoMatch: notFound,
  });
}

/** The published builds' files: a build's files never change, so they are all cached for good. */
function publishedBuilds(published: string, cors: boolean) {
  return sirv(path.resolve(published), {
    dev: true, // builds are published while the server runs
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res) {
      res.setHeader('Cache-Control', IMMUTABLE);
      if (cors) res.setHeader('Vary', 'Accept-Encoding, Origin');
    },
    onNoMatch: notFound,
  });
}

function fail(res: ServerResponse, error: unknown) {
  if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Internal error');
  console.error('static server:', error);
}

/**
 * The headers every answer has, with CORS for an allowed origin; true when that was the whole
 * answer (a preflight, or a method this server does not take).
 */
function answeredBeforeRouting(req: IncomingMessage, res: ServerResponse, commonHeaders: Record<string, string>, allowed: Set<string>): boolean {
  for (const [name, value] of Object.entries(commonHeaders)) res.setHeader(name, value);
  const origin = req.headers.origin;
  if (origin && allowed.has(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
  }
  if (allowed.size > 0) res.setHeader('Vary', 'Origin');
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return true;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
    return true;
  }
  return false;
}

/** The static server of a build folder; resolves once it listens. */
export function serveStatic({
  root,
  port,
  host = '127.0.0.1',
  spa = false,
  corsOrigins = [],
  contentSecurityPolicy = "default-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  published,
  preloads = [],
  overrides = {},
  intercept,
  pages,
  sitemap,
  storefrontUrl,
}: ServeStaticOptions): Promise<http.Server> {
  const commonHeaders = everyAnswerHeaders(storefrontUrl);
  const pageHeaders = { ...htmlHeaders(contentSecurityPolicy), ...(preloads.length ? { Link: preloads.join(', ') } : {}) };
  const allowed = new Set(corsOrigins);
  const files = buildFiles(root, spa, allowed.size > 0);
  const publishedFiles = published ? publishedBuilds(published, allowed.size > 0) : undefined;

  const server = http.createServer(
    { headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1000 },
    (req, res) => {
      try {
        if (intercept && intercept(req, res)) return;
        if (answeredBeforeRouting(req, res, commonHeaders, allowed)) return;
        const url = new URL(req.url ?? '/', 'http://local');
        const { pathname } = url;
        const override = overrides[pathname];
        if (override) {
          res.writeHead(200, { 'Content-Type': TYPES[path.extname(pathname)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
          res.end(req.method === 'HEAD' ? undefined : override());
          return;
        }
        if (sitemap && (pathname === '/sitemap.xml' || pathname.startsWith('/sitemaps/'))) {
          const publicPaths = pages?.publicPaths;
          serveSitemap(req, res, { ...(publicPaths ? { pages: () => publicPaths() } : {}), ...sitemap }).then(
            (served) => served || files(req, res),
            (error) => fail(res, error),
          );
          return;
        }
        if (pages && isPage(pathname) && !/\.html?$/i.test(pathname)) {
          servePage(req, res, pages, url, pageHeaders).catch((error) => fail(res, error));
          return;
        }
        if (isPage(pathname)) for (const [name, value] of Object.entries(pageHeaders)) res.setHeader(name, value);
        if (publishedFiles) files(req, res, () => publishedFiles(req, res));
        else files(req, res);
      } catch (error) {
        fail(res, error);
      }
    },
  );
  return new Promise<http.Server>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
