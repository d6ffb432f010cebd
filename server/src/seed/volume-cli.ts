// `npm run seed:volume [-- --scale 0.1]`: fills the configured database (PGlite in DATA_DIR, or
// PostgreSQL through DATABASE_URL) with a year of use: 5,000 parts, 20,000 customers, 200,000
// orders (a few heavy customers place a fifth of them), 10,000 reviews and 300 companies with four
// members each, and parts books for 100 machines (docs/parts-book.md); `--scale` multiplies
// every count but the parts books'. Rows already there stay.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { seedIfEmpty } from './seed';
import { seedVolume, YEAR_OF_USE, type Volume } from './volume';

const USAGE = 'usage: npm run seed:volume [-- --scale <a number above 0, 1 by default>]   (DATA_DIR or DATABASE_URL from the environment)';

/** A command line seed:volume does not take: said with the usage, exit code 2. */
class UsageError extends Error {}

/** `--scale` from the command line; `--help` prints the usage; anything else stops with the reason and the usage. */
function readScale(args: string[]): number | 'help' {
  let values: { scale: string; help: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: { scale: { type: 'string', default: '1' }, help: { type: 'boolean', short: 'h', default: false } },
      strict: true,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  if (values.help) return 'help';
  const scale = Number(values.scale);
  if (values.scale.trim() === '' || !Number.isFinite(scale) || scale <= 0) throw new UsageError(`--scale must be a number above 0, got '${values.scale}'.`);
  return scale;
}

async function main(): Promise<void> {
  const scale = readScale(process.argv.slice(2));
  if (scale === 'help') {
    console.log(USAGE);
    return;
  }
  const volume: Volume = {
    ...YEAR_OF_USE,
    parts: Math.round(YEAR_OF_USE.parts * scale),
    users: Math.round(YEAR_OF_USE.users * scale),
    orders: Math.round(YEAR_OF_USE.orders * scale),
    reviews: Math.round(YEAR_OF_USE.reviews * scale),
    companies: Math.round((YEAR_OF_USE.companies ?? 0) * scale),
  };
  const config = loadConfig();
  // Bulk inserts take longer than a request's query deadline.
  const db = await openDatabase({ ...config, database: { ...config.database, queryTimeoutMs: 600_000 } });
  const started = Date.now();
  console.log(`Seeding ${db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}…`);
  try {
    // The demo parts, reviews and machines first, as a storefront started on this database would have them.
    await seedIfEmpty(db);
    const counts = await seedVolume(db, volume, (line) => console.log(`  ${line}`));
    console.log(
      `Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${counts.parts} parts, ${counts.users} users, ${counts.orders} orders, ${counts.reviews} reviews in the database.`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  console.error(`seed:volume failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
