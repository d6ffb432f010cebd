// The shell's page server: the HTML each page of the storefront arrives with.
//
// A public page (home, all parts, a part, the shell's pages of text, 'Page not found') arrives
// with its content and its head: the app that owns the page renders them with its own components,
// in the Node module its build publishes beside its browser code (`pages.cjs`, see
// shared/src/host/serverPages.tsx). This server only chooses the module and splices its answer into
// the shell's index.html:
//
// - which build: the one this browser runs, chosen as the shell chooses it
//   (@storefront/shared/builds): the deploy ledger (`GET /deployments/live`) names each remote's
//   live build and its canary, config.json the build to run without it, and a browser's canary
//   bucket is in a cookie beside its local storage; a preview link (`?preview=<token>`, signed by
//   the API) names a build that is not live, which the page of that link is rendered with. A
//   deploy, a promotion, a canary or a rollback changes the HTML with the code, with no restart;
// - which app: the remote whose route list has the path, else the shell (its pages of text, its
//   sign-in and dashboard paths); a path nobody has is 'Page not found', with status 404;
// - briefly cached: an answer is fresh for 30 s, then served while a new one is made, and never
//   older than 60 s (a part's new price is in its HTML within a minute);
// - bounded: every cache is an LRU with a limit on entries and on bytes (pages' HTML, files'
//   text, loaded modules' source), so the builds of a year of deploys never pile up in memory;
// - never in the way: everything a page needs (the ledger, the route lists, the module, the API
//   reads) must arrive within a second; otherwise, or on any error, the page is the shell's
//   index.html as it is, which runs the app as before;
// - head first: a page whose module gives its content as a render still to run (contract 2) is
//   sent in two steps where it is not kept yet: the shell's page up to the content (the page's
//   head, the start-up script) at once, then the shell's frame and the content as rendered, so the
//   browser asks for the page's scripts while the server writes a large page (an assembly of 200
//   rows); the finished HTML is kept like any other.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { LRUCache } from 'lru-cache';
import { BUCKETS, chooseBuilds, entriesOf, withPreviewBuild, type ChosenBuilds, type LiveBuilds } from '@storefront/shared/builds';
import { escapeHtml } from '@storefront/shared/escape-html';
import { verifyPreview } from '@storefront/shared/preview-token';
import { routeParams } from '@storefront/shared/reads';
import { FRAME_SLOT, SERVER_PAGES_CONTRACTS, type RenderedPage, type ServerPagesModuleOf, type ServerRead } from '@storefront/shared/server-pages-contract';

/** How long a page's HTML is served as it is, then while a new one is made, at most. */
export const PAGE_FRESH_MS = 30_000;
export const PAGE_MAX_AGE_MS = 60_000;
/** Everything a page's HTML needs must arrive within this, or the shell's plain page goes. */
export const PAGE_DEADLINE_MS = 1000;
/** The path the shell's module answers 'Page not found' at. */
const NOT_FOUND_PATH = '/404';
/** The file of a build's server pages (build/webpack/ServerPagesPlugin.js). */
const MODULE_FILE = 'pages.cjs';
/** How long the ledger's answer and a build's files are kept before they are asked for again; a failure, a second. */
const LEDGER_TTL_MS = 5000;
const FILE_TTL_MS = 10_000;
const FAILURE_TTL_MS = 1000;
/** The query parameter of a preview link (shell/src/remotes/preview.ts). */
export const PREVIEW_PARAM = 'preview';

/** What the caches may hold at most: entries and bytes (a string's length counts as its bytes). */
export interface CacheLimits {
  /** Builds' modules kept loaded (live and canary of each remote, the shell's, a rollback's, a preview's). */
  modules: number;
  /** The source of the modules kept loaded, together. */
  moduleBytes: number;
  /** Files read over HTTP (the ledger, route lists, modules' text), and their text together. */
  files: number;
  fileBytes: number;
  /** Pages kept (a query string or another build makes a page of its own), and their HTML together. */
  pages: number;
  pageBytes: number;
}

