import { mkdirSync } from 'node:fs';
import { PGlite, type Extension, type Transaction } from '@electric-sql/pglite';

// pg_trgm, for the lists' search indexes. The package's contrib types are ESM-only; its CommonJS build is what runs here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension };
import type { Database, QueryResult, Queryable } from './db';

/**
 * PGlite (PostgreSQL in WebAssembly) on a data folder. It is one connection: every query and
 * transaction runs exclusively, in order, so a transaction is never interleaved with another.
 *
 * Durability: the folder is mounted straight onto the real file system (NODEFS), and PostgreSQL
 * writes its WAL at every commit (synchronous_commit=on), so an acknowledged write is in the
 * operating system before the response leaves: it survives the process being killed. PGlite
 * starts PostgreSQL with `-F` (no fsync); we start it without, so a commit also reaches the disk
 * and survives a power cut (see the crash test and the README for the measured cost).
 */
export async function openPglite(dataDir: string, options: { fsync?: boolean } = {}): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const startParams = PGlite_defaultStartParams().filter((p) => options.fsync === false || p !== '-F');
  const pg = await PGlite.create(dataDir, { startParams, relaxedDurability: false, extensions: { pg_trgm } });
  await pg.exec(`SET TimeZone TO 'UTC'`);
  return new PgliteDatabase(pg);
}

function PGlite_defaultStartParams(): string[] {
  const defaults = (PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams;
  return defaults ? [...defaults] : [];
}

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, params as never[]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  private readonly direct: Queryable;

  constructor(private readonly pg: PGlite) {
    this.direct = wrap(pg);
  }

  /** One connection serves everything: the database itself. */
  get reports(): Queryable {
    return this;
  }

  query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
    return this.direct.query<T>(sql, params);
  }

  exec(sql: string): Promise<void> {
    return this.direct.exec(sql);
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.pg.transaction((tx) => work(wrap(tx)));
  }

  listen(channel: string, onNotice: (payload: string) => void): Promise<() => Promise<void>> {
    return this.pg.listen(channel, onNotice);
  }

  async close(): Promise<void> {
    if (!this.pg.closed) await this.pg.close();
  }
}
