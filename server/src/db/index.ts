import path from 'node:path';
import type { Config } from '../config';
import type { Database, Queryable } from './db';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export type { Database, Queryable, QueryResult } from './db';

/** Whether the database answers: one round trip (throws DatabaseUnavailableError when it does not). */
export async function ping(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}

/**
 * Opens the configured database (PostgreSQL when `DATABASE_URL` is set, else PGlite), migrated.
 * Whoever starts the storefront seeds it (buildApp, the volume seed): opening it never does.
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'database'>>): Promise<Database> {
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl, config.database) : await openPglite(path.join(config.dataDir, 'pglite'));
  try {
    await migrate(db);
    return db;
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
