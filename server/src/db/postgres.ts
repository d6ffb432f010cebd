import { Pool, type PoolClient } from 'pg';
import type { Database, QueryResult, Queryable } from './db';
import { DatabaseUnavailableError, isUnavailable } from './unavailable';

export interface PostgresOptions {
  /** How many connections serve single statements (reads, mostly). */
  max?: number;
  /**
   * How many more are kept for transactions (an order, a cart change, an admin's edit): a write
   * never waits for a connection behind a crowd of long reads (32 admins paging through a year of
   * orders), only behind other writes.
   */
  transactionMax?: number;
  /**
   * How many serve the long reads of many rows (`Database.reports`): one per core of a small
   * database server, so that 32 admins searching a year of orders queue here, in the API, instead
   * of taking turns on the database's CPU with every customer's order.
   */
  reportMax?: number;
  /** Longest wait for a connection from the pool, or for a new one to open. */
  connectTimeoutMs?: number;
  /** Longest a statement may run (statement_timeout) and wait for its answer on the wire. */
  queryTimeoutMs?: number;
}

/**
 * A PostgreSQL server (`DATABASE_URL`) through three pg Pools: single statements, transactions, and
 * the long reads of reports. Every query has a deadline, on the server and on the wire, and so does getting a
 * connection: with the database away (refused or black-holed), a call fails within seconds with
 * DatabaseUnavailableError (503) instead of hanging; the pools drop broken connections and
 * reconnect by themselves when it is back.
 */
export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<Database> {
  const queryTimeoutMs = options.queryTimeoutMs ?? 4000;
  const connectTimeoutMs = options.connectTimeoutMs ?? 3000;
  const pool = (max: number, waitMs = connectTimeoutMs) => {
    const made = new Pool({
      connectionString,
      max,
      connectionTimeoutMillis: waitMs,
      // The server cancels a statement past its deadline; the client gives up on a silent wire.
      statement_timeout: queryTimeoutMs,
      query_timeout: queryTimeoutMs + 250,
      // Days of the orders overview are UTC days, whatever the server's zone.
      options: '-c TimeZone=UTC',
    });
    // An idle client that loses its connection must not crash the process.
    made.on('error', () => undefined);
    return made;
  };
  const statements = pool(options.max ?? 10);
  const transactions = pool(options.transactionMax ?? 4);
  // Reports wait their turn for a connection longer than a statement does (their queue is the
  // point), still within the time a person waits for a list; with the database away, an admin's
  // list of every order says so within 10 s instead of 3.
  const reports = pool(options.reportMax ?? 2, Math.max(connectTimeoutMs, 10_000));
  try {
    await run(() => statements.query('SELECT 1'));
  } catch (error) {
    await Promise.all([statements.end(), transactions.end(), reports.end()]);
    throw error;
  }
  return new PostgresDatabase(statements, transactions, reports);
}

/** Runs a pg call; an unreachable or unanswering database becomes DatabaseUnavailableError. */
async function run<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isUnavailable(error) ? new DatabaseUnavailableError(error) : error;
  }
}

function wrap(client: Pool | PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await run(() => client.query(sql, params));
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await run(() => client.query(sql));
    },
  };
}

class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  readonly reports: Queryable;
  private readonly direct: Queryable;

  constructor(
    private readonly pool: Pool,
    private readonly transactionPool: Pool,
    private readonly reportPool: Pool,
  ) {
    this.direct = wrap(pool);
    this.reports = wrap(reportPool);
  }

  query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
    return this.direct.query<T>(sql, params);
  }

  exec(sql: string): Promise<void> {
    return this.direct.exec(sql);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await run(() => this.transactionPool.connect());
    let broken: unknown;
    try {
      await run(() => client.query('BEGIN'));
      const result = await work(wrap(client));
      await run(() => client.query('COMMIT'));
      return result;
    } catch (error) {
      if (error instanceof DatabaseUnavailableError) broken = error;
      else await client.query('ROLLBACK').catch((rollback: unknown) => (broken = rollback));
      throw error;
    } finally {
      // A connection that timed out or broke is closed, not handed to the next request.
      client.release(broken instanceof Error ? broken : undefined);
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.pool.end(), this.transactionPool.end(), this.reportPool.end()]);
  }
}