export const DEFAULT_LIMITS: CacheLimits = {
  modules: 8,
  moduleBytes: 16 * 1024 * 1024,
  files: 200,
  fileBytes: 8 * 1024 * 1024,
  pages: 500,
  pageBytes: 32 * 1024 * 1024,
};

/** What the shell's config.json says that the page server needs; the rest goes to the modules as it is. */
export interface PageServerConfig {
  apiUrl?: string;
  remotes?: Record<string, string>;
  [setting: string]: unknown;
}

export interface PageRendererOptions {
  /** The shell's build (index.html, pages.cjs). */
  root: string;
  /** The shell's config.json (apiUrl, remotes, currency, ...). */
  config: PageServerConfig;
  /** The storefront's public address (PUBLIC_URL): canonical URLs. */
  publicUrl: string;
  deadlineMs?: number;
  log?: (line: string) => void;
  /**
   * The API's signing secret (API_TOKEN_SECRET, or the one it keeps in its data folder:
   * readTokenSecret), to check a preview link's token; without it a preview link's page is the
   * live build's, and the shell switches to the previewed build once it runs.
   */
  previewSecret?: () => Buffer | null;
  limits?: Partial<CacheLimits>;
  /** The clock of the caches (tests move it). */
  now?: () => number;
}

/**
 * A page still to render, as it is sent: the shell's page up to the content, then the rest once
 * `rest` has rendered it (once: every request that shares the page waits for the same render).
 */
export interface PageStream {
  before: string;
  rest(): Promise<string>;
}

/** The answer for a page: its HTML, or (a page not rendered yet) its stream. */
export interface PageAnswer {
  status: number;
  html?: string;
  stream?: PageStream;
  /** Kept out of search engines (X-Robots-Tag: noindex): the signed-in pages, a preview. */
  noindex: boolean;
  /**
   * The page's compressed copies by encoding, kept with the page while the cache keeps it (a kept
   * page is compressed once per encoding, not on every request); absent for an answer made once.
   */
  encodings?: Map<string, Buffer>;
}

/** What the caches hold now: entries and bytes. */
export interface CacheStats {
  modules: { count: number; bytes: number };
  files: { count: number; bytes: number };
  pages: { count: number; bytes: number };
}

export interface PageRenderer {
  /** The answer for a page. Never throws: on any failure, the shell's page as it is (200), which runs the app. */
  render(pathname: string, search: string, bucket: number): Promise<PageAnswer>;
  /**
   * The public pages without parameters of the builds a new visitor gets (the shell's and each
   * live remote's `paths`, which their server pages take from the app's route list): the
   * sitemap's pages. A build that cannot be read adds none.
   */
  publicPaths(): Promise<string[]>;
  /** Reads, ahead of the first visitor, what every page needs. Resolves when done or after `timeoutMs`; never rejects. */
  warm(timeoutMs?: number): Promise<void>;
  stats(): CacheStats;
  close(): void;
}

type PagesModule = ServerPagesModuleOf<PageServerConfig>;
type RenderedWithHead = Extract<RenderedPage, { headHtml: string }>;

/** A page as made for a request, before it is put into the shell's page. */
interface MadePage {
  status: number;
  /** The page; its `html` a render still to run where the module gave one (it runs when first sent). */
  page: RenderedWithHead | null;
  /** Puts a page still to render into the shell's frame, once it is rendered (rendering the frame then too). */
  frame?: () => ((content: string) => string) | null;
  /** The render of a page still to render, once started: its HTML (a failed render: null). */
  rendering?: Promise<string | null>;
  /** Send the shell's page as it is (a 404 whose 'Page not found' could not be rendered). */
  index?: boolean;
  noindex?: boolean;
  /** The page in the shell's index.html it was last sent in, and that HTML's compressed copies. */
  sent?: { index: string; html: string; encodings: Map<string, Buffer> };
}

