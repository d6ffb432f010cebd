import { createDatabase } from '../../test/harness';
import { TEST_ENV } from '../../test/env';
import { openPostgres } from './postgres';

const reachable = Boolean(process.env[TEST_ENV.pgAdminUrl]);

// A write never waits for a connection behind a crowd of long reads: transactions have
// connections of their own (the orders placed while 32 admins page through a year of orders).
(reachable ? describe : describe.skip)(`PostgreSQL's pools${reachable ? '' : ' [no server reachable]'}`, () => {
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

  // A long read of many rows (an admin's search of every order) waits for one of the reports'
  // connections, never for a customer's statement, and never takes one of theirs.
  it('keeps reports to their own connections: a statement answers while every report connection is busy, and reports queue among themselves', async () => {
    const database = await createDatabase();
    const db = await openPostgres(database.url, { max: 1, transactionMax: 1, reportMax: 1 });
    try {
      const finished: string[] = [];
      await db.exec('CREATE TABLE gate (open boolean NOT NULL)');
      await db.exec('INSERT INTO gate VALUES (false)');
      const waitForGate = `DO $$ BEGIN WHILE NOT (SELECT open FROM gate) LOOP PERFORM pg_sleep(0.05); END LOOP; END $$`;
      const report = db.reports.query(waitForGate).then(() => finished.push('report'));
      const nextReport = db.reports.query('SELECT 1').then(() => finished.push('next report'));
      // A statement answers while the report's connection waits at the gate (which only it opens next).
      await db.query('SELECT 1');
      finished.push('statement');
      await db.query('UPDATE gate SET open = true');
      await Promise.all([report, nextReport]);
      expect(finished).toEqual(['statement', 'report', 'next report']);
    } finally {
      await db.close();
      await database.drop();
    }
  });
});
