// The storefront's sitemap and robots.txt, served by the shell's page server.
//
// /sitemap.xml lists the public pages (each app's server pages without parameters, from the app's
// own route list: the page server's `publicPaths`) and every part with its last change, read from the API a
// page at a time (`GET /sitemap/parts`, in catalogue order) and written as it arrives: never
// the whole catalogue in memory. Past 50,000 addresses (the sitemaps protocol's limit per file)
// it is a sitemap index of /sitemaps/pages.xml and /sitemaps/parts-<n>.xml, the n-th holding the
// parts at catalogue positions (n-1)×25,000+1 to n×25,000 (each in both languages, below). The machines' pages
// (/machines/<brand>/<model>, a few hundred) go with the public pages, read from `GET /machines`,
// and so do their parts books' published assemblies (/machines/<brand>/<model>/<assembly>, with
// their last change), read from `GET /sitemap/assemblies`.
//
// Every page is listed in each language (English, and Bangla under /bn), each address with its
// alternates (`xhtml:link hreflang`, English the `x-default`): a part's two addresses count two
// of a file's 50,000, so a parts file holds 25,000 parts.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from '@storefront/shared/escape-html';
import { pathInLanguage } from '@storefront/shared/language';
import type { PageLanguage } from '@storefront/shared/server-pages-contract';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Addresses per sitemap file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
/** Parts read per API call. */
const READ_PAGE = 5000;
/** What robots.txt keeps crawlers out of: the pages of one signed-in customer or of the admins. */
export const ROBOTS_DISALLOW = ['/dashboard', '/cart', '/checkout', '/quick-order', '/login', '/signup'];

/** The storefront's languages, English first (the `x-default`). */
export const SITEMAP_LANGUAGES: readonly PageLanguage[] = ['en', 'bn'];

/** Text safe in XML: the storefront's one escaping (its entities are XML's too). */
const xml = (text: unknown) => escapeHtml(String(text));

/** robots.txt for the storefront at `publicUrl`. */
export function robotsTxt(publicUrl: string): string {
  // In Bangla (/bn/dashboard, …) as in English.
  const disallowed = SITEMAP_LANGUAGES.flatMap((language) => ROBOTS_DISALLOW.map((path) => pathInLanguage(path, language)));
  return ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

/** Machines listed in the sitemap at most (a catalogue has hundreds; this bounds the reads). */
const MAX_MACHINES = 10_000;

/** Every machine page's path, by brand and model, 100 a read. */
async function machinePaths(apiUrl: string): Promise<string[]> {
  const paths: string[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) });
    const response = await fetch(`${apiUrl}/machines?${query}`, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`GET /machines answered ${response.status}`);
    const page = (await response.json()) as { items: { brandSlug: string; modelSlug: string }[]; nextCursor: string | null };
    for (const machine of page.items) paths.push(`/machines/${encodeURIComponent(machine.brandSlug)}/${encodeURIComponent(machine.modelSlug)}`);
    cursor = page.nextCursor;
  } while (cursor && paths.length < MAX_MACHINES);
  return paths;
}

/** A public page's path, with its last change where the API tells it. */
interface PageEntry {
  path: string;
  lastmod?: string;
}

/** Every published assembly's page (docs/parts-book.md) with its last change, in one read. */
async function assemblyPages(apiUrl: string): Promise<PageEntry[]> {
  const response = await fetch(`${apiUrl}/sitemap/assemblies`, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`GET /sitemap/assemblies answered ${response.status}`);
  const assemblies = (await response.json()) as { brandSlug: string; modelSlug: string; slug: string; updatedAt: string }[];
  return assemblies.map((a) => ({
    path: `/machines/${encodeURIComponent(a.brandSlug)}/${encodeURIComponent(a.modelSlug)}/${encodeURIComponent(a.slug)}`,
    lastmod: a.updatedAt,
  }));
}

interface PartsRead {
  items: { id: string; position: number; updatedAt: string }[];
  lastPosition: number;
}

async function readParts(apiUrl: string, query: Record<string, string>): Promise<PartsRead> {
  const response = await fetch(`${apiUrl}/sitemap/parts?${new URLSearchParams(query)}`, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`GET /sitemap/parts answered ${response.status}`);
  return (await response.json()) as PartsRead;
}

/**
 * A page's `<url>` in each language: its address in it, its last change, and (with more than one
 * language) every language's address as its alternates.
 */
