// The pages made, by their builds and address, in an LRU bounded by entries and bytes: fresh 30 s,
// then served once more while a new one is made, never older than 60 s.
import { LRUCache } from 'lru-cache';
import type { MadePage, PageLanguage, RenderedWithHead } from './pageTypes';

/** How long a page's HTML is served as it is, then while a new one is made, at most. */
export const PAGE_FRESH_MS = 30_000;
export const PAGE_MAX_AGE_MS = 60_000;

/** Room for the shell's page around a kept page, once it has been sent in it (index.html: ~13 KB). */
const SHELL_PAGE_BYTES = 16 * 1024;
/** A page still to render, counted until it is (then as what it is). */
const UNRENDERED_PAGE_BYTES = 64 * 1024;

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

/** What a page is made from: its address (without /bn) and language, and the builds' entries. */
export interface PageJob {
  pathname: string;
  /** Absent: English. */
  language?: PageLanguage;
  search: string;
  entries: Record<string, string>;
}

export interface PageCacheOptions {
  max: number;
  maxBytes: number;
  perf: { now(): number };
  /** Makes a page; a page that could not be made (a rejection) is not kept: the next request tries again. */
  make: (job: PageJob) => Promise<MadePage>;
}

/**
 * Pages by key (lru-cache's stale-while-revalidate: a fetch of a stale page answers at once and
 * refreshes it); one older than 60 s is not served, `get` then waits for the new one.
 */
export class PageCache {
  private readonly pages: LRUCache<string, MadePage, PageJob>;

  constructor({ max, maxBytes, perf, make }: PageCacheOptions) {
    this.pages = new LRUCache<string, MadePage, PageJob>({
      max,
      maxSize: maxBytes,
      sizeCalculation: pageSize,
      perf,
      ttlResolution: 0,
      ttl: PAGE_FRESH_MS,
      allowStale: true,
      noDeleteOnFetchRejection: true,
      fetchMethod: async (_key, _stale, { context }) => make(context),
    });
  }

  /** The page at `key`, kept or made from `job`; rejects when it could not be made. */
  async get(key: string, job: PageJob): Promise<MadePage | undefined> {
    // Older than a minute: not served, even while a new one is made.
    const tooOld = this.pages.getRemainingTTL(key) < PAGE_FRESH_MS - PAGE_MAX_AGE_MS;
    return this.pages.fetch(key, { context: job, forceRefresh: tooOld, allowStale: !tooOld });
  }

  /** A page that was still to render, kept rendered (a new entry, so that its room is counted again), as long as it is kept. */
  keepRendered(key: string, made: MadePage, page: RenderedWithHead) {
    const { frame: _frame, rendering: _rendering, ...rest } = made;
    if (this.pages.peek(key) === made) this.pages.set(key, { ...rest, page }, { noUpdateTTL: true });
  }

  /** Drops a page (one whose render failed), unless a newer one has taken its place. */
  drop(key: string, made: MadePage) {
    if (this.pages.peek(key) === made) this.pages.delete(key);
  }

  stats() {
    return { count: this.pages.size, bytes: this.pages.calculatedSize };
  }

  clear() {
    this.pages.clear();
  }
}
