// `npm run seed:volume [-- --scale 0.1]`: fills the configured database (PGlite in DATA_DIR, or
// PostgreSQL through DATABASE_URL) with a year of use: 5,000 parts, 20,000 customers, 200,000
// orders (a few heavy customers place a fifth of them) and 10,000 reviews; `--scale` multiplies
// every count. Rows already there stay.
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { seedVolume, YEAR_OF_USE, type Volume } from './volume';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const at = args.indexOf('--scale');
  const scale = at >= 0 ? Number(args[at + 1]) : 1;
  if (!Number.isFinite(scale) || scale <= 0) throw new Error('--scale must be a number above 0');
  const volume: Volume = {
    ...YEAR_OF_USE,
    parts: Math.round(YEAR_OF_USE.parts * scale),
    users: Math.round(YEAR_OF_USE.users * scale),
    orders: Math.round(YEAR_OF_USE.orders * scale),
    reviews: Math.round(YEAR_OF_USE.reviews * scale),
  };
  const config = loadConfig();
  // Bulk inserts take longer than a request's query deadline.
  const db = await openDatabase({ ...config, database: { ...config.database, queryTimeoutMs: 600_000 } });
  const started = Date.now();
  console.log(`Seeding ${db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}…`);
  try {
    const counts = await seedVolume(db, volume, (line) => console.log(`  ${line}`));
    console.log(
      `Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${counts.parts} parts, ${counts.users} users, ${counts.orders} orders, ${counts.reviews} reviews in the database.`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(`seed:volume failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