function urlsOf(publicUrl: string, path: string, lastmod: string | undefined, languages: readonly PageLanguage[]): string {
  const at = (language: PageLanguage) => xml(`${publicUrl}${pathInLanguage(path, language)}`);
  const modified = lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : '';
  const alternates =
    languages.length > 1
      ? [
          ...languages.map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${at(language)}"/>`),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${at(languages[0]!)}"/>`,
        ].join('')
      : '';
  return languages
    .map(
      (language) => `<url><loc>${at(language)}</loc>${modified}${alternates}</url>
`,
    )
    .join('');
}

/** Writes `text`, waiting while the connection's buffer is full (a slow crawler holds no memory). */
function write(res: ServerResponse, text: string): Promise<void> {
  return res.write(text)
    ? Promise.resolve()
    : new Promise<void>((resolve, reject) => {
        res.once('drain', () => resolve());
        res.once('close', () => reject(new Error('the crawler went away')));
      });
}

export interface SitemapOptions {
  /** The API the parts and machines are read from. */
  apiUrl: string;
  /** The storefront's public address (PUBLIC_URL). */
  publicUrl: string;
  /** Addresses per file (sitemaps.org's 50,000; tests make it small). */
  maxUrls?: number;
  /**
   * The public pages besides the parts and the machines: the paths the apps' server pages render
   * without parameters (the page server's `publicPaths`, read from each app's route list).
   */
  pages?: () => Promise<string[]>;
  /** The languages each page is listed in (SITEMAP_LANGUAGES), the first one the `x-default`. */
  languages?: readonly PageLanguage[];
}

/** Answers /sitemap.xml and /sitemaps/*.xml; false for any other path. */
export async function serveSitemap(
  req: IncomingMessage,
  res: ServerResponse,
  { apiUrl, publicUrl, maxUrls = SITEMAP_MAX_URLS, pages: publicPaths = async () => [], languages = SITEMAP_LANGUAGES }: SitemapOptions,
): Promise<boolean> {
  const { pathname } = new URL(req.url ?? '/', 'http://local');
  const partsFile = /^\/sitemaps\/parts-([1-9]\d{0,6})\.xml$/.exec(pathname);
  if (pathname !== '/sitemap.xml' && pathname !== '/sitemaps/pages.xml' && !partsFile) return false;
  let first: PartsRead;
  let pages: PageEntry[];
  try {
    const [read, machines, assemblies, listed] = await Promise.all([
      readParts(apiUrl, { limit: '1' }),
      machinePaths(apiUrl),
      assemblyPages(apiUrl),
      publicPaths(),
    ]);
    first = read;
    pages = [...[...new Set(listed), ...machines].map((path) => ({ path })), ...assemblies];
  } catch (error) {
    res
      .writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60', 'Cache-Control': 'no-cache' })
      .end('The sitemap cannot be read right now.');
    console.error('sitemap:', messageOf(error));
    return true;
  }
  const last = Number(first.lastPosition) || 0;
  // Each page has an address per language: a file holds `perFile` parts.
  const perFile = Math.max(1, Math.floor(maxUrls / languages.length));
  const single = (last + pages.length) * languages.length <= maxUrls;
  const files = Math.max(1, Math.ceil(last / perFile));
  if ((pathname !== '/sitemap.xml' && single) || (partsFile && Number(partsFile[1]) > files)) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('No such sitemap');
    return true;
  }
  res.writeHead(200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' });
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  try {
    await write(res, '<?xml version="1.0" encoding="UTF-8"?>\n');
    if (pathname === '/sitemap.xml' && !single) {
      await write(res, '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n');
      await write(res, `<sitemap><loc>${xml(`${publicUrl}/sitemaps/pages.xml`)}</loc></sitemap>\n`);
      for (let n = 1; n <= files; n += 1) await write(res, `<sitemap><loc>${xml(`${publicUrl}/sitemaps/parts-${n}.xml`)}</loc></sitemap>\n`);
      res.end('</sitemapindex>\n');
      return true;
    }
    const xhtml = languages.length > 1 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
    await write(res, `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n`);
    // /sitemap.xml alone holds everything; in an index, pages.xml the pages and parts-<n>.xml the parts.
    if (!partsFile) {
      for (const page of pages) await write(res, urlsOf(publicUrl, page.path, page.lastmod, languages));
    }
    if (pathname !== '/sitemaps/pages.xml') {
      const n = partsFile ? Number(partsFile[1]) : 1;
      let after = (n - 1) * perFile;
      const upTo = single ? last : n * perFile;
      for (;;) {
        const page = await readParts(apiUrl, { after: String(after), upTo: String(upTo), limit: String(READ_PAGE) });
        for (const part of page.items) await write(res, urlsOf(publicUrl, `/parts/${part.id}`, part.updatedAt, languages));
        if (page.items.length < READ_PAGE) break;
        after = page.items[page.items.length - 1]!.position;
      }
    }
    res.end('</urlset>\n');
  } catch (error) {
    // Half a sitemap must not pass for a whole one: the crawler sees the connection fail.
    console.error('sitemap:', messageOf(error));
    res.destroy();
  }
  return true;
}
