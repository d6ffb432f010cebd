import { createDatabase } from '../../test/harness';
import { TEST_ENV } from '../../test/env';
import { openPostgres } from './postgres';

const reachable = Boolean(process.env[TEST_ENV.pgAdminUrl]);

// A write never waits for a connection behind a crowd of long reads: transactions have
// connections of their own (the orders placed while 32 admins page through a year of orders).
(reachable ? describe : describe.skip)(`PostgreSQL's two pools${reachable ? '' : ' [no server reachable]'}`, () => {
  it('commits a transaction while every statement connection is busy with a long read', async () => {
    const database = await createDatabase();
    const db = await openPostgres(database.url, { max: 2, transactionMax: 1 });
    try {
      const finished: string[] = [];
      // Both statement connections sleep until the transaction has committed and lets them go.
      await db.exec('CREATE TABLE gate (open boolean NOT NULL)');
      await db.exec('INSERT INTO gate VALUES (false)');
      const waitForGate = `DO $$ BEGIN WHILE NOT (SELECT open FROM gate) LOOP PERFORM pg_sleep(0.05); END LOOP; END $$`;
      const reads = [db.query(waitForGate), db.query(waitForGate)].map((read) => read.then(() => finished.push('read')));
      // Started after the reads took every statement connection; it must not queue behind them.
      await db.transaction(async (tx) => {
        await tx.query('UPDATE gate SET open = true');
      });
      finished.push('transaction');
      await Promise.all(reads);
      expect(finished).toEqual(['transaction', 'read', 'read']);
    } finally {
      await db.close();
      await database.drop();
    }
  });
});