/** Room for the shell's page around a kept page, once it has been sent in it (index.html: ~13 KB). */
const SHELL_PAGE_BYTES = 16 * 1024;
/** A page still to render, counted until it is (then as what it is). */
const UNRENDERED_PAGE_BYTES = 64 * 1024;
/** Where the content goes while the shell's page around a page still to render is composed. */
const CONTENT_MARK = '\u0001content\u0001';

/**
 * A kept page's room in the cache: its HTML and head, the same in the shell's page once sent
 * (`sent`), and its compressed copies (brotli and gzip, each well under a fifth of it), made on
 * the first request of each encoding.
 */
const pageSize = (made: MadePage): number => {
  if (!made.page) return 64;
  const { html, headHtml } = made.page;
  const length = typeof html === 'string' ? html.length : UNRENDERED_PAGE_BYTES;
  return Math.ceil((length + headHtml.length) * 2.4) + SHELL_PAGE_BYTES + 64;
};

/** `text` before and after the first `mark` (all of it before, when it has none). */
function splitAt(text: string, mark: string): [string, string] {
  const at = text.indexOf(mark);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + mark.length)];
}

interface FetchedFile {
  status: number;
  text: string;
}

interface LoadedModule {
  module: PagesModule;
  bytes: number;
}

/**
 * A CommonJS module's exports from its source, evaluated as Node's `require` would, but kept out
 * of `require`'s cache and of any parent's children: the module lives as long as the caller keeps
 * its exports (a `require` of a file would keep every build's module in memory for good).
 */
function evaluate(source: string, filename: string): PagesModule | null {
  const wrapper = vm.compileFunction(source, ['exports', 'require', 'module', '__filename', '__dirname'], { filename });
  const module = { exports: {} as unknown };
  wrapper.call(module.exports, module.exports, createRequire(filename), module, filename, path.dirname(filename));
  const exported = module.exports as { default?: unknown } | null;
  return ((exported && typeof exported === 'object' && 'default' in exported ? exported.default : exported) ?? null) as PagesModule | null;
}

class Deadline extends Error {}

/** `promise`, or a Deadline error once `signal` aborts. */
function within<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    promise.catch(() => undefined); // it goes on without anyone waiting: its failure is nobody's
    return Promise.reject(new Deadline('deadline'));
  }
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(new Deadline('deadline'));
    signal.addEventListener('abort', stop, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', stop);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', stop);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

const hasHead = (page: RenderedPage | null): page is RenderedWithHead => Boolean(page && 'headHtml' in page);
const keepsContract = (module: PagesModule | null): module is PagesModule =>
  Boolean(module && SERVER_PAGES_CONTRACTS.includes(module.contract) && typeof module.renderPage === 'function');
const isPlain = (page: RenderedPage | null): boolean => Boolean(page && 'plain' in page);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Where a preview's build is: beside the build its remote runs now, as `npm run deploy`
 * publishes them (`<base>/<build id>/remoteEntry.js`, scripts/deploy.mjs); null for a build id
 * that is not one.
 */
export function previewEntry(currentEntry: string, buildId: string): string | null {
  if (!/^[\w.-]{1,64}$/.test(buildId) || /^\.+$/.test(buildId)) return null;
  try {
    return new URL(`../${buildId}/remoteEntry.js`, currentEntry).href;
  } catch {
    return null;
  }
}

/** The API's signing secret: API_TOKEN_SECRET, else the one the API keeps in its data folder; null before the API made one. */
export function readTokenSecret(dataDir: string, env: NodeJS.ProcessEnv = process.env): () => Buffer | null {
  return () => {
    if (env.API_TOKEN_SECRET) return Buffer.from(env.API_TOKEN_SECRET, 'utf8');
    try {
      const stored = fs.readFileSync(path.join(dataDir, 'api-token-secret'), 'utf8').trim();
      return stored.length >= 32 ? Buffer.from(stored, 'utf8') : null;
    } catch {
      return null;
    }
  };
}

