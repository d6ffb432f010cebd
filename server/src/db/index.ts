import path from 'node:path';
import type { Config } from '../config';
import type { Database, Queryable } from './db';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import { seedIfEmpty } from '../seed/seed';

export type { Database, Queryable, QueryResult } from './db';

/** Whether the database answers: one round trip (throws DatabaseUnavailableError when it does not). */
export async function ping(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}

/** Opens the configured database (PostgreSQL when `DATABASE_URL` is set, else PGlite), migrated and seeded. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'database'>>,
  options: { seed?: boolean } = {},
): Promise<Database> {
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl, config.database) : await openPglite(path.join(config.dataDir, 'pglite'));
  try {
    await migrate(db);
    if (options.seed !== false) await seedIfEmpty(db);
    return db;
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
