import { Pool, type PoolClient } from 'pg';
import type { Database, QueryResult, Queryable } from './db';

/** A PostgreSQL server through a pg Pool (`DATABASE_URL`). */
export async function openPostgres(connectionString: string, options: { max?: number } = {}): Promise<Database> {
  const pool = new Pool({ connectionString, max: options.max ?? 10, connectionTimeoutMillis: 10_000,
    // Days of the orders overview are UTC days, whatever the server's zone.
    options: '-c TimeZone=UTC',
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1');
  return new PostgresDatabase(pool);
}

function wrap(client: Pool | PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  };
}

class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  private readonly direct: Queryable;

  constructor(private readonly pool: Pool) {
    this.direct = wrap(pool);
  }

  query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
    return this.direct.query<T>(sql, params);
  }

  exec(sql: string): Promise<void> {
    return this.direct.exec(sql);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(wrap(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