export function createPageRenderer({
  root,
  config,
  publicUrl,
  deadlineMs = PAGE_DEADLINE_MS,
  log = () => undefined,
  previewSecret = () => null,
  limits: someLimits = {},
  now = () => Date.now(),
}: PageRendererOptions): PageRenderer {
  const limits = { ...DEFAULT_LIMITS, ...someLimits };
  const apiUrl = String(config.apiUrl ?? '').replace(/\/+$/, '');
  const origin = publicUrl.replace(/\/+$/, '');
  const configured = config.remotes ?? {};
  // The caches' clock counts from 1 at their start (lru-cache takes a time of 0 for "no time").
  const started = now();
  const perf = { now: () => now() - started + 1 };

  /** Files over HTTP by URL: kept their ttl, then read again (a failure, null, for a second). */
  const files = new LRUCache<string, FetchedFile | false, number>({
    max: limits.files,
    maxSize: limits.fileBytes,
    sizeCalculation: (file) => (file ? file.text.length : 0) + 64,
    perf,
    ttlResolution: 0,
    ttl: FILE_TTL_MS,
    fetchMethod: async (url, _stale, { options, context: ttl }) => {
      const got = await fetch(url, { signal: AbortSignal.timeout(deadlineMs * 3) })
        .then(async (response): Promise<FetchedFile> => ({ status: response.status, text: await response.text() }))
        .catch(() => false as const);
      options.ttl = !got || got.status >= 500 ? FAILURE_TTL_MS : ttl;
      return got;
    },
  });

  /** A file over HTTP, kept `ttl` ms; null when unreachable. */
  async function fetchText(url: string, ttl: number): Promise<FetchedFile | null> {
    return (await files.fetch(url, { context: ttl, ttl })) || null;
  }

  /** Loaded modules by the sha256 of their source: nothing else holds them, so one the LRU lets go is freed. */
  const modules = new LRUCache<string, LoadedModule>({
    max: limits.modules,
    maxSize: limits.moduleBytes,
    sizeCalculation: (loaded) => Math.max(1, loaded.bytes),
  });

  /** A module from its source, loaded once per distinct source; the least recently used go first. */
  function loadModule(source: string): PagesModule {
    const sha = createHash('sha256').update(source).digest('hex');
    const kept = modules.get(sha);
    if (kept) return kept.module;
    const module = evaluate(source, path.join(os.tmpdir(), `storefront-pages-${sha.slice(0, 16)}.cjs`));
    if (!keepsContract(module)) {
      throw new Error(`${MODULE_FILE} does not keep the server pages' contract`);
    }
    modules.set(sha, { module, bytes: source.length });
    return module;
  }

  /** A remote build's module, beside its entry; null when the build has none. */
  async function remoteModule(entry: string): Promise<PagesModule | null> {
    const url = new URL(MODULE_FILE, entry).href;
    const got = await fetchText(url, FILE_TTL_MS);
    if (!got) throw new Error(`${url} did not answer`);
    if (got.status !== 200) return null;
    return loadModule(got.text);
  }

  /** The shell's own module and index.html, read again when the build changes (its module kept here, not in the LRU). */
  let shellFiles: { mtime: number; index: string; module: PagesModule | null } = { mtime: 0, index: '', module: null };
  function shell() {
    const indexFile = path.join(root, 'index.html');
    const mtime = fs.statSync(indexFile).mtimeMs;
    if (mtime !== shellFiles.mtime) {
      const moduleFile = path.join(root, MODULE_FILE);
      const source = fs.existsSync(moduleFile) ? fs.readFileSync(moduleFile, 'utf8') : null;
      const module = source === null ? null : evaluate(source, moduleFile);
      if (module && !keepsContract(module)) {
        throw new Error(`${moduleFile} does not keep the server pages' contract`);
      }
      shellFiles = { mtime, index: fs.readFileSync(indexFile, 'utf8'), module };
    }
    return shellFiles;
  }

  /** The ledger's live builds; null when it cannot say (kept a few seconds). */
  async function liveBuilds(): Promise<LiveBuilds | null> {
    if (!apiUrl) return null;
    const got = await fetchText(`${apiUrl}/deployments/live`, LEDGER_TTL_MS);
    if (!got || got.status !== 200) return null;
    try {
      return JSON.parse(got.text) as LiveBuilds;
    } catch {
      return null;
    }
  }

  /** A remote build's route list; null when it cannot be read. */
  async function routeList(entry: string): Promise<{ path?: unknown; access?: unknown }[] | null> {
    const got = await fetchText(new URL('routes.json', entry).href, FILE_TTL_MS);
    if (!got || got.status !== 200) return null;
    try {
      const list = JSON.parse(got.text) as { routes?: unknown };
      return Array.isArray(list?.routes) ? (list.routes as { path?: unknown; access?: unknown }[]) : null;
    } catch {
      return null;
    }
  }

  /**
   * The builds of a preview link: its token's build in place of its remote's, when the API signed
   * it and it has not expired; the builds as they are otherwise.
   */
  function withPreview(builds: ChosenBuilds, token: string | null): { builds: ChosenBuilds; preview: boolean } {
    if (!token) return { builds, preview: false };
    const secret = previewSecret();
    if (!secret) return { builds, preview: false };
    const claims = verifyPreview(token, secret, now());
    if (typeof claims === 'string') return { builds, preview: false };
    const current = builds[claims.remote];
    const entryUrl = current ? previewEntry(current.entry, claims.buildId) : null;
    if (!entryUrl) return { builds, preview: false };
    return { builds: withPreviewBuild(builds, { remote: claims.remote, buildId: claims.buildId, entryUrl }), preview: true };
  }

  /**
   * The shell's page with a page's head and content (after #root: the app's ids come first, and a
   * rule of index.html hides the content once the app has rendered, where no script took it over).
   */
  function compose(page: (Omit<RenderedWithHead, 'html'> & { html: string }) | null): string {
    const { index } = shell();
    if (!page || !page.headHtml) return index;
    return index
      .replace(/<title>[\s\S]*?<\/title>/, () => page.headHtml)
      .replace(/<meta name="?description"?[^>]*>/, '')
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      .replace(/<div id="?root"?><\/div>/, (rootDiv) => `${rootDiv}<div id="first-view" data-ready="${escapeHtml(String(page.ready))}">${page.html}</div>`);
  }

  /**
   * The page inside the shell's chrome (its module's `renderFrame`: the header and footer it shows
   * a visitor at this path), so that every app's page has the site's navigation before any script
   * has run; the page alone when the shell's module has no frame or fails to render it.
   */
  function framing(request: Parameters<PagesModule['renderPage']>[0]): ((content: string) => string) | null {
    const module = shell().module;
    if (typeof module?.renderFrame !== 'function') return null;
    try {
      const frame = module.renderFrame(request);
      if (typeof frame !== 'string' || !frame.includes(FRAME_SLOT)) return null;
      return (content) => frame.replace(FRAME_SLOT, () => content);
    } catch (error) {
      log(`page server: ${request.path}: the shell's frame failed (${messageOf(error)}); the page went without it`);
      return null;
    }
  }

  /** The page in the frame: at once, or (a page still to render) with it when it renders. */
  function inFrame(made: MadePage & { page: RenderedWithHead }, request: Parameters<PagesModule['renderPage']>[0]): MadePage {
    const { page } = made;
    const { html } = page;
    if (typeof html !== 'string') return { ...made, frame: () => framing(request) };
    const frame = framing(request);
    return frame ? { ...made, page: { ...page, html: frame(html) } } : made;
  }

  /** Renders the page at `pathname`+`search` for the chosen builds, within the deadline. */
  async function make(pathname: string, search: string, entries: Record<string, string>, signal: AbortSignal): Promise<MadePage> {
    const made = await makePage(pathname, search, entries, signal);
    return made.page
      ? inFrame(
          { ...made, page: made.page },
          { path: pathname, search, publicUrl: origin, assetBase: '/', config, read: async () => ({ status: 404, body: null }) },
        )
      : made;
  }

  async function makePage(pathname: string, search: string, entries: Record<string, string>, signal: AbortSignal): Promise<MadePage> {
    const request = (assetBase: string, pagePath = pathname) => ({
      path: pagePath,
      search,
      publicUrl: origin,
      assetBase,
      config,
      read: async (apiPath: string): Promise<ServerRead> => {
        const response = await fetch(`${apiUrl}${apiPath}`, { headers: { Accept: 'application/json' }, signal });
        return { status: response.status, body: response.status === 200 ? await response.json() : null };
      },
    });
    const notFound = async (): Promise<MadePage> => {
      const module = shell().module;
      const page = module ? await within(module.renderPage(request('/', NOT_FOUND_PATH)), signal) : null;
      return { status: 404, page: hasHead(page) ? page : null, index: !page };
    };
    const lists = await within(Promise.all(Object.entries(entries).map(async ([name, entry]) => [name, entry, await routeList(entry)] as const)), signal);
    for (const [, entry, routes] of lists) {
      const route = routes?.find((candidate) => typeof candidate?.path === 'string' && routeParams(candidate.path, pathname) !== null);
      if (!route) continue;
      if (route.access !== 'public') return { status: 200, page: null, noindex: true };
      const module = await within(remoteModule(entry), signal);
      const page = module ? await within(module.renderPage(request(new URL('./', entry).href)), signal) : null;
      if (!page) return { status: 200, page: null };
      if (isPlain(page)) return { status: 200, page: null, noindex: true };
      if (!hasHead(page)) return notFound();
      return { status: page.status, page };
    }
    const module = shell().module;
    const page = module ? await within(module.renderPage(request('/')), signal) : null;
    if (isPlain(page)) return { status: 200, page: null, noindex: true };
    if (hasHead(page)) return { status: page.status, page };
    // Nobody has the path, unless an app that did not answer has it: then the app decides.
    if (lists.some(([, , routes]) => !routes)) return { status: 200, page: null };
    return notFound();
  }

  interface PageJob {
    pathname: string;
    search: string;
    entries: Record<string, string>;
  }

  /**
   * Pages by their builds and address: fresh 30 s, then served once more while a new one is made
   * (lru-cache's stale-while-revalidate: a fetch of a stale page answers at once and refreshes it),
   * never older than 60 s (`render` then waits for the new one). A page that could not be made is
   * not kept: the next request tries again.
   */
  const pages = new LRUCache<string, MadePage, PageJob>({
    max: limits.pages,
    maxSize: limits.pageBytes,
    sizeCalculation: pageSize,
    perf,
    ttlResolution: 0,
    ttl: PAGE_FRESH_MS,
    allowStale: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (_key, _stale, { context }) => {
      const { pathname, search, entries } = context;
      try {
        return await make(pathname, search, entries, AbortSignal.timeout(deadlineMs));
      } catch (error) {
        log(`page server: ${pathname}: ${error instanceof Deadline ? `not ready within ${deadlineMs} ms` : messageOf(error)}; the shell's page went`);
        throw error;
      }
    },
  });

  async function render(pathname: string, search: string, bucket: number): Promise<PageAnswer> {
    const signal = AbortSignal.timeout(deadlineMs);
    const query = new URLSearchParams(search);
    const token = query.get(PREVIEW_PARAM);
    query.delete(PREVIEW_PARAM);
    const pageSearch = query.size ? `?${query}` : '';
    let builds = chooseBuilds(configured, null, bucket);
    try {
      builds = chooseBuilds(configured, await within(liveBuilds(), signal), bucket);
    } catch {
      // The ledger is slow: config.json's builds.
    }
    const chosen = withPreview(builds, token);
    const entries = entriesOf(chosen.builds);
    const key = `${JSON.stringify(entries)} ${pathname}${pageSearch}`;
    // Older than a minute: not served, even while a new one is made.
    const tooOld = pages.getRemainingTTL(key) < PAGE_FRESH_MS - PAGE_MAX_AGE_MS;
    const result = await within(
      pages.fetch(key, { context: { pathname, search: pageSearch, entries }, forceRefresh: tooOld, allowStale: !tooOld }),
      signal,
    ).then(
      (made) => made ?? null,
      () => null,
    );
    const noindex = chosen.preview;
    if (!result) return { status: 200, html: compose(null), noindex };
    const answer = { status: result.status, noindex: noindex || Boolean(result.noindex) };
    if (result.index || !result.page) return { ...answer, html: compose(null) };
    const { html } = result.page;
    if (typeof html === 'string') return { ...answer, ...sentIn(result, shell().index) };
    return { ...answer, stream: streamOf(key, pathname, result, html) };
  }

  /** The kept page in the shell's index.html, composed once per shell (a deploy of the shell composes it again). */
  function sentIn(made: MadePage, index: string): { html: string; encodings: Map<string, Buffer> } {
    const page = made.page && typeof made.page.html === 'string' ? { ...made.page, html: made.page.html } : null;
    if (made.sent?.index !== index) made.sent = { index, html: compose(page), encodings: new Map() };
    return { html: made.sent.html, encodings: made.sent.encodings };
  }

  /**
   * A page still to render, sent as it renders: the shell's page up to the content, then the
   * frame with the content, and the rest. The render runs once, however many requests share the
   * page; then the page is kept rendered (its room in the cache counted again), and a render that
   * fails drops it (the rest goes without content: the app renders the page in the browser).
   */
  function streamOf(key: string, pathname: string, made: MadePage, render: () => string): PageStream {
    const page = made.page!;
    const [before, after] = splitAt(compose({ ...page, html: CONTENT_MARK }), CONTENT_MARK);
    // Started by the first `rest()`, after the head has gone out: a render runs synchronously.
    const rendering = () =>
      (made.rendering ??= Promise.resolve().then(() => {
        try {
          const content = render();
          const html = made.frame?.()?.(content) ?? content;
          // Kept rendered from now on (a new entry, so that the cache counts its room again), as long as it was.
          const { frame: _frame, rendering: _rendering, ...rest } = made;
          if (pages.peek(key) === made) pages.set(key, { ...rest, page: { ...page, html } }, { noUpdateTTL: true });
          return html;
        } catch (error) {
          log(`page server: ${pathname}: the page's render failed (${messageOf(error)}); its content went without it`);
          if (pages.peek(key) === made) pages.delete(key);
          return null;
        }
      }));
    return { before, rest: async () => `${(await rendering()) ?? ''}${after}` };
  }

  async function publicPaths(): Promise<string[]> {
    const pathsOf = (module: PagesModule | null) => (Array.isArray(module?.paths) ? module.paths.filter((path) => typeof path === 'string') : []);
    const shellPaths = (() => {
      try {
        return pathsOf(shell().module);
      } catch {
        return [];
      }
    })();
    // The live builds, outside any canary's share.
    const entries = Object.values(entriesOf(chooseBuilds(configured, await liveBuilds().catch(() => null), BUCKETS)));
    const remotes = await Promise.all(entries.map((entry) => remoteModule(entry).then(pathsOf, () => [])));
    return [...new Set([...remotes.flat(), ...shellPaths])];
  }

  async function warm(timeoutMs = 15_000): Promise<void> {
    const work = (async () => {
      shell();
      const live = await liveBuilds();
      const entries = new Set([
        ...Object.values(entriesOf(chooseBuilds(configured, live, BUCKETS))),
        ...Object.values(entriesOf(chooseBuilds(configured, live, 0))),
      ]);
      await Promise.all([...entries].map(async (entry) => Promise.all([routeList(entry), remoteModule(entry).catch(() => null)])));
    })().catch((error: unknown) => log(`page server: could not read ahead (${messageOf(error)}); pages will read as they go`));
    await Promise.race([work, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref())]);
  }

  return {
    render,
    publicPaths,
    warm,
    stats: () => ({
      modules: { count: modules.size, bytes: modules.calculatedSize },
      files: { count: files.size, bytes: files.calculatedSize },
      pages: { count: pages.size, bytes: pages.calculatedSize },
    }),
    close() {
      modules.clear();
      files.clear();
      pages.clear();
    },
  };
}
