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
// - which language: a path under /bn is the same page in Bangla (DECISIONS.md, "Bangla beside
//   English"): its path without /bn finds the app, whose module renders it in Bangla, and the
//   page is `<html lang="bn">`; pages are kept by language too;
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
//
// Where each part is: the shell's build (shellBuild.ts), the remotes' builds and the ledger
// (buildReader.ts) read through the files' cache (fileCache.ts) and the loaded modules'
// (moduleCache.ts), a page made (makePage.ts), kept (pageCache.ts) and its HTML composed or
// streamed (pageBody.ts), a preview link's build (preview.ts); this file puts them together.
import { BUCKETS, chooseBuilds, entriesOf } from '@storefront/shared/builds';
import { languageOfPath, pathWithoutLanguage } from '@storefront/shared/language';
import { BuildReader } from './buildReader';
import { Deadline, messageOf, within } from './deadline';
import { FileCache } from './fileCache';
import { makePage } from './makePage';
import { ModuleCache, type PagesModule } from './moduleCache';
import { PageCache, type PageJob } from './pageCache';
import type { PageServerConfig, PageStream } from './pageTypes';
import { PREVIEW_PARAM, withPreview } from './preview';
import { sentIn, streamOf } from './pageBody';
import { ShellBuild } from './shellBuild';

export { PAGE_FRESH_MS, PAGE_MAX_AGE_MS } from './pageCache';
export type { PageServerConfig, PageStream } from './pageTypes';
export { PREVIEW_PARAM, previewEntry, readTokenSecret } from './preview';

/** Everything a page's HTML needs must arrive within this, or the shell's plain page goes. */
export const PAGE_DEADLINE_MS = 1000;

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

/** The pieces a renderer is made of: the shell's build, the remotes' builds read through the caches, the pages kept. */
interface Parts {
  shell: ShellBuild;
  builds: BuildReader;
  files: FileCache;
  modules: ModuleCache;
  pages: PageCache;
  configured: Record<string, string>;
  deadlineMs: number;
  log: (line: string) => void;
  previewSecret: () => Buffer | null;
  now: () => number;
}

function partsOf({
  root,
  config,
  publicUrl,
  deadlineMs = PAGE_DEADLINE_MS,
  log = () => undefined,
  previewSecret = () => null,
  limits: someLimits = {},
  now = () => Date.now(),
}: PageRendererOptions): Parts {
  const limits = { ...DEFAULT_LIMITS, ...someLimits };
  const apiUrl = String(config.apiUrl ?? '').replace(/\/+$/, '');
  const origin = publicUrl.replace(/\/+$/, '');
  // The caches' clock counts from 1 at their start (lru-cache takes a time of 0 for "no time").
  const started = now();
  const perf = { now: () => now() - started + 1 };
  const shell = new ShellBuild(root, log);
  const files = new FileCache({ max: limits.files, maxBytes: limits.fileBytes, timeoutMs: deadlineMs * 3, perf });
  const modules = new ModuleCache({ max: limits.modules, maxBytes: limits.moduleBytes });
  const builds = new BuildReader(files, modules, apiUrl);
  const make = async (job: PageJob) => {
    try {
      return await makePage({ shell, builds, config, apiUrl, origin }, job, AbortSignal.timeout(deadlineMs));
    } catch (error) {
      log(`page server: ${job.pathname}: ${error instanceof Deadline ? `not ready within ${deadlineMs} ms` : messageOf(error)}; the shell's page went`);
      throw error;
    }
  };
  const pages = new PageCache({ max: limits.pages, maxBytes: limits.pageBytes, perf, make });
  return { shell, builds, files, modules, pages, configured: config.remotes ?? {}, deadlineMs, log, previewSecret, now };
}

/** The answer for a page, for this browser's canary bucket (see PageRenderer.render). */
async function render(parts: Parts, pathname: string, search: string, bucket: number): Promise<PageAnswer> {
  const { shell, builds, pages, configured } = parts;
  const signal = AbortSignal.timeout(parts.deadlineMs);
  const query = new URLSearchParams(search);
  const token = query.get(PREVIEW_PARAM);
  query.delete(PREVIEW_PARAM);
  const pageSearch = query.size ? `?${query}` : '';
  let chosenBuilds = chooseBuilds(configured, null, bucket);
  try {
    chosenBuilds = chooseBuilds(configured, await within(builds.liveBuilds(), signal), bucket);
  } catch {
    // The ledger is slow: config.json's builds.
  }
  const chosen = withPreview(chosenBuilds, token, parts.previewSecret, parts.now());
  const entries = entriesOf(chosen.builds);
  const language = languageOfPath(pathname);
  const pagePath = pathWithoutLanguage(pathname);
  const key = `${JSON.stringify(entries)} ${language} ${pagePath}${pageSearch}`;
  const result = await within(pages.get(key, { pathname: pagePath, language, search: pageSearch, entries }), signal).then(
    (made) => made ?? null,
    () => null,
  );
  const noindex = chosen.preview;
  if (!result) return { status: 200, html: shell.compose(null, language), noindex };
  const answer = { status: result.status, noindex: noindex || Boolean(result.noindex) };
  if (result.index || !result.page) return { ...answer, html: shell.compose(null, language) };
  const { html } = result.page;
  if (typeof html === 'string') return { ...answer, ...sentIn(shell, result) };
  return { ...answer, stream: streamOf(shell, parts.log, { pages, key, pathname, made: result, render: html }) };
}

/** The sitemap's pages: the public paths of the shell and of each live build (see PageRenderer.publicPaths). */
async function publicPaths({ shell, builds, configured }: Parts): Promise<string[]> {
  const pathsOf = (module: PagesModule | null) => (Array.isArray(module?.paths) ? module.paths.filter((path) => typeof path === 'string') : []);
  const shellPaths = (() => {
    try {
      return pathsOf(shell.files().module);
    } catch {
      return [];
    }
  })();
  // The live builds, outside any canary's share.
  const entries = Object.values(entriesOf(chooseBuilds(configured, await builds.liveBuilds().catch(() => null), BUCKETS)));
  const remotes = await Promise.all(entries.map((entry) => builds.remoteModule(entry).then(pathsOf, () => [])));
  return [...new Set([...remotes.flat(), ...shellPaths])];
}

/** Reads what every page needs ahead of the first visitor (see PageRenderer.warm). */
async function warm({ shell, builds, configured, log }: Parts, timeoutMs = 15_000): Promise<void> {
  const work = (async () => {
    shell.files();
    const live = await builds.liveBuilds();
    const entries = new Set([
      ...Object.values(entriesOf(chooseBuilds(configured, live, BUCKETS))),
      ...Object.values(entriesOf(chooseBuilds(configured, live, 0))),
    ]);
    await Promise.all([...entries].map(async (entry) => Promise.all([builds.routeList(entry), builds.remoteModule(entry).catch(() => null)])));
  })().catch((error: unknown) => log(`page server: could not read ahead (${messageOf(error)}); pages will read as they go`));
  await Promise.race([work, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref())]);
}

export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const parts = partsOf(options);
  const { files, modules, pages } = parts;
  return {
    render: (pathname, search, bucket) => render(parts, pathname, search, bucket),
    publicPaths: () => publicPaths(parts),
    warm: (timeoutMs) => warm(parts, timeoutMs),
    stats: () => ({ modules: modules.stats(), files: files.stats(), pages: pages.stats() }),
    close() {
      modules.clear();
      files.clear();
      pages.clear();
    },
  };
}
