// The page server's files over HTTP (the deploy ledger's answer, the builds' route lists and
// modules' text): kept a while by URL in an LRU bounded by entries and bytes, read again after.
import { LRUCache } from 'lru-cache';

/** How long a build's file is kept before it is asked for again; a failure, a second. */
export const FILE_TTL_MS = 10_000;
const FAILURE_TTL_MS = 1000;

export interface FetchedFile {
  status: number;
  text: string;
}

export interface FileCacheOptions {
  /** Files kept at most, and their text together (a string's length counts as its bytes). */
  max: number;
  maxBytes: number;
  /** A read that takes longer than this fails (and is kept as a failure, a second). */
  timeoutMs: number;
  /** The caches' clock (lru-cache's `perf`). */
  perf: { now(): number };
}

/** Files over HTTP by URL: kept their ttl, then read again (a failure, null, for a second). */
export class FileCache {
  private readonly files: LRUCache<string, FetchedFile | false, number>;

  constructor({ max, maxBytes, timeoutMs, perf }: FileCacheOptions) {
    this.files = new LRUCache<string, FetchedFile | false, number>({
      max,
      maxSize: maxBytes,
      sizeCalculation: (file) => (file ? file.text.length : 0) + 64,
      perf,
      ttlResolution: 0,
      ttl: FILE_TTL_MS,
      fetchMethod: async (url, _stale, { options, context: ttl }) => {
        const got = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
          .then(async (response): Promise<FetchedFile> => ({ status: response.status, text: await response.text() }))
          .catch(() => false as const);
        options.ttl = !got || got.status >= 500 ? FAILURE_TTL_MS : ttl;
        return got;
      },
    });
  }

  /** A file over HTTP, kept `ttl` ms; null when unreachable. */
  async fetchText(url: string, ttl: number): Promise<FetchedFile | null> {
    return (await this.files.fetch(url, { context: ttl, ttl })) || null;
  }

  stats() {
    return { count: this.files.size, bytes: this.files.calculatedSize };
  }

  clear() {
    this.files.clear();
  }
}
