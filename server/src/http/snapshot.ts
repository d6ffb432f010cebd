import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A public list served from memory: the JSON body and its strong ETag are built once and reused
 * until a write in this process invalidates them (or `ttlMs` passes, so replicas behind a load
 * balancer converge after another replica's write). A generation counter keeps a slow rebuild
 * that raced a write from storing stale data.
 */
export class Snapshot {
  private current: { body: string; etag: string; builtAt: number } | undefined;
  private generation = 0;
  private pending: Promise<Built> | undefined;

  constructor(
    private readonly load: () => Promise<unknown>,
    private readonly ttlMs: number = 0,
  ) {}

  invalidate(): void {
    this.generation += 1;
    this.current = undefined;
    this.pending = undefined;
  }

  async get(): Promise<Built> {
    const current = this.current;
    if (current && (this.ttlMs === 0 || Date.now() - current.builtAt < this.ttlMs)) return current;
    if (this.pending) return this.pending;
    const generation = this.generation;
    const building = build(this.load).then((built) => {
      if (generation === this.generation) this.current = { ...built, builtAt: Date.now() };
      return built;
    });
    this.pending = building;
    try {
      return await building;
    } finally {
      if (this.pending === building) this.pending = undefined;
    }
  }

  /** Answers with the snapshot, or 304 when the client already has it. */
  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    return sendBuilt(request, reply, await this.get(), 'public, max-age=0, must-revalidate');
  }
}

/** A built JSON body with its strong ETag. */
interface Built {
  body: string;
  etag: string;
}

async function build(load: () => Promise<unknown>): Promise<Built> {
  const body = JSON.stringify(await load());
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

function sendBuilt(request: FastifyRequest, reply: FastifyReply, { body, etag }: Built, cacheControl: string): FastifyReply {
  reply.header('ETag', etag).header('Cache-Control', cacheControl);
  if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * An answer that is costly to compute and read by many at once (an admin report over a month of
 * orders): computed by one request at a time, its result shared by every request that arrives
 * meanwhile and after it, until it is out of date. Out of date: `staleMs` after it was computed,
 * or once a change (`changed()`, told by this process's writes) came after it, though never
 * before `freshMs`: however fast the writes come, it is computed at most once per `freshMs`.
 * Another replica's writes show within `staleMs`.
 */
export class SharedReport {
  private current: (Built & { startedAt: number }) | undefined;
  private pending: Promise<Built> | undefined;
  private changedAt = -Infinity;

  constructor(
    private readonly load: () => Promise<unknown>,
    private readonly options: { freshMs: number; staleMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  changed(): void {
    this.changedAt = this.now();
  }

  async get(): Promise<Built> {
    const current = this.current;
    if (current) {
      const age = this.now() - current.startedAt;
      if (age < this.options.freshMs || (age < this.options.staleMs && this.changedAt < current.startedAt)) return current;
    }
    if (this.pending) return this.pending;
    const startedAt = this.now();
    const pending = build(this.load).then((built) => {
      this.current = { ...built, startedAt };
      return built;
    });
    this.pending = pending;
    try {
      return await pending;
    } finally {
      if (this.pending === pending) this.pending = undefined;
    }
  }

  /** Answers with the report, or 304 when the client already has it; private to whoever may read it. */
  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    return sendBuilt(request, reply, await this.get(), 'private, no-cache');
  }
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * Snapshots of a public list's pages, one per query (`?q=…&cursor=…`, as validated): the pages people
 * read most (home's six parts, the first page of the catalogue) are built once and answered with
 * their ETag. A write invalidates them all. At most `maxEntries` are kept, the oldest dropped first.
 * Before each answer `upToDate()` says whether memory has every committed change (another
 * replica's writes arrive as notices, db/list-changes.ts); when it cannot say so, the page is built
 * afresh from the database.
 */
export class SnapshotCache {
  private readonly entries = new Map<string, Snapshot>();

  constructor(
    private readonly ttlMs: number = 0,
    private readonly maxEntries = 500,
    private readonly upToDate: () => boolean | Promise<boolean> = () => true,
  ) {}

  invalidate(): void {
    for (const snapshot of this.entries.values()) snapshot.invalidate();
    this.entries.clear();
  }

  snapshot(key: string, load: () => Promise<unknown>): Snapshot {
    let snapshot = this.entries.get(key);
    if (!snapshot) {
      snapshot = new Snapshot(load, this.ttlMs);
      this.entries.set(key, snapshot);
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    }
    return snapshot;
  }

  /**
   * `read` tells apart two reads of the same list that share a query's shape (the parts' page,
   * search's suggestions), and names a read by its path's parameters (an assembly's page).
   */
  async send(request: FastifyRequest, reply: FastifyReply, load: () => Promise<unknown>, read = ''): Promise<FastifyReply> {
    if (!(await this.upToDate())) return new Snapshot(load).send(request, reply);
    // The validated query (unknown parameters dropped, in the schema's order) names the page.
    const key = read + JSON.stringify(request.query ?? {});
    const snapshot = this.snapshot(key, load);
    try {
      return await snapshot.send(request, reply);
    } catch (error) {
      // Nothing to keep (a 404, the database away): the next request tries again, and addresses
      // that do not exist take no room from pages that do.
      if (this.entries.get(key) === snapshot) this.entries.delete(key);
      throw error;
    }
  }
}
